// The name layer's matching, run in the browser on every keystroke: fold the query once, then score
// each entry's folded keys. Pure functions, so unit tests and the browser share them.
import { foldForSearch, oneEditApart } from '../lib/fold-text';
import { prepareAnswers, readQuery, type PreparedAnswers } from './answers';
import { longEnoughForTwoEdits, withinTwoEdits } from './edits';
import { TITLE_JOIN } from './title';
import { GROUPS, type NameData, type NameEntry } from './types';

export interface NameMatch {
  entry: NameEntry;
  score: number;
  /** matched with one or two typos ("flamming", "qickstrik"): shown as "did you mean" */
  guess?: true;
}

/** An entry ready for matching: its folded keys, the display name's first. */
export interface PreparedEntry {
  entry: NameEntry;
  keys: string[];
  /** a word of an item's name: a rune, a base item, a precious material or its grade */
  itemWord: boolean;
}

/** The name layer's data ready for matching. */
export interface PreparedNames {
  entries: PreparedEntry[];
  /** the chapters' words and the synonym table, for several words and questions */
  answers: PreparedAnswers;
}

/** Folds each entry's title names once, when the data arrives. */
export function prepareNames(data: NameData): PreparedNames {
  const itemTerms = new Set(data.i);
  const entries = data.e.map((entry, index) => ({
    entry,
    keys: [...entry[2].split(TITLE_JOIN).map(foldForSearch), ...(entry[4] ? entry[4].split(' ') : [])],
    itemWord: isRuneOrBaseItem(entry) || itemTerms.has(index),
  }));
  return {
    entries,
    answers: prepareAnswers(
      data,
      entries.map((e) => e.keys),
    ),
  };
}

const EXACT = 1000;
const PREFIX = 600;
const INSIDE = 300;
const ALL_WORDS = 100;
/** A chapter that answers a question or a player's word, plus its score (answers.ts: some tens at most): above names
 * that merely contain the query, below an exact name. */
const ANSWER = 650;
/** A name that holds a query of several words whole. */
const NAMED = 950;
const GUESS = 50;
const GUESS_TWO_EDITS = 40;
/** A query shorter than this (folded) is not read with a typo: one edit in "fist" is another word. */
const GUESS_MIN_LENGTH = 5;

/** A rune grade or family, or a base item (group tools, a bare slug: the item builder with that item). */
const isRuneOrBaseItem = ([group, path]: NameEntry) =>
  group === GROUPS.indexOf('runes') || (group === GROUPS.indexOf('tools') && !/[/?]/.test(path));

function scoreKey(key: string, query: string, isDisplayName: boolean): number {
  // The display name (the first key) wins a tie over an alias.
  const bonus = isDisplayName ? 5 : 0;
  if (key === query) return EXACT + bonus;
  if (key.startsWith(query)) return PREFIX + bonus - Math.min(key.length - query.length, 200);
  const at = key.indexOf(query);
  if (at >= 0) return INSIDE + bonus - Math.min(at + key.length - query.length, 200);
  return 0;
}

/**
 * Every entry whose names contain the folded query, best first: an exact name, then names that
 * start with the query (shorter first), then names that contain it; a query of several words
 * ("resist fire") also matches an entry whose names contain every word. A query of several words, a question or
 * a player's word for a rule ranks the chapters that answer it (answers.ts) between an exact name and the names
 * that start with the query. Ties keep the data's order (rune grades, families, chapters, glossary, tools, base items).
 */
export function matchNames({ entries: prepared, answers }: PreparedNames, raw: string): NameMatch[] {
  const query = foldForSearch(raw);
  if (!query) return [];
  const words = raw
    .split(/[\s・/,、]+/)
    .map(foldForSearch)
    .filter(Boolean);
  const matches: NameMatch[] = [];
  prepared.forEach(({ entry, keys }) => {
    let score = 0;
    keys.forEach((key, i) => {
      score = Math.max(score, scoreKey(key, query, i === 0));
    });
    // Several words that a name holds whole ("transfer estimator") are that name: above the chapters that answer them.
    if (score && score < EXACT && words.length > 1) score = NAMED + Math.round(score / 100);
    if (!score && words.length > 1 && words.every((word) => keys.some((key) => key.includes(word)))) score = ALL_WORDS;
    if (score) matches.push({ entry, score });
  });
  const reading = readQuery(answers, raw);
  if (reading.asks) {
    for (const [index, score] of reading.answers) {
      const entry = prepared[index]?.entry;
      if (!entry) continue;
      const rank = ANSWER + score;
      const match = matches.find((m) => m.entry === entry);
      if (match) match.score = Math.max(match.score, rank);
      else matches.push({ entry, score: rank });
    }
  }
  // A typo in a rune's or a base item's name, when nothing else found it: "did you mean". One ("flamming", "vorpel"),
  // or two in a long word ("qickstrik"), which rank below one.
  if (query.length >= GUESS_MIN_LENGTH) {
    const found = new Set(matches.map((m) => m.entry));
    const twoEdits = longEnoughForTwoEdits(query);
    for (const { entry, keys } of prepared) {
      if (found.has(entry) || !isRuneOrBaseItem(entry)) continue;
      if (keys.some((key) => key.length >= GUESS_MIN_LENGTH && oneEditApart(query, key))) {
        matches.push({ entry, score: GUESS, guess: true });
      } else if (
        twoEdits &&
        keys.some((key) => Math.abs(key.length - query.length) <= 2 && longEnoughForTwoEdits(key) && withinTwoEdits(query, key))
      ) {
        matches.push({ entry, score: GUESS_TWO_EDITS, guess: true });
      }
    }
  }
  // Array.prototype.sort is stable: equal scores keep the data's order.
  return matches.sort((a, b) => b.score - a.score);
}

const itemWords = new WeakMap<PreparedNames, Set<string>>();

/**
 * Whether a query reads as an item ("+3 major striking", 「＋1ストライキング・ロングソード」): every word, or run of
 * words, is a rune's or a base item's name, and there is a +N or more than one name. The item builder reads it in
 * full (its name field); the search only offers to open it there.
 */
export function readsAsItem(prepared: PreparedNames, raw: string): boolean {
  let names = itemWords.get(prepared);
  if (!names) {
    names = new Set(prepared.entries.filter(({ itemWord }) => itemWord).flatMap(({ keys }) => keys));
    itemWords.set(prepared, names);
  }
  const potency = /[+＋]\s*[0-9０-９]/u.test(raw);
  const words = raw
    .replace(/[+＋]\s*[0-9０-９]+/gu, ' ')
    .split(/[\s・･/,、()（）]+/u)
    .map(foldForSearch)
    .filter(Boolean);
  let pieces = 0;
  let i = 0;
  while (i < words.length) {
    let next = 0;
    for (let j = words.length; j > i && !next; j--) if (names.has(words.slice(i, j).join(''))) next = j;
    if (!next) {
      // A grade written onto its material (標準コールド・アイアン): split the word after the longest name it starts with.
      const word = words[i]!;
      let cut = word.length - 1;
      while (cut > 0 && !names.has(word.slice(0, cut))) cut--;
      if (cut === 0) return false;
      words.splice(i, 1, word.slice(0, cut), word.slice(cut));
      continue;
    }
    i = next;
    pieces++;
  }
  return pieces > 0 && (potency || pieces > 1);
}
