// Reading an item's name as a player types it: the inverse of itemName (item.ts). "+1 Striking Flaming
// Longsword", 「＋1ストライキング・フレイミング・ロングソード」, 「＋１すとらいきんぐふれいみんぐろんぐそーど」 and
// "+1 strikng flamming longsword" all read as { base: 'longsword', potency: 1, striking: 'striking',
// property: ['flaming'] }.
//
// The grammar: a name is a sequence of words in any order (the writer's order is potency, reinforcing,
// striking/resilient, property runes in slot order, base item; GM Core p. 224). A word is
//   potency   +N or ＋N, glued to the next word or not;
//   rune      a rune's name in either language, or an alias the catalogue registered (addReaderAliases);
//   grade     a grade word after or before a rune of its line, as the book's index writes it ("striking
//             (greater)");
//   material  a precious material's name or old name (cold iron, dawnsilver, mithral), with a grade word before
//             or after it ("standard-grade cold iron", 「冷たい鉄製ロングソード（標準品位）」); in Japanese 「〜製」 or
//             「〜製の」 may follow it; 「冷たい鉄製シールド」 and "cold iron shield" are steel shields of cold iron (the
//             writer drops the 「鋼鉄製」 or "steel" a material replaces); without a grade word it reads at the lowest
//             grade the material has for the item, reported as a guess so the reader sees the grade;
//   base      a base item's name in either language, or one of its other spellings.
// Words are compared folded (fold.ts: width, case, kana, separators and spelling variants, as the search
// does), so 「・」 and spaces are optional: a Japanese name typed as one run of kana is cut into the longest
// known words. A word within one edit of exactly one known word is read as that word and reported as a guess.
// Whatever is left is reported in order as unread, never dropped. Never throws.
import { BASE_ITEMS, getBaseItem, getRune, RUNES, sameRuneLine } from './core';
import { GRADE_LABELS } from './data/labels';
import { MATERIAL_ALIASES, MATERIAL_GRADE_ALIASES, MATERIAL_TYPED_SPELLINGS } from './data/material-aliases';
import { MATERIAL_GRADE_NAMES, MATERIAL_GRADES, MATERIAL_SLUGS, MATERIALS, type MaterialGrade, type MaterialSlug } from './data/materials';
import { isOneOf, orElse } from './input';
import { canMake, gradeHolding, materialBaseName, materialGradeName } from './materials';
import { foldForSearch, oneEditApart } from './fold';
import type { ItemSpec } from './item';
import { hasSlot, potencyRuneOf, RUNE_SLOTS, slotOf } from './slots';
import type { BaseItemCore, Localized, RuneCore } from './types';

/** What one word of the text was read as. */
export type ReadWordKind = 'potency' | 'rune' | 'base' | 'material' | 'unread';

export interface ReadWord {
  /** the word as typed (a part of a typed word: folded, as the reader compared it) */
  text: string;
  kind: ReadWordKind;
  /** the rune or base item it names */
  slug?: string;
  /** what it was read as, in both languages (a potency word: "+1") */
  name?: Localized;
  /** read with one typo: `text` is the word typed, `name` the word chosen */
  guess?: boolean;
}

export interface ItemNameReading {
  /** what evaluateItem takes; null when no base item was read */
  spec: ItemSpec | null;
  /** the runes and +N read, with or without a base item ("+3 major striking"), for a calculator to put on the
   * item it shows */
  parts: Omit<ItemSpec, 'base'>;
  /** every word in the order typed, with what it was read as */
  words: ReadWord[];
  /** the words that could not be placed, as typed, in order */
  unread: string[];
  /** the words read with one typo: the word typed and the word chosen */
  guesses: { typed: string; chosen: Localized; slug: string }[];
  /** the precious material read, with the grade it was given and why */
  material?: MaterialReading;
}

