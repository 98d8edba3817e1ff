// The name layer's data, as the names endpoint writes it and the browser reads it.
import type { UiKey } from '../i18n';

/** Result groups, in the order a tie shows them. */
export const GROUPS = ['runes', 'rules', 'glossary', 'tools'] as const;
export type SearchGroup = (typeof GROUPS)[number];

/**
 * The messages the search elements read (elementT) from their data-messages (src/search/element-data.ts), besides
 * each result group's heading (GroupKey).
 */
export const SEARCH_KEYS = [
  'search.loading',
  'search.none',
  'search.count',
  'search.summary',
  'search.error',
  'search.didYouMean',
  'search.openInBuilder',
] as const satisfies readonly UiKey[];
/** A result group's heading: one message per group of GROUPS (a group without one does not compile). */
export type GroupKey = `search.group.${SearchGroup}`;
export type SearchKey = (typeof SEARCH_KEYS)[number] | GroupKey;

/**
 * One name entry: [group index, path, title, meta?, keys?].
 * `path` is relative to the language's root (`rules/naming/`), or a bare slug (no `/` or `?`): a rune
 * grade's in group 0 (`flaming` = `runes/flaming/`), a glossary term's in group 2 (its entry on the
 * glossary page, `glossary/#term-flat-check`), a base item's in group 3 (the item builder with that
 * base item, `tools/item/?base=longsword`); an empty slug is the English name's
 * (slugOf("Greater Striking") = `greater-striking`), which most entries have, so the file leaves it out;
 * `title` is the name in the page's language and the other, joined by " / " ("フレイミング / Flaming");
 * `meta` a short line such as
 * "Lv 8 · 500 gp"; `keys` the folded forms (foldForSearch) of the entry's other names (aliases,
 * readings, book names), separated by spaces. The browser folds the title's names itself.
 * Empty trailing fields are left out to keep the file small.
 */
export type NameEntry = [group: number, path: string, title: string, meta?: string, keys?: string];

/**
 * What a question may name of a rules chapter: [the chapter's index in `e`, the words of its title, the words of its
 * headings], in the page's language, in the form answers.ts compares (cueOf: folded, English by its stem), separated
 * by spaces.
 */
export type ChapterWords = [entry: number, title: string, headings: string];

/**
 * A row of the synonym table (src/search/synonyms.ts) for the page's language: [the index in `e` of the chapter it
 * leads to, the word the site uses for it, then the words players type, in the form answers.ts compares (Japanese in
 * katakana for hiragana, English as word stems)].
 */
export type SynonymRow = [entry: number, site: string, ...forms: string[]];

export interface NameData {
  /** entries, most important kind first: rune grades, rune families, chapters, glossary terms, tools, base items */
  e: NameEntry[];
  /** the indexes in `e` of glossary terms that are words of an item's name (a precious material, its grade) */
  i?: number[];
  /** the rules chapters' words, for queries of several words and questions */
  c?: ChapterWords[];
  /** the chapter of each glossary term: [the first term's index in `e`, one letter per term, a for the first of `c`] */
  t?: [first: number, chapters: string];
  /** the synonym table */
  s?: SynonymRow[];
  /** the question words of the page's language (src/search/question-words.ts), each with the words of what it asks */
  q?: string[][];
  /** the words that carry no subject (English) */
  w?: string;
}

/** The slug an English name gives when the data leaves it out. */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The path of an entry, relative to the language's root; `en` is its English name. */
export function entryPath(group: number, path: string, en: string): string {
  if (/[/?]/.test(path)) return path;
  const slug = path || slugOf(en);
  if (group === GROUPS.indexOf('runes')) return `runes/${slug}/`;
  if (group === GROUPS.indexOf('glossary')) return `glossary/#term-${slug}`;
  return `tools/item/?base=${slug}`;
}
