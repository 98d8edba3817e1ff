// The name layer's matching, run in the browser on every keystroke: fold the query once, then score
// each entry's folded keys. Pure functions, so unit tests and the browser share them.
import { foldForSearch } from '../lib/fold-text';
import type { NameData, NameEntry } from './types';

export interface NameMatch {
  entry: NameEntry;
  score: number;
}

/** An entry ready for matching: its folded keys, the display name's first. */
export interface PreparedEntry {
  entry: NameEntry;
  keys: string[];
}

/** Folds each entry's title names once, when the data arrives. */
export function prepareNames(data: NameData): PreparedEntry[] {
  return data.e.map((entry) => ({
    entry,
    keys: [...entry[2].split(' / ').map(foldForSearch), ...(entry[4] ? entry[4].split(' ') : [])],
  }));
}

const EXACT = 1000;
const PREFIX = 600;
const INSIDE = 300;
const ALL_WORDS = 100;

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
  // Array.prototype.sort is stable: equal scores keep the data's order.
  return matches.sort((a, b) => b.score - a.score);
}
