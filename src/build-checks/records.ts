// The data tables' records as the pages will read them. The build does not type-check (`astro check` does, apart),
// so a field of the wrong type ("level: 'eight'", a Price as a string, a name without its Japanese) would reach
// the pages as it is: "Level eight", "0 gp". These checks stop the build at the field, naming its file and line.
import { isBookId } from '../rules/data/books';
import { getBaseItem } from '../rules/core';
import { usageKey } from '../rules/data/labels';
import { isTrait } from '../rules/data/traits';
import { isObject, isOneOf, own } from '../rules/input';
import { CATALOGUE_TARGETS, MATERIAL_STUFFS, RARITY_ORDER, RUNE_KINDS, RUNE_TARGETS, USAGE_KEYS } from '../rules/values';

export interface Source {
  file: string;
  text: string;
}

/** What one field of a record must be: `expect` says it in words, for the message. */
export interface FieldRule {
  field: string;
  expect: string;
  ok: (value: unknown, record: Record<string, unknown>) => boolean;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isSlug = (v: unknown) => typeof v === 'string' && SLUG.test(v);
const isText = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const isLocalized = (v: unknown) => isObject(v) && isText(own(v, 'ja')) && isText(own(v, 'en'));
// The rules' tables (DC by level, Crafting) run from level 0 to 25.
const isLevel = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 25;
const isPriceCp = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0;
const isStringList = (v: unknown) => Array.isArray(v) && v.every((s) => typeof s === 'string');

const COMMON: FieldRule[] = [
  { field: 'slug', expect: 'a slug (lower-case words joined by "-")', ok: isSlug },
  { field: 'name', expect: 'a name in both languages, { ja: "…", en: "…" }, neither empty', ok: isLocalized },
  { field: 'level', expect: 'a whole number from 0 to 25', ok: isLevel },
  { field: 'priceCp', expect: 'a whole number of copper pieces, 0 or more', ok: isPriceCp },
  { field: 'rarity', expect: `one of ${RARITY_ORDER.join(', ')}`, ok: (v) => isOneOf(RARITY_ORDER, v) },
];

/** The fields of a rune the rules and pages read (data/runes/<target>/<book>.ts). */
export const RUNE_FIELDS: readonly FieldRule[] = [
  ...COMMON,
  { field: 'kind', expect: `one of ${RUNE_KINDS.join(', ')}`, ok: (v) => isOneOf(RUNE_KINDS, v) },
  { field: 'target', expect: `one of ${CATALOGUE_TARGETS.join(', ')}`, ok: (v) => isOneOf(CATALOGUE_TARGETS, v) },
  { field: 'family', expect: 'a slug (lower-case words joined by "-")', ok: isSlug },
  {
    field: 'grade',
    expect: 'null, a grade word or a whole number',
    ok: (v) => v === null || isText(v) || Number.isInteger(v),
  },
  { field: 'variant', expect: 'null or a damage type', ok: (v) => v === null || isText(v) },
  {
    // usageKey names each line the site has words for (USAGE_KEYS); a misspelt category or base item makes
    // another key, and its line would read empty
    field: 'usage',
    expect: `a usage line whose target is the rune’s target, one of the lines of USAGE_KEYS (src/rules/values.ts) naming known base items`,
    ok: (v, record) =>
      isObject(v) &&
      own(v, 'target') === record.target &&
      isOneOf(USAGE_KEYS, usageKey(v as never)) &&
      (own(v, 'baseItems') === undefined ||
        (Array.isArray(own(v, 'baseItems')) &&
          (own(v, 'baseItems') as unknown[]).every((b) => typeof b === 'string' && getBaseItem(b) !== undefined))),
  },
  { field: 'effects', expect: 'an object of effects ({} for none)', ok: isObject },
];

/** The descriptive fields of a rune (data/runes/<target>/<book>-details.ts). */
export const RUNE_DETAIL_FIELDS: readonly FieldRule[] = [
  // an unknown trait would show as its slug, untranslated, on the Japanese page
  {
    field: 'traits',
    expect: 'a list of traits that data/traits.ts (TRAITS) names in both languages',
    ok: (v) => isStringList(v) && (v as string[]).every(isTrait),
  },
  { field: 'bookName', expect: 'the book’s index name, not empty', ok: isText },
  { field: 'jaConfirmed', expect: 'true or false', ok: (v) => typeof v === 'boolean' },
  {
    field: 'source',
    expect: 'a book of data/books.ts and its page, { book: "gm-core", page: 236 } (page null when unknown)',
    ok: (v) =>
      isObject(v) &&
      isBookId(own(v, 'book')) &&
      (own(v, 'page') === null || (Number.isInteger(own(v, 'page')) && (own(v, 'page') as number) > 0)),
  },
];

/** The fields of a base item the rules and pages read (data/base-items.ts). */
export const BASE_ITEM_FIELDS: readonly FieldRule[] = [
  ...COMMON,
  { field: 'kind', expect: `one of ${RUNE_TARGETS.join(', ')}`, ok: (v) => isOneOf(RUNE_TARGETS, v) },
  { field: 'bulk', expect: 'a number of Bulk, 0 or more, or "L"', ok: (v) => v === 'L' || (typeof v === 'number' && v >= 0) },
  { field: 'traits', expect: 'a list of trait slugs', ok: isStringList },
];

const isGradeTable = (v: unknown) =>
  isObject(v) &&
  Object.values(v).every((row) => row === undefined || (isObject(row) && isLevel(own(row, 'level')) && isPriceCp(own(row, 'priceCp'))));

/** The fields of a precious material the rules and pages read (data/materials.ts). */
export const MATERIAL_FIELDS: readonly FieldRule[] = [
  { field: 'slug', expect: 'a slug (lower-case words joined by "-")', ok: isSlug },
  { field: 'name', expect: 'a name in both languages, { ja: "…", en: "…" }, neither empty', ok: isLocalized },
  { field: 'rarity', expect: `one of ${RARITY_ORDER.join(', ')}`, ok: (v) => isOneOf(RARITY_ORDER, v) },
  { field: 'stuff', expect: `one of ${MATERIAL_STUFFS.join(', ')}`, ok: (v) => isOneOf(MATERIAL_STUFFS, v) },
  { field: 'weapon', expect: 'its grades, each with a level (0 to 25) and a Price in copper', ok: isGradeTable },
  { field: 'armor', expect: 'its grades, each with a level (0 to 25) and a Price in copper', ok: isGradeTable },
];

/**
 * Where a record's field is written: the line of `field:` after the line that names the record (`slug: 'x'` in a
 * list, or `x: {` / `'x': {` as a key of a table keyed by slug), before the next record; else the record's line.
 */
export function fieldPlace(sources: readonly Source[], slug: string, field?: string, keyed = false): string {
  const opens = keyed ? new RegExp(`^\\s*(['"]?)${escape(slug)}\\1\\s*:\\s*\\{`) : new RegExp(`\\bslug\\s*:\\s*(['"\`])${escape(slug)}\\1`);
  for (const { file, text } of sources) {
    const lines = text.split('\n');
    const start = lines.findIndex((line) => opens.test(line));
    if (start === -1) continue;
    // the next record: the next slug in a list; in a keyed table, the next key at the record's own indent
    const indent = /^\s*/.exec(lines[start]!)![0];
    const next = keyed ? new RegExp(`^${indent}(['"]?)[a-z0-9-]+\\1\\s*:\\s*\\{`) : /\bslug\s*:/;
    if (field) {
      const own = new RegExp(`(^|[{,\\s])${escape(field)}\\s*:`);
      for (let i = start; i < lines.length; i++) {
        if (i > start && next.test(lines[i]!)) break;
        if (own.test(lines[i]!)) return `${file}:${i + 1}`;
      }
    }
    return `${file}:${start + 1}`;
  }
  return sources.map((s) => s.file).join(', ');
}

const shown = (v: unknown): string => {
  if (v === undefined) return 'missing';
  if (typeof v === 'function') return 'a function';
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
};

/** Each field of each record that breaks its rule, with the file and line to fix. */
export function recordFieldProblems(
  table: string,
  sources: readonly Source[],
  records: readonly object[],
  rules: readonly FieldRule[],
  keyed = false,
): string[] {
  const problems: string[] = [];
  for (const record of records as readonly Record<string, unknown>[]) {
    const slug = typeof record.slug === 'string' ? record.slug : '';
    for (const { field, expect, ok } of rules) {
      const value = own(record, field);
      if (ok(value, record)) continue;
      problems.push(
        `${fieldPlace(sources, slug, field, keyed)}: ${field} of ${table} "${slug}" is ${shown(value)}; it must be ${expect} (the pages would show it as it is)`,
      );
    }
  }
  return problems;
}

/**
 * Records of a table that have no entry in the table of their descriptive part (keyed by slug), and entries there
 * for slugs no record has: a rename done on one side only. Each names where to fix it.
 */
export function keyedTableProblems(
  what: string,
  sources: readonly Source[],
  detailSources: readonly Source[],
  slugs: readonly string[],
  detailSlugs: readonly string[],
): string[] {
  const have = new Set(detailSlugs);
  const known = new Set(slugs);
  const detailFiles = detailSources.map((s) => s.file).join(', ');
  return [
    ...slugs
      .filter((slug) => !have.has(slug))
      .map((slug) => `${fieldPlace(sources, slug)}: "${slug}" has no ${what} (${detailFiles}); add it there, keyed by this slug`),
    ...detailSlugs
      .filter((slug) => !known.has(slug))
      .map(
        (slug) =>
          `${fieldPlace(detailSources, slug, undefined, true)}: ${what} for "${slug}", which no record has; rename it to the record's slug or remove it`,
      ),
  ];
}
