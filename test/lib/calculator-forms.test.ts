// The calculators' pure UI logic (src/lib): forms, options, plans, problem lists, locale helpers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fill, formatList, isLocale, otherLocale } from '../../src/i18n/locale';
import { pickStrings } from '../../components/tools/pick-strings';
import { islandT } from '../../components/tools/strings';
import { DEFAULT_ITEM, fromSpec, toSpec, trimmedProperty } from '../../src/lib/item-draft';
import { crafterReaches, followCurrent, ignoredTargetMaterial, planDc } from '../../src/lib/level-form';
import { mergeProblems } from '../../src/lib/problem-list';
import { slotOptions, potencyOptions, propertyGroups } from '../../src/lib/rune-options';
import { DEFAULT_TRANSFER, NO_ITEM, draftToSpec, missing, runeChoices, runesOn, xHeldByA } from '../../src/lib/transfer-form';
import { draftToState, stateToDraft } from '../../src/lib/tool-load-transfer';
import { upgradePlan } from '../../src/lib/upgrade-plan';
import { estimateTransfer, evaluateItem, problemMessage, upgradeCost } from '../../src/rules';

const s = islandT('en', pickStrings('en', ['tools', 'field']));

describe('locale helpers', () => {
  it('isLocale, otherLocale, fill, formatList', () => {
    expect(isLocale('ja') && isLocale('en') && !isLocale('fr') && !isLocale(undefined)).toBe(true);
    expect(otherLocale('ja')).toBe('en');
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(fill('{x}', JSON.parse('{"__proto__": {"x": 1}}'))).toBe('{x}');
    expect(formatList(['Flaming', 'Frost', 'Shock'], 'en')).toBe('Flaming, Frost, and Shock');
    expect(formatList(['フレイミング', 'フロスト'], 'ja')).toBe('フレイミング、フロスト');
  });
});

describe('item drafts', () => {
  it('round-trips a spec and trims empty property selects', () => {
    const spec = { base: 'longsword', potency: 2, striking: 'greater-striking', property: ['flaming', 'frost'] };
    expect(toSpec(fromSpec(spec))).toEqual(spec);
    expect(trimmedProperty({ ...DEFAULT_ITEM, property: ['flaming', '', ''] })).toEqual(['flaming']);
    expect(toSpec({ ...DEFAULT_ITEM, property: ['', 'frost'] }).property).toEqual(['frost']);
  });
});

describe('rune options', () => {
  it('names the potency runes after the item kind and disables what does not fit, with the reason', () => {
    expect(potencyOptions('chain-mail', 'en', s).map((o) => o.value)).toEqual(['1', '2', '3']);
    expect(potencyOptions('chain-mail', 'en', s)[0]!.label).toContain('Armor');
    const resilient = slotOptions('longsword', 'resilient', 'en', s);
    expect(resilient.every((o) => o.disabled && o.label.includes('armor'))).toBe(true);
    const groups = propertyGroups('longsword', 'en', s);
    expect(groups[0]!.label).toBe(s('tools.runesFor.weapon'));
    expect(groups.flatMap((g) => g.options).find((o) => o.value === 'fire-resistant')?.disabled).toBe(true);
  });
});

describe('the upgrade plan', () => {
  it('prices each step and totals the valid ones', () => {
    const plan = upgradePlan(
      { base: 'longsword', potency: 1, striking: 'striking' },
      { base: 'longsword', potency: 2, striking: 'greater-striking', property: ['flaming'] },
    );
    const flaming =
      evaluateItem({ base: 'longsword', potency: 1, property: ['flaming'] }).runesPriceCp -
      evaluateItem({ base: 'longsword', potency: 1 }).runesPriceCp;
    expect(plan.totalCp).toBe(
      upgradeCost('weapon-potency-1', 'weapon-potency-2').costCp + upgradeCost('striking', 'greater-striking').costCp + flaming,
    );
    expect(planDc(plan.steps.map((st) => st.dc))).toBe(30);
    expect(planDc([null])).toBeNull();
  });
});

