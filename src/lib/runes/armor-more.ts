// The armor runes of the books other than GM Core, as a chunk of their own (armor-more.<hash>.js) that
// src/lib/rune-data.ts loads after armor.ts: when the browser is idle, or at once when the reader turns to a rune
// list or a link names one of them. It reads the book-by-book index, so a new book needs no change here; GM
// Core's entries are taken from armor.ts's chunk (already loaded), not repeated.
import { ARMOR_RUNES } from '../../rules/data/runes/armor';
import { RUNES as GM_CORE } from './armor';

const START: ReadonlySet<object> = new Set(GM_CORE);
export const RUNES = ARMOR_RUNES.filter((r) => !START.has(r));
