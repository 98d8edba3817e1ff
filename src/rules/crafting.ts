// The Crafting rank an item asks of its crafter (Player Core, the Craft activity): Magical Crafting (expert) for any
// magic item, master from item level 9, legendary from 17; and more where a rune's Craft Requirements ask for it.
// A module of its own, small: the level calculator (upgrades) and the transfer estimator both read it.
import { getRune } from './core';
import type { RuneSlug } from './data/runes';
import { RULE_FACTS } from './facts';
import { entryOf } from './input';
import { PROFICIENCY_RANKS } from './values';
import type { ProficiencyRank } from './types';

const RANK_ORDER: readonly ProficiencyRank[] = PROFICIENCY_RANKS;

/** Whether rank `a` is below rank `b`. */
export function rankBelow(a: ProficiencyRank, b: ProficiencyRank): boolean {
  return RANK_ORDER.indexOf(a) < RANK_ORDER.indexOf(b);
}

/** The rank an item (or rune) of this level needs: expert (Magical Crafting), master from 9, legendary from 17. */
export function craftRankForLevel(level: number): ProficiencyRank {
  if (level >= RULE_FACTS.craftLegendaryFromLevel) return 'legendary';
  if (level >= RULE_FACTS.craftMasterFromLevel) return 'master';
  return RULE_FACTS.magicItemCraftingMinimumRank;
}

// The Craft Requirements of the runes that have one (the weapon potency runes, GM Core p. 236; the armor potency runes,
// p. 226). The same values are in data/runes/*/gm-core-details.ts for the rune pages; the calculators don't load those
// files, so they are repeated here and a test keeps the two equal. (Weapon potency: +1 at level 2 and +2 at level 10
// ask what their level asks anyway; +3 at level 16 asks for legendary one level before the Craft activity would.)
const CRAFT_REQUIREMENTS: { readonly [S in RuneSlug]?: ProficiencyRank } = {
  'weapon-potency-1': 'expert',
  'weapon-potency-2': 'master',
  'weapon-potency-3': 'legendary',
  // The armor potency runes' (GM Core p. 226), each what its level asks anyway: +1 level 5, +2 level 11, +3 level 18.
  'armor-potency-1': 'expert',
  'armor-potency-2': 'master',
  'armor-potency-3': 'legendary',
};

/** The Craft requirements table, for the test that compares it with the rune pages' data. */
export const CRAFT_REQUIREMENT_TABLE = CRAFT_REQUIREMENTS;

/** What sets the rank: Magical Crafting alone, the highest rune's level, a rune's Craft Requirements, or the level of
 * the precious material's grade. */
export type CraftRankBasis = {
  rank: ProficiencyRank;
  by: 'magical-crafting' | 'item-level' | 'craft-requirements' | 'material';
  /** the highest level among the known runes and the material's grade (null when there is none) */
  level: number | null;
};

/** The Crafting rank needed to Craft (etch, upgrade to or transfer) these runes, and what asks for it. With a precious
 * material's grade upgrade in the same plan (one more Craft activity, at the grade's level), a grade above every rune
 * sets the level, and the rank too unless a rune's Craft Requirements ask for more. */
export function craftRankBasis(slugs: readonly string[], material?: { readonly level: number }): CraftRankBasis {
  const runes = craftRankOfRunes(slugs);
  const grade = material && Number.isFinite(material.level) ? material.level : undefined;
  if (grade === undefined || grade <= (runes.level ?? 0)) return runes;
  const byGrade = craftRankForLevel(grade);
  if (rankBelow(byGrade, runes.rank)) return { ...runes, level: grade };
  return { rank: byGrade, by: 'material', level: grade };
}

function craftRankOfRunes(slugs: readonly string[]): CraftRankBasis {
  let level: number | null = null;
  let requirement: ProficiencyRank | undefined;
  for (const slug of Array.isArray(slugs) ? slugs : []) {
    if (typeof slug !== 'string') continue;
    const rune = getRune(slug);
    if (!rune) continue;
    level = Math.max(level ?? 0, rune.level);
    const need = entryOf<string, ProficiencyRank | undefined>(CRAFT_REQUIREMENTS, slug);
    if (need && (!requirement || rankBelow(requirement, need))) requirement = need;
  }
  const byLevel = craftRankForLevel(level ?? 0);
  if (requirement && rankBelow(byLevel, requirement)) return { rank: requirement, by: 'craft-requirements', level };
  return { rank: byLevel, by: rankBelow(RULE_FACTS.magicItemCraftingMinimumRank, byLevel) ? 'item-level' : 'magical-crafting', level };
}

/** The Crafting rank needed to Craft these runes (unknown slugs add nothing). */
export function craftRankNeeded(slugs: readonly string[]): ProficiencyRank {
  return craftRankBasis(slugs).rank;
}
