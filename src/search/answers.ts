// Queries of several words, questions and players' own words (「ルーンを移す」, "how long does a transfer take"):
// which rules chapter answers them, and what the full text should look for instead. Run in the browser on every
// keystroke, with the data of search-names.json (the chapters' words, the synonym table and the question words of
// the page's language, which names.ts writes in the forms compared here).
import { foldForSearch, kanaForFullText } from '../lib/fold-text';
import type { NameData } from './types';

// How much a word found in the query counts for a chapter, by where the chapter has it: in its title or a glossary
// term it explains 3, in a heading 2; a heading's word a question word asks for (how long: time) 4; a synonym 8.
/** The least score that makes a chapter an answer: more than "rune", which every chapter has. */
const ANSWER_MIN = 2.5;

const LATIN = /^[a-z0-9 ]+$/;

/**
 * An English word without its ending, so that "moving", "moved" and "move" read alike, and "transferring" and
 * "transfer": -ing, -ed, -s, then a doubled last consonant and a final e. Crude, but both sides go through it.
 */
export function stem(word: string): string {
  let w = word.replace(/(?<=.{2})ing$|(?<=.{3})ed$|(?<=.{2}[^s])s$/, '');
  if (/([^aeiouls])\1$/.test(w)) w = w.slice(0, -1);
  return w.length > 3 ? w.replace(/e$/, '') : w;
}

/** English words of a text, apostrophes dropped ("doesn't" = doesnt). */
export const englishWords = (text: string) =>
  text
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The form a chapter's word or a folded name is compared in: English by its stem, the others as folded. */
export const cueOf = (folded: string) => (LATIN.test(folded) ? stem(folded) : folded);

interface Synonym {
  entry: number;
  site: string;
  /** katakana for hiragana, or English stems, each between spaces (" stop work ") */
  form: string;
}

export interface PreparedAnswers {
  /** chapter words: cue → entry index of a chapter → weight */
  cues: Map<string, Map<number, number>>;
  chapters: number;
  /** every form of the synonyms, longest first */
  synonyms: Synonym[];
  questions: readonly (readonly string[])[];
  stop: Set<string>;
}

/** Reads the chapters' words and the synonym table once, when the data arrives; `keys` are each entry's folded keys. */
export function prepareAnswers(data: NameData, keys: readonly (readonly string[])[]): PreparedAnswers {
  const cues = new Map<string, Map<number, number>>();
  const add = (cue: string, entry: number, weight: number) => {
    if (!cue) return;
    const entries = cues.get(cue) ?? cues.set(cue, new Map()).get(cue)!;
    entries.set(entry, Math.max(entries.get(entry) ?? 0, weight));
  };
  const chapters = data.c ?? [];
  for (const [entry, title, headings] of chapters) {
    for (const cue of title.split(' ')) add(cue, entry, 3);
    for (const cue of headings.split(' ')) add(cue, entry, 2);
  }
  // The glossary terms each chapter explains: one letter per term, a for the first chapter.
  const [first = 0, letters = ''] = data.t ?? [];
  [...letters].forEach((letter, i) => {
    const chapter = chapters[letter.charCodeAt(0) - 97];
    for (const key of (chapter && keys[first + i]) || []) add(cueOf(key), chapter![0], 3);
  });
  return {
    cues,
    chapters: chapters.length,
    synonyms: (data.s ?? [])
      .flatMap(([entry, site, ...forms]) => forms.map((form) => ({ entry, site, form })))
      .sort((a, b) => b.form.length - a.form.length),
    questions: data.q ?? [],
    stop: new Set(data.w?.split(' ')),
  };
}

export interface QueryReading {
  /** several words, a question or a player's word for a rule: the chapters that answer it rank high */
  asks: boolean;
  /** chapters that answer the query: [entry index, score], best first */
  answers: [number, number][];
  /** what the full text should look for (question words out, players' words as the site writes them); undefined: the query as typed */
  fullText?: string;
}

