/**
 * Folds text for the site's in-page filters (base items, rune index, glossary) so that width, case,
 * hiragana/katakana and the separators of names don't matter: "ぐれーたーふれいみんぐ",
 * "グレーターフレイミング" and "グレーター・フレイミング" all match, as do "Fire-Resistant" and "fire resistant".
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
    .replace(/[\s・'’\-–()（）]/g, '');
}
