import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASE_ITEMS,
  RULE_FACTS,
  RUNES,
  abpAt,
  canEtch,
  craftRankNeeded,
  evaluateItem,
  expectedRunesAt,
  getBaseItem,
  getRune,
  materialUpgradeCostCp,
  MATERIALS,
  parseItemName,
  planUpgrades,
  problemMessage,
  type ItemSpec,
  type Plan,
  type PlanStep,
} from '../../src/rules';
import { slotOf } from '../../src/rules/slots';

const LEVELS = Array.from({ length: 20 }, (_, i) => i + 1);
const gp = (n: number): number => n * 100;
const expected = (level: number, target: string, slot: string) =>
  expectedRunesAt(level).find((e) => e.target === target && e.slot === slot)?.rune ?? null;
const read = (name: string): ItemSpec => {
  const spec = parseItemName(name).spec;
  if (!spec) throw new Error(`the name reader did not read ${name}`);
  return spec;
};
const stepSummary = (s: PlanStep) => [s.itemIndex, s.path, s.rune, s.replaces, s.costCp, s.meets];

describe('expectedRunesAt: the fundamental runes a level expects', () => {
  // Two sources agree on each level: the rune data (GM Core's rune levels) and the ABP table (GM Core p. 83).
  it('matches the ABP table for weapons and armor at every level 1-20', () => {
    for (const level of LEVELS) {
      const abp = abpAt(level);
      const potency = (slug: string | null) => (slug ? (getRune(slug)?.effects.propertySlots ?? 0) : 0);
      expect(potency(expected(level, 'weapon', 'potency')), `attack at ${level}`).toBe(abp.attackPotency);
      const striking = expected(level, 'weapon', 'striking');
      expect(striking ? getRune(striking)?.effects.weaponDamageDice : 1, `dice at ${level}`).toBe(abp.weaponDice);
      expect(potency(expected(level, 'armor', 'potency')), `defense at ${level}`).toBe(abp.defensePotency);
      const resilient = expected(level, 'armor', 'resilient');
      expect(resilient ? getRune(resilient)?.effects.itemBonusSaves : 0, `saves at ${level}`).toBe(abp.savePotency);
    }
  });

  it('expects each reinforcing grade from its own level (an assumption: ABP leaves shields out)', () => {
    const at = (level: number) => expected(level, 'shield', 'reinforcing');
    expect([3, 4, 7, 10, 13, 16, 19].map(at)).toEqual([
      null,
      'minor-reinforcing',
      'lesser-reinforcing',
      'moderate-reinforcing',
      'greater-reinforcing',
      'major-reinforcing',
      'supreme-reinforcing',
    ]);
    expect(expectedRunesAt(10).find((e) => e.target === 'shield')?.basis).toBe('rune-level');
    expect(expectedRunesAt(10).find((e) => e.target === 'weapon')?.basis).toBe('abp-table');
  });
});

