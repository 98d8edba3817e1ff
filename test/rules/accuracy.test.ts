// The content accuracy points of the other books' runes, checked against GM Core through Foundry pf2e's item files
// and the project's research notes (src/rules/README.md, "Accuracy points checked (the other books' runes)"). Each test pins the
// value the review settled on, so a later edit that brings back the old reading fails here with the reason.
import { describe, expect, it } from 'vitest';
import { formatCondition } from '~/src/i18n/effect-lines';
import { RULE_FACTS, canEtch, evaluateItem, getRune } from '../../src/rules';

const rune = (slug: string) => {
  const r = getRune(slug);
  if (!r) throw new Error(`no rune ${slug}`);
  return r;
};
/** Whether the rune can be etched onto the base item: no error from canEtch. */
const fits = (baseSlug: string, runeSlug: string) => canEtch(baseSlug, runeSlug).every((p) => p.severity !== 'error');

describe('the other books’ runes hold the values the accuracy review settled on', () => {
  it('shockwave: a bludgeoning melee weapon, as GM Core prints it (Foundry has no bludgeoning-melee usage key)', () => {
    expect(rune('shockwave').usage).toEqual({ target: 'weapon', attack: 'melee', damageTypes: ['B'] });
    expect(fits('mace', 'shockwave')).toBe(true);
    expect(fits('sling', 'shockwave')).toBe(false);
  });

  it('shadow: light or medium armor with no nonmetal limit, and the shadow trait (GM Core; the nonmetal limit is the legacy rune)', () => {
    for (const slug of ['shadow', 'greater-shadow', 'major-shadow']) {
      expect(rune(slug).usage).toEqual({ target: 'armor', categories: ['light', 'medium'] });
      expect(rune(slug).traits).toContain('shadow');
      expect(fits('chain-shirt', slug)).toBe(true);
    }
  });

  it('greater vitalizing: common and on any weapon, ranged included (GM Core; melee only was greater disrupting)', () => {
    const greater = rune('greater-vitalizing');
    expect(greater.usage).toEqual({ target: 'weapon' });
    expect(greater.rarity).toBe('common');
    expect(fits('longbow', 'greater-vitalizing')).toBe(true);
  });

  it('thundering: deafened for 1 minute, or 1 hour on a critically failed save; the greater grade permanently', () => {
    expect(rune('thundering').effects.critEffect?.conditions).toEqual([
      { condition: 'deafened', duration: '1-minute', critFailureDuration: '1-hour' },
    ]);
    expect(rune('greater-thundering').effects.critEffect?.conditions).toEqual([{ condition: 'deafened', duration: 'permanent' }]);
    const [fact] = rune('thundering').effects.critEffect!.conditions!;
    expect(formatCondition(fact!, 'en')).toBe('deafened for 1 minute (for 1 hour on a critical failure)');
    expect(formatCondition(fact!, 'ja')).toBe('聴覚喪失状態（1分間、大失敗なら1時間）');
  });

  it('orichalcum: the book gives four property runes, but no material is modelled, so a fourth rune on a +3 item has no slot', () => {
    expect(RULE_FACTS.orichalcumPropertySlots).toBe(RULE_FACTS.propertySlotsByPotency[RULE_FACTS.maxPotency]! + 1);
    const four = evaluateItem({ base: 'longsword', potency: 3, property: ['flaming', 'frost', 'shock', 'corrosive'] });
    expect(four.propertySlots).toBe(RULE_FACTS.maxPotency);
    expect(four.problems.map((p) => p.code)).toContain('no-free-slot');
  });
});
