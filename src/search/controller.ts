/**
 * The search itself, loaded on the first use of the header box (see components/search-box.ts) or by
 * the search page: the name layer (search-names.json + matchNames) answers at once, Pagefind's full
 * text follows and fills in pages the names don't cover. Results are grouped by kind.
 */
import type { TranslateOf } from '../i18n';
import { elementT } from '../i18n/element-t';
import { localeOf, type Locale } from '../i18n/locale';
import { titleHalf } from './title';
import { kanaForFullText } from '../lib/fold-text';
import { readQuery } from './answers';
import { matchNames, prepareNames, readsAsItem, type PreparedNames } from './match';
import { entryPath, GROUPS, type NameData, type SearchGroup, type SearchKey } from './types';

type PagefindData = { url: string; excerpt: string; meta: Record<string, string | undefined> };
type PagefindResult = { id: string; data(): Promise<PagefindData> };
type Pagefind = {
  options(options: Record<string, unknown>): Promise<void>;
  init?(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
  debouncedSearch(query: string, options?: object, ms?: number): Promise<{ results: PagefindResult[] } | null>;
};

export interface SearchConfig {
  names: string;
  bundle: string;
  base: string;
  /** the search page of this language, /xx/search/ */
  page: string;
  /** the language's root, /xx/ (name paths are relative to it) */
  root: string;
  lang: Locale;
  /** the messages of data-messages */
  t: TranslateOf<SearchKey>;
}

export interface Hit {
  group: SearchGroup;
  href: string;
  title: string;
  meta: string;
  /** Pagefind's excerpt (escaped text with <mark>), for full-text hits only */
  excerpt?: string;
}

export function readConfig(element: HTMLElement): SearchConfig {
  const d = element.dataset;
  return {
    names: d.names ?? '',
    bundle: d.bundle ?? '',
    base: d.base ?? '/',
    page: d.page ?? '',
    root: d.root ?? '/',
    lang: localeOf(d.lang, 'site-search data-lang'),
    t: elementT<SearchKey>(d.messages),
  };
}

const samePage = (href: string) => {
  const url = new URL(href, location.href);
  return url.pathname + url.search;
};

function groupOfUrl(url: string): SearchGroup {
  const path = new URL(url, location.href).pathname;
  if (/\/runes\//.test(path)) return 'runes';
  if (/\/glossary\//.test(path)) return 'glossary';
  if (/\/tools\//.test(path)) return 'tools';
  return 'rules';
}

/** One loaded search: names data and Pagefind, each fetched once per page. */
export class SearchEngine {
  #names: Promise<PreparedNames> | undefined;
  #pagefind: Promise<Pagefind> | undefined;

  constructor(readonly config: SearchConfig) {}

  names(): Promise<PreparedNames> {
    this.#names ??= fetch(this.config.names)
      .then((r) => {
        if (!r.ok) throw new Error(`${this.config.names}: ${r.status}`);
        return r.json() as Promise<NameData>;
      })
      .then(prepareNames);
    return this.#names;
  }

  pagefind(): Promise<Pagefind> {
    this.#pagefind ??= (async () => {
      const pagefind = (await import(/* @vite-ignore */ this.config.bundle)) as Pagefind;
      // Titles, the rune pages' `names` field (every name and alias, folded too) and the chapters' `terms` (the glossary
      // terms each explains) rank above body text.
      await pagefind.options({ baseUrl: this.config.base, excerptLength: 16, ranking: { metaWeights: { title: 6, names: 4, terms: 3 } } });
      await pagefind.init?.();
      return pagefind;
    })();
    return this.#pagefind;
  }

  /** Starts both downloads (first focus), without waiting. */
  warm() {
    this.names().catch(() => undefined);
    this.pagefind().catch(() => undefined);
  }

  async nameHits(query: string): Promise<Hit[]> {
    const data = await this.names();
    const hits: Hit[] = matchNames(data, query).map(({ entry: [group, path, title, meta = ''], guess }) => ({
      group: GROUPS[group] ?? 'rules',
      href: this.config.root + entryPath(group, path, titleHalf(title, this.config.lang, 'en') ?? ''),
      title: guess ? this.config.t('search.didYouMean', { name: title }) : title,
      meta,
    }));
    // A query that reads as an item opens it in the item builder, first (the builder's name field reads it).
    if (readsAsItem(data, query)) {
      hits.unshift({
        group: 'tools',
        href: `${this.config.root}tools/item/?item=${encodeURIComponent(query.trim())}`,
        title: this.config.t('search.openInBuilder', { query: query.trim() }),
        meta: '',
      });
    }
    return hits;
  }

  /**
   * Full-text hits not already among the name hits: the total number of pages Pagefind found and the data of the
   * first `limit`. Null when a newer query superseded this one.
   */
  async fullText(query: string, names: readonly Hit[], limit: number, debounce = 0): Promise<{ pages: number; hits: Hit[] } | null> {
    const pagefind = await this.pagefind();
    const known = knownPages(names);
    // The players' words and question words of the query, read by the name layer when it has loaded.
    const prepared = await this.names().catch(() => undefined);
    const rewritten = prepared && readQuery(prepared.answers, query).fullText;
    const text = kanaForFullText(rewritten ?? fullTextQuery(query, names, this.config.lang));
    const response = debounce ? await pagefind.debouncedSearch(text, {}, debounce) : await pagefind.search(text);
    if (!response) return null;
    const data = await Promise.all(response.results.slice(0, limit).map((r) => r.data()));
    const hits = data
      .filter((d) => !known.has(samePage(d.url)))
      .map((d) => ({
        group: groupOfUrl(d.url),
        href: d.url,
        title: d.meta.title ?? d.url,
        // A rune page's summary repeats its title ("フロスト / Frost · レベル 8 · 500 gp").
        meta: (d.meta.summary ?? '').replace(`${d.meta.title ?? ''} · `, ''),
        excerpt: d.excerpt,
      }));
    return { pages: response.results.length, hits };
  }
}

const KANA_ONLY = /^[\p{Script=Hiragana}\p{Script=Katakana}ー・\s]+$/u;
const KANJI = /\p{Script=Han}/u;

/**
 * What the full text looks for, when the query has no question word or player's word to read (answers.ts reads those).
 * The pages never write a kanji term's reading, so a query in kana whose best name
 * hit is a glossary term written in kanji looks for the term as the pages write it, its brackets left out
 * (ひらめはんてい → 平目判定, せいさく → 製作): the pages that use the term come up below its glossary entry.
 * Any other query is looked for as typed.
 */
export function fullTextQuery(query: string, names: readonly Hit[], lang: Locale): string {
  const best = names[0];
  if (!best || best.group !== 'glossary' || !KANA_ONLY.test(query.normalize('NFKC'))) return query;
  const ja = titleHalf(best.title, lang, 'ja') ?? '';
  return KANJI.test(ja) ? ja.replace(/[“”"〈〉【】［］《》「」]/g, '') : query;
}

function knownPages(hits: readonly Hit[]): Set<string> {
  return new Set(hits.map((hit) => samePage(hit.href)));
}

/** Hits in groups: the group of the best hit first, each group in rank order. */
export function grouped(hits: readonly Hit[]): [SearchGroup, Hit[]][] {
  const groups = new Map<SearchGroup, Hit[]>();
  for (const hit of hits) {
    const list = groups.get(hit.group) ?? [];
    list.push(hit);
    groups.set(hit.group, list);
  }
  return [...groups];
}

/** The visible parts of a hit, inside `parent` (an option or a list item's link). */
export function fillHit(parent: HTMLElement, hit: Hit) {
  const title = document.createElement('span');
  title.className = 'search-hit__title';
  title.textContent = hit.title;
  parent.append(title);
  if (hit.meta) {
    // Read as one line, "フレイミング / Flaming · レベル8 · 500 gp"; shown on two.
    const separator = document.createElement('span');
    separator.className = 'visually-hidden';
    separator.textContent = ' · ';
    parent.append(separator);
    const meta = document.createElement('span');
    meta.className = 'search-hit__meta';
    meta.textContent = hit.meta;
    parent.append(meta);
  }
  if (hit.excerpt) {
    const excerpt = document.createElement('span');
    excerpt.className = 'search-hit__excerpt';
    // Pagefind escapes the page text and adds only <mark> around the hits.
    excerpt.innerHTML = hit.excerpt;
    parent.append(excerpt);
  }
}

/** "「q」：名前の一致 3件、本文の一致 12ページ", or "nothing found". */
export function fullTextStatus(t: TranslateOf<SearchKey>, query: string, names: number, pages: number): string {
  if (!names && !pages) return t('search.none', { query });
  return t('search.summary', { query, names, pages });
}
