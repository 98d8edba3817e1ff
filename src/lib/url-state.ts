// The query string of each calculator: read on load, written as the reader edits, so a result can be
// shared as a link. Pure functions: no DOM. Every value is checked against the rules catalogue; anything
// unknown is dropped and reported as a notice (by parameter name only, never by echoing the value).
// This file: what all three share and the item builder; url-state-level.ts and url-state-transfer.ts hold
// the other two tools' links, so each island bundles only its own.
import { localizedPath } from '../i18n/urls';
import type { Locale } from '../i18n';
// The rules' own modules, not the index: calculator islands bundle this file (see src/rules/index.ts).
import type { ItemSpec } from '../rules';
import { getBaseItem, getRune } from '../rules/core';
import { MATERIAL_GRADES, MATERIALS } from '../rules/data/materials';
import { RULE_FACTS } from '../rules/facts';
import { entryOf } from '../rules/input';
import { RUNE_SLOTS, slotOf, type RuneSlot } from '../rules/slots';

/**
 * Something in the link that was not used as written: `value` = a known name with a value that was ignored;
 * `param` = a name this tool doesn't use; `repeated` = a name given more than once (the first value that is not
 * empty is used); `empty` = a name without a value (ignored); `normalized` = a value read in its plain form
 * (`07` → 7); `swapped` = an old-style swap read the way round that fits the items; `dropped` = a part of the link
 * that can't apply together with another (item A next to a runestone); `missing` = runes given without the item
 * they go on (the calculator's default item was used); `targetMaterial` = a material or grade for the level
 * calculator's target that it can't take (the target keeps the current item's material). About an item's name
 * (`item`, `to-item`, `from-item`): `contradicts` = a parameter that says otherwise than the name `other` (the
 * parameter was used); `namePart` = some of what the name reads can't apply with the rest of the link;
 * `nameNoBase` = the name gives runes but no base item (the default item was used).
 */
export interface Notice {
  kind:
    | 'value'
    | 'param'
    | 'repeated'
    | 'empty'
    | 'normalized'
    | 'swapped'
    | 'dropped'
    | 'missing'
    | 'targetMaterial'
    | 'contradicts'
    | 'namePart'
    | 'nameNoBase';
  /** the parameter name; '' when the name itself is not safe to show */
  param: string;
  /** `contradicts`: the name parameter the value disagrees with */
  other?: string;
}

/**
 * The site's own parameters, which may ride along on any page (the search box's `q`, the rune index's filters
 * that the language switch carries): never reported as unknown. Only `q` is kept in a calculator's address,
 * since the search box on the page reads it.
 */
export const SITE_KEYS: readonly string[] = ['q', 'text', 'target', 'kind', 'rarity', 'trait', 'min', 'max', 'sort', 'dir'];
export const KEPT_SITE_KEYS: readonly string[] = ['q'];

/**
 * Reads single values, reporting what it can't use as given: a repeated name (its first value that is not empty
 * wins, with a notice; an empty value holds nothing to use) and an empty value (ignored, with a notice). Returns
 * undefined for absent or empty.
 */
export function valueReader(p: URLSearchParams, notices: Notice[]): (key: string) => string | undefined {
  const note = (kind: Notice['kind'], param: string) => {
    if (!notices.some((n) => n.kind === kind && n.param === param)) notices.push({ kind, param });
  };
  return (key) => {
    const all = p.getAll(key);
    if (all.length === 0) return undefined;
    if (all.length > 1) note('repeated', key);
    const v = all.find((s) => s !== '');
    if (v === undefined) note('empty', key);
    return v;
  };
}

/** The `q` parameter (and any other kept site key) of a link, to put back on the calculator's address. */
export function keptSiteQuery(query: string | URLSearchParams): string {
  const p = params(query);
  const out = new URLSearchParams();
  for (const key of KEPT_SITE_KEYS) {
    const v = p.get(key);
    if (v !== null && v !== '') out.set(key, v);
  }
  return out.toString();
}

/** A calculator's query with the kept site keys after it. */
export function withSiteKeys(query: string, search: string | URLSearchParams): string {
  return [query, keptSiteQuery(search)].filter((s) => s !== '').join('&');
}

/** The fundamental slots a link names by rune slug (`striking=greater-striking`); potency is a number. */
export const FUNDAMENTALS: readonly RuneSlot[] = RUNE_SLOTS;
export const ITEM_KEYS = ['base', 'potency', ...FUNDAMENTALS, 'property', 'material', 'grade', 'specific'] as const;

/** The rune parameters of an item with a prefix: `to-potency`, `to-striking` ... `to-property`, and the material grade. */
export function runeKeys(prefix: string): string[] {
  return ['potency', ...FUNDAMENTALS, 'property', 'grade'].map((k) => `${prefix}${k}`);
}

