// The query string of each calculator: read on load, written as the reader edits, so a result can be
// shared as a link. Pure functions: no DOM. Every value is checked against the rules catalogue; anything
// unknown is dropped and reported as a notice (by parameter name only, never by echoing the value).
import { localizedPath } from '../i18n/urls';
import type { Locale } from '../i18n';
// The rules' own modules, not the index: calculator islands bundle this file (see src/rules/index.ts).
import type { ItemSpec, ProficiencyRank } from '../rules';
import { getBaseItem, getRune } from '../rules/core';
import { PROFICIENCY_LABELS } from '../rules/data/labels';
import { RULE_FACTS } from '../rules/facts';

/** A parameter that was ignored: `value` = known name with a bad value; `param` = a name this tool doesn't use. */
export interface Notice {
  kind: 'value' | 'param';
  /** the parameter name; '' when the name itself is not safe to show */
  param: string;
}

type Fundamental = 'striking' | 'resilient' | 'reinforcing';
const FUNDAMENTALS: readonly Fundamental[] = ['striking', 'resilient', 'reinforcing'];
const ITEM_KEYS = ['base', 'potency', ...FUNDAMENTALS, 'property'] as const;

// A UI limit, not a rule: at most maxPotency property runes work, and a few extra (dormant) ones are
// enough to show the problem; a longer list in a link is noise.
export const MAX_PROPERTY_RUNES = RULE_FACTS.maxPotency * 2;
// UI limit for extra days in a link (three digits).
const MAX_EXTRA_DAYS = 999;
const NONE = 'none';

const SAFE_NAME = /^[a-z0-9_-]{1,24}$/i;

function params(query: string | URLSearchParams): URLSearchParams {
  if (typeof query !== 'string') return query;
  try {
    return new URLSearchParams(query);
  } catch {
    return new URLSearchParams();
  }
}

function unknownParams(p: URLSearchParams, allowed: readonly string[]): Notice[] {
  const seen = new Set<string>();
  const out: Notice[] = [];
  for (const name of p.keys()) {
    if (allowed.includes(name) || seen.has(name)) continue;
    seen.add(name);
    out.push({ kind: 'param', param: SAFE_NAME.test(name) ? name : '' });
  }
  return out;
}

function potencyValue(raw: string): number | undefined {
  if (!/^\d$/.test(raw)) return undefined;
  const n = Number(raw);
  return n <= RULE_FACTS.maxPotency ? n : undefined;
}

function runeOfFamily(raw: string, family: string): string | undefined {
  const rune = getRune(raw);
  return rune && rune.family === family ? rune.slug : undefined;
}

function propertyList(raw: string): { list: string[]; bad: boolean } {
  const parts = raw.split(',').filter((s) => s !== '');
  const list = parts.filter((s) => getRune(s)?.kind === 'property').slice(0, MAX_PROPERTY_RUNES);
  return { list, bad: list.length !== parts.length };
}

/** Runes of an item as read from a link; `null` = explicitly none (`to-striking=none`), absent = not given. */
export interface RuneFields {
  potency?: number;
  striking?: string | null;
  resilient?: string | null;
  reinforcing?: string | null;
  property?: string[];
}

/** Reads potency, striking, resilient, reinforcing and property with an optional prefix (`to-`). */
export function readRuneFields(query: string | URLSearchParams, prefix = ''): { fields: RuneFields; notices: Notice[] } {
  const p = params(query);
  const fields: RuneFields = {};
  const notices: Notice[] = [];
  const get = (key: string) => p.get(prefix + key);
  const bad = (key: string) => notices.push({ kind: 'value', param: prefix + key });

  const potency = get('potency');
  if (potency !== null && potency !== '') {
    const n = potency === NONE ? 0 : potencyValue(potency);
    if (n === undefined) bad('potency');
    else fields.potency = n;
  }
  for (const family of FUNDAMENTALS) {
    const raw = get(family);
    if (raw === null || raw === '') continue;
    if (raw === NONE) {
      fields[family] = null;
      continue;
    }
    const slug = runeOfFamily(raw, family);
    if (slug) fields[family] = slug;
    else bad(family);
  }
  const property = get('property');
  if (property !== null && property !== '') {
    if (property === NONE) fields.property = [];
    else {
      const { list, bad: hadBad } = propertyList(property);
      fields.property = list;
      if (hadBad) bad('property');
    }
  }
  return { fields, notices };
}

