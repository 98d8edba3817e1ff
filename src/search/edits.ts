import { oneEditApart } from '../lib/fold-text';

// How far a typed word may be from a name and still find it. One edit ("flamming") is oneEditApart
// (src/rules/fold.ts, shared with the item-name reader); a longer word may carry two ("qickstrik").

/** Whether a folded word is long enough to be read with two typos: 7 letters, or 6 kana (a kana stands for about two
 * letters); two typos in a shorter word make another word. */
export const longEnoughForTwoEdits = (folded: string) => folded.length >= (/^[a-z0-9]+$/.test(folded) ? 7 : 6);

/**
 * Whether a and b are at most two edits apart: a letter changed, added or dropped, or two neighbours swapped
 * (optimal string alignment distance). The first letter where they differ takes one of those four edits; what is
 * left after it must be at most one edit apart.
 */
export function withinTwoEdits(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return true;
  const rest = (x: number, y: number) => a.slice(i + x) === b.slice(i + y) || oneEditApart(a.slice(i + x), b.slice(i + y));
  return rest(1, 1) || rest(1, 0) || rest(0, 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(2, 2));
}