describe('the level calculator follows the current item', () => {
  const prev = { ...DEFAULT_ITEM };
  it('targets left as they were follow; a chosen target stays', () => {
    const target = { ...DEFAULT_ITEM, potency: 2 };
    const next = { ...DEFAULT_ITEM, striking: 'greater-striking' };
    const r = followCurrent(prev, next, target);
    expect(r.target).toMatchObject({ potency: 2, striking: 'greater-striking' });
    expect(r.passed).toEqual([]);
  });

  it('never replaces a chosen target silently: when the current runes pass it, it says so', () => {
    const target = { ...DEFAULT_ITEM, striking: 'greater-striking' };
    const next = { ...DEFAULT_ITEM, striking: 'major-striking' };
    const r = followCurrent(prev, next, target);
    expect(r.target.striking).toBe('major-striking');
    expect(r.passed).toEqual([{ field: 'striking', target: 'greater-striking', current: 'major-striking' }]);
    const p = followCurrent(prev, { ...DEFAULT_ITEM, potency: 3 }, { ...DEFAULT_ITEM, potency: 2 });
    expect(p.passed).toEqual([{ field: 'potency', target: 2, current: 3 }]);
  });

  it('property: a target field differs from the new current only where the reader chose it, or is reported', () => {
    const striking = fc.constantFrom('', 'striking', 'greater-striking', 'major-striking');
    const draft = fc.record({ potency: fc.integer({ min: 0, max: 3 }), striking }).map((d) => ({ ...DEFAULT_ITEM, ...d }));
    fc.assert(
      fc.property(draft, draft, draft, (p, n, t) => {
        const r = followCurrent(p, n, t);
        for (const f of ['potency', 'striking'] as const) {
          const reported = r.passed.some((x) => x.field === f);
          if (t[f] === p[f]) expect(r.target[f]).toBe(n[f]);
          else if (!reported) expect(r.target[f]).toBe(t[f]);
          else expect(r.target[f]).toBe(n[f]);
        }
      }),
      { numRuns: 200, seed: 3 },
    );
  });
});

describe('the transfer form around items A and B', () => {
  const a = { ...NO_ITEM, base: 'warhammer', potency: 1, striking: 'greater-striking' };
  const b = { ...NO_ITEM, base: 'longsword', potency: 1, striking: 'striking' };

  it('lists the runes on an item in naming order', () => {
    expect(runesOn(a)).toEqual(['weapon-potency-1', 'greater-striking']);
    expect(runesOn({ ...NO_ITEM, base: 'chain-mail', potency: 2, resilient: 'resilient', property: ['slick'] })).toEqual([
      'armor-potency-2',
      'resilient',
      'slick',
    ]);
    expect(runesOn(NO_ITEM)).toEqual([]);
  });

  it('offers the runes on the described item, and keeps a chosen rune that is not on it visible', () => {
    expect(runeChoices(a, 'greater-striking').onItem.map((r) => r.slug)).toEqual(['weapon-potency-1', 'greater-striking']);
    expect(runeChoices(a, 'flaming').current?.slug).toBe('flaming');
    expect(runeChoices(NO_ITEM, 'flaming').onItem).toEqual([]);
  });

  it('the natural swap maps to the rules: X from A to B, Y from B to A', () => {
    const d = { ...DEFAULT_TRANSFER, action: 'swap' as const, a, b, x: 'greater-striking', y: 'striking' };
    const spec = draftToSpec(d)!;
    expect(spec).toMatchObject({ rune: 'greater-striking', swapWith: 'striking', from: toSpec(a), to: toSpec(b) });
    expect(estimateTransfer(spec)).toMatchObject({ dc: 30, costCp: 10650, problems: [] });
  });

  it('waits for missing runes and for items that are not ready', () => {
    const d = { ...DEFAULT_TRANSFER, action: 'swap' as const, b, x: 'flaming', y: '' };
    expect(missing(d)).toEqual(['y']);
    expect(draftToSpec(d)).toBeNull();
    const move = { ...DEFAULT_TRANSFER, b, x: 'flaming' };
    expect(draftToSpec(move, { a: false, b: false })?.to).toBeUndefined();
    expect(draftToSpec(move, { a: false, b: true })?.to).toEqual(toSpec(b));
  });

  it('no rune to move until the reader names one, and none that item A does not hold', () => {
    expect(DEFAULT_TRANSFER.x).toBe('');
    expect(draftToSpec(DEFAULT_TRANSFER)).toBeNull();
    const held = { ...DEFAULT_TRANSFER, a, x: runesOn(a).at(-1) ?? '' };
    expect(xHeldByA(held)).toBe(true);
    expect(xHeldByA({ ...held, x: 'vorpal' })).toBe(false);
    // a runestone, or an item A left undescribed, holds whatever rune is named
    expect(xHeldByA({ ...held, x: 'vorpal', source: 'runestone' })).toBe(true);
    expect(xHeldByA({ ...held, x: 'vorpal', a: NO_ITEM })).toBe(true);
  });

  it('a runestone uses no item A; an old link with item A and a runestone gets a notice', () => {
    const d = { ...DEFAULT_TRANSFER, source: 'runestone' as const, a, x: 'flaming' };
    expect(draftToSpec(d)?.from).toBeUndefined();
    expect(draftToSpec(d)?.fromRunestone).toBe(true);
    const read = stateToDraft({ rune: 'flaming', runestone: true, from: toSpec(a), days: 0, crit: false });
    expect(read.notices).toEqual([{ kind: 'dropped', param: 'from' }]);
    expect(read.draft.a).toEqual(NO_ITEM);
  });

  it('reads an old link written the other way round, with a notice; a correct one as it is', () => {
    const old = stateToDraft({ rune: 'striking', swap: 'greater-striking', to: toSpec(b), runestone: false, days: 0, crit: false });
    expect(old.draft).toMatchObject({ x: 'greater-striking', y: 'striking', action: 'swap' });
    expect(old.notices).toEqual([{ kind: 'swapped', param: 'swap' }]);
    const right = stateToDraft({ rune: 'greater-striking', swap: 'striking', to: toSpec(b), runestone: false, days: 0, crit: false });
    expect(right.draft).toMatchObject({ x: 'greater-striking', y: 'striking' });
    expect(right.notices).toEqual([]);
    // without items there is nothing to tell the two readings apart: read as written
    expect(stateToDraft({ rune: 'striking', swap: 'greater-striking', runestone: false, days: 0, crit: false }).notices).toEqual([]);
  });

  it('property: state → draft → state is stable', () => {
    const slug = fc.constantFrom('', 'flaming', 'striking', 'greater-striking', 'weapon-potency-1');
    const draft = fc.record({
      action: fc.constantFrom('move' as const, 'swap' as const),
      source: fc.constantFrom('item' as const, 'runestone' as const),
      a: fc.constantFrom(NO_ITEM, a),
      b: fc.constantFrom(NO_ITEM, b),
      x: slug,
      y: slug,
      level: fc.constantFrom('', '5', '20'),
      rank: fc.constantFrom('' as const, 'master' as const),
      days: fc.constantFrom('', '0', '3'),
      crit: fc.boolean(),
    });
    fc.assert(
      fc.property(draft, (d) => {
        const state = draftToState(d);
        const again = draftToState(stateToDraft(state).draft);
        expect(again).toEqual(draftToState(stateToDraft(again).draft));
      }),
      { numRuns: 300, seed: 5 },
    );
  });
});