/** A material read from a name: the grade typed, or the one chosen for it. */
export interface MaterialReading {
  slug: MaterialSlug;
  grade: MaterialGrade;
  /** the name gave the grade; otherwise it is the lowest grade that holds the runes (gradeHolding) */
  said: boolean;
  /** the grades the material has for the item, weakest first: the other choices */
  grades: MaterialGrade[];
  /** the rune of the highest level read, which sets the grade the item needs */
  rune?: { name: Localized; level: number };
  /** false when no grade of the material holds that rune on this item */
  holds: boolean;
}

// A word's entry, its slug typed by its kind where a union exists.
type Entry = { name: Localized } & (
  | { kind: 'rune' | 'base' | 'grade'; slug: string }
  | { kind: 'material'; slug: MaterialSlug }
  | { kind: 'material-grade'; slug: MaterialGrade }
  /** a material and the base item it names in one word (「冷たい鉄製シールド」) */
  | { kind: 'material-base'; slug: MaterialSlug; base: string }
);

const ALIASES = new Map<string, readonly string[]>();
let aliasVersion = 0;

/**
 * Other words for a rune or base item, keyed by slug: legacy names (disrupting → vitalizing), the book's index
 * form, other translations, other spellings. The catalogue registers every alias it knows (catalog.ts); a
 * calculator registers what it has loaded. A slug that is neither a rune nor a base item is ignored.
 */
export function addReaderAliases(entries: Iterable<readonly [string, readonly string[]]>): void {
  // Only well-formed entries (a slug, a list of words that are not blank): a bad one is skipped, so it can't
  // break the reader for every name read after it, and a bad list (not iterable) adds nothing.
  const list = orElse([], () => [...entries]);
  for (const entry of list) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !Array.isArray(entry[1])) continue;
    const words = (entry[1] as unknown[]).filter((w): w is string => typeof w === 'string' && w.trim() !== '');
    if (words.length > 0) ALIASES.set(entry[0], [...(ALIASES.get(entry[0]) ?? []), ...words]);
  }
  aliasVersion += 1;
}

interface Lexicon {
  version: string;
  /** folded key → what it names (more than one only when all name one rune line) */
  byKey: Map<string, Entry[]>;
  /** first character → keys starting with it, longest first */
  byFirst: Map<string, string[]>;
  /** by length: the keys a typed word may be one edit away from (a guess needs one of TYPO_MIN_LENGTH or more) */
  typoKeys: Map<number, string[]>;
  /** a key that starts with a vowel kana, without it, → the key: folding a run of kana drops a vowel that only
   * lengthens the one before it (ストライキングウーンディング loses the ウ that ウーンディング alone keeps) */
  glued: Map<string, string>;
  gluedByFirst: Map<string, string[]>;
}

let lexicon: Lexicon | undefined;

const isPotencyRune = (r: RuneCore) => r.kind === 'fundamental' && slotOf(r) === 'potency';
const isJapaneseWord = (w: string): boolean => /[\u3040-\u30ff\u4e00-\u9fff]/u.test(w);

