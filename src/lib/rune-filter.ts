/**
 * The state of the rune index's filters and sort, read from and written to the URL query so a
 * filtered view can be shared. Pure functions: the custom element in components/rune applies them.
 */
import { RULE_FACTS } from '../rules/facts';
import { foldForSearch } from './fold-text';

import { CATALOGUE_TARGETS, RARITY_ORDER, RUNE_KINDS } from '../rules/values';

export const SORT_KEYS = ['name', 'kind', 'target', 'level', 'price', 'rarity', 'usage'] as const;

export type SortKey = (typeof SORT_KEYS)[number];
export interface RuneFilter {
  text: string;
  target: (typeof CATALOGUE_TARGETS)[number] | '';
  kind: (typeof RUNE_KINDS)[number] | '';
  rarity: (typeof RARITY_ORDER)[number] | '';
  trait: string;
  /** a book id of src/rules/data/books.ts ('gm-core': the "GM Core only" view); '' = every book */
  book: string;
  minLevel: number | null;
  maxLevel: number | null;
  sort: SortKey | '';
  descending: boolean;
}

/** What the filter knows of one table row (taken from its data attributes). */
export interface RuneRow {
  text: string;
  target: string;
  kind: string;
  rarity: string;
  traits: readonly string[];
  book: string;
  level: number;
  price: number;
}

export const EMPTY_FILTER: RuneFilter = {
  text: '',
  target: '',
  kind: '',
  rarity: '',
  trait: '',
  book: '',
  minLevel: null,
  maxLevel: null,
  sort: '',
  descending: false,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => (values.includes(value as T) ? (value as T) : '');

function level(value: string | null): number | null {
  if (value === null || !/^\d{1,2}$/.test(value.trim())) return null;
  return Math.min(RULE_FACTS.dcTableLevels.max, Number(value));
}

/** Reads a filter from a query string; anything unknown or malformed is dropped, never trusted. */
export function parseFilter(query: URLSearchParams, knownTraits: readonly string[] = [], knownBooks: readonly string[] = []): RuneFilter {
  const trait = query.get('trait') ?? '';
  const book = query.get('book') ?? '';
  return {
    text: (query.get('text') ?? '').slice(0, 100),
    target: oneOf(CATALOGUE_TARGETS, query.get('target')),
    kind: oneOf(RUNE_KINDS, query.get('kind')),
    rarity: oneOf(RARITY_ORDER, query.get('rarity')),
    trait: knownTraits.includes(trait) ? trait : '',
    book: knownBooks.includes(book) ? book : '',
    minLevel: level(query.get('min')),
    maxLevel: level(query.get('max')),
    sort: oneOf(SORT_KEYS, query.get('sort')),
    descending: query.get('dir') === 'desc',
  };
}

/** The query string of a filter, without the parts left at their defaults. */
export function filterQuery(filter: RuneFilter): string {
  const params = new URLSearchParams();
  if (filter.text) params.set('text', filter.text);
  if (filter.target) params.set('target', filter.target);
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.rarity) params.set('rarity', filter.rarity);
  if (filter.trait) params.set('trait', filter.trait);
  if (filter.book) params.set('book', filter.book);
  if (filter.minLevel !== null) params.set('min', String(filter.minLevel));
  if (filter.maxLevel !== null) params.set('max', String(filter.maxLevel));
  if (filter.sort) params.set('sort', filter.sort);
  if (filter.sort && filter.descending) params.set('dir', 'desc');
  return params.toString();
}

/** The query keys of the rune index (what filterQuery writes). */
export const FILTER_KEYS = ['text', 'target', 'kind', 'rarity', 'trait', 'book', 'min', 'max', 'sort', 'dir'] as const;

/**
 * The keys of a link whose value the filter could not use (a target that isn't one, `max=999`, an unknown trait or
 * book): parseFilter drops them, and the page says which, so a shared link never filters less than it seems to.
 * Names only, in FILTER_KEYS order; the values are never echoed.
 */
export function ignoredFilterKeys(query: URLSearchParams, filter: RuneFilter): string[] {
  const used: Record<(typeof FILTER_KEYS)[number], boolean> = {
    // A name is always used (its first 100 characters).
    text: true,
    target: filter.target !== '',
    kind: filter.kind !== '',
    rarity: filter.rarity !== '',
    trait: filter.trait !== '',
    book: filter.book !== '',
    min: filter.minLevel !== null,
    max: filter.maxLevel !== null,
    sort: filter.sort !== '',
    dir: query.get('dir') === 'desc' || query.get('dir') === 'asc',
  };
  return FILTER_KEYS.filter((key) => (query.get(key) ?? '') !== '' && !used[key]);
}

export function matchesFilter(row: RuneRow, filter: RuneFilter): boolean {
  if (filter.text && !foldForSearch(row.text).includes(foldForSearch(filter.text))) return false;
  if (filter.target && row.target !== filter.target) return false;
  if (filter.kind && row.kind !== filter.kind) return false;
  if (filter.rarity && row.rarity !== filter.rarity) return false;
  if (filter.trait && !row.traits.includes(filter.trait)) return false;
  if (filter.book && row.book !== filter.book) return false;
  if (filter.minLevel !== null && row.level < filter.minLevel) return false;
  if (filter.maxLevel !== null && row.level > filter.maxLevel) return false;
  return true;
}

/** The book filter after a tap on the "GM Core only" toggle: the core book, or every book when it was already on. */
export function toggleCoreOnly(book: string, coreBook: string): string {
  return book === coreBook ? '' : coreBook;
}

/** Whether the view is the "GM Core only" one (the toggle shows as pressed). */
export function isCoreOnly(filter: Pick<RuneFilter, 'book'>, coreBook: string): boolean {
  return coreBook !== '' && filter.book === coreBook;
}
