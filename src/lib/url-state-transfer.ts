// The transfer estimator's link: the rune, the swap, both optional items (`to-`, `from-`), the crafter (see url-state.ts).
// The rules' own modules, not the index: calculator islands bundle this file (see src/rules/index.ts).
import type { ItemSpec, ProficiencyRank } from '../rules';
import { calculatorTakes, getRune } from '../rules/core';
import { isOneOf } from '../rules/input';
import { PROFICIENCY_RANKS } from '../rules/values';
import { RULE_FACTS } from '../rules/facts';
import { itemQuery, params, readItemSpec, runeKeys, unknownParams, valueReader, type Notice } from './url-state';

// UI limit for extra days in a link (three digits).
const MAX_EXTRA_DAYS = 999;

export interface TransferState {
  /** the rune that moves (from item A, `from`, to item B, `to`); '' = not chosen yet */
  rune: string;
  /** in a swap, item B's rune that moves to item A */
  swap?: string;
  /** `swap` while the swap's second rune is not chosen yet */
  mode?: 'swap';
  runestone: boolean;
  /** the receiving item, when the reader wants it checked */
  to?: ItemSpec;
  /** the item the rune leaves, when the reader wants its dormant runes listed */
  from?: ItemSpec;
  level?: number;
  rank?: ProficiencyRank;
  days: number;
  crit: boolean;
}

export const TRANSFER_KEYS = [
  'rune',
  'swap',
  'mode',
  'runestone',
  'to',
  ...runeKeys('to-'),
  'to-material',
  'to-specific',
  'from',
  ...runeKeys('from-'),
  'from-material',
  'from-specific',
  'level',
  'rank',
  'days',
  'crit',
];

/** The transfer estimator's state from its link; `state` is null when the link says nothing. */
export function readTransferTool(query: string | URLSearchParams): { state: Partial<TransferState> | null; notices: Notice[] } {
  const p = params(query);
  if (!TRANSFER_KEYS.some((k) => p.has(k))) return { state: null, notices: unknownParams(p, TRANSFER_KEYS) };
  const notices: Notice[] = [];
  const state: Partial<TransferState> = {};
  const read = linkReader(p, notices);
  readRunes(state, read);
  readSwitches(state, read);
  readItems(state, p, notices);
  readCrafter(state, read);
  return { state, notices: [...notices, ...unknownParams(p, TRANSFER_KEYS)] };
}

/** The link's values, each read once; a value that can't be used is left out with a notice. */
interface LinkReader {
  text: (key: string) => string | undefined;
  /** a notice: the value of `key` can't be used */
  bad: (key: string) => void;
  /** a number in its plain form, from `min` to `max`; `07` is read as 7 with a notice */
  number: (key: string, digits: number, min: number, max: number) => number | undefined;
}

function linkReader(p: URLSearchParams, notices: Notice[]): LinkReader {
  const text = valueReader(p, notices);
  const bad = (param: string) => void notices.push({ kind: 'value', param });
  const number = (key: string, digits: number, min: number, max: number): number | undefined => {
    const v = text(key);
    if (v === undefined) return undefined;
    const n = new RegExp(`^\\d{1,${digits}}$`).test(v) ? Number(v) : NaN;
    if (!(n >= min && n <= max)) {
      bad(key);
      return undefined;
    }
    if (String(n) !== v) notices.push({ kind: 'normalized', param: key });
    return n;
  };
  return { text, bad, number };
}

/**
 * The rune that moves, and the swap's: runes the transfer estimator can move, not an accessory or mythic rune, which no
 * calculator loads (on a page the catalogue knows them, in the browser they are unknown; both say so the same way).
 */
function readRunes(state: Partial<TransferState>, { text, bad }: LinkReader): void {
  const movable = (slug: string) => {
    const found = getRune(slug);
    return found !== undefined && calculatorTakes(found);
  };
  for (const key of ['rune', 'swap'] as const) {
    const slug = text(key);
    if (slug === undefined) continue;
    if (movable(slug)) state[key] = slug;
    else bad(key);
  }
  const mode = text('mode');
  if (mode === 'swap') {
    if (!state.swap) state.mode = 'swap';
  } else if (mode !== undefined && mode !== 'move') bad('mode');
}

/** `runestone=1` and `crit=1` (or 0). */
function readSwitches(state: Partial<TransferState>, { text, bad }: LinkReader): void {
  for (const key of ['runestone', 'crit'] as const) {
    const v = text(key);
    if (v === undefined) continue;
    if (v === '1' || v === '0') state[key] = v === '1';
    else bad(key);
  }
}

/**
 * The receiving item (`to`, `to-potency` ...) and the item the rune leaves (`from`, `from-potency` ...): runes without
 * a valid base item are dropped with a notice for each rune parameter the link gave (`from-potency`), not for the
 * item's parameter it did not give; an item the link named but that is unknown has its own notice.
 */
function readItems(state: Partial<TransferState>, p: URLSearchParams, notices: Notice[]): void {
  for (const key of ['to', 'from'] as const) {
    const item = readItemSpec(p, `${key}-`, key);
    notices.push(...item.notices);
    if (item.spec?.base) state[key] = item.spec as ItemSpec;
    else if (item.spec && !notices.some((n) => n.param === key)) {
      for (const runeKey of [...runeKeys(`${key}-`), `${key}-specific`]) {
        if (p.has(runeKey) && !notices.some((n) => n.param === runeKey)) notices.push({ kind: 'dropped', param: runeKey });
      }
    }
  }
}

/** The crafter: level, Crafting rank, extra days. */
function readCrafter(state: Partial<TransferState>, { text, bad, number }: LinkReader): void {
  const level = number('level', 2, RULE_FACTS.crafterLevel.min, RULE_FACTS.crafterLevel.max);
  if (level !== undefined) state.level = level;
  const rank = text('rank');
  if (rank !== undefined) {
    if (isOneOf(PROFICIENCY_RANKS, rank)) state.rank = rank;
    else bad('rank');
  }
  const days = number('days', 3, 0, MAX_EXTRA_DAYS);
  if (days !== undefined) state.days = days;
}

/** Query of the transfer estimator; defaults (no swap, no runestone, 0 days) are left out. */
export function transferQuery(state: TransferState): string {
  const parts: string[] = [];
  const add = (key: string, value: string) => parts.push(`${key}=${encodeURIComponent(value)}`);
  if (state.rune) add('rune', state.rune);
  if (state.swap) add('swap', state.swap);
  else if (state.mode === 'swap') add('mode', 'swap');
  if (state.runestone) add('runestone', '1');
  if (state.to?.base) parts.push(itemQuery(state.to, 'to-', 'to'));
  if (state.from?.base) parts.push(itemQuery(state.from, 'from-', 'from'));
  if (state.level !== undefined) add('level', String(state.level));
  if (state.rank) add('rank', state.rank);
  if (state.days > 0) add('days', String(state.days));
  if (state.crit) add('crit', '1');
  return parts.filter((s) => s !== '').join('&');
}