describe('the problem list', () => {
  it('one message per problem: the reason and the automatic critical failure are one entry', () => {
    const t = estimateTransfer({ rune: 'keen', to: { base: 'longbow', potency: 1 } });
    expect(t.problems).toHaveLength(2);
    const listed = mergeProblems(t.problems, 'en', (p) => problemMessage(p, 'en'));
    expect(listed).toHaveLength(1);
    expect(listed[0]!.severity).toBe('error');
    expect(listed[0]!.message).toContain(problemMessage(t.problems[0]!, 'en'));
    expect(listed[0]!.message).toContain('automatic critical failure');
    // The Japanese page joins the same two messages in Japanese.
    expect(mergeProblems(t.problems, 'ja', (p) => problemMessage(p, 'ja'))[0]!.message).toBe(
      t.problems.map((p) => problemMessage(p, 'ja')).join(''),
    );
  });

  it('a dormant property rune on an item is a warning, a message repeated is listed once', () => {
    const item = evaluateItem({ base: 'longsword', potency: 1, property: ['flaming', 'frost'] });
    expect(item.problems.some((p) => p.code === 'no-free-slot' && p.severity === 'error')).toBe(true);
    expect(mergeProblems(item.problems, 'en', (p) => problemMessage(p, 'en')).find((p) => p.code === 'no-free-slot')?.severity).toBe(
      'warning',
    );
    for (const lang of ['ja', 'en'] as const) {
      expect(mergeProblems([...item.problems, ...item.problems], lang, (p) => problemMessage(p, lang))).toHaveLength(
        mergeProblems(item.problems, lang, (p) => problemMessage(p, lang)).length,
      );
    }
  });
});

describe('the level calculator’s crafter and the target’s material', () => {
  const range = { min: 1, max: 20 };
  it('a crafter reaches a rune of their level or lower; nothing is said until a level from 1 to 20 is typed', () => {
    expect(crafterReaches('10', 12, range)).toBe(false);
    expect(crafterReaches('12', 12, range)).toBe(true);
    for (const typed of ['', ' ', '0', '21', '9.5', 'x']) expect(crafterReaches(typed, 12, range)).toBeNull();
  });

  it('a material the target names that the current item lacks is left out, and named', () => {
    const plain = DEFAULT_ITEM;
    const coldIron = { ...DEFAULT_ITEM, material: 'cold-iron', grade: 'low' };
    expect(ignoredTargetMaterial(plain, coldIron)).toBe('cold-iron');
    expect(ignoredTargetMaterial(coldIron, { ...coldIron, grade: 'standard' })).toBeNull();
    expect(ignoredTargetMaterial(coldIron, { ...DEFAULT_ITEM })).toBeNull();
  });
});
