import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { craftRankNeeded, estimateTransfer, getRune, problemMessage } from '../../src/rules';
import { craftRankBasis, craftRankForLevel, rankBelow } from '../../src/rules/crafting';
import { MATERIALS } from '../../src/rules/data/materials';

// Player Core's Craft activity: an item of 9th level or higher needs a master in Crafting, 17th or higher
// legendary; below that a magic item needs Magical Crafting (expert). The crafter's level must be at
// least the item's level.

describe('the Crafting rank an item of a level needs', () => {
  it('expert below level 9, master from 9, legendary from 17', () => {
    expect(craftRankForLevel(0)).toBe('expert');
    expect(craftRankForLevel(8)).toBe('expert');
    expect(craftRankForLevel(9)).toBe('master');
    expect(craftRankForLevel(15)).toBe('master');
    expect(craftRankForLevel(16)).toBe('master');
    expect(craftRankForLevel(17)).toBe('legendary');
    expect(craftRankForLevel(20)).toBe('legendary');
  });

  it('an upgrade to greater striking (12), greater flaming (15) or major striking (19) asks for the rank of its level', () => {
    expect(getRune('greater-striking')!.level).toBe(12);
    expect(craftRankNeeded(['greater-striking'])).toBe('master');
    expect(craftRankNeeded(['greater-flaming'])).toBe('master');
    expect(craftRankNeeded(['major-striking'])).toBe('legendary');
    expect(craftRankNeeded(['striking', 'flaming'])).toBe('expert');
  });

  it('says why: Magical Crafting, the rune’s level, or its Craft Requirements', () => {
    expect(craftRankBasis(['flaming'])).toEqual({ rank: 'expert', by: 'magical-crafting', level: 8 });
    expect(craftRankBasis(['greater-flaming', 'striking'])).toEqual({ rank: 'master', by: 'item-level', level: 15 });
    expect(craftRankBasis([])).toEqual({ rank: 'expert', by: 'magical-crafting', level: null });
  });
});

describe('a precious material’s grade upgrade in the plan', () => {
  // The grade upgrade is one more Craft activity, at the grade's level (GM Core p. 240): standard-grade cold iron
  // (a weapon, level 10) asks a master even when the runes etched with it ask only Magical Crafting.
  const standardColdIron = MATERIALS['cold-iron'].weapon!.standard!;

  it('a grade above every rune sets the level and the rank', () => {
    expect(standardColdIron.level).toBe(10);
    expect(craftRankBasis(['flaming'], standardColdIron)).toEqual({ rank: 'master', by: 'material', level: 10 });
    expect(craftRankBasis([], { level: 2 })).toEqual({ rank: 'expert', by: 'material', level: 2 });
    expect(craftRankBasis(['striking'], { level: 8 })).toEqual({ rank: 'expert', by: 'material', level: 8 });
  });

  it('a grade at or below the highest rune changes nothing', () => {
    expect(craftRankBasis(['greater-flaming'], standardColdIron)).toEqual(craftRankBasis(['greater-flaming']));
    expect(craftRankBasis(['flaming'], { level: 8 })).toEqual({ rank: 'expert', by: 'magical-crafting', level: 8 });
  });

  it('a level that is not a number is no grade', () => {
    expect(craftRankBasis(['flaming'], { level: Number.NaN })).toEqual(craftRankBasis(['flaming']));
  });

  it('the rank is never below what the runes or the grade ask alone', () => {
    const slugs = ['striking', 'flaming', 'greater-flaming', 'weapon-potency-2', 'major-striking', 'ghost-touch'];
    fc.assert(
      fc.property(fc.subarray(slugs), fc.integer({ min: 1, max: 25 }), (runes, level) => {
        const basis = craftRankBasis(runes, { level });
        expect(rankBelow(basis.rank, craftRankBasis(runes).rank)).toBe(false);
        expect(rankBelow(basis.rank, craftRankForLevel(level))).toBe(false);
        expect(basis.level).toBe(Math.max(level, craftRankBasis(runes).level ?? 0));
      }),
    );
  });
});

describe('the transfer estimator applies the rank by level', () => {
  it('a master may move greater flaming (15); an expert is told a master is needed', () => {
    expect(estimateTransfer({ rune: 'greater-flaming', crafterLevel: 15, proficiency: 'master' }).problems).toEqual([]);
    const t = estimateTransfer({ rune: 'greater-flaming', crafterLevel: 15, proficiency: 'expert' });
    expect(t.rankNeeded).toBe('master');
    const p = t.problems.find((q) => q.code === 'crafting-rank-too-low');
    expect(p).toMatchObject({ severity: 'warning', params: { rank: 'master', count: 15 } });
    expect(problemMessage(p!, 'en')).toContain('master');
    expect(problemMessage(p!, 'ja')).toContain('達人');
  });

  it('a swap asks for the rank of the higher level; a legendary rune for legendary', () => {
    const t = estimateTransfer({ rune: 'striking', swapWith: 'major-striking', crafterLevel: 20, proficiency: 'master' });
    expect(t.rankNeeded).toBe('legendary');
    expect(t.problems.map((q) => q.code)).toContain('crafting-rank-too-low');
  });

  it('a crafter below the rune’s level is told so, whatever the rank', () => {
    const t = estimateTransfer({ rune: 'greater-striking', crafterLevel: 11, proficiency: 'master' });
    expect(t.problems.map((q) => q.code)).toEqual(['crafter-level-too-low']);
  });

  it('a trained crafter hears about Magical Crafting for a low rune, about the rank for a high one', () => {
    expect(estimateTransfer({ rune: 'flaming', proficiency: 'trained' }).problems.map((q) => q.code)).toEqual(['magical-crafting-needed']);
    expect(estimateTransfer({ rune: 'greater-flaming', proficiency: 'trained' }).problems.map((q) => q.code)).toEqual([
      'crafting-rank-too-low',
    ]);
  });
});
