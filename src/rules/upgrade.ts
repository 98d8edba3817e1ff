// Upgrading a rune to a stronger grade (GM Core p. 225), and the Crafting rank it asks for (crafting.ts). A module of
// its own: the level calculator needs it, not the transfer rules.
import { getRune, gradeRank, sameRuneLine } from './core';
import { display } from './input';
import { problem } from './problems';
import { craftDc } from './tables';
import type { Problem } from './types';

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

// The Crafting rank (by level and Craft Requirements) is in crafting.ts, shared with the transfer estimator.
export { CRAFT_REQUIREMENT_TABLE, craftRankNeeded } from './crafting';
