// Options of the rune selects. A rune that can't go on the chosen item stays in the list, disabled,
// with the reason (its usage line from src/rules), so nothing is silently hidden. Pure: no DOM, no Preact.
import type { Locale, RuneCore, RuneTarget } from '../rules';
import { RUNES, getBaseItem } from '../rules/core';
import { hasSlot, runesForSlot, type RuneSlot } from '../rules/slots';
import { canEtch } from '../rules/etching';
import { RUNE_TARGETS } from '../rules/values';
import { fill as fmt } from '../i18n/locale';

/** The UI strings these options use (an island's strings from its page, see components/tools/strings.ts). */
export type Strings = Readonly<Record<'tools.specificItem' | 'tools.unfit' | `tools.runesFor.${RuneTarget}`, string>>;

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
export function unfitReason(baseSlug: string, rune: RuneCore, lang: Locale, s: Strings): string | null {
  if (!getBaseItem(baseSlug)) return null;
  const errors = canEtch(baseSlug, rune.slug).filter((p) => p.severity === 'error');
  if (errors.length === 0) return null;
  return errors.some((p) => p.code === 'specific-item') ? s['tools.specificItem'] : rune.usageText[lang];
}

export function runeOption(baseSlug: string, rune: RuneCore, lang: Locale, s: Strings, value = rune.slug): RuneOption {
  const reason = unfitReason(baseSlug, rune, lang, s);
  const name = rune.name[lang];
  return { value, label: reason ? fmt(s['tools.unfit'], { name, reason }) : name, disabled: reason !== null };
}

/** Potency values 1-3 named after the potency rune that fits the item's kind (weapon or armor). */
export function potencyOptions(baseSlug: string, lang: Locale, s: Strings): RuneOption[] {
  const kind = getBaseItem(baseSlug)?.kind;
  const target = kind && hasSlot(kind, 'potency') ? kind : 'weapon';
  return runesForSlot('potency', target).map((r) => runeOption(baseSlug, r, lang, s, String(r.grade ?? 0)));
}

/** The runes of a slot that holds a rune slug (striking, resilient, reinforcing). */
export function slotOptions(baseSlug: string, slot: RuneSlot, lang: Locale, s: Strings): RuneOption[] {
  return runesForSlot(slot).map((r) => runeOption(baseSlug, r, lang, s));
}

const TARGETS: readonly RuneTarget[] = RUNE_TARGETS;

/** Runes of one kind grouped by what they go on; the item's own group comes first. */
export function runeGroups(
  baseSlug: string,
  lang: Locale,
  s: Strings,
  filter: (r: RuneCore) => boolean,
  disable: (r: RuneCore) => string | null = (r) => unfitReason(baseSlug, r, lang, s),
): OptionGroup[] {
  const kind = getBaseItem(baseSlug)?.kind;
  const order = kind ? [kind, ...TARGETS.filter((t) => t !== kind)] : TARGETS;
  return order
    .map((target) => ({
      label: s[`tools.runesFor.${target}`],
      options: RUNES.filter((r) => r.target === target && filter(r)).map((r) => {
        const reason = disable(r);
        const name = r.name[lang];
        return { value: r.slug, label: reason ? fmt(s['tools.unfit'], { name, reason }) : name, disabled: reason !== null };
      }),
    }))
    .filter((g) => g.options.length > 0);
}

// The property runes' options depend only on the base item, the language, the strings and the runes loaded so far
// (the catalogue only grows, so its length tells): kept, so the selects of every slot, and every render, share
// one list until more runes arrive (src/lib/rune-data.ts).
const propertyCache = new WeakMap<Strings, Map<string, OptionGroup[]>>();

export function propertyGroups(baseSlug: string, lang: Locale, s: Strings): OptionGroup[] {
  let byItem = propertyCache.get(s);
  if (!byItem) propertyCache.set(s, (byItem = new Map()));
  const key = `${lang} ${baseSlug} ${RUNES.length}`;
  let groups = byItem.get(key);
  if (!groups) byItem.set(key, (groups = runeGroups(baseSlug, lang, s, (r) => r.kind === 'property')));
  return groups;
}
