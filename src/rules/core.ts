// The rune and base-item catalogue as the rules read it: only the fields a rule function or a calculator
// uses (data/runes/, data/base-items.ts). Rule functions and the calculator islands import this module,
// so a browser downloads neither the descriptive fields (data/runes/*/*-details.ts, data/base-item-details.ts)
// nor the pages' full catalogue (catalog.ts). The names match catalog.ts; only the entries are leaner.
// Lookups go through Maps so that slugs such as "__proto__" or "constructor" never reach Object.prototype.
//
// The runes are not imported here: they arrive one target at a time through addRunes(target, data). Pages,
// scripts and tests get every target from all-runes.ts (catalog.ts and index.ts import it first); a calculator
// island loads only the targets of the items it shows (src/lib/rune-data.ts, one chunk per target), so its
// first download does not grow with the catalogue. RUNES and RUNE_FAMILIES are live lists: they grow, in
// place, as targets arrive, always in the order weapon, armor, shield. A rule function asked about a rune of a
// target not loaded yet answers as for an unknown slug (a problem, never an exception).
//
// The base items arrive the same way (addBaseItems): pages, scripts and tests add the whole table
// (all-base-items.ts); a calculator island starts with the record of the item it shows first and adds the table
// when the browser is idle, when the reader turns to the item picker, or before it reads a link naming another
// item (src/lib/base-item-data.ts). A base item not added yet is an unknown slug too.
import { usageLabel } from './data/labels';
import type { FamilySlug } from './data/runes';
import { SLOT_OF_FAMILY } from './data/slots';
import { entryOf, isObject } from './input';
import { CATALOGUE_TARGETS, RUNE_TARGETS } from './values';
import type { BaseItemCore, CatalogueTarget, Localized, RuneCore, RuneCoreData, RuneFamily } from './types';

/** The targets in catalogue order. */
export { RUNE_TARGETS };

const RUNE_LIST: RuneCore[] = [];
/** Every rune grade loaded so far (all of them on pages), weapon, armor, shield, each in its data's order. */
export const RUNES: readonly RuneCore[] = RUNE_LIST;
const BASE_LIST: BaseItemCore[] = [];
/** Every base item loaded so far (all of them on pages), in the table's order once the table is in. */
export const BASE_ITEMS: readonly BaseItemCore[] = BASE_LIST;
const BASE_ITEM_MAP = new Map<string, BaseItemCore>();

/**
 * A target's runes arrive whole (pages, scripts, tests: all-runes.ts) or in two parts (calculators,
 * src/lib/rune-data.ts): 'start', GM Core's runes (every fundamental rune among them), then 'more', the other
 * books' runes of that target.
 */
export type RunePart = 'start' | 'more';

/** 'weapon' (whole), 'weapon:start', 'weapon:more'. */
const LOADED = new Set<string>();
/** The data entries already added, so a part followed by its whole target adds nothing twice. */
const ADDED = new WeakSet<RuneCoreData>();

/**
 * What addRunes takes at once: a target's runes, or the mythic runes (weapon and armor runes that no calculator
 * loads: pages only, from all-runes.ts).
 */
export type RuneGroup = CatalogueTarget | 'mythic';

/** Whether the runes of a target have been added: all of them, or with a part only that part. */
export function hasRunesOf(target: RuneGroup, part?: RunePart): boolean {
  if (LOADED.has(target)) return true;
  return part ? LOADED.has(`${target}:${part}`) : LOADED.has(`${target}:start`) && LOADED.has(`${target}:more`);
}

/**
 * Adds the runes of one target (data/runes/<target>/index.ts), or one part of them. Each is added once; later
 * calls do nothing. Not user input: the data comes from the project's own modules.
 */
