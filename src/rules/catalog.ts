// The rune and base-item catalogues and their lookups. Lookups go through Maps so that slugs such as
// "__proto__" or "constructor" never reach Object.prototype.
import { BASE_ITEM_DATA } from './data/base-items';
import { usageKey, usageLabel } from './data/labels';
import { RUNE_DATA } from './data/runes';
import type { BaseItem, Localized, Rune, RuneFamily } from './types';

export const RUNES: readonly Rune[] = RUNE_DATA.map((r) => ({ ...r, usageText: usageLabel(r.usage) }));
export const BASE_ITEMS: readonly BaseItem[] = BASE_ITEM_DATA;

/** Every distinct usage line of the GM Core runes, keyed by usageKey(), with its text in both languages. */
export const USAGE_LABELS: Readonly<Record<string, Localized>> = Object.fromEntries(
  RUNES.map((r) => [usageKey(r.usage), r.usageText]),
);

const RUNE_MAP: ReadonlyMap<string, Rune> = new Map(RUNES.map((r) => [r.slug, r]));
const BASE_ITEM_MAP: ReadonlyMap<string, BaseItem> = new Map(BASE_ITEMS.map((b) => [b.slug, b]));

export function getRune(slug: string): Rune | undefined {
  return typeof slug === 'string' ? RUNE_MAP.get(slug) : undefined;
}

export function getBaseItem(slug: string): BaseItem | undefined {
  return typeof slug === 'string' ? BASE_ITEM_MAP.get(slug) : undefined;
}

// Families whose name is not the name of a base grade.
const FAMILY_NAMES: Readonly<Record<string, Localized>> = {
  'weapon-potency': { ja: 'ウェポン・ポテンシィ', en: 'Weapon Potency' }, // wiki
  'armor-potency': { ja: 'アーマー・ポテンシィ', en: 'Armor Potency' }, // seed
  reinforcing: { ja: 'リーンフォーシング', en: 'Reinforcing' }, // seed
  'energy-resistant': { ja: 'エナジー・レジスタント', en: 'Energy-Resistant' }, // own
};

// Fundamental runes first, then property runes, weapon before armor, shield last (the book's order of chapters).
const FAMILY_ORDER_HEAD = ['weapon-potency', 'striking', 'armor-potency', 'resilient', 'reinforcing'];

function buildFamilies(): readonly RuneFamily[] {
  const bySlug = new Map<string, Rune[]>();
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
    return d !== 0 ? d : a.localeCompare(b);
  });
  return slugs.map((slug) => {
    const members = [...(bySlug.get(slug) ?? [])].sort((a, b) => a.level - b.level || a.priceCp - b.priceCp);
    const first = members[0];
    const baseGrade = members.find((m) => m.grade === null && m.variant === null);
    return {
      slug,
      name: FAMILY_NAMES[slug] ?? baseGrade?.name ?? first?.name ?? { ja: slug, en: slug },
      kind: first?.kind ?? 'property',
      target: first?.target ?? 'weapon',
      grades: members.map((m) => m.slug),
    };
  });
}

/** Every rune family in display order, each with its grades weakest first. */
export const RUNE_FAMILIES: readonly RuneFamily[] = buildFamilies();
const FAMILY_MAP: ReadonlyMap<string, RuneFamily> = new Map(RUNE_FAMILIES.map((f) => [f.slug, f]));

export function getFamily(slug: string): RuneFamily | undefined {
  return typeof slug === 'string' ? FAMILY_MAP.get(slug) : undefined;
}

/** The runes of a family, weakest first; empty for an unknown family. */
export function runesOfFamily(family: string): Rune[] {
  const f = getFamily(family);
  if (!f) return [];
  return f.grades.map((s) => RUNE_MAP.get(s)).filter((r): r is Rune => r !== undefined);
}

/**
 * Runes that are grades of "the same rune" for duplicates and upgrades: one family, and for
 * energy-resistant runes one damage type (fire-resistant and greater fire-resistant are the same
 * rune; acid-resistant and fire-resistant are not, GM Core p. 226).
 */
export function sameRuneLine(a: Rune, b: Rune): boolean {
  return a.family === b.family && a.variant === b.variant;
}

/** Position of a rune within its line, weakest = 0. */
export function gradeRank(r: Rune): number {
  const list = runesOfFamily(r.family).filter((x) => sameRuneLine(x, r));
  return list.findIndex((x) => x.slug === r.slug);
}