/** Reads a query: the question words it asks with, the players' words it uses, and the chapters that answer it. */
export function readQuery(prepared: PreparedAnswers, raw: string): QueryReading {
  const text = raw.normalize('NFKC').toLowerCase().trim();
  const all = englishWords(text);
  const words = all.filter((word) => !prepared.stop.has(word));
  const stems = words.map(stem);
  // One line to look in: the query with katakana for hiragana (the same length), then the stems of its English words,
  // each between spaces. Question words and synonyms are found in it by containment, a longer form first: the
  // characters a form takes are not read again ("switched off", not "switch"), nor sent to the full text.
  const line = `${kanaForFullText(text)}\n ${stems.join(' ')} `;
  const taken = new Array<number>(line.length).fill(0);
  const take = (form: string, mark: number) => {
    let found = false;
    // An English form is written between spaces, which neighbouring words share: only its letters are taken.
    const [from, to] = form.startsWith(' ') ? [1, form.length - 1] : [0, form.length];
    for (let at = line.indexOf(form); at >= 0; at = line.indexOf(form, at + 1)) {
      if (taken.slice(at + from, at + to).some(Boolean)) continue;
      taken.fill(mark, at + from, at + to);
      found = true;
    }
    return found;
  };
  const about: string[] = [];
  for (const [phrase, ...hints] of prepared.questions) if (take(phrase!, 2)) about.push(...hints);
  const found = new Set(prepared.synonyms.filter((synonym) => take(synonym.form, 1)));
  let at = text.length + 2;
  const keep = stems.map((s) => {
    const free = !taken[at];
    at += s.length + 1;
    return free;
  });
  const asked = taken.includes(2);
  // Japanese pieces: what no question word or synonym took, between kana particles and endings (を, は, したい), which
  // are left out (a query all in hiragana, a name's reading, has none: the full text takes it as typed).
  const pieces = (rest: string) => rest.split(/[\s\p{P}\p{S}\u3041-\u3096a-z0-9]+/u).filter(Boolean);
  const blank = (mark: (n: number) => boolean) => text.replace(/./gsu, (c, i: number) => (mark(taken[i]!) ? ' ' : c));

  // Score each chapter by the words of the query it has, rarer words counting more.
  const scores = new Map<number, number>();
  const credit = (cue: string, weight?: number) => {
    const entries = prepared.cues.get(cue) ?? new Map<number, number>();
    // How rare the word is among the chapters: ln(1 + chapters / chapters that have it).
    const rarity = Math.log(1 + prepared.chapters / entries.size);
    for (const [entry, own] of entries) scores.set(entry, (scores.get(entry) ?? 0) + (weight ?? own) * rarity);
  };
  const folded = foldForSearch(blank((n) => n === 2));
  for (const cue of prepared.cues.keys()) if (!LATIN.test(cue) && folded.includes(cue)) credit(cue);
  // Runs of up to three words ("potency rune", "explorer's clothing"), but not the words a question or a player's word took.
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j <= Math.min(words.length, i + 3) && keep[j - 1]; j++) credit(stem(words.slice(i, j).join('')));
  }
  for (const hint of about) credit(hint, 4);
  for (const { entry } of found) scores.set(entry, (scores.get(entry) ?? 0) + 8);

  // Each word once, whatever its case ("rune slots" → "rune property slots", the chapter's title being the site's word).
  const sent = [...pieces(blank(Boolean)), ...words.filter((_, i) => keep[i]), ...[...found].flatMap((s) => s.site.split(' '))];
  return {
    asks: asked || found.size > 0 || pieces(text).length + words.length > 1,
    answers: [...scores].filter(([, score]) => score >= ANSWER_MIN).sort((a, b) => b[1] - a[1]),
    fullText:
      asked || found.size || words.length < all.length
        ? [...new Map(sent.map((word) => [word.toLowerCase(), word])).values()].join(' ') || undefined
        : undefined,
  };
}
