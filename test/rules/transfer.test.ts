import { describe, expect, it } from 'vitest';
import { RULE_FACTS, estimateTransfer, problemMessage, getBaseItem, incomePerDay, upgradeCost, type Problem } from '../../src/rules';

const codes = (ps: Problem[]): string[] => ps.map((p) => p.code);

describe('upgrading a rune', () => {
  it('upgrading costs the difference of the two Prices: +1 to +2 weapon potency is 900 gp', () => {
    const u = upgradeCost('weapon-potency-1', 'weapon-potency-2');
    expect(u.costCp).toBe(90000);
    expect(u.dc).toBe(27); // level 10
    expect(u.problems).toEqual([]);
  });

  it('works for property runes and skipped grades too', () => {
    expect(upgradeCost('flaming', 'greater-flaming').costCp).toBe(650000 - 50000);
    expect(upgradeCost('striking', 'major-striking').costCp).toBe(3106500 - 6500);
    expect(upgradeCost('fire-resistant', 'greater-fire-resistant').costCp).toBe(165000 - 42000);
  });

  it('the DC is the new rune’s Craft DC, rarity included', () => {
    expect(upgradeCost('striking', 'greater-striking').dc).toBe(30);
  });

  it('only within one rune, to a stronger grade', () => {
    expect(codes(upgradeCost('flaming', 'greater-frost').problems)).toEqual(['different-family']);
    expect(codes(upgradeCost('fire-resistant', 'greater-acid-resistant').problems)).toEqual(['different-family']);
    expect(codes(upgradeCost('greater-striking', 'striking').problems)).toEqual(['not-an-upgrade']);
    expect(codes(upgradeCost('striking', 'striking').problems)).toEqual(['not-an-upgrade']);
    expect(codes(upgradeCost('nope', 'striking').problems)).toEqual(['unknown-rune']);
    expect(upgradeCost('nope', 'striking').costCp).toBe(0);
  });
});