// Built in steps (a generator): the calculators build it a task a step as the reader loads (prepareNameReader), a
// read builds it at once. Together they were one task of about 50 ms on a phone (CPU x 4).
function* lexiconSteps(version: string): Generator<void, Lexicon> {
  const names = new Map<string, Entry[]>();
  const aliases = new Map<string, Entry[]>();
  // A name is folded whole (typed as one run: レザーアーマー) and word by word (typed with 「・」 or spaces:
  // レザー・アーマー), which differ where a word starts with a vowel that would lengthen the one before it.
  const put = (table: Map<string, Entry[]>, word: string, entry: Entry) => {
    const whole = foldForSearch(word);
    const keys = SEPARATORS.test(word) ? new Set([whole, word.split(SEPARATORS).map(foldForSearch).join('')]) : [whole];
    for (const key of keys) {
      if (!key) continue;
      const list = table.get(key) ?? [];
      if (!list.some((e) => e.slug === entry.slug && e.kind === entry.kind)) list.push(entry);
      table.set(key, list);
    }
  };
  // The potency runes are written as +N, read apart (POTENCY below).
  for (const r of RUNES) {
    if (isPotencyRune(r)) continue;
    const entry: Entry = { kind: 'rune', slug: r.slug, name: r.name };
    put(names, r.name.en, entry);
    put(names, r.name.ja, entry);
  }
  for (const b of BASE_ITEMS) {
    const entry: Entry = { kind: 'base', slug: b.slug, name: b.name };
    put(names, b.name.en, entry);
    put(names, b.name.ja, entry);
  }
  for (const [slug, label] of Object.entries(GRADE_LABELS)) {
    const entry: Entry = { kind: 'grade', slug, name: label.label };
    put(names, label.label.en, entry);
    put(names, label.label.ja, entry);
  }
  yield;
  // Precious materials, their old names and other spellings, and the grade words. A Japanese material word also
  // reads with 「製」 or 「製の」 after it (「冷たい鉄製のロングソード」). With a base item whose name the material
  // shortens, the material reads with that name's rest: 「冷たい鉄製シールド」 and "cold iron shield" are steel shields.
  for (const m of Object.values(MATERIALS)) {
    const entry: Entry = { kind: 'material', slug: m.slug, name: m.name };
    const shortened = BASE_ITEMS.filter((b) => canMake(m, b)).map((b) => ({ base: b, name: materialBaseName(m, b) }));
    const withBase = (word: string, lang: 'ja' | 'en', join: string) => {
      for (const { base, name } of shortened)
        if (name[lang] !== base.name[lang])
          put(names, `${word}${join}${name[lang]}`, { kind: 'material-base', slug: m.slug, base: base.slug, name: m.name });
    };
    const words = [m.name.en, m.name.ja, ...MATERIAL_ALIASES[m.slug], ...(MATERIAL_TYPED_SPELLINGS.materials[m.slug] ?? [])];
    for (const w of words) {
      put(names, w, entry);
      if (!isJapaneseWord(w)) {
        withBase(w, 'en', ' ');
        continue;
      }
      for (const made of [`${w}製`, `${w}製の`]) {
        put(names, made, entry);
        withBase(made, 'ja', '');
      }
    }
  }
  for (const g of MATERIAL_GRADES) {
    const entry: Entry = { kind: 'material-grade', slug: g, name: MATERIAL_GRADE_NAMES[g] };
    const words = [
      MATERIAL_GRADE_NAMES[g].en,
      MATERIAL_GRADE_NAMES[g].ja,
      ...MATERIAL_GRADE_ALIASES[g],
      ...MATERIAL_TYPED_SPELLINGS.grades[g],
    ];
    // 「標準品位の…」, as the community's prose puts a grade before what it qualifies.
    for (const w of words) for (const word of isJapaneseWord(w) ? [w, `${w}の`] : [w]) put(names, word, entry);
  }
  yield;
  for (const [slug, words] of ALIASES) {
    const rune = getRune(slug);
    const base = rune ? undefined : getBaseItem(slug);
    const named = rune && !isPotencyRune(rune) ? rune : base;
    if (!named) continue;
    const entry: Entry = { kind: rune ? 'rune' : 'base', slug, name: named.name };
    for (const w of words) put(aliases, w, entry);
  }
  // A name beats an alias; an alias that names several runes stands for the weakest when all are grades of one
  // rune ("resist fire": fire-resistant), and for nothing when they differ ("energy resistant").
  for (const [key, list] of aliases) {
    if (names.has(key)) continue;
    const runes = list.map((e) => (e.kind === 'rune' ? getRune(e.slug) : undefined));
    const first = runes[0];
    if (list.length === 1) names.set(key, list);
    else if (first && runes.every((r) => r && sameRuneLine(r, first))) {
      const weakest = runes.reduce((a, b) => (a && b && b.level < a.level ? b : a));
      names.set(
        key,
        list.filter((e) => e.slug === weakest?.slug),
      );
    }
  }
  const index = (keys: Iterable<string>) => {
    const byFirst = new Map<string, string[]>();
    for (const key of keys) {
      const list = byFirst.get(key[0] ?? '');
      if (list) list.push(key);
      else byFirst.set(key[0] ?? '', [key]);
    }
    for (const list of byFirst.values()) list.sort((a, b) => b.length - a.length);
    return byFirst;
  };
  const glued = new Map<string, string>();
  for (const key of names.keys()) if (/^[アイウエオ]./u.test(key)) glued.set(key.slice(1), key);
  const typoKeys = new Map<number, string[]>();
  for (const key of names.keys()) {
    const list = typoKeys.get(key.length);
    if (list) list.push(key);
    else typoKeys.set(key.length, [key]);
  }
  return { version, byKey: names, byFirst: index(names.keys()), typoKeys, glued, gluedByFirst: index(glued.keys()) };
}

