/**
 * Folds text for every search of the site (the header search's name layer and the in-page filters of
 * the base items, the rune index and the glossary) and for the item-name reader (read-name.ts), so that
 * what a reader types matches however the name is written:
 * - width and case (NFKC: half-width kana, full-width ＋ and digits; Latin lower-case, no accents);
 * - hiragana or katakana ("ふれいみんぐ" = "フレイミング");
 * - separators, the long-vowel mark and punctuation ("グレーター・フレイミング" = "ぐれーたーふれいみんぐ",
 *   "Fire-Resistant" = "fire resistant", "Explorer's" = "explorers");
 * - the spellings in which Japanese renderings of the same English word differ: ヴァ/バ, ヴィ/ビ, ヴ/ブ,
 *   ヴェ/ベ, ヴォ/ボ, ティ/チ (アンティ/アンチ), スィ/シ, ィ/ー endings (ポテンシィ/ポテンシー), ファイア/ファイアー/ファイヤー,
 *   レジスタント/レジスタンス, small or large vowels (ウェ/ウエ) and vowels written out or as ー
 *   (グレイター/グレーター).
 * Both sides of a comparison go through this function, so the folded form only has to be consistent,
 * not readable.
 */
const SPELLINGS: readonly [RegExp, string][] = [
  [/ヴァ/g, 'バ'],
  [/ヴィ/g, 'ビ'],
  [/ヴェ/g, 'ベ'],
  [/ヴォ/g, 'ボ'],
  [/ヴュ/g, 'ビュ'],
  [/ヴ/g, 'ブ'],
  [/ティ/g, 'チ'],
  [/スィ/g, 'シ'],
  [/ズィ/g, 'ジ'],
  [/ヂ/g, 'ジ'],
  [/ヅ/g, 'ズ'],
  // ファイヤー/ファイアー: after イ (or ィ), ヤ is read as ア.
  [/([イィ])ヤ/g, '$1ア'],
  [/スタンス/g, 'スタント'],
  [/ー/g, ''],
];

const VOWEL_ROWS: Record<string, string> = {
  a: 'アカガサザタダナハバパマヤラワャ',
  i: 'イキギシジチニヒビピミリ',
  u: 'ウクグスズツヌフブプムユルュ',
  e: 'エケゲセゼテデネヘベペメレ',
  o: 'オコゴソゾトドノホボポモヨロヲョ',
};
const VOWEL_OF = new Map<string, string>();
for (const [vowel, row] of Object.entries(VOWEL_ROWS)) for (const kana of row) VOWEL_OF.set(kana, vowel);
/** A vowel kana that only lengthens the one before it (シイ, レイ, ボウ) is dropped, as ー is. */
const LENGTHENS: Record<string, readonly string[]> = { ア: ['a'], イ: ['i', 'e'], ウ: ['u', 'o'], エ: ['e'], オ: ['o'] };

function dropLengthening(text: string): string {
  let out = '';
  let previous = '';
  for (const char of text) {
    const vowel = VOWEL_OF.get(previous);
    if (!(vowel && LENGTHENS[char]?.includes(vowel))) out += char;
    previous = char;
  }
  return out;
}

const KATAKANA = /[\u30a0-\u30ff]/u;

export function foldForSearch(text: string): string {
  let folded = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
  // The spellings and the lengthening vowels below are all katakana: text without any (a Latin name) skips them. The
  // name reader folds a few thousand words as it starts, about half of them Latin.
  const kana = KATAKANA.test(folded);
  if (kana) {
    for (const [pattern, replacement] of SPELLINGS) folded = folded.replace(pattern, replacement);
    // Small vowels become large (ウェ = ウエ), after the pairs above have read them.
    folded = folded.replace(/[ァィゥェォ]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 1));
  }
  // Latin accents go with their marks (NFKD keeps kana voicing marks, which NFKC puts back).
  folded = folded
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]/gu, '');
  return kana ? dropLengthening(folded) : folded;
}

/** Whether a and b are one edit apart: one letter changed, added, dropped, or two neighbours swapped. The name
 * reader and the search's "did you mean" run it for every known word of about the typed word's length at each
 * keystroke, so it compares in place. */
export function oneEditApart(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (a === b || Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  // Same tail from the end: what is left between the common head and tail is the edit.
  let ja = la - 1;
  let jb = lb - 1;
  while (ja >= i && jb >= i && a.charCodeAt(ja) === b.charCodeAt(jb)) {
    ja--;
    jb--;
  }
  const restA = ja - i + 1;
  const restB = jb - i + 1;
  if (la === lb) {
    if (restA <= 1) return true;
    return restA === 2 && a[i] === b[i + 1] && a[i + 1] === b[i];
  }
  return restA <= 1 && restB <= 1;
}