describe('the sample character: level 10, ＋1ストライキング・ロングソード and ＋1リジリアント・チェイン・メイル', () => {
  const items = [read('＋1ストライキング・ロングソード'), read('＋1リジリアント・チェイン・メイル')];

  it('without ABP: the sword is behind (+2 now), the mail is due +2 at 11th; 1,800 gp, 8 days in all', () => {
    const plan = planUpgrades({ level: 10, items });
    expect(plan.steps.map(stepSummary)).toEqual([
      [0, 'upgrade', 'weapon-potency-2', 'weapon-potency-1', gp(900), 'now'],
      [1, 'upgrade', 'armor-potency-2', 'armor-potency-1', gp(900), 'next'],
    ]);
    const [sword, mail] = plan.steps;
    expect(sword?.itemAfter.name).toEqual({ ja: '＋2ストライキング・ロングソード', en: '+2 striking longsword' });
    expect(mail?.itemAfter.name).toEqual({ ja: '＋2リジリアント・チェイン・メイル', en: '+2 resilient chain mail' });
    // What a crafter needs: the level-10 DC (27) and level 11's (28), master from level RULE_FACTS.craftMasterFromLevel.
    expect([sword?.craft.dc, sword?.craft.level, sword?.craft.rank]).toEqual([27, 10, 'master']);
    expect([mail?.craft.dc, mail?.craft.level, mail?.craft.rank]).toEqual([28, 11, 'master']);
    expect(sword?.days).toBe(RULE_FACTS.craftDays);
    expect(sword?.sources).toEqual({
      cost: { book: 'gm-core', page: 225 },
      expectation: { book: 'gm-core', page: 83 },
      crafting: { book: 'gm-core', page: 223 },
    });
    expect(plan.totalCp).toBe(gp(1800));
    expect(plan.totalDays).toBe(2 * RULE_FACTS.craftDays);
    expect(plan.items[1]?.gaps.map((g) => [g.slot, g.status])).toEqual([
      ['potency', 'due-next'],
      ['resilient', 'met'],
    ]);
    expect(plan.problems).toEqual([]);
  });

  it('without ABP: the plan is a level-10 and a level-11 permanent item, within this level’s table and the character’s share', () => {
    const plan = planUpgrades({ level: 10, items });
    expect(plan.treasure.planItems).toEqual([
      { itemIndex: 0, level: 10, what: 'fundamental-runes' },
      { itemIndex: 1, level: 11, what: 'fundamental-runes' },
    ]);
    expect(plan.treasure.table.permanentItems).toEqual([
      { level: 11, count: 2 },
      { level: 10, count: 2 },
    ]);
    expect(plan.treasure.aboveTable).toEqual([]);
    expect(plan.treasure.shareCp).toBe(gp(2000));
    expect(plan.items[0]?.treasureCount).toEqual({ fundamentalLevel: 4, property: [], materialLevel: null });
  });

  it('with ABP: no step; the four fundamental runes (600 gp) leave the items; the level gives +2 attack, 2 dice, +1 AC and saves', () => {
    const plan = planUpgrades({ level: 10, items, abp: true });
    expect(plan.steps).toEqual([]);
    expect(plan.totalCp).toBe(0);
    expect(plan.abp?.removed.map((r) => [r.itemIndex, r.rune, r.priceCp])).toEqual([
      [0, 'weapon-potency-1', gp(35)],
      [0, 'striking', gp(65)],
      [1, 'armor-potency-1', gp(160)],
      [1, 'resilient', gp(340)],
    ]);
    expect(plan.abp?.removedCp).toBe(gp(600));
    expect(plan.abp?.now).toMatchObject({ attackPotency: 2, weaponDice: 2, defensePotency: 1, savePotency: 1, perceptionPotency: 1 });
    expect(plan.abp?.next).toMatchObject({ defensePotency: 2 });
    expect(plan.items.map((i) => i.after)).toEqual([{ base: 'longsword' }, { base: 'chain-mail' }]);
    expect(plan.abp?.propertyRunes.book).toBe('kept-slot-count-unstated');
    expect(plan.problems).toEqual([]);
  });
});