const lexiconVersion = () => `${RUNES.length}:${BASE_ITEMS.length}:${aliasVersion}`;

/**
 * Builds the reader's word table now (the first read builds it otherwise), a step each time the caller asks for the
 * next: a caller that can takes each in a task of its own, apart from loading the reader and from the first names read.
 */
export function* prepareNameReader(): Generator<void, void> {
  const version = lexiconVersion();
  if (lexicon?.version === version) return;
  try {
    const steps = lexiconSteps(version);
    for (let step = steps.next(); ; step = steps.next()) {
      if (step.done) {
        lexicon = step.value;
        return;
      }
      yield;
    }
  } catch {
    // parseItemName reads nothing from a table that cannot be built, and says so per name.
  }
}

function currentLexicon(): Lexicon {
  const version = lexiconVersion();
  if (lexicon?.version !== version) {
    const steps = lexiconSteps(version);
    let step = steps.next();
    while (!step.done) step = steps.next();
    lexicon = step.value;
  }
  return lexicon;
}

/** A word shorter than this (folded) is read exactly or not at all: one edit in "fist" is a different word. */
const TYPO_MIN_LENGTH = 5;
/** How many characters a name is read from; the rest is reported unread (a pasted page is not a name). */
const MAX_LENGTH = 200;

interface Token {
  text: string;
  folded: string;
  potency?: number;
}

/** The separators a name's words may have between them: spaces, 「・」, commas, slashes, brackets. */
const SEPARATORS = /[\s・･·,，、/／()（）[\]［］「」『』]+/u;
/** +N anywhere, glued to the next word or not ("+1striking", 「＋１ストライキング」). */
const POTENCY = /[+＋]\s*([0-9０-９]+)/gu;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const part of text.replace(/([+＋])\s+(?=[0-9０-９])/gu, '$1').split(SEPARATORS)) {
    let last = 0;
    for (const m of part.matchAll(POTENCY)) {
      const before = part.slice(last, m.index);
      if (before) tokens.push({ text: before, folded: foldForSearch(before) });
      tokens.push({ text: m[0], folded: '', potency: Number.parseInt((m[1] ?? '').normalize('NFKC'), 10) });
      last = (m.index ?? 0) + m[0].length;
    }
    const after = part.slice(last);
    if (after) tokens.push({ text: after, folded: foldForSearch(after) });
  }
  // A token with no letter or digit is punctuation, not a word.
  return tokens.filter((t) => t.potency !== undefined || t.folded !== '');
}

/** A piece of a run: what it was read as, and where it lies in the run's folded text (`from`, `to`). */
type Piece = { from: number; to: number } & (
  | { kind: 'key'; key: string; tokens: Token[]; partial: boolean }
  | { kind: 'typo'; key: string; tokens: Token[]; partial: boolean }
  | { kind: 'unread'; whole: boolean }
);

const COST_UNREAD = 100;
const COST_TYPO = 10;
const COST_PIECE = 1;