describe('transferring a rune', () => {
  it('swapping striking and greater striking uses the higher level and Price: DC 30, 106 gp 5 sp, 1 day', () => {
    const t = estimateTransfer({ rune: 'striking', swapWith: 'greater-striking' });
    expect(t).toMatchObject({ dc: 30, costCp: 10650, days: 1, autoCriticalFailure: false, remainingCostCp: 10650 });
    expect(t.problems).toEqual([]);
  });

  it('a transfer costs 10% of the rune’s Price and takes 1 day instead of Craft’s 4', () => {
    const t = estimateTransfer({ rune: 'flaming' });
    expect(t.costCp).toBe(5000);
    expect(t.dc).toBe(24);
    expect(t.days).toBe(RULE_FACTS.transferDays);
    expect(RULE_FACTS.craftDays).toBe(4);
  });

  it('a transfer out of a runestone is free', () => {
    const t = estimateTransfer({ rune: 'greater-flaming', fromRunestone: true });
    expect(t.costCp).toBe(0);
    expect(t.remainingCostCp).toBe(0);
    expect(t.dc).toBe(34);
  });

  it('the DC takes the normal Craft rarity adjustment (our reading: the transfer text is silent)', () => {
    expect(estimateTransfer({ rune: 'vorpal' }).dc).toBe(36 + 5);
    expect(estimateTransfer({ rune: 'keen' }).dc).toBe(31 + 2);
    expect(RULE_FACTS.transferDcUsesRarityAdjustment).toBe(true);
  });

  it('a swap needs two runes of the same form', () => {
    const t = estimateTransfer({ rune: 'striking', swapWith: 'flaming' });
    expect(t.problems).toHaveLength(1);
    expect(t.problems[0]).toMatchObject({ code: 'swap-form-mismatch', severity: 'error' });
  });

  it('moving a rune to an item that can’t take it is an automatic critical failure', () => {
    const t = estimateTransfer({ rune: 'keen', to: { base: 'longbow', potency: 1 } });
    expect(t.autoCriticalFailure).toBe(true);
    expect(codes(t.problems)).toEqual(['usage-not-met', 'transfer-invalid-target']);
    expect(t.problems[1]?.rune).toBe('keen');
    expect(estimateTransfer({ rune: 'flaming', to: { base: 'chain-mail', potency: 1 } }).autoCriticalFailure).toBe(true);
  });

  it('a property rune needs a free slot on the receiving item', () => {
    expect(estimateTransfer({ rune: 'frost', to: { base: 'longsword', potency: 1, property: ['flaming'] } }).autoCriticalFailure).toBe(
      true,
    );
    expect(estimateTransfer({ rune: 'frost', to: { base: 'longsword', potency: 2, property: ['flaming'] } }).autoCriticalFailure).toBe(
      false,
    );
    // a swap frees the slot of the rune that leaves
    const swap = estimateTransfer({ rune: 'frost', swapWith: 'flaming', to: { base: 'longsword', potency: 1, property: ['flaming'] } });
    expect(swap.autoCriticalFailure).toBe(false);
    expect(swap.problems).toEqual([]);
  });

  it('a moved fundamental rune needs its slot free; a swap replaces it', () => {
    const move = estimateTransfer({ rune: 'greater-striking', to: { base: 'longsword', potency: 1, striking: 'striking' } });
    expect(move.autoCriticalFailure).toBe(true);
    expect(codes(move.problems)).toContain('fundamental-already-present');
    const swap = estimateTransfer({
      rune: 'greater-striking',
      swapWith: 'striking',
      to: { base: 'longsword', potency: 1, striking: 'striking' },
    });
    expect(swap.autoCriticalFailure).toBe(false);
  });

  it('extra days lower the cost by the day’s income; half the cost is paid up front', () => {
    // greater flaming: cost 650 gp; level 15 master crafter earns 28 gp a day.
    const t = estimateTransfer({ rune: 'greater-flaming', crafterLevel: 15, proficiency: 'master', extraDays: 3 });
    expect(t.costCp).toBe(65000);
    expect(t.days).toBe(4);
    expect(t.remainingCostCp).toBe(32500 + (32500 - 3 * 2800));
    const many = estimateTransfer({ rune: 'greater-flaming', crafterLevel: 15, proficiency: 'master', extraDays: 100 });
    expect(many.remainingCostCp).toBe(32500);
  });

  it('a critical success uses the income row one level higher, and the special row at level 20', () => {
    const base = { rune: 'major-striking', proficiency: 'legendary' as const, extraDays: 1 };
    const normal = estimateTransfer({ ...base, crafterLevel: 19 });
    const crit = estimateTransfer({ ...base, crafterLevel: 19, criticalSuccess: true });
    expect(normal.costCp - normal.remainingCostCp).toBe(incomePerDay(19, 'legendary'));
    expect(crit.costCp - crit.remainingCostCp).toBe(incomePerDay(20, 'legendary'));
    const top = estimateTransfer({ ...base, crafterLevel: 20, criticalSuccess: true });
    expect(top.costCp - top.remainingCostCp).toBe(30000);
  });

  it('extra days without the crafter’s level and rank leave the cost as is, with a warning', () => {
    const t = estimateTransfer({ rune: 'flaming', extraDays: 2 });
    expect(t.remainingCostCp).toBe(t.costCp);
    expect(codes(t.problems)).toEqual(['crafter-needed-for-discount']);
  });

  it('a trained crafter gets a warning: magic items need Magical Crafting (expert)', () => {
    const t = estimateTransfer({ rune: 'flaming', crafterLevel: 8, proficiency: 'trained' });
    expect(t.problems[0]).toMatchObject({ code: 'magical-crafting-needed', severity: 'warning' });
  });

  it('moving the potency rune out leaves the property runes dormant', () => {
    const t = estimateTransfer({ rune: 'weapon-potency-2', from: { base: 'longsword', potency: 2, property: ['flaming', 'frost'] } });
    expect(t.dormant).toEqual(['flaming', 'frost']);
    expect(codes(t.problems)).toEqual(['runes-go-dormant', 'runes-go-dormant']);
  });

  it('says which item the dormant runes are on', () => {
    const move = estimateTransfer({ rune: 'weapon-potency-2', from: { base: 'longsword', potency: 2, property: ['flaming', 'frost'] } });
    expect(move.dormantOn).toEqual({ to: [], from: ['flaming', 'frost'] });
    const swap = estimateTransfer({
      rune: 'weapon-potency-1',
      swapWith: 'weapon-potency-2',
      to: { base: 'longsword', potency: 2, property: ['flaming', 'frost'] },
    });
    expect(swap.dormantOn).toEqual({ to: ['frost'], from: [] });
    expect(swap.dormant).toEqual([...swap.dormantOn.to, ...swap.dormantOn.from]);
  });

  it('warns when the rune to move is not on the item it comes from, and lists nothing dormant', () => {
    const wrongGrade = estimateTransfer({
      rune: 'weapon-potency-1',
      from: { base: 'longsword', potency: 2, property: ['flaming', 'frost'] },
    });
    expect(codes(wrongGrade.problems)).toEqual(['rune-not-on-source']);
    expect(wrongGrade.problems[0]).toMatchObject({ severity: 'warning', rune: 'weapon-potency-1' });
    expect(problemMessage(wrongGrade.problems[0]!, 'en')).toContain(getBaseItem('longsword')!.name.en);
    expect(problemMessage(wrongGrade.problems[0]!, 'ja')).toContain(getBaseItem('longsword')!.name.ja);
    expect(wrongGrade.dormant).toEqual([]);
    // a potency value on a weapon is weapon potency, never armor potency
    expect(codes(estimateTransfer({ rune: 'armor-potency-2', from: { base: 'longsword', potency: 2 } }).problems)).toEqual([
      'rune-not-on-source',
    ]);
    expect(codes(estimateTransfer({ rune: 'frost', from: { base: 'longsword', potency: 1, property: ['flaming'] } }).problems)).toEqual([
      'rune-not-on-source',
    ]);
    expect(codes(estimateTransfer({ rune: 'striking', from: { base: 'longsword', potency: 1 } }).problems)).toEqual(['rune-not-on-source']);
    // present: no warning
    expect(estimateTransfer({ rune: 'flaming', from: { base: 'longsword', potency: 1, property: ['flaming'] } }).problems).toEqual([]);
    expect(estimateTransfer({ rune: 'striking', from: { base: 'longsword', potency: 1, striking: 'striking' } }).problems).toEqual([]);
  });

  it('in a swap, the rune that leaves the source item must be on it too', () => {
    const t = estimateTransfer({ rune: 'frost', swapWith: 'flaming', from: { base: 'longsword', potency: 2, property: ['shock'] } });
    expect(codes(t.problems)).toEqual(['rune-not-on-source']);
    expect(t.problems[0]?.rune).toBe('frost');
  });

  it('swapping a lower potency onto an item leaves its extra property runes dormant', () => {
    const t = estimateTransfer({
      rune: 'weapon-potency-1',
      swapWith: 'weapon-potency-2',
      to: { base: 'longsword', potency: 2, property: ['flaming', 'frost'] },
    });
    expect(t.autoCriticalFailure).toBe(false);
    expect(t.dormant).toEqual(['frost']);
    expect(t.dc).toBe(27);
  });

  it('bad numbers are reported and ignored', () => {
    const t = estimateTransfer({ rune: 'flaming', crafterLevel: 0, extraDays: -1, proficiency: 'grandmaster' as never });
    expect(codes(t.problems)).toEqual(['invalid-value', 'invalid-value', 'invalid-value']);
    expect(t.days).toBe(1);
  });

  it('an unknown rune gives zeros and a problem', () => {
    const t = estimateTransfer({ rune: 'constructor' });
    expect(t).toMatchObject({ dc: 0, costCp: 0, days: 0 });
    expect(codes(t.problems)).toEqual(['unknown-rune']);
  });
});