export function addRunes(target: RuneGroup, data: readonly RuneCoreData[], part?: RunePart): void {
  if (hasRunesOf(target, part)) return;
  LOADED.add(part ? `${target}:${part}` : target);
  // A slug given twice stays twice in RUNES (the build's duplicate-slug check reads RUNES and names both places);
  // the lookup keeps the later one, as a Map built from the list would.
  for (const r of data) {
    if (ADDED.has(r)) continue;
    ADDED.add(r);
    const rune: RuneCore = { ...r, usageText: usageLabel(r.usage) };
    RUNE_LIST.push(rune);
    RUNE_MAP.set(rune.slug, rune);
  }
  // Stable sort: the targets in catalogue order whatever order they arrived in (a target's start part arrives
  // before its more part: rune-data.ts asks for them in that order).
  RUNE_LIST.sort((a, b) => CATALOGUE_TARGETS.indexOf(a.target) - CATALOGUE_TARGETS.indexOf(b.target));
  FAMILY_LIST.splice(0, FAMILY_LIST.length, ...buildFamilies());
  FAMILY_MAP.clear();
  for (const f of FAMILY_LIST) FAMILY_MAP.set(f.slug, f);
}

let allBaseItems = false;

/** Whether the whole base-item table (data/base-items.ts) is in the catalogue. */
export function hasBaseItems(): boolean {
  return allBaseItems;
}

/**
 * Adds the base-item table (data/base-items.ts), or with part 'start' a few of its records ahead of it (what a
 * calculator shows first, data/base-item-start.ts). The table replaces what came before it, so the list keeps
 * the table's order; later calls do nothing. Not user input: the data comes from the project's own modules.
 */
export function addBaseItems(data: readonly BaseItemCore[], part?: 'start'): void {
  if (allBaseItems) return;
  if (part) {
    for (const b of data) if (!BASE_ITEM_MAP.has(b.slug)) BASE_LIST.push(b);
  } else {
    allBaseItems = true;
    BASE_LIST.splice(0, BASE_LIST.length, ...data);
    BASE_ITEM_MAP.clear();
  }
  for (const b of data) BASE_ITEM_MAP.set(b.slug, b);
}

/** Whether the calculators take a rune: fundamental and property runes do; accessory runes (applied to accessories,
 * Grand Bazaar p. 88) and mythic runes (War of Immortals' mythic rules) do not (src/rules/README.md). */
export function calculatorTakes(rune: Pick<RuneCoreData, 'kind'>): boolean {
  return rune.kind === 'fundamental' || rune.kind === 'property';
}

/** A lookup by slug. (Top-level values are built in calls marked pure, so a bundler drops what nobody uses.) */
export function bySlug<T extends { slug: string }>(list: readonly T[]): ReadonlyMap<string, T> {
  return new Map(list.map((x) => [x.slug, x]));
}

const RUNE_MAP = new Map<string, RuneCore>();

export function getRune(slug: string): RuneCore | undefined {
  return typeof slug === 'string' ? RUNE_MAP.get(slug) : undefined;
}

export function getBaseItem(slug: string): BaseItemCore | undefined {
  return typeof slug === 'string' ? BASE_ITEM_MAP.get(slug) : undefined;
}

// Families whose name is not the name of a base grade (a family with no ungraded, unvaried member needs
// one: test/rules/data.test.ts checks it). Keys are family slugs of the data, so a misspelt key does not compile;
// the glossary's FAMILY_PROVENANCE is keyed by exactly these.
export const FAMILY_NAMES = {
  'weapon-potency': { ja: 'ウェポン・ポテンシィ', en: 'Weapon Potency' }, // wiki
  'armor-potency': { ja: 'アーマー・ポテンシィ', en: 'Armor Potency' }, // seed
  reinforcing: { ja: 'リーンフォーシング', en: 'Reinforcing' }, // seed
  'energy-resistant': { ja: 'エナジー・レジスタント', en: 'Energy-Resistant' }, // own
  dread: { ja: 'ドレッド', en: 'Dread' }, // own: the family starts at lesser (Lost Omens: The Grand Bazaar)
  retaliation: { ja: 'リタリエイション', en: 'Retaliation' }, // own: the accessory family starts at lesser (Treasure Vault)
  'dragons-breath': { ja: 'ドラゴンズ・ブレス', en: "Dragon's Breath" }, // own: one grade per spell rank (Grand Bazaar)
} as const satisfies { readonly [F in FamilySlug]?: Localized };
/** The families with a name of their own in FAMILY_NAMES. */
export type NamedFamilySlug = keyof typeof FAMILY_NAMES;

