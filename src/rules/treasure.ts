// GM Core's treasure budget: Party Treasure by Level (p. 59) with the rule for other party sizes (p. 61), and the
// Character Wealth of a new character above 1st level (p. 61). Pure, never throws: odd input is clamped and reported.
import type { SourceRef } from './data/books';
import { CHARACTER_WEALTH, PARTY_TREASURE_BY_LEVEL, type ItemCount } from './data/treasure';
import { plannerProblem } from './planner-problems';
import { problem } from './problems';
import { clampInt } from './tables';
import type { Problem, ProblemField } from './types';

export type { ItemCount };

import { LEVEL_RANGE, PARTY_SIZE_RANGE, TABLE_PARTY_SIZE } from './treasure-ranges';

export { LEVEL_RANGE, PARTY_SIZE_RANGE, TABLE_PARTY_SIZE };

export interface TreasureByLevel {
  level: number;
  partySize: number;
  /** the value of the level's treasure: the table's total for four, scaled by partySize / 4 for another party */
  totalCp: number;
  /** 'table' for a party of four; 'scaled' when totalCp is the table's total scaled per character (the book prints only
   * the total for four; its per-character additions are a quarter of the permanent items and of the currency) */
  totalBasis: 'table' | 'scaled';
  /** one character's share of totalCp (rounded down to a copper piece) */
  shareCp: number;
  /** party currency, with the Currency per Additional PC column added (or taken off) per character */
  currencyCp: number;
  currencyPerExtraPcCp: number;
  /** permanent items by item level, highest first, after the party-size rule */
  permanentItems: ItemCount[];
  consumables: ItemCount[];
  /** the table's row for a party of four, as printed */
  table: { totalCp: number; currencyCp: number; permanentItems: ItemCount[]; consumables: ItemCount[] };
  /** each extra character adds one permanent item of the party's level or one level higher, and two consumables, usually
   * one of each of those levels (GM Core p. 61); the counts above place the permanent item at the party's level */
  perExtraPc: { permanentItemLevels: [number, number]; consumableLevels: [number, number]; currencyCp: number };
  sources: { table: SourceRef; partySize: SourceRef };
  problems: Problem[];
}

export interface CharacterWealth {
  level: number;
  /** common permanent items by level, highest first: each a baseline item (property runes and precious materials are
   * bought on top, GM Core p. 61) */
  permanentItems: ItemCount[];
  currencyCp: number;
  /** the alternative to the items and the currency */
  lumpSumCp: number;
  source: SourceRef;
  problems: Problem[];
}

const GM_CORE = (page: number): SourceRef => ({ book: 'gm-core', page });

/**
 * A whole number in range. A number outside it (or with a fraction) is read as the nearest whole number in range, and
 * `value-clamped` says which; anything else is the fallback, with `invalid-value`.
 */
export function readWhole(
  value: unknown,
  range: { min: number; max: number },
  fallback: number,
  field: ProblemField,
  problems: Problem[],
): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max) return value;
  if (typeof value !== 'number' || Number.isNaN(value)) {
    problems.push(problem('invalid-value', { field }));
    return fallback;
  }
  const read = clampInt(value, range.min, range.max);
  problems.push(plannerProblem('value-clamped', { field, count: read }));
  return read;
}

const copy = (list: readonly ItemCount[]): ItemCount[] => list.map((x) => ({ level: x.level, count: x.count }));

/**
 * Adds `delta` items of `level` (or takes them away: from that level first, then from the lowest levels), keeping the
 * list highest level first and without empty entries.
 */
function adjust(list: ItemCount[], level: number, delta: number): ItemCount[] {
  const out = copy(list);
  if (delta > 0) {
    const at = out.find((x) => x.level === level);
    if (at) at.count += delta;
    else out.push({ level, count: delta });
  } else {
    let left = -delta;
    const order = [...out].sort((a, b) => (a.level === level ? -1 : b.level === level ? 1 : a.level - b.level));
    for (const entry of order) {
      const take = Math.min(entry.count, left);
      entry.count -= take;
      left -= take;
    }
  }
  return out.filter((x) => x.count > 0).sort((a, b) => b.level - a.level);
}

function rowAt<T extends { level: number }>(rows: readonly T[], level: number): T {
  return rows.find((r) => r.level === level) ?? (rows[0] as T);
}

function treasure(levelInput: unknown, partySizeInput: unknown): TreasureByLevel {
  const problems: Problem[] = [];
  const level = readWhole(levelInput, LEVEL_RANGE, LEVEL_RANGE.min, 'level', problems);
  const partySize =
    partySizeInput === undefined ? TABLE_PARTY_SIZE : readWhole(partySizeInput, PARTY_SIZE_RANGE, TABLE_PARTY_SIZE, 'partySize', problems);
  const row = rowAt(PARTY_TREASURE_BY_LEVEL, level);
  const extra = partySize - TABLE_PARTY_SIZE;
  // "One level higher" stops at 20: the table has no items above 20th level.
  const higher = Math.min(level + 1, LEVEL_RANGE.max);
  let consumables = adjust(row.consumables as ItemCount[], level, extra);
  consumables = adjust(consumables, higher, extra);
  if (extra < 0) problems.push(plannerProblem('small-party-treasure', { count: -extra }));
  const totalCp = Math.floor((row.totalCp * partySize) / TABLE_PARTY_SIZE);
  return {
    level,
    partySize,
    totalCp,
    totalBasis: extra === 0 ? 'table' : 'scaled',
    shareCp: Math.floor(totalCp / partySize),
    currencyCp: Math.max(0, row.currencyCp + extra * row.currencyPerExtraPcCp),
    currencyPerExtraPcCp: row.currencyPerExtraPcCp,
    permanentItems: adjust(row.permanentItems as ItemCount[], level, extra),
    consumables,
    table: {
      totalCp: row.totalCp,
      currencyCp: row.currencyCp,
      permanentItems: copy(row.permanentItems),
      consumables: copy(row.consumables),
    },
    perExtraPc: { permanentItemLevels: [level, higher], consumableLevels: [level, higher], currencyCp: row.currencyPerExtraPcCp },
    sources: { table: GM_CORE(59), partySize: GM_CORE(61) },
    problems,
  };
}

/**
 * GM Core's Party Treasure by Level for a level (1-20) and a party size (default 4): the total, the currency, the
 * currency per additional character, and the permanent items and consumables by item level, with the book's rule for
 * other party sizes applied. Never throws; odd input is clamped and comes back as problems.
 */
export function treasureByLevel(level: number, partySize: number = TABLE_PARTY_SIZE): TreasureByLevel {
  try {
    return treasure(level, partySize);
  } catch {
    const fallback = treasure(LEVEL_RANGE.min, TABLE_PARTY_SIZE);
    return { ...fallback, problems: [problem('invalid-spec')] };
  }
}

/**
 * GM Core's Character Wealth for a new character of this level (1-20): the permanent items and currency, or the lump
 * sum instead. Never throws; odd input is clamped and comes back as a problem.
 */
export function characterWealth(level: number): CharacterWealth {
  const problems: Problem[] = [];
  const read = readWhole(level, LEVEL_RANGE, LEVEL_RANGE.min, 'level', problems);
  const row = rowAt(CHARACTER_WEALTH, read);
  return {
    level: read,
    permanentItems: copy(row.permanentItems),
    currencyCp: row.currencyCp,
    lumpSumCp: row.lumpSumCp,
    source: GM_CORE(61),
    problems,
  };
}
