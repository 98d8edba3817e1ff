// The name layer's matching, run in the browser on every keystroke: fold the query once, then score
// each entry's folded keys. Pure functions, so unit tests and the browser share them.
import { foldForSearch, oneEditApart } from '../lib/fold-text';
import { TITLE_JOIN } from './title';
import { GROUPS, type NameData, type NameEntry } from './types';

export interface NameMatch {
  entry: NameEntry;
  score: number;
  /** matched with one typo ("flamming"): shown as "did you mean" */
  guess?: true;
}

/** An entry ready for matching: its folded keys, the display name's first. */
export interface PreparedEntry {
  entry: NameEntry;
  keys: string[];
  /** a word of an item's name: a rune, a base item, a precious material or its grade */
  itemWord: boolean;
}

/** Folds each entry's title names once, when the data arrives. */
export function prepareNames(data: NameData): PreparedEntry[] {
  const itemTerms = new Set(data.i);
  return data.e.map((entry, index) => ({
    entry,
    keys: [...entry[2].split(TITLE_JOIN).map(foldForSearch), ...(entry[4] ? entry[4].split(' ') : [])],
    itemWord: isRuneOrBaseItem(entry) || itemTerms.has(index),
  }));
}

const EXACT = 1000;
const PREFIX = 600;
const INSIDE = 300;
const ALL_WORDS = 100;
const GUESS = 50;
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
 * ("resist fire") also matches an entry whose names contain every word. Ties keep the data's order
 * (rune grades, families, chapters, glossary, tools, base items).
 */
export function matchNames(prepared: readonly PreparedEntry[], raw: string): NameMatch[] {
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
    if (!score && words.length > 1 && words.every((word) => keys.some((key) => key.includes(word)))) score = ALL_WORDS;
    if (score) matches.push({ entry, score });
  });
  // One typo in a rune's or a base item's name ("flamming", "vorpel"), when nothing else found it: "did you mean".
  if (query.length >= GUESS_MIN_LENGTH) {
    const found = new Set(matches.map((m) => m.entry));
    for (const { entry, keys } of prepared) {
      if (!found.has(entry) && isRuneOrBaseItem(entry) && keys.some((key) => key.length >= GUESS_MIN_LENGTH && oneEditApart(query, key))) {
        matches.push({ entry, score: GUESS, guess: true });
      }
    }
  }
  // Array.prototype.sort is stable: equal scores keep the data's order.
  return matches.sort((a, b) => b.score - a.score);
}

const itemWords = new WeakMap<readonly PreparedEntry[], Set<string>>();

/**
 * Whether a query reads as an item ("+3 major striking", 「＋1ストライキング・ロングソード」): every word, or run of
 * words, is a rune's or a base item's name, and there is a +N or more than one name. The item builder reads it in
 * full (its name field); the search only offers to open it there.
 */
export function readsAsItem(prepared: readonly PreparedEntry[], raw: string): boolean {
  let names = itemWords.get(prepared);
  if (!names) {
    names = new Set(prepared.filter(({ itemWord }) => itemWord).flatMap(({ keys }) => keys));
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
