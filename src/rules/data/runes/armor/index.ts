// Every armor rune, book by book: one import and one spread per book file (runes/armor/<book>.ts). A calculator
// that needs only armor runes can import this index alone.
import type { RuneCoreData } from '../../../types';
import { ARMOR_GM_CORE } from './gm-core';

export const ARMOR_RUNES = [...ARMOR_GM_CORE] as const satisfies readonly RuneCoreData[];