/** An item spec from a link; `spec` is null when the link says nothing about the item. */
export function readItemSpec(
  query: string | URLSearchParams,
  prefix = '',
  baseKey = 'base',
): { spec: Partial<ItemSpec> | null; notices: Notice[] } {
  const p = params(query);
  const present = p.has(baseKey) || ITEM_KEYS.some((k) => k !== 'base' && p.has(prefix + k));
  if (!present) return { spec: null, notices: [] };
  const spec: Partial<ItemSpec> = {};
  const notices: Notice[] = [];
  const base = p.get(baseKey);
  if (base !== null && base !== '') {
    if (getBaseItem(base)) spec.base = base;
    else notices.push({ kind: 'value', param: baseKey });
  }
  const read = readRuneFields(p, prefix);
  notices.push(...read.notices);
  const f = read.fields;
  if (f.potency) spec.potency = f.potency;
  for (const family of FUNDAMENTALS) {
    const v = f[family];
    if (v) spec[family] = v;
  }
  if (f.property && f.property.length > 0) spec.property = f.property;
  return { spec, notices };
}

/** The query of the item builder (without "?"): `base=longsword&potency=2&striking=greater-striking&property=flaming,frost`. */
export function itemQuery(spec: ItemSpec, prefix = '', baseKey = 'base'): string {
  const parts: string[] = [];
  const add = (key: string, value: string) => parts.push(`${key}=${encodeURIComponent(value)}`);
  if (spec.base) add(baseKey, spec.base);
  if (spec.potency) add(`${prefix}potency`, String(spec.potency));
  for (const family of FUNDAMENTALS) {
    const v = spec[family];
    if (v) add(`${prefix}${family}`, v);
  }
  const property = (spec.property ?? []).filter((s) => s !== '');
  // Commas stay literal so the link reads like the issue's example; slugs never contain one.
  if (property.length > 0) parts.push(`${prefix}property=${property.map(encodeURIComponent).join(',')}`);
  return parts.join('&');
}

/** Link to the item builder with this item, e.g. `/en/tools/item/?base=longsword&potency=1`. */
export function itemHref(lang: Locale, spec: ItemSpec): string {
  const query = itemQuery(spec);
  return localizedPath(lang, `tools/item/${query ? `?${query}` : ''}`);
}

/** The item builder's state from its link. */
export function readItemTool(query: string | URLSearchParams): { spec: Partial<ItemSpec> | null; notices: Notice[] } {
  const p = params(query);
  const read = readItemSpec(p);
  return { spec: read.spec, notices: [...read.notices, ...unknownParams(p, ITEM_KEYS)] };
}

const TARGET_KEYS = ['potency', ...FUNDAMENTALS, 'property'].map((k) => `to-${k}`);

/** The level calculator's state: the current item and the target runes (absent = unchanged). */
export function readLevelTool(query: string | URLSearchParams): {
  current: Partial<ItemSpec> | null;
  target: RuneFields;
  notices: Notice[];
} {
  const p = params(query);
  const current = readItemSpec(p);
  const target = readRuneFields(p, 'to-');
  return {
    current: current.spec,
    target: target.fields,
    notices: [...current.notices, ...target.notices, ...unknownParams(p, [...ITEM_KEYS, ...TARGET_KEYS])],
  };
}

const sameList = (a: readonly string[] = [], b: readonly string[] = []) => a.length === b.length && a.every((s, i) => s === b[i]);

/** Query of the level calculator: the current item, then `to-` parameters only where the target differs. */
export function levelQuery(current: ItemSpec, target: ItemSpec): string {
  const parts = [itemQuery(current)];
  if ((target.potency ?? 0) !== (current.potency ?? 0)) parts.push(`to-potency=${target.potency ?? 0}`);
  for (const family of FUNDAMENTALS) {
    const to = target[family] || undefined;
    if (to !== (current[family] || undefined)) parts.push(`to-${family}=${encodeURIComponent(to ?? NONE)}`);
  }
  const from = (current.property ?? []).filter((s) => s !== '');
  const to = (target.property ?? []).filter((s) => s !== '');
  if (!sameList(from, to)) parts.push(`to-property=${to.length ? to.map(encodeURIComponent).join(',') : NONE}`);
  return parts.filter((s) => s !== '').join('&');
}

