// How far a typed word may be from a name and still find it. One edit ("flamming") is oneEditApart
// (src/rules/fold.ts, shared with the item-name reader); a longer word may carry two ("qickstrik").

/** A word of this many folded letters, or kana, may be two edits from the name it means: two typos in a shorter one
 * are another word. A kana stands for about two letters, so six kana weigh like seven letters and more. */
const TWO_EDITS_MIN = { latin: 7, kana: 6 } as const;

const LATIN = /^[a-z0-9]+$/;

/** Whether a folded word is long enough to be read with two typos. */
export function longEnoughForTwoEdits(folded: string): boolean {
  return folded.length >= (LATIN.test(folded) ? TWO_EDITS_MIN.latin : TWO_EDITS_MIN.kana);
}

/** The three rows of the distance table in use, reused: the search compares many names at each keystroke. */
let rows = [new Int32Array(0), new Int32Array(0), new Int32Array(0)];

/**
 * Whether a and b are at most two edits apart: a letter changed, added or dropped, or two neighbours swapped
 * (optimal string alignment distance). Rows of the distance table are kept three at a time, and the comparison
 * stops as soon as a whole row is over two.
 */
export function withinTwoEdits(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 2) return false;
  if (rows[0]!.length <= lb) rows = rows.map(() => new Int32Array(lb + 1));
  let [before, previous, row] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= lb; j++) previous[j] = j;
  for (let i = 1; i <= la; i++) {
    row[0] = i;
    let least = i;
    for (let j = 1; j <= lb; j++) {
      const change = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let distance = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + change);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        distance = Math.min(distance, before[j - 2]! + 1);
      }
      row[j] = distance;
      if (distance < least) least = distance;
    }
    if (least > 2) return false;
    [before, previous, row] = [previous, row, before];
  }
  return previous[lb]! <= 2;
}
