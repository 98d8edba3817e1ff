import { describe, expect, it } from 'vitest';
import { estimateTransfer, evaluateItem, MATERIALS, materialEffectsOn, problemMessage, RULE_FACTS } from '../../src/rules';
import { getBaseItem } from '../../src/rules/core';
import { craftRankBasis, craftRankForLevel } from '../../src/rules/crafting';
import { RUNE_DETAILS } from '../../src/rules/data/rune-details';

const base = (slug: string) => {
  const b = getBaseItem(slug);
  if (!b) throw new Error(slug);
  return b;
};

// Player Core's Craft activity (ORC; Foundry pf2e packs/pf2e/actions/skill/craft.json @ 11d81a4): master in
// Crafting from item level 9, legendary from 17. The Core Rulebook said 16; the remaster rune rules call Craft.
describe('legendary Crafting from item level 17 (Player Core, Craft)', () => {
  it('a level-16 item asks for a master, a level-17 one for a legendary crafter', () => {
    expect(RULE_FACTS.craftLegendaryFromLevel).toBe(17);
    expect(craftRankForLevel(16)).toBe('master');
    expect(craftRankForLevel(17)).toBe('legendary');
  });

  it('the level-16 runes without Craft Requirements ask for a master: quickstrike, greater ashen, major slick', () => {
    for (const slug of ['quickstrike', 'greater-ashen', 'major-slick', 'major-reinforcing'])
      expect(craftRankBasis([slug]), slug).toEqual({ rank: 'master', by: 'item-level', level: 16 });
  });

  it('+3 weapon potency (16) still asks for a legendary crafter: its own Craft Requirements', () => {
    expect(craftRankBasis(['weapon-potency-3'])).toEqual({ rank: 'legendary', by: 'craft-requirements', level: 16 });
  });

  it('a master moving +3 weapon potency is told of the rune’s Craft Requirements, not of the level rule', () => {
    const t = estimateTransfer({ rune: 'weapon-potency-3', crafterLevel: 16, proficiency: 'master' });
    expect(t).toMatchObject({ rankNeeded: 'legendary', rankBy: 'craft-requirements' });
    const p = t.problems.find((q) => q.code === 'craft-requirements-rank-too-low');
    expect(p).toMatchObject({ severity: 'warning', params: { rank: 'legendary' } });
    expect(problemMessage(p!, 'ja')).toContain('作成要件');
    expect(problemMessage(p!, 'en')).toContain('Craft Requirements');
  });

  // GM Core p. 226 (Foundry's armor-potency-1.json @ 649979c; a GM Core-derived vault for all three).
  it('the armor potency runes carry their Craft Requirements: expert, master, legendary', () => {
    expect(RUNE_DETAILS['armor-potency-1'].effects?.craftRequirement).toBe('expert');
    expect(RUNE_DETAILS['armor-potency-2'].effects?.craftRequirement).toBe('master');
    expect(RUNE_DETAILS['armor-potency-3'].effects?.craftRequirement).toBe('legendary');
    expect(craftRankBasis(['armor-potency-3']).rank).toBe('legendary');
  });

  it('a level-16 master may transfer greater ashen', () => {
    const t = estimateTransfer({ rune: 'greater-ashen', crafterLevel: 16, proficiency: 'master' });
    expect(t.rankNeeded).toBe('master');
    expect(t.problems).toEqual([]);
  });
});

describe('precious materials (GM Core), second audit', () => {
  const on = (slug: keyof typeof MATERIALS, item: string, grade: 'low' | 'standard' | 'high') =>
    materialEffectsOn(MATERIALS[slug], base(item), grade);

  // GM Core's dawnsilver counts as silver only "for the purpose of damaging creatures with weakness to silver"
  // (Foundry's Dawnsilver Ingot); the sickening is silver armor's own rule.
  it('dawnsilver armor does not sicken a creature weak to silver; it is only lighter', () => {
    expect(on('dawnsilver', 'chain-mail', 'high')).toEqual([{ code: 'lighter-bulk', bulk: 1 }]);
    expect(on('dawnsilver', 'breastplate', 'standard').map((e) => e.code)).not.toContain('armor-sickens');
  });

  it('dawnsilver weapons and a dawnsilver shield’s bash still count as silver', () => {
    expect(on('dawnsilver', 'longsword', 'standard')).toContainEqual({ code: 'strikes-count-as', as: 'silver' });
    expect(on('dawnsilver', 'steel-shield', 'high')).toContainEqual({ code: 'strikes-count-as', as: 'silver' });
  });

  it('silver armor still sickens a creature weak to silver', () => {
    expect(on('silver', 'breastplate', 'standard')).toEqual([{ code: 'armor-sickens', as: 'silver', sickened: 1 }]);
  });

  it('silver bucklers and shields are on GM Core p. 234 (cold iron’s on p. 233)', () => {
    expect(MATERIALS.silver.source.shield).toEqual({ book: 'gm-core', page: 234 });
    expect(MATERIALS['cold-iron'].source.shield).toEqual({ book: 'gm-core', page: 233 });
  });

  // Foundry's GM Core item duskwood-buckler-high-grade.json @ 649979c and the Core Rulebook's darkwood one agree.
  it('a high-grade duskwood buckler has Hardness 6, HP 24, BT 12', () => {
    expect(MATERIALS.duskwood.shield.buckler?.high).toMatchObject({ hardness: 6, hp: 24, bt: 12 });
    const shield = evaluateItem({ base: 'buckler', material: { slug: 'duskwood', grade: 'high' } }).shield;
    expect(shield).toMatchObject({ hardness: 6, hp: 24, bt: 12 });
  });
});