/**
 * Cuts a run of words (no potency among them) into the fewest unread characters, then the fewest guesses,
 * then the fewest words: a dynamic programme over the folded characters, where a known word may start and end
 * anywhere (Japanese typed without 「・」), a guess may cover whole typed words or, inside a run of kana, a known
 * word with one kana missing, extra or swapped (すとらいきん for すとらいきんぐ: one guess, not キーン plus an
 * unread ストライ).
 */
function segment(run: Token[], lex: Lexicon): Piece[] {
  const text = run.map((t) => t.folded).join('');
  const n = text.length;
  // starts[i]: the token that starts at character i (boundaries), ends likewise
  const startOf = new Map<number, number>();
  const tokenAt: number[] = [];
  let pos = 0;
  run.forEach((t, i) => {
    startOf.set(pos, i);
    for (let k = 0; k < t.folded.length; k++) tokenAt.push(i);
    pos += t.folded.length;
  });
  const tokensIn = (from: number, to: number) => run.slice(tokenAt[from] ?? 0, (tokenAt[to - 1] ?? 0) + 1);
  const isWhole = (from: number, to: number) => startOf.has(from) && (to === n || startOf.has(to));
  const best: number[] = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
  const back: ({ from: number; piece: Piece } | undefined)[] = new Array(n + 1).fill(undefined);
  best[0] = 0;
  const relax = (from: number, to: number, cost: number, piece: Piece) => {
    const c = (best[from] ?? 0) + cost;
    if (c < (best[to] ?? Number.POSITIVE_INFINITY)) {
      best[to] = c;
      back[to] = { from, piece };
    }
  };
  for (let i = 0; i < n; i++) {
    if (best[i] === Number.POSITIVE_INFINITY) continue;
    for (const key of lex.byFirst.get(text[i] ?? '') ?? []) {
      if (text.startsWith(key, i)) {
        const to = i + key.length;
        relax(i, to, COST_PIECE, { kind: 'key', key, tokens: tokensIn(i, to), partial: !isWhole(i, to), from: i, to });
      }
    }
    if (i > 0 && !startOf.has(i)) {
      for (const variant of lex.gluedByFirst.get(text[i] ?? '') ?? []) {
        const key = lex.glued.get(variant);
        const to = i + variant.length;
        if (key && text.startsWith(variant, i))
          relax(i, to, COST_PIECE, { kind: 'key', key, tokens: tokensIn(i, to), partial: true, from: i, to });
      }
    }
    // A guess inside a run, where a word starts (after a typed word or a word read): a known word of its first
    // letter within one edit of the text here, and of no other word.
    const wordStart = startOf.has(i) || (back[i] !== undefined && back[i]?.piece.kind !== 'unread');
    for (const [to, key] of wordStart ? nearInside(text, i, lex) : []) {
      if (!isWhole(i, to)) relax(i, to, COST_TYPO + COST_PIECE, { kind: 'typo', key, tokens: tokensIn(i, to), partial: true, from: i, to });
    }
    const first = startOf.get(i);
    if (first !== undefined) {
      // A guess: one to three whole words within one edit of exactly one known word.
      let end = i;
      for (let k = first; k < Math.min(first + 3, run.length); k++) {
        end += run[k]?.folded.length ?? 0;
        const span = text.slice(i, end);
        if (span.length < TYPO_MIN_LENGTH - 1) continue;
        // One edit apart means the same first or second letter, one way or the other: a cheap test first.
        const near: string[] = [];
        for (let l = span.length - 1; l <= span.length + 1; l++) {
          for (const key of lex.typoKeys.get(l) ?? []) {
            const a0 = span[0];
            const a1 = span[1];
            if ((key[0] === a0 || key[0] === a1 || key[1] === a0 || key[1] === a1) && oneEditApart(span, key)) near.push(key);
          }
        }
        const [key] = near;
        if (namesOne(near, lex) && key && key.length >= TYPO_MIN_LENGTH)
          relax(i, end, COST_TYPO + COST_PIECE, { kind: 'typo', key, tokens: run.slice(first, k + 1), partial: false, from: i, to: end });
      }
      const word = run[first];
      if (word)
        relax(i, i + word.folded.length, COST_UNREAD * word.folded.length, {
          kind: 'unread',
          whole: true,
          from: i,
          to: i + word.folded.length,
        });
    }
    relax(i, i + 1, COST_UNREAD, { kind: 'unread', whole: false, from: i, to: i + 1 });
  }
  const pieces: Piece[] = [];
  for (let at = n; at > 0;) {
    const step = back[at];
    if (!step) break;
    pieces.unshift(step.piece);
    at = step.from;
  }
  // Unread characters inside a word join up: "ストライキングxyzロングソード" reports "xyz" once.
  const joined: Piece[] = [];
  for (const p of pieces) {
    const prev = joined.at(-1);
    if (p.kind === 'unread' && !p.whole && prev?.kind === 'unread' && !prev.whole) prev.to = p.to;
    else joined.push({ ...p });
  }
  return joined;
}

