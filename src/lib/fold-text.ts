// The search folding lives with the rules (src/rules/fold.ts), since the item-name reader folds with it too;
// the search and the in-page filters import it from here, with the form a full-text query takes.
export { foldForSearch, oneEditApart } from '../rules/fold';

/**
 * The form of a query sent to the full-text index: width and hiragana folded, the spelling kept
 * (the index holds words as the pages write them, so "ふれいみんぐ" must arrive as "フレイミング").
 */
export function kanaForFullText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
    .trim();
}
