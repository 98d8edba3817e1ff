// Transfer estimator around two named items: item A (where the rune comes from: an item or a runestone) and
// item B (the receiving item). The reader moves A's rune X to B, or swaps A's X with B's Y. The result shows
// both items before and after, the Crafting DC, the cost and the days, and the problems of GM Core p. 225.
// Its form is a reducer (src/lib/transfer-reducer.ts): problems about an item wait until the reader has filled that
// item in; the fields are TransferFields.tsx and CrafterFields.tsx, the result TransferResult.tsx.
import { useMemo, useReducer, useState } from 'preact/hooks';
import type { Locale } from '../../src/rules';
import { evaluateItem } from '../../src/rules/item';
import { RUNE_TARGETS } from '../../src/rules/values';
import { toSpec, type ItemDraft } from '../../src/lib/item-draft';
import { loadRunes, targetsOfBases } from '../../src/lib/rune-data';
import { loadTransfer } from '../../src/lib/tool-load-transfer';
import { draftToState } from '../../src/lib/transfer-form';
import { TRANSFER_TABLES } from '../../src/lib/transfer-messages';
import { INITIAL_TRANSFER_FORM, transferReducer } from '../../src/lib/transfer-reducer';
import { transferQuery } from '../../src/lib/url-state-transfer';
import { AnswerBar } from './AnswerBar';
import { CrafterFields } from './CrafterFields';
import { useFullListsAfterHydration } from './full-lists';
import { unreadIn, useItemName } from './ItemNameField';
import { Later } from './Later';
import { startTool, useRunes, type Runes } from './rune-data';
import { Island, useIslandT, type Strings, type TransferKey } from './strings';
import { ToolLoading } from './ToolLoading';
import { ReceivingItemFieldset, SourceItemFieldset, TransferActionFieldset } from './TransferFields';
import { TransferResult, transferSummary, useTransferOutcome } from './TransferResult';
import { useQuerySync } from './url-sync';

// Before hydration: the weapon runes, and for a link this page's problem messages (see startTool).
await startTool([TRANSFER_TABLES]);

interface Props {
  lang: Locale;
  strings: Strings<TransferKey>;
  headingLevel?: 2 | 3;
}

export default function TransferEstimator({ lang, strings, headingLevel = 2 }: Props) {
  const t = useIslandT(lang, strings, [TRANSFER_TABLES]);
  const [form, dispatch] = useReducer(transferReducer, INITIAL_TRANSFER_FORM);
  const { draft } = form;
  // The two items may be of different kinds: the runes of both (a weapon's are there from the start).
  const runes = useRunes(targetsOfBases([draft.source === 'item' ? draft.a.base : '', draft.b.base]));
  const every = useEveryRune();
  const names = {
    a: useItemName(draft.a, (item) => dispatch({ type: 'item', side: 'a', item })),
    b: useItemName(draft.b, (item) => dispatch({ type: 'item', side: 'b', item })),
  };
  const pending = useQuerySync(transferQuery(draftToState(draft)), (search) => {
    const loaded = loadTransfer(search);
    dispatch({ type: 'link', loaded });
    if (loaded.names?.['from-item'] !== undefined) names.a.show(loaded.names['from-item']);
    if (loaded.names?.['to-item'] !== undefined) names.b.show(loaded.names['to-item']);
    return loaded.query;
  });
  // Each described item, evaluated once per item and catalogue: its runes, property slots and problems mark its fields.
  const a = useEvaluation(draft.a, runes.version);
  const b = useEvaluation(draft.b, runes.version);
  const outcome = useTransferOutcome(form, [runes.version, every.version]);
  const summary = transferSummary(outcome, lang, t);
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const sides = { lang, form, dispatch, runes, warmAll: every.warm };
  return (
    <Island.Provider value={{ t, lists: useFullListsAfterHydration() }}>
      <ToolLoading pending={pending} busy={!runes.ready} />
      <div class={pending ? 'tool tool--pending' : 'tool'} data-pagefind-ignore>
        <div class="tool-form">
          <TransferActionFieldset swap={draft.action === 'swap'} dispatch={dispatch} />
          <SourceItemFieldset {...sides} name={names.a} ev={a} />
          {/* Item B and the crafter, a screen down on a phone, hydrate in the task after the rest of the form, the
              result in the one after that (Later.tsx). */}
          <Later tag="div">
            <ReceivingItemFieldset {...sides} name={names.b} ev={b} />
            <CrafterFields lang={lang} crafter={draft} onChange={(patch) => dispatch({ type: 'crafter', patch })} />
          </Later>
          <AnswerBar lang={lang} unread={unreadIn(names.a, names.b)}>
            {summary}
          </AnswerBar>
        </div>
        <Later tag="section" class="tool-result" aria-labelledby="transfer-result">
          <H id="transfer-result">{t('tools.result')}</H>
          <TransferResult lang={lang} form={form} outcome={outcome} summary={summary} />
        </Later>
      </div>
    </Island.Provider>
  );
}

/** An item as the rules see it, once its base item is chosen. */
function useEvaluation(item: ItemDraft, version: number) {
  return useMemo(() => (item.base ? evaluateItem(toSpec(item)) : undefined), [item, version]);
}

/** The runes of every kind, for the lists of every rune (no item A): asked for once the reader turns to one. */
function useEveryRune(): Pick<Runes, 'version' | 'warm'> {
  const [asked, setAsked] = useState(false);
  const all = useRunes(asked ? RUNE_TARGETS : []);
  const warm = () => {
    setAsked(true);
    void loadRunes(RUNE_TARGETS); // all of them at once: the reader is about to open the list
  };
  return { version: all.version, warm };
}
