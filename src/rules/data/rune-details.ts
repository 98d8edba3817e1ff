// The descriptive part of every rune entry, keyed by slug: each book's details file (runes/<target>/<book>-details.ts)
// joined. Level, Price, usage, names and the rule effects are in runes/; catalog.ts joins the two.
// Pages only: the calculators never import this file, so browsers don't download it.
import type { RuneDetails } from '../types';
import { ARMOR_GM_CORE_DETAILS } from './runes/armor/gm-core-details';
import type { RuneSlug } from './runes';
import { SHIELD_GM_CORE_DETAILS } from './runes/shield/gm-core-details';
import { WEAPON_GM_CORE_DETAILS } from './runes/weapon/gm-core-details';
import { ARMOR_AP_148_FIRES_OF_THE_HAUNTED_CITY_DETAILS } from './runes/armor/ap-148-fires-of-the-haunted-city-details';
import { ARMOR_CORE_RULEBOOK_DETAILS } from './runes/armor/core-rulebook-details';
import { ARMOR_GRAND_BAZAAR_DETAILS } from './runes/armor/grand-bazaar-details';
import { ARMOR_LO_ANCESTRY_GUIDE_DETAILS } from './runes/armor/lo-ancestry-guide-details';
import { ARMOR_LO_CHARACTER_GUIDE_DETAILS } from './runes/armor/lo-character-guide-details';
import { ARMOR_RAGE_OF_ELEMENTS_DETAILS } from './runes/armor/rage-of-elements-details';
import { ARMOR_TREASURE_VAULT_DETAILS } from './runes/armor/treasure-vault-details';
import { WEAPON_AP_148_FIRES_OF_THE_HAUNTED_CITY_DETAILS } from './runes/weapon/ap-148-fires-of-the-haunted-city-details';
import { WEAPON_AP_200_SEVEN_DOOMS_FOR_SANDPOINT_DETAILS } from './runes/weapon/ap-200-seven-dooms-for-sandpoint-details';
import { WEAPON_GRAND_BAZAAR_DETAILS } from './runes/weapon/grand-bazaar-details';
import { WEAPON_IMPOSSIBLE_MAGIC_DETAILS } from './runes/weapon/impossible-magic-details';
import { WEAPON_KINGMAKER_DETAILS } from './runes/weapon/kingmaker-details';
import { WEAPON_LO_ANCESTRY_GUIDE_DETAILS } from './runes/weapon/lo-ancestry-guide-details';
import { WEAPON_LO_CHARACTER_GUIDE_DETAILS } from './runes/weapon/lo-character-guide-details';
import { WEAPON_LO_HIGHHELM_DETAILS } from './runes/weapon/lo-highhelm-details';
import { WEAPON_LO_PATHFINDER_SOCIETY_GUIDE_DETAILS } from './runes/weapon/lo-pathfinder-society-guide-details';
import { WEAPON_LO_SHINING_KINGDOMS_DETAILS } from './runes/weapon/lo-shining-kingdoms-details';
import { WEAPON_RAGE_OF_ELEMENTS_DETAILS } from './runes/weapon/rage-of-elements-details';
import { WEAPON_SECRETS_OF_MAGIC_DETAILS } from './runes/weapon/secrets-of-magic-details';
import { WEAPON_SPECIAL_FUMBUS_DETAILS } from './runes/weapon/special-fumbus-details';
import { WEAPON_TREASURE_VAULT_DETAILS } from './runes/weapon/treasure-vault-details';
import { ARMOR_AP_195_HEAVY_IS_THE_CROWN_DETAILS } from './runes/armor/ap-195-heavy-is-the-crown-details';
import { ARMOR_IMPOSSIBLE_MAGIC_DETAILS } from './runes/armor/impossible-magic-details';
import { ARMOR_KINGMAKER_DETAILS } from './runes/armor/kingmaker-details';
import { WEAPON_LO_KNIGHTS_OF_LASTWALL_DETAILS } from './runes/weapon/lo-knights-of-lastwall-details';
import { ACCESSORY_TREASURE_VAULT_DETAILS } from './runes/accessory/treasure-vault-details';
import { ACCESSORY_GRAND_BAZAAR_DETAILS } from './runes/accessory/grand-bazaar-details';
import { ACCESSORY_LO_HIGHHELM_DETAILS } from './runes/accessory/lo-highhelm-details';
import { MYTHIC_WAR_OF_IMMORTALS_DETAILS } from './runes/mythic/war-of-immortals-details';

// Keyed by RuneSlug: a rune without details, or details for a slug no rune has, does not compile.
export const RUNE_DETAILS: Readonly<Record<RuneSlug, RuneDetails>> = {
  ...WEAPON_GM_CORE_DETAILS,
  ...ARMOR_GM_CORE_DETAILS,
  ...SHIELD_GM_CORE_DETAILS,
  ...ARMOR_AP_148_FIRES_OF_THE_HAUNTED_CITY_DETAILS,
  ...ARMOR_CORE_RULEBOOK_DETAILS,
  ...ARMOR_GRAND_BAZAAR_DETAILS,
  ...ARMOR_LO_ANCESTRY_GUIDE_DETAILS,
  ...ARMOR_LO_CHARACTER_GUIDE_DETAILS,
  ...ARMOR_RAGE_OF_ELEMENTS_DETAILS,
  ...ARMOR_TREASURE_VAULT_DETAILS,
  ...WEAPON_AP_148_FIRES_OF_THE_HAUNTED_CITY_DETAILS,
  ...WEAPON_AP_200_SEVEN_DOOMS_FOR_SANDPOINT_DETAILS,
  ...WEAPON_GRAND_BAZAAR_DETAILS,
  ...WEAPON_IMPOSSIBLE_MAGIC_DETAILS,
  ...WEAPON_KINGMAKER_DETAILS,
  ...WEAPON_LO_ANCESTRY_GUIDE_DETAILS,
  ...WEAPON_LO_CHARACTER_GUIDE_DETAILS,
  ...WEAPON_LO_HIGHHELM_DETAILS,
  ...WEAPON_LO_PATHFINDER_SOCIETY_GUIDE_DETAILS,
  ...WEAPON_LO_SHINING_KINGDOMS_DETAILS,
  ...WEAPON_RAGE_OF_ELEMENTS_DETAILS,
  ...WEAPON_SECRETS_OF_MAGIC_DETAILS,
  ...WEAPON_SPECIAL_FUMBUS_DETAILS,
  ...WEAPON_TREASURE_VAULT_DETAILS,
  ...ARMOR_AP_195_HEAVY_IS_THE_CROWN_DETAILS,
  ...ARMOR_IMPOSSIBLE_MAGIC_DETAILS,
  ...ARMOR_KINGMAKER_DETAILS,
  ...WEAPON_LO_KNIGHTS_OF_LASTWALL_DETAILS,
  ...ACCESSORY_TREASURE_VAULT_DETAILS,
  ...ACCESSORY_GRAND_BAZAAR_DETAILS,
  ...ACCESSORY_LO_HIGHHELM_DETAILS,
  ...MYTHIC_WAR_OF_IMMORTALS_DETAILS,
};
