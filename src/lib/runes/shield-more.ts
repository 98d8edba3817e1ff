// The shield runes of the books other than GM Core, as a chunk of their own (shield-more.<hash>.js) that
// src/lib/rune-data.ts loads after shield.ts: when the browser is idle, or at once when the reader turns to a rune
// list or a link names one of them. It reads the book-by-book index, so a new book needs no change here; GM
// Core's entries are taken from shield.ts's chunk (already loaded), not repeated.
import { SHIELD_RUNES } from '../../rules/data/runes/shield';
import { RUNES as GM_CORE } from './shield';

const START: ReadonlySet<object> = new Set(GM_CORE);
export const RUNES = SHIELD_RUNES.filter((r) => !START.has(r));
