// Transfer estimator around two named items: item A (where the rune comes from: an item or a runestone) and
// item B (the receiving item). The reader moves A's rune X to B, or swaps A's X with B's Y. The result shows
// both items before and after, the Crafting DC, the cost and the days, and the problems of GM Core p. 225.
// Problems about an item wait until the reader has filled that item in (see Readiness in transfer-form.ts).
import { useMemo, useRef, useState } from 'preact/hooks';
import {
  DEFAULT_TRANSFER,
  draftToSpec,
  draftToState,
  missing,
  runeChoices,
  heldRunes,
  xHeldByA,
  wholeNumber,
  type Readiness,
  type TransferDraft,
} from '../../src/lib/transfer-form';
import type { Notice } from '../../src/lib/url-state';
import { transferQuery } from '../../src/lib/url-state-transfer';
import { loadTransfer } from '../../src/lib/tool-load-transfer';
import { runeGroups, type OptionGroup } from '../../src/lib/rune-options';
import type { Locale, ProficiencyRank, RuneCore, RuneTarget } from '../../src/rules';
import { getRune } from '../../src/rules/core';
import { PROFICIENCY_LABELS } from '../../src/rules/data/labels';
import { RULE_FACTS } from '../../src/rules/facts';
import { evaluateItem } from '../../src/rules/item';
import { formatPrice } from '../../src/rules/tables';
import { estimateTransfer } from '../../src/rules/transfer';
import { toSpec, type ItemDraft } from '../../src/lib/item-draft';
import { ItemFields } from './ItemFields';
import { ProblemList } from './ProblemList';
import { RuneSelect } from './RuneSelect';
import { Island, useIslandT, type IslandT, type Strings, type TransferKey } from './strings';
import { TransferFigures } from './TransferFigures';
import { TransferItems } from './TransferItems';
import { useFullListsAfterHydration } from './full-lists';
import { useQuerySync } from './url-sync';
import { startTool, useRunes } from './rune-data';
import { TRANSFER_TABLES } from '../../src/lib/transfer-messages';
import { loadRunes, targetsOfBases } from '../../src/lib/rune-data';
import { hasRunesOf, RUNE_TARGETS, RUNES } from '../../src/rules/core';
import { isOneOf } from '../../src/rules/input';
import { PROFICIENCY_RANKS } from '../../src/rules/values';
import { ToolLoading } from './ToolLoading';
import { Later } from './Later';
import { ItemNameField, unreadIn, useItemName } from './ItemNameField';
import { Check } from './Check';
import { RunePicks } from './RunePicks';
import { AnswerBar } from './AnswerBar';

// Before hydration: the weapon runes, and for a link this page's problem messages (see startTool).
await startTool([TRANSFER_TABLES]);

interface Props {
  lang: Locale;
  strings: Strings<TransferKey>;
  headingLevel?: 2 | 3;
}

/** A rank select's value: one of the ranks, or '' (none chosen). */
const rankOf = (value: string): ProficiencyRank | '' => (isOneOf(PROFICIENCY_RANKS, value) ? value : '');

/** The options of X (A's rune) or Y (B's rune): the runes on the described item, else every rune. */
function choiceGroups(
  item: ItemDraft | null,
  value: string,
  itemLabel: string,
  lang: Locale,
  t: IslandT<TransferKey>,
  disable: (r: RuneCore) => string | null,
  fallback: () => OptionGroup[],
): OptionGroup[] {
  const choices = runeChoices(item, value);
  if (!item || item.base === '') return fallback();
  const option = (r: RuneCore) => {
    const reason = disable(r);
    return {
      value: r.slug,
      label: reason ? t('tools.unfit', { name: r.name[lang], reason }) : r.name[lang],
      disabled: reason !== null,
    };
  };
  const groups: OptionGroup[] = [];
  if (choices.onItem.length > 0) groups.push({ label: t('transfer.onItem', { item: itemLabel }), options: choices.onItem.map(option) });
  if (choices.current) groups.push({ label: t('transfer.notOnItem', { item: itemLabel }), options: [option(choices.current)] });
  return groups;
}