/** Whether the keys name one thing (one rune, base item, material or grade word). */
function namesOne(keys: readonly string[], lex: Lexicon): boolean {
  return new Set(keys.flatMap((key) => (lex.byKey.get(key) ?? []).map((e) => `${e.kind}:${e.slug}`))).size === 1;
}

/**
 * The known words one edit away from the text at `i` (same first letter, TYPO_MIN_LENGTH or longer), as the end of
 * the span each covers; a span within one edit of words that name different things is no guess.
 */
function nearInside(text: string, i: number, lex: Lexicon): Map<number, string> {
  const bySpan = new Map<number, string[]>();
  for (const key of lex.byFirst.get(text[i] ?? '') ?? []) {
    if (key.length < TYPO_MIN_LENGTH) break; // longest first
    if (text.startsWith(key, i)) continue; // the word itself is here: a letter more or less is the next word's
    for (let l = key.length - 1; l <= key.length + 1; l++) {
      const to = i + l;
      if (to > text.length || !oneEditApart(text.slice(i, to), key)) continue;
      bySpan.set(to, [...(bySpan.get(to) ?? []), key]);
    }
  }
  const out = new Map<number, string>();
  for (const [to, keys] of bySpan) if (keys[0] && namesOne(keys, lex)) out.set(to, keys[0]);
  return out;
}

const typed = (tokens: Token[]) => tokens.map((t) => t.text).join(' ');

// For each token, the length of its typed text's prefixes once folded: where a folded character came from.
const prefixLengths = new WeakMap<Token, number[]>();

/** The typed characters of a token that fold to its folded characters [from, to) (quotes show what was typed). */
function typedPart(token: Token, from: number, to: number): string {
  if (from <= 0 && to >= token.folded.length) return token.text;
  let lengths = prefixLengths.get(token);
  if (!lengths) {
    lengths = Array.from({ length: token.text.length + 1 }, (_, j) => foldForSearch(token.text.slice(0, j)).length);
    prefixLengths.set(token, lengths);
  }
  // The first character that adds to the fold past `from`, through the last one needed to reach `to`.
  let start = 0;
  while (start < token.text.length && (lengths[start + 1] ?? 0) <= from) start++;
  let end = start;
  while (end < token.text.length && (lengths[end] ?? 0) < to) end++;
  return end > start ? token.text.slice(start, end) : token.folded.slice(from, to);
}

/** What was typed for the run's folded characters [from, to), token by token. */
function quote(run: readonly Token[], from: number, to: number): string {
  const parts: string[] = [];
  let at = 0;
  for (const token of run) {
    const end = at + token.folded.length;
    if (end > from && at < to) parts.push(typedPart(token, from - at, to - at));
    at = end;
  }
  return parts.join(' ');
}

/** The rune of `rune`'s line with this grade, if there is one (striking + greater → greater striking). */
function regrade(rune: RuneCore, grade: string): RuneCore | undefined {
  return RUNES.find((r) => r.family === rune.family && r.variant === rune.variant && r.grade === grade);
}

