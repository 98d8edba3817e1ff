// The descriptive part of every rune entry, keyed by slug: each book's details file (runes/<target>/<book>-details.ts)
// joined. Level, Price, usage, names and the rule effects are in runes/; catalog.ts joins the two.
// Pages only: the calculators never import this file, so browsers don't download it.
import type { RuneDetails } from '../types';
import { ARMOR_GM_CORE_DETAILS } from './runes/armor/gm-core-details';
import type { RuneSlug } from './runes';
import { SHIELD_GM_CORE_DETAILS } from './runes/shield/gm-core-details';
import { WEAPON_GM_CORE_DETAILS } from './runes/weapon/gm-core-details';

// Keyed by RuneSlug: a rune without details, or details for a slug no rune has, does not compile.
export const RUNE_DETAILS: Readonly<Record<RuneSlug, RuneDetails>> = {
  ...WEAPON_GM_CORE_DETAILS,
  ...ARMOR_GM_CORE_DETAILS,
  ...SHIELD_GM_CORE_DETAILS,
};
