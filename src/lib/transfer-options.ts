// The options of the transfer estimator's two rune selects (pure: no DOM, no Preact): X, the rune of item A that
// moves to B, and Y, in a swap, the rune of item B that comes back to A. On a described item they are the runes on
// it; otherwise every rune the calculators load, grouped by what it goes on, with a "loading" line for a kind whose
// runes have not all arrived. (runeGroups is imported, not written here: a component test counts its calls.)
import type { TranslateOf } from '../i18n';
import type { Locale, RuneCore } from '../rules';
import { getRune, hasRunesOf, RUNES } from '../rules/core';
import { RUNE_TARGETS } from '../rules/values';
import type { ItemDraft } from './item-draft';
import { runeGroups, type OptionGroup, type Text } from './rune-options';
import { runeChoices, type TransferDraft } from './transfer-form';

/** The UI strings these options read (the island's `t`). */
export type TransferText = Text &
  TranslateOf<'transfer.onItem' | 'transfer.notOnItem' | 'transfer.otherForm' | 'tools.loading' | 'tools.loadingMore'>;

/** The runes loaded so far, as a key: the lists, their "loading" lines and the runes on an item all depend on it. */
const loadedRunes = (): string =>
  `${RUNES.length} ${RUNE_TARGETS.map((t) => (hasRunesOf(t) ? 2 : hasRunesOf(t, 'start') ? 1 : 0)).join('')}`;

/**
 * A kind whose runes have not all arrived yet ends in one disabled "loading" line: in its group when some of its
 * runes are listed (GM Core's), else as a group of its own.
 */
export function withLoadingLines(groups: OptionGroup[], t: TransferText): OptionGroup[] {
  let out = groups;
  for (const kind of RUNE_TARGETS.filter((k) => !hasRunesOf(k))) {
    const label = t(`tools.runesFor.${kind}`);
    const line = { value: `loading-${kind}`, label: t(hasRunesOf(kind, 'start') ? 'tools.loadingMore' : 'tools.loading'), disabled: true };
    out = out.some((g) => g.label === label)
      ? out.map((g) => (g.label === label ? { label, options: [...g.options, line] } : g))
      : [...out, { label, options: [line] }];
  }
  return out;
}

/** The runes on a described item (`itemLabel`: A or B), and a chosen rune that is not on it; null for no item. */
function onItemGroups(
  item: ItemDraft | null,
  value: string,
  itemLabel: 'A' | 'B',
  lang: Locale,
  t: TransferText,
  disable: (r: RuneCore) => string | null,
): OptionGroup[] | null {
  if (!item || item.base === '') return null;
  const choices = runeChoices(item, value);
  const option = (r: RuneCore) => {
    const reason = disable(r);
    return { value: r.slug, label: reason ? t('tools.unfit', { name: r.name[lang], reason }) : r.name[lang], disabled: reason !== null };
  };
  const groups: OptionGroup[] = [];
  if (choices.onItem.length > 0) groups.push({ label: t('transfer.onItem', { item: itemLabel }), options: choices.onItem.map(option) });
  if (choices.current) groups.push({ label: t('transfer.notOnItem', { item: itemLabel }), options: [option(choices.current)] });
  return groups;
}

const fits = () => null;

/** X's options: the runes on item A; from a runestone or an undescribed item A, every rune. */
export function xGroups(d: TransferDraft, lang: Locale, t: TransferText): OptionGroup[] {
  const a = d.source === 'runestone' ? null : d.a;
  return (
    onItemGroups(a, d.x, 'A', lang, t, fits) ??
    withLoadingLines(
      runeGroups(d.b.base, lang, t, () => true, fits),
      t,
    )
  );
}

/** What X's options are made of: while it stays the same, the list built for it stands. */
export const xGroupsKey = (d: TransferDraft, lang: Locale): string =>
  JSON.stringify([lang, d.source === 'runestone' ? null : d.a, d.x, d.b.base, loadedRunes()]);

/** Y's options: the runes on item B, or every rune but X; a rune of another kind than X (fundamental or property)
 * is listed, disabled, with the reason (the rules' swap-form-mismatch). */
export function yGroups(d: TransferDraft, lang: Locale, t: TransferText): OptionGroup[] {
  const moved = getRune(d.x);
  const otherForm = (r: RuneCore) => (moved && r.kind !== moved.kind ? t('transfer.otherForm') : null);
  return (
    onItemGroups(d.b, d.y, 'B', lang, t, otherForm) ??
    withLoadingLines(
      runeGroups(d.b.base, lang, t, (r) => r.slug !== d.x, otherForm),
      t,
    )
  );
}

/** What Y's options are made of. */
export const yGroupsKey = (d: TransferDraft, lang: Locale): string =>
  JSON.stringify([lang, d.b, d.y, d.x, getRune(d.x)?.kind ?? null, loadedRunes()]);