// --- the items before and after, validity, and the Crafting rank of an upgrade ---
import fc from 'fast-check';
import { craftRankNeeded, evaluateItem, RUNES } from '../../src/rules';
import { RUNE_DETAILS } from '../../src/rules/data/rune-details';
import { CRAFT_REQUIREMENT_TABLE } from '../../src/rules/upgrade';

describe('the items before and after a transfer', () => {
  it('a swap: B gives its striking for A’s greater striking (DC 30, 106 gp 5 sp)', () => {
    const t = estimateTransfer({
      rune: 'greater-striking',
      swapWith: 'striking',
      from: { base: 'warhammer', potency: 1, striking: 'greater-striking' },
      to: { base: 'longsword', potency: 1, striking: 'striking' },
    });
    expect(t).toMatchObject({ dc: 30, costCp: 10650, valid: true, problems: [] });
    expect(t.items.to).toEqual({
      before: { base: 'longsword', potency: 1, striking: 'striking' },
      after: { base: 'longsword', potency: 1, striking: 'greater-striking' },
    });
    expect(t.items.from).toEqual({
      before: { base: 'warhammer', potency: 1, striking: 'greater-striking' },
      after: { base: 'warhammer', potency: 1, striking: 'striking' },
    });
  });

  it('a move of a property rune: it leaves A and joins B', () => {
    const t = estimateTransfer({
      rune: 'flaming',
      from: { base: 'longsword', potency: 1, property: ['flaming'] },
      to: { base: 'mace', potency: 1 },
    });
    expect(t.items.from?.after).toEqual({ base: 'longsword', potency: 1 });
    expect(t.items.to?.after).toEqual({ base: 'mace', potency: 1, property: ['flaming'] });
    expect(t.valid).toBe(true);
  });

  it('is not valid when a problem is an error; warnings keep it valid', () => {
    expect(estimateTransfer({ rune: 'keen', to: { base: 'longbow', potency: 1 } }).valid).toBe(false);
    expect(estimateTransfer({ rune: 'flaming', extraDays: 2 }).valid).toBe(true);
    expect(estimateTransfer({ rune: 'striking', swapWith: 'flaming' }).valid).toBe(false);
  });

  const slugs = RUNES.map((r) => r.slug);
  const item = fc.record(
    {
      base: fc.constantFrom('longsword', 'mace', 'chain-mail', 'leather-armor', 'steel-shield', 'longbow', 'nope'),
      potency: fc.integer({ min: 0, max: 3 }),
      striking: fc.constantFrom('striking', 'greater-striking', 'major-striking'),
      resilient: fc.constantFrom('resilient', 'greater-resilient'),
      property: fc.array(fc.constantFrom(...slugs), { maxLength: 4 }),
    },
    { requiredKeys: ['base'] },
  );
  const spec = fc.record(
    { rune: fc.constantFrom(...slugs), swapWith: fc.constantFrom(...slugs), from: item, to: item, fromRunestone: fc.boolean() },
    { requiredKeys: ['rune'] },
  );

  it('property: never throws; valid exactly when no problem is an error; the DC and cost depend only on the runes', () => {
    fc.assert(
      fc.property(spec, (s) => {
        const t = estimateTransfer(s);
        expect(t.valid).toBe(!t.problems.some((p) => p.severity === 'error'));
        const bare = estimateTransfer({ rune: s.rune, swapWith: s.swapWith, fromRunestone: s.fromRunestone });
        expect([t.dc, t.costCp, t.level]).toEqual([bare.dc, bare.costCp, bare.level]);
        if (s.fromRunestone) expect(t.costCp).toBe(0);
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it('property: runes are conserved: what B gains A loses, and the other way round in a swap', () => {
    const runesOf = (x: { base: string } | undefined) => (x ? evaluateItem(x).runes.length + evaluateItem(x).supersededProperty.length : 0);
    fc.assert(
      fc.property(spec, (s) => {
        const t = estimateTransfer(s);
        for (const side of ['from', 'to'] as const) {
          const c = t.items[side];
          if (!c) continue;
          // every rune after was there before, or is the one that arrives
          const arrives = side === 'to' ? s.rune : s.swapWith;
          const before = JSON.stringify(c.before);
          for (const slug of [c.after.striking, c.after.resilient, ...(c.after.property ?? [])]) {
            if (slug) expect(before.includes(`"${slug}"`) || slug === arrives, `${side} ${slug}`).toBe(true);
          }
          expect(Math.abs(runesOf(c.after) - runesOf(c.before))).toBeLessThanOrEqual(1 + (s.swapWith ? 1 : 0));
        }
      }),
      { numRuns: 300, seed: 8 },
    );
  });
});

describe('the Crafting rank an upgrade needs', () => {
  it('expert for any magic item (Magical Crafting), more where a potency rune asks', () => {
    expect(craftRankNeeded([])).toBe('expert');
    expect(craftRankNeeded(['flaming', 'striking'])).toBe('expert');
    expect(craftRankNeeded(['weapon-potency-2', 'flaming'])).toBe('master');
    expect(craftRankNeeded(['weapon-potency-3', 'weapon-potency-2'])).toBe('legendary');
    expect(craftRankNeeded(['__proto__', 'constructor'])).toBe('expert');
  });

  it('the calculators’ table equals the Craft Requirements of the rune pages’ data', () => {
    const fromPages = Object.fromEntries(
      Object.entries(RUNE_DETAILS)
        .filter(([, d]) => d.effects?.craftRequirement)
        .map(([slug, d]) => [slug, d.effects!.craftRequirement]),
    );
    expect(CRAFT_REQUIREMENT_TABLE).toEqual(fromPages);
  });
});
