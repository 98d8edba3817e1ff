// Upgrading a rune to a stronger grade, and the Crafting rank runes ask for (GM Core pp. 225, 236). A module of
// its own: the level calculator needs these, not the transfer rules (transfer.ts re-exports them).
import { getRune, gradeRank, sameRuneLine } from './core';
import type { RuneSlug } from './data/runes';
import { RULE_FACTS } from './facts';
import { display, entryOf } from './input';
import { problem } from './problems';
import { craftDc } from './tables';
import type { Problem, ProficiencyRank } from './types';

export interface UpgradeCost {
  costCp: number;
  dc: number;
  problems: Problem[];
}

/**
 * Cost and DC to upgrade a rune to a stronger grade of the same rune: the difference of the two Prices
 * (e.g. +1 to +2 weapon potency: 935 - 35 = 900 gp), with the Craft DC of the new rune (rarity-adjusted).
 */
export function upgradeCost(fromSlug: string, toSlug: string): UpgradeCost {
  try {
    const from = getRune(fromSlug);
    const to = getRune(toSlug);
    const problems: Problem[] = [];
    if (!from) problems.push(problem('unknown-rune', { value: display(fromSlug) }));
    if (!to) problems.push(problem('unknown-rune', { value: display(toSlug) }));
    if (!from || !to) return { costCp: 0, dc: 0, problems };
    if (!sameRuneLine(from, to)) {
      return { costCp: 0, dc: 0, problems: [problem('different-family', { rune: from.name, other: to.name }, to.slug)] };
    }
    if (gradeRank(to) <= gradeRank(from)) {
      return { costCp: 0, dc: 0, problems: [problem('not-an-upgrade', { rune: from.name, other: to.name }, to.slug)] };
    }
    return { costCp: to.priceCp - from.priceCp, dc: craftDc(to.level, to.rarity), problems };
  } catch {
    return { costCp: 0, dc: 0, problems: [problem('invalid-spec')] };
  }
}

// The Craft Requirements of the runes that have one (the weapon potency runes, GM Core p. 236). The same values are
// in data/runes/weapon/gm-core-details.ts for the rune pages; the calculators don't load that file, so they are repeated here
// and a test keeps the two equal.
const CRAFT_REQUIREMENTS: { readonly [S in RuneSlug]?: ProficiencyRank } = {
  'weapon-potency-1': 'expert',
  'weapon-potency-2': 'master',
  'weapon-potency-3': 'legendary',
};

const RANK_ORDER: readonly ProficiencyRank[] = ['trained', 'expert', 'master', 'legendary'];

/**
 * The Crafting rank needed to Craft (etch or upgrade to) these runes: expert for any magic item (Magical
 * Crafting), more where a rune's Craft Requirements ask for it. Unknown slugs add nothing.
 */
export function craftRankNeeded(slugs: readonly string[]): ProficiencyRank {
  let rank: ProficiencyRank = RULE_FACTS.magicItemCraftingMinimumRank;
  for (const slug of slugs) {
    const need = typeof slug === 'string' ? entryOf<string, ProficiencyRank | undefined>(CRAFT_REQUIREMENTS, slug) : undefined;
    if (need && RANK_ORDER.indexOf(need) > RANK_ORDER.indexOf(rank)) rank = need;
  }
  return rank;
}

/** The Craft requirements table, for the test that compares it with the rune pages' data. */
export const CRAFT_REQUIREMENT_TABLE = CRAFT_REQUIREMENTS;

