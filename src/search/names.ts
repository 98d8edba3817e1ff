// Build time: the name layer's data for one language, from src/rules, the glossary, the chapter
// titles and the UI strings. Nothing here is typed twice: every name, alias and reading comes from
// where the pages take it. The browser never imports this module (see search-names.json.ts).
import { BASE_ITEMS, ENERGY_TYPE_LABELS, formatPrice, RUNE_FAMILIES, RUNES, runesOfFamily, type Locale, type Localized } from '../rules';
import { ITEM_NAME_TERMS, TERMS } from '../glossary';
import { t, type UiKey } from '../i18n';
import { otherLocale } from '../i18n/locale';
import { bothNames, TITLE_JOIN } from './title';
import { TOOLS } from '../tools/registry';
import { foldForSearch, kanaForFullText } from '../lib/fold-text';
import { SYNONYMS } from './synonyms';
import { QUESTION_WORDS, STOP_WORDS } from './question-words';
import { cueOf, englishWords, stem } from './answers';
import { GROUPS, slugOf, type ChapterWords, type NameData, type NameEntry, type SearchGroup, type SynonymRow } from './types';

export interface ChapterTitle {
  id: string;
  title: Localized;
  /** the chapter's headings (## and ###) in each language, as written */
  headings?: { readonly [L in Locale]: readonly string[] };
}

