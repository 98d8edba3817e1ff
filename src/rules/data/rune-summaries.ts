// One short line per rune grade for the rune index's "Effect" column, in our own words, keyed by slug: each
// book's lines are in its details file (runes/<target>/<book>-details.ts, `<TARGET>_<BOOK>_SUMMARIES`), joined
// here. A line is either fixed text with no number in it, or a function that takes its numbers from the rune's
// own data (so a grade's line can never disagree with its stat block). test/rules/summaries.test.ts fails when
// a rune has no line, when a line names an unknown rune, or when a fixed line holds a digit.
import type { Localized, RuneData, RuneSummary } from '../types';
import { entryOf } from '../input';
import type { RuneSlug } from './runes';
import { ARMOR_GM_CORE_SUMMARIES } from './runes/armor/gm-core-details';
import { SHIELD_GM_CORE_SUMMARIES } from './runes/shield/gm-core-details';
import { WEAPON_GM_CORE_SUMMARIES } from './runes/weapon/gm-core-details';
import { ARMOR_AP_148_FIRES_OF_THE_HAUNTED_CITY_SUMMARIES } from './runes/armor/ap-148-fires-of-the-haunted-city-details';
import { ARMOR_CORE_RULEBOOK_SUMMARIES } from './runes/armor/core-rulebook-details';
import { ARMOR_GRAND_BAZAAR_SUMMARIES } from './runes/armor/grand-bazaar-details';
import { ARMOR_LO_ANCESTRY_GUIDE_SUMMARIES } from './runes/armor/lo-ancestry-guide-details';
import { ARMOR_LO_CHARACTER_GUIDE_SUMMARIES } from './runes/armor/lo-character-guide-details';
import { ARMOR_RAGE_OF_ELEMENTS_SUMMARIES } from './runes/armor/rage-of-elements-details';
import { ARMOR_TREASURE_VAULT_SUMMARIES } from './runes/armor/treasure-vault-details';
import { WEAPON_AP_148_FIRES_OF_THE_HAUNTED_CITY_SUMMARIES } from './runes/weapon/ap-148-fires-of-the-haunted-city-details';
import { WEAPON_AP_200_SEVEN_DOOMS_FOR_SANDPOINT_SUMMARIES } from './runes/weapon/ap-200-seven-dooms-for-sandpoint-details';
import { WEAPON_GRAND_BAZAAR_SUMMARIES } from './runes/weapon/grand-bazaar-details';
import { WEAPON_IMPOSSIBLE_MAGIC_SUMMARIES } from './runes/weapon/impossible-magic-details';
import { WEAPON_KINGMAKER_SUMMARIES } from './runes/weapon/kingmaker-details';
import { WEAPON_LO_ANCESTRY_GUIDE_SUMMARIES } from './runes/weapon/lo-ancestry-guide-details';
import { WEAPON_LO_CHARACTER_GUIDE_SUMMARIES } from './runes/weapon/lo-character-guide-details';
import { WEAPON_LO_HIGHHELM_SUMMARIES } from './runes/weapon/lo-highhelm-details';
import { WEAPON_LO_PATHFINDER_SOCIETY_GUIDE_SUMMARIES } from './runes/weapon/lo-pathfinder-society-guide-details';
import { WEAPON_LO_SHINING_KINGDOMS_SUMMARIES } from './runes/weapon/lo-shining-kingdoms-details';
import { WEAPON_RAGE_OF_ELEMENTS_SUMMARIES } from './runes/weapon/rage-of-elements-details';
import { WEAPON_SECRETS_OF_MAGIC_SUMMARIES } from './runes/weapon/secrets-of-magic-details';
import { WEAPON_SPECIAL_FUMBUS_SUMMARIES } from './runes/weapon/special-fumbus-details';
import { WEAPON_TREASURE_VAULT_SUMMARIES } from './runes/weapon/treasure-vault-details';
import { ARMOR_AP_195_HEAVY_IS_THE_CROWN_SUMMARIES } from './runes/armor/ap-195-heavy-is-the-crown-details';
import { ARMOR_IMPOSSIBLE_MAGIC_SUMMARIES } from './runes/armor/impossible-magic-details';
import { ARMOR_KINGMAKER_SUMMARIES } from './runes/armor/kingmaker-details';
import { WEAPON_LO_KNIGHTS_OF_LASTWALL_SUMMARIES } from './runes/weapon/lo-knights-of-lastwall-details';
import { ACCESSORY_TREASURE_VAULT_SUMMARIES } from './runes/accessory/treasure-vault-details';
import { ACCESSORY_GRAND_BAZAAR_SUMMARIES } from './runes/accessory/grand-bazaar-details';
import { ACCESSORY_LO_HIGHHELM_SUMMARIES } from './runes/accessory/lo-highhelm-details';
import { MYTHIC_WAR_OF_IMMORTALS_SUMMARIES } from './runes/mythic/war-of-immortals-details';

