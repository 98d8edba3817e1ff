// The weapon runes of the books other than GM Core, as a chunk of their own (weapon-more.<hash>.js) that
// src/lib/rune-data.ts loads after weapon.ts: when the browser is idle, or at once when the reader turns to a rune
// list or a link names one of them. It reads the book-by-book index, so a new book needs no change here; GM
// Core's entries are taken from weapon.ts's chunk (already loaded), not repeated.
import { WEAPON_RUNES } from '../../rules/data/runes/weapon';
import { RUNES as GM_CORE } from './weapon';

const START: ReadonlySet<object> = new Set(GM_CORE);
export const RUNES = WEAPON_RUNES.filter((r) => !START.has(r));
