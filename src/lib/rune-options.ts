// Options of the rune selects. A rune that can't go on the chosen item stays in the list, disabled,
// with the reason (its usage line from src/rules), so nothing is silently hidden. Pure: no DOM, no Preact.
import type { Locale, RuneCore, RuneTarget } from '../rules';
import { BASE_ITEMS, RUNES, getBaseItem } from '../rules/core';
import { hasSlot, runesForSlot, type RuneSlot } from '../rules/slots';
import { canEtch } from '../rules/etching';
import { RUNE_TARGETS } from '../rules/values';
import type { TranslateOf } from '../i18n';

/** The UI strings these options read (an island's `t`, see components/tools/strings.ts). */
export type Text = TranslateOf<'tools.specificItem' | 'tools.unfit' | `tools.runesFor.${RuneTarget}`>;

export interface RuneOption {
  value: string;
  label: string;
  disabled: boolean;
}
export interface OptionGroup {
  label: string;
  options: RuneOption[];
}

/** Why the rune can't be etched on this base item, shortly; null when it can. */
export function unfitReason(baseSlug: string, rune: RuneCore, lang: Locale, t: Text): string | null {
  if (!getBaseItem(baseSlug)) return null;
  const errors = canEtch(baseSlug, rune.slug).filter((p) => p.severity === 'error');
  if (errors.length === 0) return null;
  return errors.some((p) => p.code === 'specific-item') ? t('tools.specificItem') : rune.usageText[lang];
}

export function runeOption(baseSlug: string, rune: RuneCore, lang: Locale, t: Text, value = rune.slug): RuneOption {
  const reason = unfitReason(baseSlug, rune, lang, t);
  const name = rune.name[lang];
  return { value, label: reason ? t('tools.unfit', { name, reason }) : name, disabled: reason !== null };
}

// A select's options depend only on the base item, the language, the island's `t` and the catalogue loaded so far (it
// only grows, so the lengths of its two tables tell): each list is built once and shared, by every render and every
// select that shows it, until more runes or base items arrive (src/lib/rune-data.ts, base-item-data.ts). So a
// render that changes nothing in a list hands the select the same array, and the select keeps its option elements
// as they are rather than diffing the whole list (components/tools/RuneSelect.tsx). The lists are shared: read only.
const lists = new WeakMap<object, Map<string, unknown>>();

/** The list `build` makes for this `t` (one per island) and this key, built once per state of the catalogue. */
export function keptList<T>(t: object, key: string, build: () => T): T {
  let byKey = lists.get(t);
  if (!byKey) lists.set(t, (byKey = new Map()));
  const full = `${key} ${RUNES.length} ${BASE_ITEMS.length}`;
  if (!byKey.has(full)) byKey.set(full, build());
  return byKey.get(full) as T;
}

/** Potency values 1-3 named after the potency rune that fits the item's kind (weapon or armor). */
export function potencyOptions(baseSlug: string, lang: Locale, t: Text): readonly RuneOption[] {
  return keptList(t, `potency ${lang} ${baseSlug}`, () => {
    const kind = getBaseItem(baseSlug)?.kind;
    const target = kind && hasSlot(kind, 'potency') ? kind : 'weapon';
    return runesForSlot('potency', target).map((r) => runeOption(baseSlug, r, lang, t, String(r.grade ?? 0)));
  });
}

/** The runes of a slot that holds a rune slug (striking, resilient, reinforcing). */
export function slotOptions(baseSlug: string, slot: RuneSlot, lang: Locale, t: Text): readonly RuneOption[] {
  return keptList(t, `slot ${slot} ${lang} ${baseSlug}`, () => runesForSlot(slot).map((r) => runeOption(baseSlug, r, lang, t)));
}

const TARGETS: readonly RuneTarget[] = RUNE_TARGETS;

/** Runes of one kind grouped by what they go on; the item's own group comes first. */
export function runeGroups(
  baseSlug: string,
  lang: Locale,
  t: Text,
  filter: (r: RuneCore) => boolean,
  disable: (r: RuneCore) => string | null = (r) => unfitReason(baseSlug, r, lang, t),
): OptionGroup[] {
  const kind = getBaseItem(baseSlug)?.kind;
  const order = kind ? [kind, ...TARGETS.filter((t) => t !== kind)] : TARGETS;
  return order
    .map((target) => ({
      label: t(`tools.runesFor.${target}`),
      options: RUNES.filter((r) => r.target === target && filter(r)).map((r) => {
        const reason = disable(r);
        const name = r.name[lang];
        return { value: r.slug, label: reason ? t('tools.unfit', { name, reason }) : name, disabled: reason !== null };
      }),
    }))
    .filter((g) => g.options.length > 0);
}

/** The property runes, grouped by what they go on (one list for every property slot: see keptList). */
export function propertyGroups(baseSlug: string, lang: Locale, t: Text): readonly OptionGroup[] {
  return keptList(t, `property ${lang} ${baseSlug}`, () => runeGroups(baseSlug, lang, t, (r) => r.kind === 'property'));
}
