// The planner's link: `level`, `party`, `abp=1`, `gold` (gp), `craft-rank`, `craft-level`, and one `item` per item,
// its name as typed (`?level=10&item=+1 striking longsword&item=+1 resilient chain mail`). See url-state.ts.
import { isOneOf } from '../rules/input';
import { RULE_FACTS } from '../rules/facts';
import { LEVEL_RANGE, PARTY_SIZE_RANGE, TABLE_PARTY_SIZE } from '../rules/treasure-ranges';
import { PROFICIENCY_RANKS } from '../rules/values';
import { DEFAULT_PLANNER, MAX_ITEMS, MAX_NAME_LENGTH, goldCpOf, type PlannerState } from './planner-form';
import { namedParams } from './tool-load';
import { unknownParams, valueReader, type Notice } from './url-state';

export const PLANNER_KEYS = ['level', 'party', 'abp', 'gold', 'craft-rank', 'craft-level', 'item'] as const;

/** A name as a query value, every character but letters, digits and `-` percent-encoded (the site's addresses hold
 * nothing else); text with a lone surrogate (which encodeURIComponent refuses) is made well formed first. */
function encodeName(text: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(text);
  } catch {
    encoded = encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
  return encoded.replace(/[!'()*._~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Gold in gp as a link writes it: whole gp, and silver and copper after a point only when there are any (`12.5`). */
export function goldText(cp: number): string {
  const gp = Math.floor(cp / 100);
  const rest = cp % 100;
  return rest === 0 ? String(gp) : `${gp}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** The planner's query: the level always, the rest when it differs from the default; empty item fields left out. */
export function plannerQuery(state: PlannerState): string {
  const parts = [`level=${state.level}`];
  if (state.partySize !== TABLE_PARTY_SIZE) parts.push(`party=${state.partySize}`);
  if (state.abp) parts.push('abp=1');
  const gold = goldCpOf(state.gold);
  if (gold !== null && !Number.isNaN(gold)) parts.push(`gold=${goldText(gold)}`);
  if (state.crafterRank) parts.push(`craft-rank=${state.crafterRank}`);
  if (state.crafterLevel !== null) parts.push(`craft-level=${state.crafterLevel}`);
  for (const item of state.items) if (item.trim() !== '') parts.push(`item=${encodeName(item)}`);
  return parts.join('&');
}

/** The planner's state from its link (null when the link says nothing about it), with a notice for each part not used
 * as written. */
export function readPlannerTool(search: string): { state: PlannerState | null; notices: Notice[] } {
  // Item names read as typed: a bare `+` before a digit is the plus of "+1" (tool-load.ts).
  const p = namedParams(search);
  const notices: Notice[] = [];
  const unknown = unknownParams(p, PLANNER_KEYS);
  if (!PLANNER_KEYS.some((k) => p.has(k))) return { state: null, notices: unknown };
  const text = valueReader(p, notices);
  const bad = (param: string) => notices.push({ kind: 'value', param });
  const whole = (key: string, range: { min: number; max: number }): number | undefined => {
    const v = text(key);
    if (v === undefined) return undefined;
    const n = /^\d{1,2}$/.test(v) ? Number(v) : NaN;
    if (!(n >= range.min && n <= range.max)) return void bad(key);
    if (String(n) !== v) notices.push({ kind: 'normalized', param: key });
    return n;
  };
  const state: PlannerState = { ...DEFAULT_PLANNER, items: [] };
  state.level = whole('level', LEVEL_RANGE) ?? DEFAULT_PLANNER.level;
  state.partySize = whole('party', PARTY_SIZE_RANGE) ?? DEFAULT_PLANNER.partySize;
  const abp = text('abp');
  if (abp === '1' || abp === '0') state.abp = abp === '1';
  else if (abp !== undefined) bad('abp');
  const gold = text('gold');
  if (gold !== undefined) {
    const cp = goldCpOf(gold);
    if (cp === null || Number.isNaN(cp)) bad('gold');
    else {
      state.gold = goldText(cp);
      if (state.gold !== gold) notices.push({ kind: 'normalized', param: 'gold' });
    }
  }
  const rank = text('craft-rank');
  if (rank !== undefined) {
    if (isOneOf(PROFICIENCY_RANKS, rank)) state.crafterRank = rank;
    else bad('craft-rank');
  }
  state.crafterLevel = whole('craft-level', RULE_FACTS.crafterLevel) ?? null;
  // Every `item` is an item, in order; empty ones hold nothing to use.
  const items = p.getAll('item');
  if (items.some((s) => s.trim() === '')) notices.push({ kind: 'empty', param: 'item' });
  const named = items.filter((s) => s.trim() !== '');
  if (named.length > MAX_ITEMS) notices.push({ kind: 'dropped', param: 'item' });
  if (named.some((s) => s.length > MAX_NAME_LENGTH)) bad('item');
  state.items = named.slice(0, MAX_ITEMS).filter((s) => s.length <= MAX_NAME_LENGTH);
  if (state.items.length === 0) state.items = [''];
  return { state, notices: [...notices, ...unknown] };
}
