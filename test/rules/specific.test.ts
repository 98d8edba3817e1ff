// Specific magic items (GM Core p. 241): fundamental runes change as on any item; property runes stay.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateTransfer, evaluateItem, specificItemChangeProblems, specificTransferProblems, type ItemSpec } from '../../src/rules';
import { getRune } from '../../src/rules/core';
import { upgradePlan } from '../../src/lib/upgrade-plan';

const codes = (ps: { code: string }[]) => ps.map((p) => p.code);
const sword: ItemSpec = { base: 'longsword', potency: 1, striking: 'striking', property: ['flaming'], specific: true };

describe('a specific item’s runes (GM Core p. 241)', () => {
  it('is marked by the spec and nothing else changes: level, Price and slots as any item', () => {
    const plain = evaluateItem({ ...sword, specific: false });
    const specific = evaluateItem(sword);
    expect(specific.specific).toBe(true);
    expect(plain.specific).toBe(false);
    expect({ ...specific, specific: false }).toEqual(plain);
  });

  it('lets its fundamental runes be upgraded or added', () => {
    expect(specificItemChangeProblems(sword, { ...sword, potency: 2, striking: 'greater-striking' })).toEqual([]);
    expect(specificItemChangeProblems({ ...sword, striking: undefined }, sword)).toEqual([]);
  });

  it('forbids adding a property rune it does not have, and removing one it has', () => {
    const added = specificItemChangeProblems(sword, { ...sword, potency: 2, property: ['flaming', 'frost'] });
    expect(codes(added)).toEqual(['specific-item-property-fixed']);
    expect(added[0]?.rune).toBe('frost');
    expect(added[0]?.severity).toBe('error');
    const removed = specificItemChangeProblems(sword, { ...sword, property: [] });
    expect(codes(removed)).toEqual(['specific-item-property-fixed']);
    expect(removed[0]?.rune).toBe('flaming');
    // Swapping one for another is both.
    expect(codes(specificItemChangeProblems(sword, { ...sword, property: ['frost'] }))).toEqual([
      'specific-item-property-fixed',
      'specific-item-property-fixed',
    ]);
  });

  it('warns, without forbidding, when a property rune it has is raised to a stronger grade (the rule is silent)', () => {
    const up = specificItemChangeProblems(sword, { ...sword, potency: 3, property: ['greater-flaming'] });
    expect(up.map((p) => [p.code, p.severity])).toEqual([['specific-item-property-upgrade', 'warning']]);
  });

  it('leaves an item that is not specific alone', () => {
    expect(specificItemChangeProblems({ ...sword, specific: false }, { ...sword, property: ['frost'] })).toEqual([]);
  });

  it('an error exactly when the property runes’ families change or a grade goes down; a stronger grade only warns (property)', () => {
    // At most one rune per family, each either its first grade or the greater one.
    const runes = fc
      .subarray(['flaming', 'frost', 'shock', 'corrosive'], { maxLength: 3 })
      .chain((families) => fc.tuple(...families.map((f) => fc.constantFrom(f, `greater-${f}`))));
    fc.assert(
      fc.property(runes, runes, (before, after) => {
        const current: ItemSpec = { base: 'longsword', potency: 3, property: before, specific: true };
        const problems = specificItemChangeProblems(current, { ...current, property: after });
        const family = (slug: string) => getRune(slug)!.family;
        const grade = (slug: string) => (slug.startsWith('greater-') ? 1 : 0);
        const sameFamilies = [...before.map(family)].sort().join() === [...after.map(family)].sort().join();
        const noneLower = after.every((to) => before.every((from) => family(from) !== family(to) || grade(to) >= grade(from)));
        const errors = problems.filter((p) => p.severity === 'error');
        expect(errors.length === 0, JSON.stringify({ before, after, problems })).toBe(sameFamilies && noneLower);
        const raised = after.filter((to) => before.some((from) => family(from) === family(to) && grade(to) > grade(from)));
        if (sameFamilies) expect(problems.filter((p) => p.severity === 'warning')).toHaveLength(raised.length);
      }),
      { numRuns: 300 },
    );
  });
});

describe('a specific item in the calculators', () => {
  it('the level calculator’s plan carries the error on the property step and leaves it out of the total', () => {
    const plan = upgradePlan(sword, { ...sword, potency: 2, property: ['flaming', 'frost'] });
    const frost = plan.steps.find((s) => s.to?.slug === 'frost');
    expect(codes(frost!.problems)).toEqual(['specific-item-property-fixed']);
    const potency = plan.steps.find((s) => s.to?.slug === 'weapon-potency-2');
    expect(potency!.problems).toEqual([]);
    expect(plan.totalCp).toBe(potency!.costCp);
  });

  it('the level calculator counts a warned grade upgrade in the total', () => {
    const plan = upgradePlan(sword, { ...sword, potency: 3, property: ['greater-flaming'] });
    const flaming = plan.steps.find((s) => s.to?.slug === 'greater-flaming')!;
    expect(codes(flaming.problems)).toEqual(['specific-item-property-upgrade']);
    expect(plan.totalCp).toBe(plan.steps.reduce((sum, s) => sum + s.costCp, 0));
  });

  it('the transfer estimator refuses a property rune onto or off a specific item, and lets a fundamental rune go', () => {
    const onto = estimateTransfer({ rune: 'frost', to: { base: 'longsword', potency: 2, property: ['flaming'], specific: true } });
    expect(codes(onto.problems)).toContain('specific-item-property-fixed');
    expect(onto.valid).toBe(false);
    const off = estimateTransfer({ rune: 'flaming', from: sword });
    expect(codes(off.problems)).toContain('specific-item-property-fixed');
    const striking = estimateTransfer({ rune: 'striking', from: sword, to: { base: 'longsword', potency: 1 } });
    expect(codes(striking.problems)).not.toContain('specific-item-property-fixed');
    expect(striking.valid).toBe(true);
    expect(estimateTransfer({ rune: 'frost', to: { base: 'longsword', potency: 2, property: ['flaming'] } }).valid).toBe(true);
  });

  it('specificTransferProblems names the specific item', () => {
    const [p] = specificTransferProblems(getRune('flaming')!, undefined, sword);
    expect((p?.params as { item?: unknown } | undefined)?.item).toEqual(evaluateItem(sword).name);
  });
});
