// Every weapon rune, book by book: one import and one spread per book file (runes/weapon/<book>.ts). A calculator
// that needs only weapon runes can import this index alone.
import type { RuneCoreData } from '../../../types';
import { WEAPON_GM_CORE } from './gm-core';
import { WEAPON_AP_148_FIRES_OF_THE_HAUNTED_CITY } from './ap-148-fires-of-the-haunted-city';
import { WEAPON_AP_200_SEVEN_DOOMS_FOR_SANDPOINT } from './ap-200-seven-dooms-for-sandpoint';
import { WEAPON_GRAND_BAZAAR } from './grand-bazaar';
import { WEAPON_IMPOSSIBLE_MAGIC } from './impossible-magic';
import { WEAPON_KINGMAKER } from './kingmaker';
import { WEAPON_LO_ANCESTRY_GUIDE } from './lo-ancestry-guide';
import { WEAPON_LO_CHARACTER_GUIDE } from './lo-character-guide';
import { WEAPON_LO_HIGHHELM } from './lo-highhelm';
import { WEAPON_LO_KNIGHTS_OF_LASTWALL } from './lo-knights-of-lastwall';
import { WEAPON_LO_PATHFINDER_SOCIETY_GUIDE } from './lo-pathfinder-society-guide';
import { WEAPON_LO_SHINING_KINGDOMS } from './lo-shining-kingdoms';
import { WEAPON_RAGE_OF_ELEMENTS } from './rage-of-elements';
import { WEAPON_SECRETS_OF_MAGIC } from './secrets-of-magic';
import { WEAPON_SPECIAL_FUMBUS } from './special-fumbus';
import { WEAPON_TREASURE_VAULT } from './treasure-vault';

export const WEAPON_RUNES = [
  ...WEAPON_GM_CORE,
  ...WEAPON_AP_148_FIRES_OF_THE_HAUNTED_CITY,
  ...WEAPON_AP_200_SEVEN_DOOMS_FOR_SANDPOINT,
  ...WEAPON_GRAND_BAZAAR,
  ...WEAPON_IMPOSSIBLE_MAGIC,
  ...WEAPON_KINGMAKER,
  ...WEAPON_LO_ANCESTRY_GUIDE,
  ...WEAPON_LO_CHARACTER_GUIDE,
  ...WEAPON_LO_HIGHHELM,
  ...WEAPON_LO_KNIGHTS_OF_LASTWALL,
  ...WEAPON_LO_PATHFINDER_SOCIETY_GUIDE,
  ...WEAPON_LO_SHINING_KINGDOMS,
  ...WEAPON_RAGE_OF_ELEMENTS,
  ...WEAPON_SECRETS_OF_MAGIC,
  ...WEAPON_SPECIAL_FUMBUS,
  ...WEAPON_TREASURE_VAULT,
] as const satisfies readonly RuneCoreData[];