// A UI limit, not a rule: at most maxPotency property runes work, and a few extra (dormant) ones are
// enough to show the problem; a longer list in a link is noise.
export const MAX_PROPERTY_RUNES = RULE_FACTS.maxPotency * 2;
export const NONE = 'none';

const SAFE_NAME = /^[a-z0-9_-]{1,24}$/i;

export function params(query: string | URLSearchParams): URLSearchParams {
  if (typeof query !== 'string') return query;
  try {
    return new URLSearchParams(query);
  } catch {
    return new URLSearchParams();
  }
}

export function unknownParams(p: URLSearchParams, allowed: readonly string[]): Notice[] {
  const seen = new Set<string>();
  const out: Notice[] = [];
  for (const name of p.keys()) {
    if (allowed.includes(name) || SITE_KEYS.includes(name) || seen.has(name)) continue;
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

function runeOfSlot(raw: string, slot: RuneSlot): string | undefined {
  const rune = getRune(raw);
  return rune && slotOf(rune) === slot ? rune.slug : undefined;
}

function propertyList(raw: string): { list: string[]; bad: boolean; extraSeparators: boolean } {
  const parts = raw.split(',');
  // Empty parts (`flaming,,frost`, a trailing comma) are separators only; a list of nothing but separators is bad.
  const named = parts.filter((s) => s !== '');
  const list = named.filter((s) => getRune(s)?.kind === 'property').slice(0, MAX_PROPERTY_RUNES);
  return { list, bad: named.length === 0 || list.length !== named.length, extraSeparators: named.length !== parts.length };
}

/** Runes of an item as read from a link; `null` = explicitly none (`to-striking=none`), absent = not given. */
export interface RuneFields {
  potency?: number;
  striking?: string | null;
  resilient?: string | null;
  reinforcing?: string | null;
  property?: string[];
  /** the precious material's grade (`low`, `standard`, `high`) */
  grade?: string;
}

/** Reads potency, striking, resilient, reinforcing and property with an optional prefix (`to-`). */
export function readRuneFields(query: string | URLSearchParams, prefix = ''): { fields: RuneFields; notices: Notice[] } {
  const p = params(query);
  const fields: RuneFields = {};
  const notices: Notice[] = [];
  const read = valueReader(p, notices);
  const get = (key: string) => read(prefix + key);
  const bad = (key: string) => notices.push({ kind: 'value', param: prefix + key });

  const potency = get('potency');
  if (potency !== undefined) {
    const n = potency === NONE ? 0 : potencyValue(potency);
    if (n === undefined) bad('potency');
    else fields.potency = n;
  }
  for (const family of FUNDAMENTALS) {
    const raw = get(family);
    if (raw === undefined) continue;
    if (raw === NONE) {
      fields[family] = null;
      continue;
    }
    const slug = runeOfSlot(raw, family);
    if (slug) fields[family] = slug;
    else bad(family);
  }
  const grade = get('grade');
  if (grade !== undefined) {
    if ((MATERIAL_GRADES as readonly string[]).includes(grade)) fields.grade = grade;
    else bad('grade');
  }
  const property = get('property');
  if (property !== undefined) {
    if (property === NONE) fields.property = [];
    else {
      const { list, bad: hadBad, extraSeparators } = propertyList(property);
      // A list with nothing usable changes nothing (it never clears the runes the link gave elsewhere).
      if (list.length > 0) fields.property = list;
      if (hadBad) bad('property');
      else if (extraSeparators) notices.push({ kind: 'normalized', param: prefix + 'property' });
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
  const base = valueReader(p, notices)(baseKey);
  if (base !== undefined) {
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
  // The material and its grade go together: one without the other is reported and left out.
  const material = valueReader(p, notices)(`${prefix}material`);
  if (material !== undefined) {
    if (!entryOf(MATERIALS, material)) {
      notices.push({ kind: 'value', param: `${prefix}material` });
      // its grade goes with it, and is named too
      if (f.grade !== undefined) notices.push({ kind: 'dropped', param: `${prefix}grade` });
    } else if (f.grade === undefined) notices.push({ kind: 'dropped', param: `${prefix}material` });
    else spec.material = { slug: material, grade: f.grade };
  } else if (f.grade !== undefined) notices.push({ kind: 'dropped', param: `${prefix}grade` });
  // A specific magic item: `specific=1` (GM Core p. 241, src/rules/specific.ts).
  const specific = valueReader(p, notices)(`${prefix}specific`);
  if (specific === '1') spec.specific = true;
  else if (specific !== undefined) notices.push({ kind: 'value', param: `${prefix}specific` });
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
  if (spec.material) {
    add(`${prefix}material`, spec.material.slug);
    add(`${prefix}grade`, spec.material.grade);
  }
  if (spec.specific) add(`${prefix}specific`, '1');
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