export type { RuneSummary };

export const RUNE_SUMMARIES: Readonly<Record<RuneSlug, RuneSummary>> = {
  ...WEAPON_GM_CORE_SUMMARIES,
  ...ARMOR_GM_CORE_SUMMARIES,
  ...SHIELD_GM_CORE_SUMMARIES,
  ...ARMOR_AP_148_FIRES_OF_THE_HAUNTED_CITY_SUMMARIES,
  ...ARMOR_CORE_RULEBOOK_SUMMARIES,
  ...ARMOR_GRAND_BAZAAR_SUMMARIES,
  ...ARMOR_LO_ANCESTRY_GUIDE_SUMMARIES,
  ...ARMOR_LO_CHARACTER_GUIDE_SUMMARIES,
  ...ARMOR_RAGE_OF_ELEMENTS_SUMMARIES,
  ...ARMOR_TREASURE_VAULT_SUMMARIES,
  ...WEAPON_AP_148_FIRES_OF_THE_HAUNTED_CITY_SUMMARIES,
  ...WEAPON_AP_200_SEVEN_DOOMS_FOR_SANDPOINT_SUMMARIES,
  ...WEAPON_GRAND_BAZAAR_SUMMARIES,
  ...WEAPON_IMPOSSIBLE_MAGIC_SUMMARIES,
  ...WEAPON_KINGMAKER_SUMMARIES,
  ...WEAPON_LO_ANCESTRY_GUIDE_SUMMARIES,
  ...WEAPON_LO_CHARACTER_GUIDE_SUMMARIES,
  ...WEAPON_LO_HIGHHELM_SUMMARIES,
  ...WEAPON_LO_PATHFINDER_SOCIETY_GUIDE_SUMMARIES,
  ...WEAPON_LO_SHINING_KINGDOMS_SUMMARIES,
  ...WEAPON_RAGE_OF_ELEMENTS_SUMMARIES,
  ...WEAPON_SECRETS_OF_MAGIC_SUMMARIES,
  ...WEAPON_SPECIAL_FUMBUS_SUMMARIES,
  ...WEAPON_TREASURE_VAULT_SUMMARIES,
  ...ARMOR_AP_195_HEAVY_IS_THE_CROWN_SUMMARIES,
  ...ARMOR_IMPOSSIBLE_MAGIC_SUMMARIES,
  ...ARMOR_KINGMAKER_SUMMARIES,
  ...WEAPON_LO_KNIGHTS_OF_LASTWALL_SUMMARIES,
  ...ACCESSORY_TREASURE_VAULT_SUMMARIES,
  ...ACCESSORY_GRAND_BAZAAR_SUMMARIES,
  ...ACCESSORY_LO_HIGHHELM_SUMMARIES,
  ...MYTHIC_WAR_OF_IMMORTALS_SUMMARIES,
};

/** The index line of a rune in both languages; undefined for a slug with no line (a data test forbids it). */
export function runeSummary(rune: RuneData): Localized | undefined {
  const summary = entryOf(RUNE_SUMMARIES, rune.slug);
  if (summary === undefined) return undefined;
  return typeof summary === 'function' ? summary(rune) : summary;
}