describe('planUpgrades: paths, ranks and slots', () => {
  it('catches up first and then looks to the next level: a plain longsword at 9th etches +1 and striking, then upgrades to +2', () => {
    const plan = planUpgrades({ level: 9, items: [{ base: 'longsword' }] });
    expect(plan.steps.map(stepSummary)).toEqual([
      [0, 'etch', 'weapon-potency-1', null, gp(35), 'now'],
      [0, 'etch', 'striking', null, gp(65), 'now'],
      [0, 'upgrade', 'weapon-potency-2', 'weapon-potency-1', gp(900), 'next'],
    ]);
    // An upgrade costs the difference, so the way through +1 costs what +2 costs at once.
    expect(plan.totalCp).toBe((getRune('weapon-potency-2')?.priceCp ?? 0) + (getRune('striking')?.priceCp ?? 0));
  });

  it('tells each slot where it stands: behind, due next, met or ahead (also ahead of a level that expects nothing yet)', () => {
    const status = (level: number, name: string) => planUpgrades({ level, items: [read(name)] }).items[0]?.gaps.map((g) => g.status);
    expect(status(1, '+1 striking longsword')).toEqual(['met', 'ahead']);
    expect(status(3, '+1 striking longsword')).toEqual(['met', 'met']);
    expect(status(9, '+1 longsword')).toEqual(['due-next', 'behind']);
    expect(status(12, '+3 major striking longsword')).toEqual(['ahead', 'ahead']);
  });

  it('asks for the rank of the project’s Crafting rule (RULE_FACTS), legendary for major striking', () => {
    const plan = planUpgrades({ level: 18, items: [read('+3 greater striking longsword')] });
    const major = plan.steps.find((s) => s.rune === 'major-striking');
    expect(major?.craft.level).toBe(19);
    expect(major?.craft.rank).toBe('legendary');
    expect(major?.craft.rank).toBe(craftRankNeeded(['major-striking']));
  });

  it('tells the crafter what they lack, with the existing messages', () => {
    const plan = planUpgrades({ level: 10, items: [read('+1 striking longsword')], crafter: { level: 8, rank: 'expert' } });
    expect(plan.steps[0]?.craft.crafterCan).toBe(false);
    expect(plan.problems.map((p) => p.code).sort()).toEqual(['crafter-level-too-low', 'crafting-rank-too-low']);
    const ok = planUpgrades({ level: 10, items: [read('+1 striking longsword')], crafter: { level: 10, rank: 'master' } });
    expect(ok.steps[0]?.craft.crafterCan).toBe(true);
    expect(ok.problems).toEqual([]);
  });

  it('raises a precious material’s grade before a rune its grade can’t hold', () => {
    const spec = read('+1 striking low-grade cold iron longsword');
    const plan = planUpgrades({ level: 9, items: [spec] });
    const longsword = getBaseItem('longsword')!;
    expect(plan.steps.map(stepSummary)).toEqual([
      [0, 'upgrade-material', null, null, materialUpgradeCostCp(MATERIALS['cold-iron'], longsword, 'low', 'standard'), 'next'],
      [0, 'upgrade', 'weapon-potency-2', 'weapon-potency-1', gp(900), 'next'],
    ]);
    expect(plan.steps[0]?.material).toEqual({ slug: 'cold-iron', from: 'low', to: 'standard' });
    expect(plan.treasure.planItems.map((x) => x.what)).toEqual(['fundamental-runes', 'material']);
  });

  it('says which property rune gets its slot back (it was without effect: 効果を停止)', () => {
    const plan = planUpgrades({
      level: 10,
      items: [{ base: 'longsword', potency: 1, striking: 'striking', property: ['flaming', 'frost'] }],
    });
    const step = plan.steps.find((s) => s.slot === 'potency');
    expect(step?.wakes).toEqual(['frost']);
    expect(step?.dormant).toEqual([]);
    // The item's own problem still tells what is wrong today.
    expect(plan.items[0]?.problems.map((p) => p.code)).toEqual(['no-free-slot']);
  });

  it('with ABP, names the property runes that would stop working if slots followed the potency bonus', () => {
    const plan = planUpgrades({ level: 5, items: [read('+2 striking flaming frost longsword')], abp: true });
    expect(plan.items[0]?.abp?.propertySlotsIfTied).toBe(1);
    expect(plan.items[0]?.abp?.dormantIfTied).toEqual(['frost']);
    const warning = plan.problems.find((p) => p.code === 'abp-property-slots-unstated');
    expect(problemMessage(warning!, 'ja')).toContain('効果を停止');
    expect(problemMessage(warning!, 'en')).toContain('does not say');
  });

  it('keeps a shield’s reinforcing rune under ABP, and says when a specific shield can’t take one', () => {
    const plan = planUpgrades({ level: 10, items: [{ base: 'steel-shield' }, { base: 'sturdy-shield-minor' }], abp: true });
    expect(plan.steps.map(stepSummary)).toEqual([
      [0, 'etch', 'moderate-reinforcing', null, getRune('moderate-reinforcing')?.priceCp, 'now'],
    ]);
    expect(plan.steps[0]?.sources.expectation).toEqual({ book: 'gm-core', page: RULE_FACTS.pages.fundamentalRunes });
    expect(plan.problems.map((p) => p.code)).toEqual(['plan-item-cannot-hold']);
  });

  it('offers moving the property runes to a better item when that costs less than upgrading (never in the plan itself)', () => {
    const plan = planUpgrades({ level: 10, items: [read('+1 striking flaming longsword'), read('+2 striking dagger')] });
    expect(plan.steps.map((s) => s.itemIndex)).toEqual([0]);
    const move = plan.items[0]?.moveAlternatives[0];
    expect(move?.toIndex).toBe(1);
    expect(move?.costCp).toBe((getRune('flaming')?.priceCp ?? 0) / 10);
    expect(move?.savesCp).toBe(gp(900) - (move?.costCp ?? 0));
    expect(move?.steps.map((s) => [s.path, s.rune, s.days])).toEqual([['transfer', 'flaming', RULE_FACTS.transferDays]]);
    expect(move?.steps[0]?.itemAfter.name.en).toBe('+2 striking flaming dagger');
  });

  it('never offers to move a rune onto an unarmed attack', () => {
    const plan = planUpgrades({
      level: 1,
      items: [
        { base: 'fist', potency: 1 },
        { base: 'katana', property: ['vitalizing'] },
      ],
    });
    expect(plan.items.flatMap((i) => i.moveAlternatives)).toEqual([]);
  });

  it('marks the steps beyond the gold on hand', () => {
    const plan = planUpgrades({ level: 10, items: [read('+1 striking longsword'), read('+1 resilient chain mail')], goldCp: gp(1000) });
    expect(plan.steps.map((s) => s.affordable)).toEqual([true, false]);
    expect(plan.problems.map((p) => [p.code, p.params])).toEqual([['plan-over-gold', { count: gp(800) }]]);
  });

  it('reads odd input as problems, never an exception', () => {
    expect(planUpgrades(null as never).problems.map((p) => p.code)).toContain('invalid-spec');
    const odd = planUpgrades({
      level: 40,
      items: 'sword' as never,
      abp: 'yes' as never,
      crafter: { level: 0, rank: 'x' } as never,
      goldCp: -1,
      partySize: 0,
    });
    expect(odd.level).toBe(20);
    expect(
      odd.problems
        .filter((p) => p.code === 'invalid-value' || p.code === 'value-clamped')
        .map((p) => p.params.field)
        .sort(),
    ).toEqual(['abp', 'crafter', 'gold', 'items', 'level', 'partySize']);
    expect(planUpgrades({ level: 5, items: [] }).steps).toEqual([]);
    expect(planUpgrades({ level: 5, items: [{ base: 'no-such-item' }] }).problems.map((p) => p.code)).toEqual(['unknown-base-item']);
  });
});

