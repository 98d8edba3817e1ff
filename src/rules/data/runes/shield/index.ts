// Every shield rune, book by book: one import and one spread per book file (runes/shield/<book>.ts). A calculator
// that needs only shield runes can import this index alone.
import type { RuneCoreData } from '../../../types';
import { SHIELD_GM_CORE } from './gm-core';

export const SHIELD_RUNES = [...SHIELD_GM_CORE] as const satisfies readonly RuneCoreData[];
