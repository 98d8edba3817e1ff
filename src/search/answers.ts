// Queries of several words, questions and players' own words (「ルーンを移す」, "how long does a transfer take"):
// which rules chapter answers them, and what the full text should look for instead. Run in the browser on every
// keystroke, with the data of search-names.json (its chapters' words and the synonym table).
import { foldForSearch } from '../lib/fold-text';
import { QUESTION_WORDS, STOP_WORDS } from './question-words';
import type { NameData } from './types';

/** How much a word found in the query counts for a chapter, by where the chapter has it. */
const WEIGHT = { title: 3, term: 3, heading: 2, about: 4, synonym: 8 } as const;
/** The least score that makes a chapter an answer: more than "rune", which every chapter has. */
export const ANSWER_MIN = 2.5;

const LATIN = /^[a-z0-9]+$/;
const HAN = /\p{Script=Han}/u;

/**
 * An English word without its ending, so that "moving", "moved" and "move" read alike, and "transferring" and
 * "transfer": -ing, -ed, -s, then a doubled last consonant and a final e. Crude, but both sides go through it.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  const last = w.at(-1) ?? '';
  if (w.length > 3 && last === w.at(-2) && !'aeiouls'.includes(last)) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** Hiragana as katakana, nothing else changed: a Japanese query and its copy keep the same character positions. */
const katakana = (text: string) => text.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));

/** The form a chapter's word is looked up by: English words by their stem, the others folded. */
const cueOf = (word: string) => (LATIN.test(word) ? stem(word) : word);
/** A single kana says nothing; a single kanji (枠, 数) may. */
const usableCue = (cue: string) => cue.length > 1 || HAN.test(cue);

interface Synonym {
  entry: number;
  site: string;
  /** Japanese forms, katakana for hiragana, found by containment */
  contained: string[];
  /** English forms as word stems, found as a run of the query's words */
  runs: string[][];
}

export interface PreparedAnswers {
  /** chapter words: cue → [entry index of a chapter, weight][] */
  cues: Map<string, [number, number][]>;
  /** the cues found by containment (Japanese: a query has no spaces between its words) */
  contained: string[];
  /** how rare a cue is among the chapters: ln(1 + chapters / chapters that have it) */
  rarity: Map<string, number>;
  /** every Japanese form of the synonyms, longest first */
  synonymForms: { synonym: Synonym; form: string }[];
  /** every English form of the synonyms, longest first */
  runs: { synonym: Synonym; run: string[] }[];
}

/** English words of a text, apostrophes dropped ("doesn't" = doesnt). */
const englishWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Reads the chapters' words and the synonym table once, when the data arrives; `keys` are each entry's folded keys. */
export function prepareAnswers(data: NameData, keys: readonly (readonly string[])[]): PreparedAnswers {
  const cues = new Map<string, [number, number][]>();
  const add = (word: string, entry: number, weight: number) => {
    const cue = cueOf(word);
    if (!usableCue(cue)) return;
    const list = cues.get(cue) ?? [];
    const had = list.find(([e]) => e === entry);
    if (had) had[1] = Math.max(had[1], weight);
    else list.push([entry, weight]);
    cues.set(cue, list);
  };
  const chapters = data.c ?? [];
  for (const [entry, title, headings, terms] of chapters) {
    for (const word of title.split(' ')) add(word, entry, WEIGHT.title);
    for (const word of headings.split(' ')) add(word, entry, WEIGHT.heading);
    for (const term of terms) for (const key of keys[term] ?? []) add(key, entry, WEIGHT.term);
  }
  const rarity = new Map([...cues].map(([cue, list]) => [cue, Math.log(1 + chapters.length / list.length)]));
  const synonyms = (data.s ?? []).map(([entry, site, ...words]) => ({
    entry,
    site,
    contained: words.filter((w) => !LATIN.test(englishWords(w).join(''))).map((w) => katakana(w.normalize('NFKC').toLowerCase())),
    runs: words
      .filter((w) => LATIN.test(englishWords(w).join('')))
      .map((w) =>
        englishWords(w)
          .filter((x) => !STOP_WORDS.has(x))
          .map(stem),
      ),
  }));
  return {
    cues,
    contained: [...cues.keys()].filter((cue) => !LATIN.test(cue)),
    rarity,
    synonymForms: synonyms
      .flatMap((synonym) => synonym.contained.map((form) => ({ synonym, form })))
      .sort((a, b) => b.form.length - a.form.length),
    runs: synonyms.flatMap((synonym) => synonym.runs.map((run) => ({ synonym, run }))).sort((a, b) => b.run.length - a.run.length),
  };
}

export interface QueryReading {
  /** several words, a question or a player's word for a rule: the chapters that answer it rank high */
  asks: boolean;
  /** chapters that answer the query: [entry index, score], best first, each at least ANSWER_MIN */
  answers: [number, number][];
  /** what the full text should look for (question words out, players' words as the site writes them); undefined: the query as typed */
  fullText?: string;
}

/** Every index at which `part` occurs in `text`, not overlapping. */
function occurrences(text: string, part: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(part); part && at >= 0; at = text.indexOf(part, at + part.length)) found.push(at);
  return found;
}