// Items as a sheet could hold them: any base item, fundamental runes of any grade (or none), a few property runes of
// its kind, sometimes a precious material.
const baseSlugs = BASE_ITEMS.map((b) => b.slug);
const slotRunes = (family: string) => RUNES.filter((r) => r.family === family).map((r) => r.slug);
const propertyOf = (target: string) => RUNES.filter((r) => r.kind === 'property' && r.target === target).map((r) => r.slug);
const sheetItem: fc.Arbitrary<ItemSpec> = fc
  .record({
    base: fc.constantFrom(...baseSlugs),
    potency: fc.integer({ min: 0, max: 3 }),
    striking: fc.option(fc.constantFrom(...slotRunes('striking')), { nil: undefined }),
    resilient: fc.option(fc.constantFrom(...slotRunes('resilient')), { nil: undefined }),
    reinforcing: fc.option(fc.constantFrom(...slotRunes('reinforcing')), { nil: undefined }),
    propertyPick: fc.array(fc.nat(), { maxLength: 4 }),
    material: fc.option(
      fc.record({ slug: fc.constantFrom(...Object.keys(MATERIALS)), grade: fc.constantFrom('low', 'standard', 'high') }),
      { nil: undefined },
    ),
  })
  .map(({ propertyPick, ...rest }) => {
    const kind = getBaseItem(rest.base)?.kind ?? 'weapon';
    const pool = propertyOf(kind);
    const spec: ItemSpec = { ...rest, property: pool.length > 0 ? propertyPick.map((i) => pool[i % pool.length]!) : [] };
    for (const key of Object.keys(spec) as (keyof ItemSpec)[]) if (spec[key] === undefined) delete spec[key];
    return spec;
  });
