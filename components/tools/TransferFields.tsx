// The transfer estimator's form, fieldset by fieldset: what happens (move or swap), item A (where the rune comes from:
// an item or a runestone, and its rune X), item B (the receiving item, and in a swap its rune Y). Each dispatches what
// the reader did to the form's reducer (src/lib/transfer-reducer.ts).
import { useRef } from 'preact/hooks';
import type { ItemEvaluation, Locale } from '../../src/rules';
import { RUNE_TARGETS } from '../../src/rules/values';
import { loadRunes } from '../../src/lib/rune-data';
import type { OptionGroup } from '../../src/lib/rune-options';
import { xGroups, xGroupsKey, yGroups, yGroupsKey } from '../../src/lib/transfer-options';
import type { Side, TransferEvent, TransferForm } from '../../src/lib/transfer-reducer';
import { Check } from './Check';
import { RunePicks } from './RunePicks';
import { RuneSelect } from './RuneSelect';
import { SideFields, SideName, type Side as ItemSide } from './shell/item-side';
import { useT, type TransferKey } from './strings';

type Dispatch = (event: TransferEvent) => void;

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

/** Focus left the fieldset (not for a field inside it): the item there is described, and its problems are shown. */
const leaving = (side: Side, dispatch: Dispatch) => (e: FocusEvent) => {
  const to = e.relatedTarget;
  if (e.currentTarget instanceof Element && !(to instanceof Node && e.currentTarget.contains(to))) dispatch({ type: 'left', side });
};

export function TransferActionFieldset({ swap, dispatch }: { swap: boolean; dispatch: Dispatch }) {
  const t = useT<TransferKey>();
  return (
    <fieldset class="tool-fieldset">
      <legend>{t('transfer.actionLegend')}</legend>
      <Check
        type="radio"
        name="transfer-action"
        id="transfer-action-move"
        label={t('transfer.actionMove')}
        checked={!swap}
        onChange={() => dispatch({ type: 'action', action: 'move' })}
      />
      <Check
        type="radio"
        name="transfer-action"
        id="transfer-action-swap"
        label={t('transfer.actionSwap')}
        checked={swap}
        onChange={() => dispatch({ type: 'action', action: 'swap' })}
      />
    </fieldset>
  );
}

interface ItemProps {
  lang: Locale;
  form: TransferForm;
  dispatch: Dispatch;
  /** the item's name field and fields (shell/item-side.tsx) */
  side: ItemSide;
  /** the item as the rules see it, once described: its name, runes, property slots and problems */
  ev: Pick<ItemEvaluation, 'name' | 'runes' | 'propertySlots' | 'problems'> | undefined;
}

/** An item not described yet (its base item not chosen): no name, no runes, no slots, no problems. */
const UNDESCRIBED = { name: { ja: '', en: '' }, runes: [], propertySlots: 0, problems: [] };

/** The reader turns to a list of every rune (no item to list the runes of): every kind's runes load at once. */
const warmEveryRune = () => void loadRunes(RUNE_TARGETS);

/** Item A, where the rune comes from: its name, a tap on one of its runes, item or runestone, its fields, rune X. */
export function SourceItemFieldset({ lang, form, dispatch, side, ev = UNDESCRIBED }: ItemProps) {
  const t = useT<TransferKey>();
  const { draft } = form;
  const stone = draft.source === 'runestone';
  const pickX = (rune: string) => dispatch({ type: 'x', rune });
  // Built by the select when it lists them (RuneSelect): not while the island hydrates with no rune chosen.
  const groups = useKeptGroups(
    () => xGroupsKey(draft, lang),
    () => xGroups(draft, lang, t),
  );
  return (
    <fieldset class="tool-fieldset" onFocusOut={leaving('a', dispatch)}>
      <legend>{t('transfer.aLegend')}</legend>
      {/* The name first, on the phone's first screen, then a tap on one of its runes (a runestone has no name). */}
      {!stone && <SideName id="transfer-from-name" lang={lang} label={t('transfer.nameA')} side={side} ev={ev} />}
      <RunePicks
        name="transfer-pick"
        legend={t('transfer.pickX')}
        lang={lang}
        runes={stone ? [] : ev.runes}
        value={draft.x}
        onPick={pickX}
      />
      <SourceKind stone={stone} dispatch={dispatch} />
      {!stone && (
        <SideFields
          id="transfer-from"
          lang={lang}
          side={side}
          ev={ev}
          legend={t('transfer.itemA')}
          hint={t('transfer.aHint')}
          noneLabel={t('transfer.notDescribed')}
          nested
        />
      )}
      <RuneSelect
        id="transfer-rune"
        label={stone ? t('transfer.stoneRune') : t('transfer.x')}
        none={t('transfer.choose')}
        value={draft.x}
        groups={groups}
        onWarm={warmEveryRune}
        onChange={pickX}
      />
    </fieldset>
  );
}

/** Item A is an item or a runestone. */
function SourceKind({ stone, dispatch }: { stone: boolean; dispatch: Dispatch }) {
  const t = useT<TransferKey>();
  return (
    <fieldset class="tool-fieldset tool-fieldset--inline">
      <legend>{t('transfer.sourceKind')}</legend>
      <Check
        type="radio"
        name="transfer-source"
        id="transfer-source-item"
        label={t('transfer.sourceItem')}
        checked={!stone}
        onChange={() => dispatch({ type: 'source', source: 'item' })}
      />
      <Check
        type="radio"
        name="transfer-source"
        id="transfer-runestone"
        label={t('transfer.sourceStone')}
        checked={stone}
        onChange={() => dispatch({ type: 'source', source: 'runestone' })}
      />
    </fieldset>
  );
}

/** Item B, the receiving item: its name, in a swap a tap on one of its runes, its fields, and in a swap rune Y. */
export function ReceivingItemFieldset({ lang, form, dispatch, side, ev = UNDESCRIBED }: ItemProps) {
  const t = useT<TransferKey>();
  const { draft } = form;
  const swap = draft.action === 'swap';
  const pickY = (rune: string) => dispatch({ type: 'y', rune });
  // Built by the select when it lists them: not the swap's list while there is no swap.
  const groups = useKeptGroups(
    () => yGroupsKey(draft, lang),
    () => yGroups(draft, lang, t),
  );
  const held = ev.runes.filter((slug) => slug !== draft.x);
  return (
    <fieldset class="tool-fieldset" onFocusOut={leaving('b', dispatch)}>
      <legend>{t('transfer.bLegend')}</legend>
      <SideName id="transfer-to-name" lang={lang} label={t('transfer.nameB')} side={side} ev={ev} hint={false} />
      {swap && <RunePicks name="transfer-pick-y" legend={t('transfer.pickY')} lang={lang} runes={held} value={draft.y} onPick={pickY} />}
      <SideFields
        id="transfer-to"
        lang={lang}
        side={side}
        ev={ev}
        legend={t('transfer.itemB')}
        hint={t('transfer.bHint')}
        noneLabel={t('transfer.notDescribed')}
        nested
      />
      {swap && (
        <RuneSelect
          id="transfer-swap"
          label={t('transfer.y')}
          none={t('transfer.choose')}
          value={draft.y}
          groups={groups}
          onWarm={warmEveryRune}
          onChange={pickY}
        />
      )}
    </fieldset>
  );
}