/** The ## and ### headings of a chapter's MDX, as written (emphasis marks left out). */
export const chapterHeadings = (body = '') =>
  [...body.matchAll(/^#{2,3}\s+(.+)$/gm)].map((match) => match[1]!.replace(/[*_`]/g, '').trim());

/** Words of the headings that name nothing a question asks about (a heading's question words among them). */
const HEADING_NOISE = new Set(
  `${QUESTION_WORDS.en.map(([phrase]) => phrase).join(' ')} at from out no its their each one more same until before beyond yourself dont come done`.split(
    ' ',
  ),
);

/**
 * The words of a title or heading a question may use, in the form answers.ts compares (cueOf): English words but
 * those that carry no subject, and in Japanese each run of kanji or of katakana (彫刻, ポテンシィ, ルーン), the kana
 * between them being particles and endings.
 */
export function cueWords(text: string): string[] {
  const plain = text.normalize('NFKC');
  const english = englishWords(plain.toLowerCase()).filter((word) => !STOP_WORDS.has(word) && !HEADING_NOISE.has(word));
  // A single kanji before kana other than a particle is the stem of a verb (決める, 進み): it says little.
  const japanese =
    plain.match(/\p{Script=Han}{2,}|\p{Script=Han}(?=[をはがのにでともや]|[^\u3041-\u3096]|$)|[\p{Script=Katakana}ー]{2,}/gu) ?? [];
  // A single kana says nothing; a single kanji (枠, 数) may.
  const usable = (cue: string) => cue.length > 1 || /\p{Script=Han}/u.test(cue);
  return [...new Set([...english, ...japanese].map((word) => cueOf(foldForSearch(word))).filter(usable))];
}

/** A glossary term as the pages write it, without its brackets (“作成” → 作成) or a note in parentheses. */
export const asWritten = (term: string) => term.replace(/[“”"〈〉【】［］《》「」]/g, '').replace(/\s*\(.*\)$/, '');

/** Fields another part of the project may add to the data (readings, aliases); read when present. */
type MaybeExtra = { reading?: unknown; aliases?: unknown };

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const wordsOf = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .sort()
    .join(' ');

/** The folded forms of `names`, less those the browser folds from the title itself and the book
 * forms of an English title ("Striking (Greater)"), which a query of several words already finds. */
function keys(title: string, ...names: unknown[]): string {
  const parts = title.split(TITLE_JOIN);
  const fromTitle = new Set(parts.map(foldForSearch));
  const titleWords = new Set(parts.map(wordsOf).filter(Boolean));
  const folded = names
    .flatMap(strings)
    .filter((name) => !titleWords.has(wordsOf(name)))
    .map(foldForSearch)
    .filter((key) => key && !fromTitle.has(key));
  return [...new Set(folded)].join(' ');
}

// 「レベル10」 as the pages write it; "Lv 10" in English, short for a result line.
const levelMeta = (lang: Locale, from: number, to = from) => t(lang, 'search.levelShort', { level: from === to ? from : `${from}–${to}` });

/** A rune's line in search results, "Lv 8 · 500 gp": the name layer and the rune page's full-text summary
 * write it alike, so a rune reads the same whichever layer found it. */
export const runeMeta = (rune: { level: number; priceCp: number }, lang: Locale) =>
  `${levelMeta(lang, rune.level)} · ${formatPrice(rune.priceCp, lang)}`;

export function nameData(lang: Locale, chapters: readonly ChapterTitle[]): NameData {
  const entries: NameEntry[] = [];
  const add = (group: SearchGroup, path: string, title: string, meta: string, names: unknown[]) => {
    const entry: NameEntry = [GROUPS.indexOf(group), path, title, meta, keys(title, ...names)];
    // Trailing empty fields are left out (the browser reads them as '').
    while (entry.length > 3 && !entry.at(-1)) entry.pop();
    entries.push(entry);
  };
  const level = (from: number, to = from) => levelMeta(lang, from, to);

  for (const rune of RUNES) {
    const extra = rune as unknown as MaybeExtra;
    // Energy-resistant runes also answer to the damage word with "resistance" (火炎耐性, resist fire).
    const energy = rune.variant ? ENERGY_TYPE_LABELS[rune.variant] : undefined;
    const energyWords = energy ? [`${energy.ja}耐性`, `${energy.en} resistance`, `resist ${energy.en}`, `${energy.en} resistant`] : [];
    add('runes', slugOf(rune.name.en) === rune.slug ? '' : rune.slug, bothNames(rune.name, lang), runeMeta(rune, lang), [
      rune.name[lang],
      rune.name[otherLocale(lang)],
      rune.bookName,
      rune.aliases,
      extra.reading,
      energyWords,
    ]);
  }

  // A family whose name is no grade's name (ウェポン・ポテンシィ, レインフォーシング) gets its own entry,
  // which opens the rune index filtered to the family.
  for (const family of RUNE_FAMILIES) {
    const grades = runesOfFamily(family.slug);
    const fold = foldForSearch(family.name.ja);
    if (grades.length < 2 || grades.some((r) => foldForSearch(r.name.ja) === fold)) continue;
    const levels = grades.map((r) => r.level);
    const extra = family as unknown as MaybeExtra;
    add(
      'runes',
      `runes/?text=${encodeURIComponent(family.name[lang])}`,
      bothNames(family.name, lang),
      `${t(lang, 'search.grades', { count: grades.length })} · ${level(Math.min(...levels), Math.max(...levels))}`,
      [family.name.ja, family.name.en, extra.aliases, extra.reading],
    );
  }

  const chapterIndex = new Map<string, number>();
  for (const chapter of chapters) {
    chapterIndex.set(chapter.id, entries.length);
    add('rules', `rules/${chapter.id}/`, chapter.title[lang], '', [chapter.title.ja, chapter.title.en]);
  }
  const page = (group: SearchGroup, path: string, key: UiKey) => add(group, path, t(lang, key), '', [t('ja', key), t('en', key)]);
  page('rules', 'rules/', 'nav.rules');
  page('runes', 'runes/', 'nav.runes');
  page('glossary', 'glossary/', 'nav.glossary');
  page('rules', 'about/', 'nav.about');

  const itemWords: number[] = [];
  const termIndex = new Map<string, number>();
  for (const term of TERMS) {
    if (ITEM_NAME_TERMS.has(term.id)) itemWords.push(entries.length);
    termIndex.set(term.id, entries.length);
    add('glossary', slugOf(term.en) === term.id ? '' : term.id, bothNames(term, lang), '', [term.ja, term.en, term.reading, term.aliases]);
  }

  page('tools', 'tools/', 'nav.tools');
  for (const tool of TOOLS) {
    const words: readonly string[] = 'searchWords' in tool ? tool.searchWords : [];
    add('tools', `tools/${tool.slug}/`, t(lang, tool.title), '', [t('ja', tool.title), t('en', tool.title), ...words]);
  }
  for (const item of BASE_ITEMS) {
    const extra = item as unknown as MaybeExtra;
    add('tools', slugOf(item.name.en) === item.slug ? '' : item.slug, bothNames(item.name, lang), '', [
      item.name.ja,
      item.name.en,
      item.aliases,
      extra.reading,
    ]);
  }

  // What questions and players' words need of each chapter (answers.ts): its words, the terms it explains, and the
  // synonyms and question words of the page's language, in the forms the browser compares.
  // A word in more than half of the chapters (rune, ルーン) tells none of them apart; a heading's word the title has
  // already counts as the title's.
  const titles = chapters.map((chapter) => cueWords(chapter.title[lang]));
  const headings = chapters.map((chapter) => cueWords(chapter.headings?.[lang].join(' ') ?? ''));
  const common = new Set(
    [...new Set([...titles, ...headings].flat())].filter(
      (cue) => chapters.filter((_, i) => titles[i]!.includes(cue) || headings[i]!.includes(cue)).length > chapters.length / 2,
    ),
  );
  const chapterWords: ChapterWords[] = chapters.map((chapter, i) => [
    chapterIndex.get(chapter.id)!,
    titles[i]!.filter((cue) => !common.has(cue)).join(' '),
    headings[i]!.filter((cue) => !common.has(cue) && !titles[i]!.includes(cue)).join(' '),
  ]);
  // A term whose name is such a word (ルーン / rune) is left to its glossary entry.
  const chapterLetters = TERMS.map((term) => {
    const slot = chapters.findIndex((chapter) => chapter.id === term.chapter);
    const commonName = [term.ja, term.en].some((name) => common.has(cueOf(foldForSearch(name))));
    return slot < 0 || commonName ? '-' : String.fromCharCode(97 + slot);
  }).join('');
  const form = (word: string) =>
    lang === 'ja'
      ? kanaForFullText(word.toLowerCase())
      : ` ${englishWords(word.toLowerCase())
          .filter((w) => !STOP_WORDS.has(w))
          .map(stem)
          .join(' ')} `;
  const synonyms: SynonymRow[] = [];
  for (const synonym of SYNONYMS) {
    const chapter = chapters.find((c) => c.id === synonym.chapter);
    if (!chapter || !synonym[lang].length) continue;
    const term = synonym.term ? TERMS.find((t) => t.id === synonym.term) : undefined;
    synonyms.push([chapterIndex.get(chapter.id)!, asWritten(term ? term[lang] : chapter.title[lang]), ...synonym[lang].map(form)]);
  }
  const questions = QUESTION_WORDS[lang].map(([phrase, ...about]) => [form(phrase), ...about.map((word) => cueOf(foldForSearch(word)))]);
  return {
    e: entries,
    i: itemWords,
    c: chapterWords,
    t: [termIndex.get(TERMS[0]!.id)!, chapterLetters],
    s: synonyms,
    q: questions,
    ...(lang === 'en' ? { w: [...STOP_WORDS].join(' ') } : {}),
  };
}

/** The glossary terms a chapter explains, in `lang` as the pages write them: its key terms, which the full text weighs
 * (a chapter's `terms` meta, src/pages/[lang]/rules/[chapter].astro) as the name layer does (answers.ts). */
export function chapterTerms(chapter: string, lang: Locale): string {
  return searchableNames(TERMS.filter((term) => term.chapter === chapter).map((term) => asWritten(term[lang])));
}

/** The names of an entry as Pagefind should index them (a page's `names` meta): as written, in
 * katakana where typed in hiragana, and folded, so that a query in any of these forms reaches it. */
export function searchableNames(names: readonly string[]): string {
  return [...new Set(names.flatMap((name) => [name, kanaForFullText(name), foldForSearch(name)]))].join(' ');
}
