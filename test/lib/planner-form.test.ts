import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLANNER,
  MAX_ITEMS,
  PLANNER_FORM,
  goldCpOf,
  plannerForm,
  plannerInput,
  plannerReducer,
  type PlannerState,
} from '../../src/lib/planner-form';
import { afterStep, levelStepHref, moveStepHrefs, specsBeforeSteps } from '../../src/lib/planner-links';
import { readTransferTool } from '../../src/lib/url-state-transfer';
import { loadPlanner } from '../../src/lib/tool-load-planner';
import { plannerQuery, readPlannerTool } from '../../src/lib/url-state-planner';
import { readLevelTool } from '../../src/lib/url-state-level';
import { planUpgrades } from '../../src/rules/planner';
import { parseItemName } from '../../src/rules/read-name';
import { PROFICIENCY_RANKS } from '../../src/rules/values';

const SWORD = '＋1ストライキング・ロングソード';
const MAIL = '＋1リジリアント・チェイン・メイル';
const withItems = (items: string[], more: Partial<PlannerState> = {}): PlannerState => ({ ...DEFAULT_PLANNER, ...more, items });

describe('the planner form', () => {
  it('keeps a level, a party size and a crafter level only within the rules’ ranges', () => {
    expect(plannerReducer(DEFAULT_PLANNER, { type: 'level', level: 10 }).level).toBe(10);
    expect(plannerReducer(DEFAULT_PLANNER, { type: 'level', level: 21 })).toBe(DEFAULT_PLANNER);
    expect(plannerReducer(DEFAULT_PLANNER, { type: 'partySize', size: 0 })).toBe(DEFAULT_PLANNER);
    expect(plannerReducer(DEFAULT_PLANNER, { type: 'crafterLevel', level: 0 })).toBe(DEFAULT_PLANNER);
    expect(plannerReducer(DEFAULT_PLANNER, { type: 'crafterRank', rank: 'grandmaster' })).toBe(DEFAULT_PLANNER);
  });

  it('adds item fields up to its limit and always keeps one to type in', () => {
    let s = DEFAULT_PLANNER;
    for (let i = 0; i < MAX_ITEMS + 3; i++) s = plannerReducer(s, { type: 'addItem' });
    expect(s.items).toHaveLength(MAX_ITEMS);
    const one = plannerReducer(withItems([SWORD]), { type: 'removeItem', index: 0 });
    expect(one.items).toEqual(['']);
    const two = plannerReducer(withItems([SWORD, MAIL]), { type: 'removeItem', index: 0 });
    expect(two.items).toEqual([MAIL]);
  });

  it('reads gold in gp, with silver and copper after the point', () => {
    expect(goldCpOf('')).toBeNull();
    expect(goldCpOf('250')).toBe(25000);
    expect(goldCpOf('12.5')).toBe(1250);
    expect(goldCpOf('0.07')).toBe(7);
    expect(goldCpOf('1,000')).toBe(100000);
    expect(goldCpOf('12gp')).toBeNaN();
    expect(goldCpOf('-3')).toBeNaN();
  });

  it('plans the items it could read and says which field each came from', () => {
    const { input, fields } = plannerInput(withItems(['', 'banana', SWORD, MAIL], { level: 10 }), parseItemName);
    expect(input.items.map((s) => s.base)).toEqual(['longsword', 'chain-mail']);
    expect(fields.map((f) => f.planIndex)).toEqual([null, null, 0, 1]);
  });

  it('has no items while the name reader is loading, and says it waits for the reader only when a name is typed', () => {
    expect(plannerInput(withItems([SWORD]), undefined).input.items).toEqual([]);
    expect(plannerInput(withItems([SWORD]), undefined).waitingForReader).toBe(true);
    expect(plannerInput(withItems(['', '  ']), undefined).waitingForReader).toBe(false);
    expect(plannerInput(withItems([SWORD]), parseItemName).waitingForReader).toBe(false);
  });

  it('takes the character as the crafter when only a Crafting rank is given', () => {
    const { input } = plannerInput(withItems([], { level: 9, crafterRank: 'master' }), parseItemName);
    expect(input.crafter).toEqual({ rank: 'master', level: 9 });
    const other = plannerInput(withItems([], { level: 9, crafterRank: 'expert', crafterLevel: 5 }), parseItemName);
    expect(other.input.crafter).toEqual({ rank: 'expert', level: 5 });
    expect(plannerInput(withItems([], { crafterLevel: 5 }), parseItemName).input.crafter).toBeUndefined();
  });
});

const state = fc.record({
  level: fc.integer({ min: 1, max: 20 }),
  partySize: fc.integer({ min: 1, max: 12 }),
  abp: fc.boolean(),
  gold: fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 99999 }).map(String), fc.constantFrom('12.5', '0.07', '3.1')),
  crafterRank: fc.constantFrom('' as const, ...PROFICIENCY_RANKS),
  crafterLevel: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
  items: fc.array(
    fc.oneof(
      fc.constantFrom(SWORD, MAIL, '+2 greater striking flaming longsword', '+1 striking'),
      fc.string({ minLength: 1, maxLength: 30 }),
    ),
    {
      minLength: 1,
      maxLength: MAX_ITEMS,
    },
  ),
});