function read(text: string): ItemNameReading {
  const lex = currentLexicon();
  const head = text.slice(0, MAX_LENGTH);
  const tail = text.slice(MAX_LENGTH).trim();
  const tokens = tokenize(head);
  const words: ReadWord[] = [];
  const grades: { at: number; entry: Entry; text: string; guess: boolean }[] = [];
  const materialGrades: { at: number; entry: Extract<Entry, { kind: 'material-grade' }>; text: string }[] = [];
  let run: Token[] = [];
  const flush = () => {
    for (const p of segment(run, lex)) {
      // A piece inside a longer typed word ("longswordx", 「ほげ」 in 「ストライキングほげロングソード」) is quoted as typed.
      const shown = p.kind !== 'unread' && !p.partial ? typed(p.tokens) : quote(run, p.from, p.to);
      if (p.kind === 'unread') {
        words.push({ text: shown, kind: 'unread' });
        continue;
      }
      const entries = lex.byKey.get(p.key) ?? [];
      const entry = entries[0];
      const guess = p.kind === 'typo';
      if (!entry) words.push({ text: shown, kind: 'unread' });
      else if (entry.kind === 'grade') grades.push({ at: words.length, entry, text: shown, guess });
      else if (entry.kind === 'material-grade') materialGrades.push({ at: words.length, entry, text: shown });
      else if (entry.kind === 'material-base') {
        const made = getBaseItem(entry.base);
        words.push({ text: shown, kind: 'material', slug: entry.slug, name: entry.name });
        if (made) words.push({ text: shown, kind: 'base', slug: made.slug, name: made.name });
      } else words.push({ text: shown, kind: entry.kind, slug: entry.slug, name: entry.name, ...(guess ? { guess } : {}) });
      if (entry?.kind === 'grade' || entry?.kind === 'material-grade') words.push({ text: shown, kind: 'unread' });
    }
    run = [];
  };
  for (const t of tokens) {
    if (t.potency === undefined) {
      run.push(t);
      continue;
    }
    flush();
    words.push({ text: t.text, kind: 'potency', name: { en: `+${t.potency}`, ja: `＋${t.potency}` } });
  }
  flush();
  if (tail) words.push({ text: tail, kind: 'unread' });

  // A grade word joins the ungraded rune before it (the book's index: "striking (greater)"), else the ungraded
  // rune after it; a rune takes one grade word.
  const regraded = new Set<ReadWord>();
  for (const g of grades) {
    for (const at of [g.at - 1, g.at + 1]) {
      const w = words[at];
      const rune = w?.kind === 'rune' && w.slug && !regraded.has(w) ? getRune(w.slug) : undefined;
      const graded = rune && rune.grade === null ? regrade(rune, g.entry.slug) : undefined;
      if (!w || !graded) continue;
      regraded.add(w);
      w.text = at < g.at ? `${w.text} ${g.text}` : `${g.text} ${w.text}`;
      w.slug = graded.slug;
      w.name = graded.name;
      if (g.guess) w.guess = true;
      words.splice(g.at, 1);
      for (const other of grades) if (other.at > g.at) other.at -= 1;
      break;
    }
  }

  // A material grade word joins the material after it (the writer's order: "low-grade cold iron"), else the one
  // before it ("cold iron (low-grade)"); the word then names both, and its slug stays the material's.
  const gradeOf = new Map<ReadWord, MaterialGrade>();
  for (const g of [...materialGrades].reverse()) {
    // Next to the material first; else the item's one material wherever it is ("cold iron longsword (low-grade)").
    const anywhere = words.findIndex((w) => w.kind === 'material' && !gradeOf.has(w));
    for (const at of [g.at + 1, g.at - 1, anywhere]) {
      const w = words[at];
      if (w?.kind !== 'material' || gradeOf.has(w)) continue;
      gradeOf.set(w, g.entry.slug);
      w.text = at > g.at ? `${g.text} ${w.text}` : `${w.text} ${g.text}`;
      words.splice(g.at, 1);
      break;
    }
  }

  // The spec: the first base item, the first +N, one rune per fundamental slot, property runes in order. A word
  // that names a second base item, a second +N or a second rune for a filled slot is reported unread.
  let base: BaseItemCore | undefined;
  let potency: number | undefined;
  let material: { word: ReadWord; slug: MaterialSlug } | undefined;
  const spec: Omit<ItemSpec, 'base'> = {};
  const property: string[] = [];
  for (const w of words) {
    if (w.kind === 'base' && w.slug && !base) base = getBaseItem(w.slug);
    else if (w.kind === 'potency' && potency === undefined) potency = Number.parseInt(w.name?.en.slice(1) ?? '', 10);
    else if (w.kind === 'material' && isOneOf(MATERIAL_SLUGS, w.slug) && !material) material = { word: w, slug: w.slug };
    else if (w.kind === 'rune' && w.slug) {
      const rune = getRune(w.slug);
      const slot = rune ? slotOf(rune) : null;
      if (rune?.kind === 'property') property.push(rune.slug);
      else if (slot && slot !== 'potency' && spec[slot] === undefined) spec[slot] = w.slug;
      else w.kind = 'unread';
    } else if (w.kind !== 'unread') w.kind = 'unread';
    if (w.kind === 'unread') {
      delete w.slug;
      delete w.name;
      delete w.guess;
    }
  }
  if (potency !== undefined) spec.potency = potency;
  if (property.length > 0) spec.property = property;
  let materialReading: MaterialReading | undefined;
  if (material) {
    const m = MATERIALS[material.slug];
    const said = gradeOf.get(material.word);
    // Without a grade word: the lowest grade the material has for the item that holds its runes.
    const top = strongestRune(spec, base);
    const choice = gradeHolding(m, base, top?.level ?? 0);
    const grade = said ?? choice.grade;
    spec.material = { slug: m.slug, grade };
    material.word.name = materialGradeName(m, grade);
    materialReading = { slug: m.slug, grade, said: said !== undefined, grades: choice.grades, holds: choice.holds };
    if (top) materialReading.rune = { name: top.name, level: top.level };
  }
  return {
    spec: base ? { base: base.slug, ...spec } : null,
    parts: spec,
    ...(materialReading ? { material: materialReading } : {}),
    words,
    unread: words.filter((w) => w.kind === 'unread').map((w) => w.text),
    guesses: words.flatMap((w) => (w.guess && w.name && w.slug ? [{ typed: w.text, chosen: w.name, slug: w.slug }] : [])),
  };
}

