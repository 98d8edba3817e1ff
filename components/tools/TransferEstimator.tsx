// Transfer estimator around two named items: item A (where the rune comes from: an item or a runestone) and
// item B (the receiving item). The reader moves A's rune X to B, or swaps A's X with B's Y. The result shows
// both items before and after, the Crafting DC, the cost and the days, and the problems of GM Core p. 225.
// Its form is a reducer (src/lib/transfer-reducer.ts: problems about an item wait until the reader has filled that
// item in), its wiring the calculator shell (shell/); its fields are TransferFields.tsx and CrafterFields.tsx, its
// result TransferResult.tsx.
import { useMemo } from 'preact/hooks';
import type { Locale } from '../../src/rules';
import { evaluateItem } from '../../src/rules/item';
import { toSpec, type ItemDraft } from '../../src/lib/item-draft';
import { unreadWords } from '../../src/lib/item-side';
import { TRANSFER_TABLES } from '../../src/lib/transfer-messages';
import { INITIAL_TRANSFER_FORM, sideOf, transferReducer, type TransferForm } from '../../src/lib/transfer-reducer';
import { AnswerBar } from './AnswerBar';
import { CrafterFields } from './CrafterFields';
import { Later } from './Later';
import { startTool } from './rune-data';
import { CalculatorResult, CalculatorShell, useCalculator } from './shell/calculator';
import { addressCode } from './url-sync';
import { useItemSide } from './shell/item-side';
import type { Strings, TransferKey } from './strings';
import { ReceivingItemFieldset, SourceItemFieldset, TransferActionFieldset } from './TransferFields';
import { TransferResult, transferSummary, useTransferOutcome } from './TransferResult';

// The address's reader and writer: loaded before hydration for a link, else on the first edit (url-sync.ts).
const address = addressCode(async () => {
  const [{ draftToState, loadTransfer }, { transferQuery }] = await Promise.all([
    import('../../src/lib/tool-load-transfer'),
    import('../../src/lib/url-state-transfer'),
  ]);
  return { load: loadTransfer, query: (form: TransferForm) => transferQuery(draftToState(form.draft)) };
});

// Before hydration: the weapon runes, and for a link this page's problem messages (see startTool).
await startTool([TRANSFER_TABLES], address);

interface Props {
  lang: Locale;
  strings: Strings<TransferKey>;
  headingLevel?: 2 | 3;
}

export default function TransferEstimator({ lang, strings, headingLevel = 2 }: Props) {
  const calc = useCalculator({
    lang,
    strings,
    more: [TRANSFER_TABLES],
    reducer: transferReducer,
    initial: INITIAL_TRANSFER_FORM,
    address,
    // The two items may be of different kinds: the runes of both (a weapon's are there from the start).
    bases: ({ draft }) => [draft.source === 'item' ? draft.a.base : '', draft.b.base],
  });
  const { t, state: form, dispatch } = calc;
  const { draft } = form;
  const a = useItemSide(sideOf(form, 'a'), (change) => dispatch({ type: 'item', side: 'a', change }));
  const b = useItemSide(sideOf(form, 'b'), (change) => dispatch({ type: 'item', side: 'b', change }));
  // Each described item, evaluated once per item and catalogue: its runes, property slots and problems mark its fields.
  const evA = useEvaluation(draft.a, calc.runes.version);
  const evB = useEvaluation(draft.b, calc.runes.version);
  const outcome = useTransferOutcome(form, calc.runes.version);
  const summary = transferSummary(outcome, lang, t);
  return (
    <CalculatorShell calc={calc}>
      <div class="tool-form">
        <TransferActionFieldset swap={draft.action === 'swap'} dispatch={dispatch} />
        <SourceItemFieldset lang={lang} form={form} dispatch={dispatch} side={a} ev={evA} />
        {/* Item B and the crafter, a screen down on a phone, hydrate in the task after the rest of the form, the
            result in the one after that (Later.tsx). */}
        <Later tag="div">
          <ReceivingItemFieldset lang={lang} form={form} dispatch={dispatch} side={b} ev={evB} />
          <CrafterFields lang={lang} crafter={draft} onChange={(patch) => dispatch({ type: 'crafter', patch })} />
        </Later>
        <AnswerBar lang={lang} unread={unreadWords(a, b)}>
          {summary}
        </AnswerBar>
      </div>
      <CalculatorResult id="transfer-result" title={t('tools.result')} headingLevel={headingLevel}>
        <TransferResult lang={lang} form={form} outcome={outcome} summary={summary} />
      </CalculatorResult>
    </CalculatorShell>
  );
}

/** An item as the rules see it, once its base item is chosen. */
function useEvaluation(item: ItemDraft, version: number) {
  return useMemo(() => (item.base ? evaluateItem(toSpec(item)) : undefined), [item, version]);
}