/** The script of a character, by its code point: the kanji of the CJK blocks, katakana with ー, hiragana. */
function scriptOf(c: string): 'han' | 'kata' | 'hira' | 'other' {
  const code = c.codePointAt(0)!;
  if ((code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf) || code === 0x3005) return 'han';
  if ((code >= 0x30a1 && code <= 0x30fa) || code === 0x30fc) return 'kata';
  if (code >= 0x3041 && code <= 0x3096) return 'hira';
  return 'other';
}

/** The Japanese question words as the query is compared, katakana for hiragana. */
const JA_QUESTIONS = QUESTION_WORDS.ja.map(([phrase, ...about]) => ({ form: katakana(phrase), about }));

/**
 * The Japanese pieces of a query, as the full text is sent them: split at spaces and punctuation, at a change
 * between kanji and katakana, and at kana particles and endings (を, は, したい), which are left out; a query all in
 * hiragana is one piece (a name's reading). Characters `out` marks are left out too.
 */
function japanesePieces(text: string, out: readonly boolean[]): string[] {
  const chars = [...text];
  const allKana = chars.every((c) => scriptOf(c) === 'hira' || /\s/.test(c));
  const pieces: string[] = [];
  let piece = '';
  let script = '';
  let i = 0;
  for (const c of chars) {
    const kind = scriptOf(c);
    const skip = out[i] || kind === 'other' || (kind === 'hira' && !allKana);
    i += c.length;
    if (skip || kind !== script) {
      if (piece) pieces.push(piece);
      piece = '';
    }
    script = kind;
    if (!skip) piece += c;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Reads a query: the question words it asks with, the players' words it uses, and the chapters that answer it. */
export function readQuery(prepared: PreparedAnswers, raw: string): QueryReading {
  const text = raw.normalize('NFKC').toLowerCase().trim();
  const loose = katakana(text);
  // Japanese question words and synonyms, by containment; what they cover leaves the full text's pieces.
  const question = new Array<boolean>(text.length).fill(false);
  const covered = new Array<boolean>(text.length).fill(false);
  const mark = (marks: boolean[], at: number, length: number) => marks.fill(true, at, at + length);
  const about: string[] = [];
  let asks = false;
  for (const { form, about: hints } of JA_QUESTIONS) {
    for (const at of occurrences(loose, form)) {
      if (question[at]) continue;
      mark(question, at, form.length);
      mark(covered, at, form.length);
      about.push(...hints);
      asks = true;
    }
  }
  // A longer player's word first: where it is found, a shorter one inside it is not read ("switched off", not "switch").
  const found = new Set<Synonym>();
  for (const { synonym, form } of prepared.synonymForms) {
    for (const at of occurrences(loose, form)) {
      if (covered.slice(at, at + form.length).some(Boolean)) continue;
      mark(covered, at, form.length);
      found.add(synonym);
    }
  }
  // English: question phrases, then the words that carry a subject, then synonyms as runs of those words.
  const words = englishWords(text);
  const content: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const phrase = QUESTION_WORDS.en.find(([p]) => p.split(' ').every((w, k) => words[i + k] === w));
    if (phrase) {
      about.push(...phrase.slice(1));
      i += phrase[0].split(' ').length - 1;
      asks = true;
    } else if (!STOP_WORDS.has(words[i]!)) content.push(words[i]!);
  }
  const stems = content.map(stem);
  const keep = content.map(() => true);
  for (const { synonym, run } of prepared.runs) {
    for (let i = 0; i + run.length <= stems.length; i++) {
      if (run.every((s, k) => keep[i + k] && stems[i + k] === s)) {
        keep.fill(false, i, i + run.length);
        found.add(synonym);
      }
    }
  }

  const pieces = japanesePieces(text, covered);
  const allPieces = japanesePieces(text, []).length + content.length;
  asks ||= found.size > 0 || allPieces > 1;

  // Score each chapter by the words of the query it has, rarer words counting more.
  const scores = new Map<number, number>();
  const credit = (cue: string, weight?: number) => {
    const rarity = prepared.rarity.get(cue) ?? 0;
    for (const [entry, own] of prepared.cues.get(cue) ?? []) scores.set(entry, (scores.get(entry) ?? 0) + (weight ?? own) * rarity);
  };
  const folded = foldForSearch([...text].map((c, i) => (question[i] ? ' ' : c)).join(''));
  for (const cue of prepared.contained) if (folded.includes(cue)) credit(cue);
  // Runs of up to three words ("potency rune", "explorer's clothing"), but not the words a player's word took.
  for (let i = 0; i < content.length; i++) {
    for (let j = i + 1; j <= Math.min(content.length, i + 3) && keep[j - 1]; j++) credit(stem(content.slice(i, j).join('')));
  }
  for (const hint of about) credit(cueOf(foldForSearch(hint)), WEIGHT.about);
  for (const synonym of found) scores.set(synonym.entry, (scores.get(synonym.entry) ?? 0) + WEIGHT.synonym);
  const answers = [...scores].filter(([, score]) => score >= ANSWER_MIN).sort((a, b) => b[1] - a[1]);

  const rewritten = found.size > 0 || about.length > 0 || question.some(Boolean) || content.length < words.length;
  // Each word once, whatever its case ("rune slots" → "rune property slots", the chapter's title being the site's word).
  const sent = [...pieces, ...content.filter((_, i) => keep[i]), ...[...found].flatMap((s) => s.site.split(' '))];
  const fullText = rewritten ? [...new Map(sent.map((word) => [word.toLowerCase(), word])).values()].join(' ') : undefined;
  return { asks, answers, fullText: fullText || undefined };
}