/**
 * A select's list, built when the select asks for it and kept while what it is built from (`key`, read then) stays
 * the same: once a select shows its whole list, a render that changes nothing in it (a keystroke elsewhere in the
 * form) hands it the same array, and RuneSelect keeps its option elements rather than building and diffing them.
 * Only the last list is kept: keptList (src/lib/rune-options.ts) keeps every list it builds, which suits lists keyed by
 * an item's base, but these depend on the whole item being edited, so it would grow with every state the form passes.
 */
function useKeptGroups(key: () => string, build: () => OptionGroup[]): () => OptionGroup[] {
  const kept = useRef<{ key: string; groups: OptionGroup[] } | null>(null);
  return () => {
    const now = key();
    if (kept.current?.key !== now) kept.current = { key: now, groups: build() };
    return kept.current.groups;
  };
}

/** The runes loaded so far (the lists, their "loading" lines and the runes on an item all depend on it). */
const loadedRunes = () => `${RUNES.length} ${RUNE_TARGETS.map((t) => (hasRunesOf(t) ? 2 : hasRunesOf(t, 'start') ? 1 : 0)).join('')}`;

export default function TransferEstimator({ lang, strings, headingLevel = 2 }: Props) {
  const t = useIslandT(lang, strings, [TRANSFER_TABLES]);
  const [draft, setDraft] = useState<TransferDraft>(DEFAULT_TRANSFER);
  const [notices, setNotices] = useState<Notice[]>([]);
  // An item's problems wait until the reader has chosen one of its runes or left its fieldset (or a link gave it).
  const [ready, setReady] = useState<Readiness>({ a: false, b: false });
  // Whether the rune to move is the reader's choice (or the link's), not the page's example.
  const [chose, setChose] = useState(false);
  // The two items may be of different kinds: the runes of both (a weapon's are there from the start). The list
  // of every rune (no item A) asks for all kinds once the reader turns to it (`warm`).
  const [everyKind, setEveryKind] = useState(false);
  const itemRunes = useRunes(targetsOfBases([draft.source === 'item' ? draft.a.base : '', draft.b.base]));
  const allRunes = useRunes(everyKind ? RUNE_TARGETS : []);
  const warm = () => {
    setEveryKind(true);
    void loadRunes(RUNE_TARGETS); // all of them at once: the reader is about to open the list
  };
  // Said when a change of item A leaves out the rune chosen to move (and so clears it).
  const [xNote, setXNote] = useState<string | null>(null);
  const query = transferQuery(draftToState(draft));
  // Nothing is estimated for a rune item A does not hold (its figures would be for a rune no one named).
  const shown = xHeldByA(draft) ? draft : { ...draft, x: '' };
  const spec = draftToSpec(shown, ready);
  const full = draftToSpec(shown);
  const key = JSON.stringify([spec, full, itemRunes.version, allRunes.version]);
  const { est, whole } = useMemo(() => ({ est: spec && estimateTransfer(spec), whole: full && estimateTransfer(full) }), [key]);

  const pending = useQuerySync(query, (search) => {
    const loaded = loadTransfer(search);
    setNotices(loaded.notices);
    setDraft(loaded.draft);
    // A link's items are complete descriptions: judge them at once.
    setReady({ a: loaded.fromLink, b: loaded.fromLink });
    setChose(loaded.fromLink);
    // A link naming a rune its item A does not hold: said, and nothing estimated for it.
    const x = loaded.draft.x;
    setXNote(xHeldByA(loaded.draft) || x === '' ? null : t('transfer.xNotOnA', { rune: getRune(x)?.name[lang] ?? x }));
    if (loaded.names?.['from-item'] !== undefined) nameA.show(loaded.names['from-item']);
    if (loaded.names?.['to-item'] !== undefined) nameB.show(loaded.names['to-item']);
    return loaded.query;
  });
  const set = (patch: Partial<TransferDraft>) => {
    setDraft({ ...draft, ...patch });
    setNotices([]);
  };
  const editItem = (side: 'a' | 'b', next: ItemDraft) => {
    const prev = draft[side];
    // Choosing the base item alone is not yet a description: its runes are still to come.
    if (next.base === prev.base || prev.base !== '') setReady({ ...ready, [side]: true });
    // A new item A that does not hold the rune chosen to move: the choice goes, and the form says so.
    const drops = side === 'a' && draft.x !== '' && !xHeldByA({ ...draft, a: next });
    set(drops ? { a: next, x: '' } : { [side]: next });
    if (drops) setXNote(t('transfer.xNotOnA', { rune: getRune(draft.x)?.name[lang] ?? draft.x }));
  };
  const nameA = useItemName(draft.a, (a) => editItem('a', a));
  const nameB = useItemName(draft.b, (b) => editItem('b', b));
  const pickX = (x: string) => {
    setChose(true);
    setXNote(null);
    set({ x });
  };
  const heldByA = draft.source === 'item' ? heldRunes(draft.a) : [];
  const leave = (side: 'a' | 'b') => (e: FocusEvent) => {
    const to = e.relatedTarget as Node | null;
    if (!(e.currentTarget as HTMLElement).contains(to) && !ready[side]) setReady({ ...ready, [side]: true });
  };

  const moved = getRune(draft.x);
  const swap = draft.action === 'swap';
  const stone = draft.source === 'runestone';
  const noReason = () => null;
  // A kind whose runes have not all arrived yet ends in one disabled "loading" line: in its group when some of its
  // runes are listed (GM Core's), else as a group of its own.
  const waiting = (groups: OptionGroup[]): OptionGroup[] => {
    let out = groups;
    for (const kind of RUNE_TARGETS.filter((k: RuneTarget) => !hasRunesOf(k))) {
      const label = t(`tools.runesFor.${kind}`);
      const line = {
        value: `loading-${kind}`,
        label: t(hasRunesOf(kind, 'start') ? 'tools.loadingMore' : 'tools.loading'),
        disabled: true,
      };
      out = out.some((g) => g.label === label)
        ? out.map((g) => (g.label === label ? { label, options: [...g.options, line] } : g))
        : [...out, { label, options: [line] }];
    }
    return out;
  };
  // Built by the select when it lists them (RuneSelect): not while the island hydrates with no rune chosen, nor the
  // swap's list while there is no swap.
  const xGroups = useKeptGroups(
    () => JSON.stringify([lang, stone ? null : draft.a, draft.x, draft.b.base, loadedRunes()]),
    () =>
      choiceGroups(stone ? null : draft.a, draft.x, 'A', lang, t, noReason, () =>
        waiting(runeGroups(draft.b.base, lang, t, () => true, noReason)),
      ),
  );
  const otherForm = (r: RuneCore) => (moved && r.kind !== moved.kind ? t('transfer.otherForm') : null);
  const yGroups = useKeptGroups(
    () => JSON.stringify([lang, draft.b, draft.y, draft.x, moved?.kind ?? null, loadedRunes()]),
    () =>
      choiceGroups(draft.b, draft.y, 'B', lang, t, otherForm, () =>
        waiting(runeGroups(draft.b.base, lang, t, (r) => r.slug !== draft.x, otherForm)),
      ),
  );
  const lacking = missing(shown);
  const H = `h${headingLevel}` as 'h2';
  const days = whole ? t(whole.days === 1 ? 'transfer.dayOne' : 'transfer.dayOther', { count: whole.days }) : '';
  const valid = est !== null && est.valid;
  const summary =
    whole && valid
      ? t('transfer.summary', { dc: whole.dc, cost: formatPrice(whole.costCp, lang), days })
      : lacking.length > 0
        ? t(lacking[0] === 'x' ? 'transfer.missingX' : 'transfer.missingY')
        : t('transfer.invalid');
  const lists = useFullListsAfterHydration();
  // Each described item, evaluated once per render: its property slots and problems mark its own fields.
  const described = {
    a: draft.a.base ? evaluateItem(toSpec(draft.a)) : undefined,
    b: draft.b.base ? evaluateItem(toSpec(draft.b)) : undefined,
  };
  return (
    <Island.Provider value={{ t, lists }}>
      <ToolLoading pending={pending} busy={!itemRunes.ready} />
      <div class={pending ? 'tool tool--pending' : 'tool'} data-pagefind-ignore>
        <div class="tool-form">
          <fieldset class="tool-fieldset">
            <legend>{t('transfer.actionLegend')}</legend>
            <Check
              type="radio"
              name="transfer-action"
              id="transfer-action-move"
              label={t('transfer.actionMove')}
              checked={!swap}
              onChange={() => set({ action: 'move' })}
            />
            <Check
              type="radio"
              name="transfer-action"
              id="transfer-action-swap"
              label={t('transfer.actionSwap')}
              checked={swap}
              // The page's example rune is no choice of the reader's: a swap starts with both runes to choose,
              // so nothing in item B's list is ruled out by a rune the reader never picked.
              onChange={() => set(chose ? { action: 'swap' } : { action: 'swap', x: '' })}
            />
          </fieldset>
          <fieldset class="tool-fieldset" onFocusOut={leave('a')}>
            <legend>{t('transfer.aLegend')}</legend>
            {/* The name first, on the phone's first screen, then a tap on one of its runes (a runestone has no name). */}
            {!stone && (
              <ItemNameField
                id="transfer-from-name"
                lang={lang}
                label={t('transfer.nameA')}
                name={described.a?.name[lang] ?? ''}
                state={nameA}
              />
            )}
            <RunePicks name="transfer-pick" legend={t('transfer.pickX')} lang={lang} runes={heldByA} value={draft.x} onPick={pickX} />
            <fieldset class="tool-fieldset tool-fieldset--inline">
              <legend>{t('transfer.sourceKind')}</legend>
              <Check
                type="radio"
                name="transfer-source"
                id="transfer-source-item"
                label={t('transfer.sourceItem')}
                checked={!stone}
                onChange={() => set({ source: 'item' })}
              />
              <Check
                type="radio"
                name="transfer-source"
                id="transfer-runestone"
                label={t('transfer.sourceStone')}
                checked={stone}
                onChange={() => set({ source: 'runestone' })}
              />
            </fieldset>
            {!stone && (
              <ItemFields
                id="transfer-from"
                lang={lang}
                draft={draft.a}
                onChange={(a) => {
                  editItem('a', a);
                  nameA.reset();
                }}
                slots={described.a?.propertySlots ?? 0}
                legend={t('transfer.itemA')}
                hint={t('transfer.aHint')}
                noneLabel={t('transfer.notDescribed')}
                nested
                problems={described.a?.problems ?? []}
                loading={!itemRunes.ready}
                partial={!itemRunes.complete}
                onWarm={itemRunes.warm}
              />
            )}
            <RuneSelect
              id="transfer-rune"
              label={stone ? t('transfer.stoneRune') : t('transfer.x')}
              none={t('transfer.choose')}
              value={draft.x}
              groups={xGroups}
              onWarm={warm}
              onChange={pickX}
            />
          </fieldset>
          {/* Item B and the crafter, a screen down on a phone, hydrate in the task after the rest of the form, the
              result in the one after that (Later.tsx). */}
          <Later tag="div">
            <fieldset class="tool-fieldset" onFocusOut={leave('b')}>
              <legend>{t('transfer.bLegend')}</legend>
              <ItemNameField
                id="transfer-to-name"
                lang={lang}
                label={t('transfer.nameB')}
                name={described.b?.name[lang] ?? ''}
                state={nameB}
                hint={false}
              />
              {swap && (
                <RunePicks
                  name="transfer-pick-y"
                  legend={t('transfer.pickY')}
                  lang={lang}
                  runes={heldRunes(draft.b).filter((slug) => slug !== draft.x)}
                  value={draft.y}
                  onPick={(y) => set({ y })}
                />
              )}
              <ItemFields
                id="transfer-to"
                lang={lang}
                draft={draft.b}
                onChange={(b) => {
                  editItem('b', b);
                  nameB.reset();
                }}
                slots={described.b?.propertySlots ?? 0}
                legend={t('transfer.itemB')}
                hint={t('transfer.bHint')}
                noneLabel={t('transfer.notDescribed')}
                nested
                problems={described.b?.problems ?? []}
                loading={!itemRunes.ready}
                partial={!itemRunes.complete}
                onWarm={itemRunes.warm}
              />
              {swap && (
                <RuneSelect
                  id="transfer-swap"
                  label={t('transfer.y')}
                  none={t('transfer.choose')}
                  value={draft.y}
                  groups={yGroups}
                  onWarm={warm}
                  onChange={(y) => set({ y })}
                />
              )}
            </fieldset>
            <fieldset class="tool-fieldset">
              <legend>{t('field.crafter')}</legend>
              <div class="tool-grid">
                <div class="tool-field">
                  <label for="transfer-level">{t('field.crafterLevel')}</label>
                  <input
                    id="transfer-level"
                    type="number"
                    inputMode="numeric"
                    min={RULE_FACTS.crafterLevel.min}
                    max={RULE_FACTS.crafterLevel.max}
                    value={draft.level}
                    onInput={(e) => set({ level: (e.currentTarget as HTMLInputElement).value })}
                  />
                </div>
                <div class="tool-field">
                  <label for="transfer-rank">{t('field.proficiency')}</label>
                  <select
                    id="transfer-rank"
                    value={draft.rank}
                    onChange={(e) => set({ rank: rankOf((e.currentTarget as HTMLSelectElement).value) })}
                  >
                    <option value="">{t('transfer.notGiven')}</option>
                    {PROFICIENCY_RANKS.map((rank) => (
                      <option key={rank} value={rank}>
                        {PROFICIENCY_LABELS[rank].label[lang]}
                      </option>
                    ))}
                  </select>
                </div>
                <div class="tool-field">
                  <label for="transfer-days">{t('field.extraDays')}</label>
                  <input
                    id="transfer-days"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    value={draft.days}
                    onInput={(e) => set({ days: (e.currentTarget as HTMLInputElement).value })}
                  />
                </div>
              </div>
              <Check
                type="checkbox"
                id="transfer-crit"
                label={t('transfer.crit')}
                checked={draft.crit}
                onChange={(crit) => set({ crit })}
              />
            </fieldset>
          </Later>
          <AnswerBar lang={lang} unread={unreadIn(nameA, nameB)}>
            {summary}
          </AnswerBar>
        </div>
        <Later tag="section" class="tool-result" aria-labelledby="transfer-result">
          <H id="transfer-result">{t('tools.result')}</H>
          <ProblemList lang={lang} problems={est?.problems ?? []} notices={notices} notes={xNote ? [xNote] : []} />
          {lacking.length > 0 || !est || !whole ? (
            <p class="tool-hint tool-missing">{summary}</p>
          ) : (
            <>
              <TransferFigures
                lang={lang}
                est={est}
                extraDays={wholeNumber(draft.days) ?? 0}
                items={{ to: draft.b.base, from: stone ? '' : draft.a.base }}
              />
              <TransferItems lang={lang} est={whole} stone={stone ? { before: draft.x, after: swap ? draft.y : '' } : null} />
            </>
          )}
        </Later>
      </div>
    </Island.Provider>
  );
}