/** Applies target fields read from a link to the current item. */
export function applyRuneFields(current: ItemSpec, fields: RuneFields): ItemSpec {
  const out: ItemSpec = { ...current, property: [...(current.property ?? [])] };
  if (fields.potency !== undefined) out.potency = fields.potency;
  for (const family of FUNDAMENTALS) {
    const v = fields[family];
    if (v === null) delete out[family];
    else if (v !== undefined) out[family] = v;
  }
  if (fields.property !== undefined) out.property = [...fields.property];
  return out;
}

export interface TransferState {
  rune: string;
  swap?: string;
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

const SOURCE_KEYS = ['potency', ...FUNDAMENTALS, 'property'].map((k) => `from-${k}`);
const TRANSFER_KEYS = ['rune', 'swap', 'runestone', 'to', ...TARGET_KEYS, 'from', ...SOURCE_KEYS, 'level', 'rank', 'days', 'crit'];

/** The transfer estimator's state from its link; `state` is null when the link says nothing. */
export function readTransferTool(query: string | URLSearchParams): { state: Partial<TransferState> | null; notices: Notice[] } {
  const p = params(query);
  const notices: Notice[] = [];
  if (!TRANSFER_KEYS.some((k) => p.has(k))) return { state: null, notices: unknownParams(p, TRANSFER_KEYS) };
  const state: Partial<TransferState> = {};
  const bad = (param: string) => notices.push({ kind: 'value', param });
  const text = (key: string) => {
    const v = p.get(key);
    return v === null || v === '' ? undefined : v;
  };

  const rune = text('rune');
  if (rune !== undefined) {
    if (getRune(rune)) state.rune = rune;
    else bad('rune');
  }
  const swap = text('swap');
  if (swap !== undefined) {
    if (getRune(swap)) state.swap = swap;
    else bad('swap');
  }
  for (const [key, field] of [
    ['runestone', 'runestone'],
    ['crit', 'crit'],
  ] as const) {
    const v = text(key);
    if (v === undefined) continue;
    if (v === '1' || v === '0') state[field] = v === '1';
    else bad(key);
  }
  // The receiving item (`to`, `to-potency` ...) and the item the rune leaves (`from`, `from-potency` ...):
  // runes without a valid base item are dropped with a notice naming the base parameter.
  for (const key of ['to', 'from'] as const) {
    const item = readItemSpec(p, `${key}-`, key);
    notices.push(...item.notices);
    if (item.spec?.base) state[key] = item.spec as ItemSpec;
    else if (item.spec && Object.keys(item.spec).length > 0 && !notices.some((n) => n.param === key)) bad(key);
  }

  const level = text('level');
  if (level !== undefined) {
    const n = /^\d{1,2}$/.test(level) ? Number(level) : NaN;
    if (n >= RULE_FACTS.crafterLevel.min && n <= RULE_FACTS.crafterLevel.max) state.level = n;
    else bad('level');
  }
  const rank = text('rank');
  if (rank !== undefined) {
    if (Object.hasOwn(PROFICIENCY_LABELS, rank)) state.rank = rank as ProficiencyRank;
    else bad('rank');
  }
  const days = text('days');
  if (days !== undefined) {
    const n = /^\d{1,3}$/.test(days) ? Number(days) : NaN;
    if (n >= 0 && n <= MAX_EXTRA_DAYS) state.days = n;
    else bad('days');
  }
  return { state, notices: [...notices, ...unknownParams(p, TRANSFER_KEYS)] };
}

/** Query of the transfer estimator; defaults (no swap, no runestone, 0 days) are left out. */
export function transferQuery(state: TransferState): string {
  const parts: string[] = [];
  const add = (key: string, value: string) => parts.push(`${key}=${encodeURIComponent(value)}`);
  add('rune', state.rune);
  if (state.swap) add('swap', state.swap);
  if (state.runestone) add('runestone', '1');
  if (state.to?.base) parts.push(itemQuery(state.to, 'to-', 'to'));
  if (state.from?.base) parts.push(itemQuery(state.from, 'from-', 'from'));
  if (state.level !== undefined) add('level', String(state.level));
  if (state.rank) add('rank', state.rank);
  if (state.days > 0) add('days', String(state.days));
  if (state.crit) add('crit', '1');
  return parts.filter((s) => s !== '').join('&');
}
