// The mythic fundamental runes (War of Immortals pp. 148-149): weapon and armor runes that follow the mythic rules, which
// the calculators do not model. Only pages read this index (all-runes.ts), never a calculator chunk (src/lib/runes/).
import type { RuneCoreData } from '../../../types';
import { MYTHIC_WAR_OF_IMMORTALS } from './war-of-immortals';

export const MYTHIC_RUNES = [...MYTHIC_WAR_OF_IMMORTALS] as const satisfies readonly RuneCoreData[];