const planInput = fc.record({
  level: fc.integer({ min: 1, max: 20 }),
  items: fc.array(sheetItem, { maxLength: 4 }),
  abp: fc.boolean(),
  partySize: fc.integer({ min: 1, max: 8 }),
  crafter: fc.option(
    fc.record({
      level: fc.integer({ min: 1, max: 20 }),
      rank: fc.constantFrom('trained', 'expert', 'master', 'legendary') as fc.Arbitrary<'trained'>,
    }),
    { nil: undefined },
  ),
  goldCp: fc.option(fc.nat(), { nil: undefined }),
});

const allSteps = (plan: Plan): PlanStep[] => [...plan.steps, ...plan.items.flatMap((i) => i.moveAlternatives.flatMap((m) => m.steps))];

describe('planUpgrades: properties', () => {
  it('never asks for a rune the item cannot hold', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const plan = planUpgrades(input);
        for (const step of allSteps(plan)) {
          if (!step.rune) continue;
          const item = plan.items[step.itemIndex]!;
          expect(canEtch(item.before.base, step.rune), `${item.before.base} ← ${step.rune}`).toEqual([]);
          // The item after the plan holds it, or a stronger grade of it a later step put in its place, with nothing
          // dropped for a material grade too low.
          if (step.path === 'transfer') continue;
          const after = evaluateItem(item.after);
          const rune = getRune(step.rune)!;
          const held = after.runes.map((s) => getRune(s)!).find((r) => slotOf(r) === slotOf(rune));
          expect(held && held.level >= rune.level, `${item.before.base}: ${step.rune} held`).toBe(true);
          expect(after.problems.map((p) => p.code)).not.toContain('material-grade-rune-limit');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('with ABP, no step touches potency, striking or resilient, and no item keeps them', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const plan = planUpgrades({ ...input, abp: true });
        for (const step of allSteps(plan)) expect(['potency', 'striking', 'resilient']).not.toContain(step.slot);
        for (const item of plan.items) {
          const left = evaluateItem(item.after)
            .runes.map((s) => getRune(s)!)
            .filter((r) => ['potency', 'striking', 'resilient'].includes(slotOf(r) ?? ''));
          expect(left).toEqual([]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('totals equal the sum of the steps, and each step’s rank is the project’s Crafting rank for its rune', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const plan = planUpgrades(input);
        expect(plan.totalCp).toBe(plan.steps.reduce((s, x) => s + x.costCp, 0));
        expect(plan.totalDays).toBe(plan.steps.reduce((s, x) => s + x.days, 0));
        expect(plan.steps.at(-1)?.cumulativeCp ?? 0).toBe(plan.totalCp);
        for (const step of plan.steps) {
          expect(step.costCp).toBeGreaterThan(0);
          if (step.rune) expect(step.craft.rank).toBe(craftRankNeeded([step.rune]));
          if (input.goldCp !== undefined) expect(step.affordable).toBe(step.cumulativeCp <= input.goldCp);
        }
        for (const item of plan.items) {
          const after = evaluateItem(item.after);
          const before = evaluateItem(item.before);
          // No step takes a property rune's slot away (potency only goes up without ABP).
          for (const step of plan.steps.filter((x) => x.itemIndex === item.index)) {
            expect(step.dormant.every((slug) => before.dormantProperty.includes(slug))).toBe(true);
          }
          // Each gap is closed to the next level's rune, or a problem says why the item can't take it.
          for (const gap of item.gaps.filter((g) => g.status === 'behind' || g.status === 'due-next')) {
            const want = getRune(gap.expectedNext!)!;
            const held = after.runes.map((x) => getRune(x)!).find((r) => slotOf(r) === gap.slot);
            const closed = held !== undefined && held.level >= want.level;
            expect(closed || item.problems.some((p) => p.code === 'plan-item-cannot-hold'), `${item.before.base} ${gap.slot}`).toBe(true);
          }
        }
        expect(plan.problems.every((p) => problemMessage(p, 'ja') !== p.code && problemMessage(p, 'en') !== p.code)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true }), fc.anything(), (input, items) => {
        planUpgrades(input as never);
        expect(expectedRunesAt(input as never).length).toBe(5);
        planUpgrades({ level: 10, items: [items] as never });
        planUpgrades({ level: 10, items: items as never, abp: true });
      }),
      { numRuns: 300 },
    );
  });
});
