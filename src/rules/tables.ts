// Table lookups and price formatting. Every function clamps or rounds odd input instead of throwing.
import { CRAFTING_INCOME, DC_BY_LEVEL, FORMULA_PRICES, RARITY_DC_ADJUSTMENT } from './data/tables';
import type { Locale, ProficiencyRank, Rarity } from './types';

export { CRAFTING_INCOME, DC_BY_LEVEL, FORMULA_PRICES, RARITY_DC_ADJUSTMENT };

/** Whole number in [min, max]; NaN and non-numbers become min. */
export function clampInt(value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return min;
  if (value <= min) return min;
  if (value >= max) return max;
  return Math.floor(value);
}

/** The DC for an item of this level (table levels 0-25; other input is clamped into range). */
export function dcForLevel(level: number): number {
  return DC_BY_LEVEL[clampInt(level, 0, DC_BY_LEVEL.length - 1)] ?? 14;
}

/** DC to Craft an item of this level and rarity: the level DC plus the rarity adjustment. */
export function craftDc(level: number, rarity: Rarity): number {
  // typeof first: Object.hasOwn would coerce an object key and can throw on a null-prototype object.
  const adj = typeof rarity === 'string' && Object.hasOwn(RARITY_DC_ADJUSTMENT, rarity) ? RARITY_DC_ADJUSTMENT[rarity] : 0;
  return dcForLevel(level) + adj;
}

/** Price of a formula for an item of this level, in copper (levels 0-20, clamped). */
export function formulaPrice(level: number): number {
  return FORMULA_PRICES[clampInt(level, 0, FORMULA_PRICES.length - 1)] ?? 0;
}

const RANK_FIELD = {
  trained: 'trainedCp',
  expert: 'expertCp',
  master: 'masterCp',
  legendary: 'legendaryCp',
} as const satisfies Record<ProficiencyRank, string>;

/**
 * Income per day for a task of this level at this rank, in copper: what one extra day of Craft takes off
 * the cost. A critical success uses the next level's row; at level 20 that is the book's
 * "20 (critical success)" row.
 */
export function incomePerDay(level: number, rank: ProficiencyRank, criticalSuccess = false): number {
  const field = typeof rank === 'string' && Object.hasOwn(RANK_FIELD, rank) ? RANK_FIELD[rank] : 'trainedCp';
  const index = clampInt(level, 0, 20) + (criticalSuccess === true ? 1 : 0);
  const row = CRAFTING_INCOME[index];
  return row ? row[field] : 0;
}

function group(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A copper amount as the books and the wiki print it: "1,065 gp", "106 gp 5 sp", "5 sp", "3 cp", "0 gp".
 * Both languages use the same units (the wiki writes half-width digits and lowercase gp).
 * Fractions are rounded, negative or non-finite amounts show as 0 gp.
 */
export function formatPrice(cp: number, locale: Locale): string {
  void locale; // same form in both languages for now; kept so a locale-specific style can come later
  let n = typeof cp === 'number' && Number.isFinite(cp) ? Math.round(cp) : 0;
  if (n < 0) n = 0;
  if (n > Number.MAX_SAFE_INTEGER) n = Number.MAX_SAFE_INTEGER;
  const gp = Math.floor(n / 100);
  const sp = Math.floor((n % 100) / 10);
  const c = n % 10;
  const parts: string[] = [];
  if (gp > 0) parts.push(`${group(gp)} gp`);
  if (sp > 0) parts.push(`${sp} sp`);
  if (c > 0) parts.push(`${c} cp`);
  return parts.length > 0 ? parts.join(' ') : '0 gp';
}