describe('the planner’s link', () => {
  it('reads back the state it was written from (empty item fields left out)', () => {
    fc.assert(
      fc.property(state, (s) => {
        const named = s.items.filter((x) => x.trim() !== '');
        const expected: PlannerState = { ...s, items: named.length > 0 ? named : [''] };
        const read = readPlannerTool(plannerQuery(s));
        expect(read.state).toEqual(expected);
        expect(read.notices).toEqual([]);
      }),
    );
  });

  it('reads a hand-typed link: a bare + before a digit is the plus of “+1”', () => {
    const read = readPlannerTool(
      '?level=10&item=+1+striking+longsword&item=%EF%BC%8B1%E3%83%AA%E3%82%B8%E3%83%AA%E3%82%A2%E3%83%B3%E3%83%88%E3%83%BB%E3%83%81%E3%82%A7%E3%82%A4%E3%83%B3%E3%83%BB%E3%83%A1%E3%82%A4%E3%83%AB',
    );
    expect(read.state?.items).toEqual(['+1 striking longsword', MAIL]);
    expect(read.state?.level).toBe(10);
  });

  it('reports what it could not use and keeps the default for it', () => {
    const read = readPlannerTool('?level=25&party=x&abp=yes&gold=lots&craft-rank=grand&item=&foo=1');
    expect(read.state).toEqual(DEFAULT_PLANNER);
    expect(read.notices).toEqual([
      { kind: 'value', param: 'level' },
      { kind: 'value', param: 'party' },
      { kind: 'value', param: 'abp' },
      { kind: 'value', param: 'gold' },
      { kind: 'value', param: 'craft-rank' },
      { kind: 'empty', param: 'item' },
      { kind: 'param', param: 'foo' },
    ]);
  });

  it('a bare address loads the state the planner starts in and leaves the address alone', () => {
    for (const link of ['', '?']) expect(loadPlanner(link)).toEqual({ draft: DEFAULT_PLANNER, fromLink: false, notices: [], query: null });
  });
});

describe('links from the plan’s steps', () => {
  const plan = planUpgrades({
    level: 10,
    items: [parseItemName(SWORD).spec!, parseItemName(MAIL).spec!],
  });

  it('gives each step the item as the steps before it left it', () => {
    const befores = specsBeforeSteps(plan);
    plan.steps.forEach((step, i) => {
      // The item after each step is the one the plan names.
      const after = afterStep(befores[i]!, step);
      expect(planUpgrades({ level: 10, items: [after] }).items[0]!.name).toEqual(step.itemAfter.name);
    });
  });

  it('opens the level calculator with the step’s item and target', () => {
    const befores = specsBeforeSteps(plan);
    // At 10th level the sword is behind: +2 weapon potency (GM Core p. 83's attack potency +2 at 10th).
    const i = plan.steps.findIndex((s) => s.rune === 'weapon-potency-2');
    expect(i).toBeGreaterThanOrEqual(0);
    const href = levelStepHref('ja', befores[i]!, plan.steps[i]!);
    expect(href).toMatch(/\/ja\/tools\/level\/\?/);
    const read = readLevelTool(href.split('?')[1]!);
    expect(read.current).toMatchObject({ base: 'longsword', potency: 1, striking: 'striking' });
    expect(read.target.potency).toBe(2);
  });
});

describe('a move of property runes as a link', () => {
  it('opens the transfer estimator with the rune, the item it leaves and the item that takes it', () => {
    // A flaming longsword behind at 10th level beside a +2 striking greatsword: moving the rune is cheaper than its steps.
    const moved = planUpgrades({
      level: 10,
      items: [
        { base: 'longsword', potency: 1, property: ['flaming'] },
        { base: 'greatsword', potency: 2, striking: 'striking' },
      ],
    });
    const from = moved.items[0]!;
    const move = from.moveAlternatives[0];
    expect(move).toBeDefined();
    const [href] = moveStepHrefs('en', from, moved.items[move!.toIndex]!, move!);
    expect(href).toMatch(/\/en\/tools\/transfer\/\?/);
    const read = readTransferTool(href!.split('?')[1]!);
    expect(read.notices).toEqual([]);
    expect(read.state).toMatchObject({
      rune: 'flaming',
      from: { base: 'longsword', potency: 1, property: ['flaming'] },
      to: { base: 'greatsword', potency: 2, striking: 'striking' },
    });
  });
});

describe('the planner form with its link', () => {
  it('a link puts its state and notices on the form; the next edit replaces the link and its notices', () => {
    const linked = plannerForm(PLANNER_FORM, { type: 'link', loaded: loadPlanner('?level=10&foo=1') });
    expect(linked.fields.level).toBe(10);
    expect(linked.notices).toEqual([{ kind: 'param', param: 'foo' }]);
    const edited = plannerForm(linked, { type: 'abp', on: true });
    expect(edited).toEqual({ fields: { ...linked.fields, abp: true }, notices: [] });
  });

  it('an edit that changes nothing keeps the form as it was', () => {
    expect(plannerForm(PLANNER_FORM, { type: 'level', level: 0 })).toBe(PLANNER_FORM);
  });
});