// Fundamental runes first, then property runes, weapon before armor, shield last (the book's order of chapters).
const FAMILY_ORDER_HEAD: readonly string[] = Object.keys(SLOT_OF_FAMILY);

function buildFamilies(): readonly RuneFamily[] {
  const bySlug = new Map<string, RuneCore[]>();
  for (const r of RUNES) {
    const list = bySlug.get(r.family) ?? [];
    list.push(r);
    bySlug.set(r.family, list);
  }
  const rank = (family: string, target: string): number => {
    const head = FAMILY_ORDER_HEAD.indexOf(family);
    if (head >= 0) return head;
    return target === 'weapon' ? 10 : target === 'armor' ? 20 : 30;
  };
  const slugs = [...bySlug.keys()].sort((a, b) => {
    const ra = bySlug.get(a)?.[0];
    const rb = bySlug.get(b)?.[0];
    const d = rank(a, ra?.target ?? '') - rank(b, rb?.target ?? '');
    // Slugs are ASCII kebab-case: code-unit order is the same as a collator's, without its cost in the browser (this
    // runs each time a calculator loads a chunk of runes; localeCompare made it a long task on a phone).
    return d !== 0 ? d : a < b ? -1 : a > b ? 1 : 0;
  });
  return slugs.map((slug) => {
    const members = [...(bySlug.get(slug) ?? [])].sort((a, b) => a.level - b.level || a.priceCp - b.priceCp);
    const first = members[0];
    const baseGrade = members.find((m) => m.grade === null && m.variant === null);
    return {
      slug,
      name: entryOf<string, Localized>(FAMILY_NAMES, slug) ?? baseGrade?.name ?? first?.name ?? { ja: slug, en: slug },
      kind: first?.kind ?? 'property',
      target: first?.target ?? 'weapon',
      grades: members.map((m) => m.slug),
    };
  });
}

const FAMILY_LIST: RuneFamily[] = [];
/** Every rune family loaded so far in display order, each with its grades weakest first. */
export const RUNE_FAMILIES: readonly RuneFamily[] = FAMILY_LIST;
const FAMILY_MAP = new Map<string, RuneFamily>();

export function getFamily(slug: string): RuneFamily | undefined {
  return typeof slug === 'string' ? FAMILY_MAP.get(slug) : undefined;
}

/** The runes of a family, weakest first; empty for an unknown family. */
export function runesOfFamily(family: string): RuneCore[] {
  const f = getFamily(family);
  if (!f) return [];
  return f.grades.map((s) => RUNE_MAP.get(s)).filter((r): r is RuneCore => r !== undefined);
}

/**
 * Runes that are grades of "the same rune" for duplicates and upgrades: one family, and for
 * energy-resistant runes one damage type (fire-resistant and greater fire-resistant are the same
 * rune; acid-resistant and fire-resistant are not, GM Core p. 226).
 */
export function sameRuneLine(a: RuneCore, b: RuneCore): boolean {
  if (!isObject(a) || !isObject(b) || typeof a.family !== 'string') return false;
  return a.family === b.family && a.variant === b.variant;
}

/** Position of a rune within its line, weakest = 0. */
export function gradeRank(r: RuneCore): number {
  const list = runesOfFamily(r.family).filter((x) => sameRuneLine(x, r));
  return list.findIndex((x) => x.slug === r.slug);
}
