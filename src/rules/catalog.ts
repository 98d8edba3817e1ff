// The full rune and base-item catalogue for pages: each entry's rules part (core.ts, from data/runes/ and
// data/base-items.ts) joined with its descriptive part (data/rune-details.ts, data/base-item-details.ts) and its
// search words (data/rune-aliases.ts, data/base-item-aliases.ts).
// Rule functions and calculator islands use core.ts, which has the same names with leaner entries.
// Lookups go through Maps so that slugs such as "__proto__" or "constructor" never reach Object.prototype.
import './all-runes';
import './all-base-items';
import * as core from './core';
import { BASE_ITEM_ALIASES } from './data/base-item-aliases';
import { ARMOR_DETAILS, SHIELD_DETAILS, WEAPON_DETAILS } from './data/base-item-details';
import { usageKey } from './data/labels';
import { entryOf } from './input';
import { RUNE_ALIASES } from './data/rune-aliases';
import { RUNE_DETAILS } from './data/rune-details';
import { addReaderAliases } from './read-name';
import type {
  ArmorDetails,
  BaseItem,
  BaseItemCore,
  Localized,
  Rune,
  RuneCore,
  RuneDetails,
  ShieldDetails,
  UsageKey,
  WeaponDetails,
} from './types';
import { USAGE_KEYS } from './values';

export { RUNE_FAMILIES, getFamily, sameRuneLine } from './core';

/**
 * The slugs whose descriptive part is missing (a rename done in one file only): a data bug, which the build checks
 * report with the file and line of the record (src/build-checks/records.ts) before any page is rendered, and
 * test/rules/data.test.ts too. The entry is joined with an empty stand-in meanwhile, so that loading the catalogue
 * never fails before the checks can say where the gap is.
 */
export const MISSING_DETAILS: string[] = [];

function detailsOf<K extends string, T>(table: Readonly<Record<K, T>>, slug: string, standIn: T): T {
  const entry = entryOf(table, slug);
  if (entry !== undefined) return entry;
  MISSING_DETAILS.push(slug);
  return standIn;
}

// Never shown: the build stops at the gap (see MISSING_DETAILS).
const noRuneDetails = (r: RuneCore): RuneDetails => ({
  traits: [],
  bookName: r.slug,
  jaConfirmed: false,
  source: { book: 'gm-core', page: null },
});
const noItemDetails = <D>() => ({ otherTraits: [] }) as unknown as D;

function fullRune(r: RuneCore): Rune {
  const { effects, ...details } = detailsOf(RUNE_DETAILS, r.slug, noRuneDetails(r));
  const aliases = entryOf<string, readonly string[] | undefined>(RUNE_ALIASES, r.slug) ?? [];
  return { ...r, ...details, aliases, effects: { ...r.effects, ...effects } };
}

/** The rules part keeps only the traits a usage line reads; a page gets every trait, sorted as the book lists
 * them, and the item's search words. */
function joined<D extends { otherTraits: readonly string[] }>(
  b: BaseItemCore,
  details: D,
): Omit<D, 'otherTraits'> & { traits: readonly string[]; aliases: readonly string[] } {
  const { otherTraits, ...rest } = details;
  return {
    ...rest,
    traits: [...b.traits, ...otherTraits].sort(),
    aliases: entryOf<string, readonly string[] | undefined>(BASE_ITEM_ALIASES, b.slug) ?? [],
  };
}

function fullBaseItem(b: BaseItemCore): BaseItem {
  if (b.kind === 'weapon') return { ...b, ...joined(b, detailsOf(WEAPON_DETAILS, b.slug, noItemDetails<WeaponDetails>())) };
  if (b.kind === 'armor') return { ...b, ...joined(b, detailsOf(ARMOR_DETAILS, b.slug, noItemDetails<ArmorDetails>())) };
  return { ...b, ...joined(b, detailsOf(SHIELD_DETAILS, b.slug, noItemDetails<ShieldDetails>())) };
}

export const RUNES: readonly Rune[] = /* @__PURE__ */ core.RUNES.map(fullRune);
export const BASE_ITEMS: readonly BaseItem[] = /* @__PURE__ */ core.BASE_ITEMS.map(fullBaseItem);

// The item-name reader (read-name.ts) knows every name's other words on pages: legacy names, the book's index
// form, other spellings.
addReaderAliases(RUNES.map((r) => [r.slug, [r.bookName, ...r.aliases]] as const));
addReaderAliases(BASE_ITEMS.map((b) => [b.slug, b.aliases] as const));

function usageLabels(runes: readonly Rune[]): Readonly<Record<UsageKey, Localized>> {
  const byKey = new Map(runes.map((r) => [usageKey(r.usage), r.usageText]));
  // A key no rune has reads as itself (test/rules/data.test.ts fails on it).
  const entries = USAGE_KEYS.map((key) => [key, byKey.get(key) ?? { ja: key, en: key }] as const);
  return Object.fromEntries(entries) as Record<UsageKey, Localized>;
}

/** Every distinct usage line of the runes, keyed by usageKey() (USAGE_KEYS), with its text in both languages. */
export const USAGE_LABELS: Readonly<Record<UsageKey, Localized>> = /* @__PURE__ */ usageLabels(RUNES);

const RUNE_MAP = /* @__PURE__ */ core.bySlug(RUNES);
const BASE_ITEM_MAP = /* @__PURE__ */ core.bySlug(BASE_ITEMS);

export function getRune(slug: string): Rune | undefined {
  return typeof slug === 'string' ? RUNE_MAP.get(slug) : undefined;
}

export function getBaseItem(slug: string): BaseItem | undefined {
  return typeof slug === 'string' ? BASE_ITEM_MAP.get(slug) : undefined;
}

/** The runes of a family, weakest first; empty for an unknown family. */
export function runesOfFamily(family: string): Rune[] {
  return core.runesOfFamily(family).flatMap((r) => RUNE_MAP.get(r.slug) ?? []);
}

/** Counts the chapters quote that follow from the data rather than from one rule number: how many kinds of
 * rune there are (fundamental, property) and how many types of fundamental rune (their families). */
export const DATA_COUNTS = {
  runeKinds: new Set(core.RUNE_FAMILIES.map((family) => family.kind)).size,
  fundamentalRuneTypes: core.RUNE_FAMILIES.filter((family) => family.kind === 'fundamental').length,
} as const;
