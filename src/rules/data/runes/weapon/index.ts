// Every weapon rune, book by book: one import and one spread per book file (runes/weapon/<book>.ts). A calculator
// that needs only weapon runes can import this index alone.
import type { RuneCoreData } from '../../../types';
import { WEAPON_GM_CORE } from './gm-core';

export const WEAPON_RUNES = [...WEAPON_GM_CORE] as const satisfies readonly RuneCoreData[];