/** The read rune of the highest level (the +N counts as its potency rune), which sets the grade a material needs. */
function strongestRune(parts: Omit<ItemSpec, 'base'>, base: BaseItemCore | undefined): RuneCore | undefined {
  const kind = base && hasSlot(base.kind, 'potency') ? base.kind : 'weapon';
  const runes = [
    parts.potency ? potencyRuneOf(kind, parts.potency) : undefined,
    ...RUNE_SLOTS.map((slot) => (parts[slot] ? getRune(parts[slot]) : undefined)),
    ...(parts.property ?? []).map((slug) => getRune(slug)),
  ];
  let top: RuneCore | undefined;
  for (const r of runes) if (r && (!top || r.level > top.level)) top = r;
  return top;
}

/**
 * Reads an item's name in either language, as itemName writes it or as a player types it, into the spec
 * evaluateItem takes, with every word's reading. Never throws: text that is no item gives `spec: null`, and
 * every word it could not place is in `unread`.
 */
export function parseItemName(text: string): ItemNameReading {
  try {
    return read(typeof text === 'string' ? text : '');
  } catch {
    const raw = typeof text === 'string' ? text.trim() : '';
    return { spec: null, parts: {}, words: raw ? [{ text: raw, kind: 'unread' }] : [], unread: raw ? [raw] : [], guesses: [] };
  }
}
