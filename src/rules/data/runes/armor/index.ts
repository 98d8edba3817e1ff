// Every armor rune, book by book: one import and one spread per book file (runes/armor/<book>.ts). A calculator
// that needs only armor runes can import this index alone.
import type { RuneCoreData } from '../../../types';
import { ARMOR_GM_CORE } from './gm-core';
import { ARMOR_AP_148_FIRES_OF_THE_HAUNTED_CITY } from './ap-148-fires-of-the-haunted-city';
import { ARMOR_AP_195_HEAVY_IS_THE_CROWN } from './ap-195-heavy-is-the-crown';
import { ARMOR_CORE_RULEBOOK } from './core-rulebook';
import { ARMOR_GRAND_BAZAAR } from './grand-bazaar';
import { ARMOR_IMPOSSIBLE_MAGIC } from './impossible-magic';
import { ARMOR_KINGMAKER } from './kingmaker';
import { ARMOR_LO_ANCESTRY_GUIDE } from './lo-ancestry-guide';
import { ARMOR_LO_CHARACTER_GUIDE } from './lo-character-guide';
import { ARMOR_RAGE_OF_ELEMENTS } from './rage-of-elements';
import { ARMOR_TREASURE_VAULT } from './treasure-vault';

export const ARMOR_RUNES = [
  ...ARMOR_GM_CORE,
  ...ARMOR_AP_148_FIRES_OF_THE_HAUNTED_CITY,
  ...ARMOR_AP_195_HEAVY_IS_THE_CROWN,
  ...ARMOR_CORE_RULEBOOK,
  ...ARMOR_GRAND_BAZAAR,
  ...ARMOR_IMPOSSIBLE_MAGIC,
  ...ARMOR_KINGMAKER,
  ...ARMOR_LO_ANCESTRY_GUIDE,
  ...ARMOR_LO_CHARACTER_GUIDE,
  ...ARMOR_RAGE_OF_ELEMENTS,
  ...ARMOR_TREASURE_VAULT,
] as const satisfies readonly RuneCoreData[];
