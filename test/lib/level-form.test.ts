// The level calculator's form as a reducer (src/lib/level-form.ts): what the reader did → the next state, without a DOM.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ITEM, fromSpec, toSpec, type ItemDraft } from '../../src/lib/item-draft';
import { DEFAULT_TARGET, LEVEL_FORM, levelForm, planCraft, type LevelAction, type LevelForm } from '../../src/lib/level-form';
import { loadNameReader, nameReader } from '../../src/lib/name-reader-load';
import { loadLevel } from '../../src/lib/tool-load-level';
import { upgradePlan } from '../../src/lib/upgrade-plan';
import type { ItemNameReading } from '../../src/rules/read-name';

let read: (text: string) => ItemNameReading;
beforeAll(async () => {
  await loadNameReader();
  read = nameReader()!;
});

const run = (state: LevelForm, ...actions: LevelAction[]) => actions.reduce(levelForm, state);
const fields = (side: 'current' | 'target', item: ItemDraft): LevelAction => ({ type: side, change: { kind: 'fields', item } });
const typed = (side: 'current' | 'target', text: string): LevelAction => ({
  type: side,
  change: { kind: 'typed', text, reading: read(text) },
});
const linked = (search: string) => run(LEVEL_FORM, { type: 'link', loaded: loadLevel(search) });

describe('the level calculator’s form', () => {
  it('starts on the default item and a target one potency higher, both name fields empty', () => {
    expect(LEVEL_FORM.current).toEqual({ item: DEFAULT_ITEM, typed: '' });
    expect(LEVEL_FORM.target).toEqual({ item: DEFAULT_TARGET, typed: '' });
    expect(LEVEL_FORM.target.item.potency).toBe(DEFAULT_ITEM.potency + 1);
  });

  it('a link puts both items, its notices and its names on the form', () => {
    const state = linked('?item=%2B1%20striking%20mace&to-item=%2B2%20greater%20striking&to-material=silver');
    expect(toSpec(state.current.item)).toEqual({ base: 'mace', potency: 1, striking: 'striking' });
    expect(toSpec(state.target.item)).toEqual({ base: 'mace', potency: 2, striking: 'greater-striking' });
    expect(state.current.typed).toBe('+1 striking mace');
    expect(state.target.typed).toBe('+2 greater striking');
    expect(state.notices.map((n) => n.param)).toContain('to-material');
  });

  it('the current item’s runes, typed: targets left as they were follow it, a target passed is said', () => {
    const state = run(LEVEL_FORM, typed('current', '+3 striking longsword'));
    expect(state.current.typed).toBe('+3 striking longsword');
    expect(state.target.item.potency).toBe(3);
    expect(state.passed).toEqual([{ field: 'potency', target: 2, current: 3 }]);
    // the target's own text is untouched by the current item's name
    expect(state.target.typed).toBe('');
  });

  it('an edit of the current item’s fields shows both items’ own names again; the target’s fields only its own', () => {
    const named = run(LEVEL_FORM, typed('current', '+1 striking mace'), typed('target', '+2 striking'));
    const current = run(named, fields('current', { ...named.current.item, potency: 2 }));
    expect([current.current.typed, current.target.typed]).toEqual([null, null]);
    const target = run(named, fields('target', { ...named.target.item, potency: 3 }));
    expect([target.current.typed, target.target.typed]).toEqual(['+1 striking mace', null]);
  });

  it('the target keeps the current base item and material; a material its name gives is left out and named', () => {
    const state = run(LEVEL_FORM, typed('target', '+2 striking cold iron dagger'));
    expect(state.target.item.base).toBe('longsword');
    expect(state.target.item.material).toBe('');
    expect(state.ignoredMaterial).toBe('cold-iron');
    expect(state.passed).toEqual([]);
  });

  it('an edit of either item clears the link’s notices; the crafter’s level does not', () => {
    const state = linked('?base=longsword&potency=9');
    expect(state.notices.length).toBeGreaterThan(0);
    expect(run(state, { type: 'crafter', value: '7' })).toMatchObject({ crafter: '7', notices: state.notices });
    expect(run(state, fields('target', { ...state.target.item, potency: 3 })).notices).toEqual([]);
    expect(run(state, typed('current', '+1 mace')).notices).toEqual([]);
    // text that reads as nothing changes no item and keeps them
    expect(run(state, typed('current', 'zzz')).notices).toEqual(state.notices);
  });

  it('two names read in one tick (the reader arriving) each act on the state the other left', () => {
    const state = run(LEVEL_FORM, typed('current', '+1 striking mace'), typed('target', '+2 greater striking'));
    expect(toSpec(state.current.item)).toEqual({ base: 'mace', potency: 1, striking: 'striking' });
    expect(toSpec(state.target.item)).toEqual({ base: 'mace', potency: 2, striking: 'greater-striking' });
  });
});

describe('what the plan asks of the crafter', () => {
  it('counts each rune crafted and the material’s grade, with the highest level and DC', () => {
    const plan = upgradePlan(
      toSpec(fromSpec({ base: 'longsword', potency: 1, material: { slug: 'cold-iron', grade: 'low' } })),
      toSpec(fromSpec({ base: 'longsword', potency: 2, striking: 'striking', material: { slug: 'cold-iron', grade: 'standard' } })),
    );
    const craft = planCraft(plan);
    expect(craft.runes.map((st) => st.to?.slug)).toEqual(['weapon-potency-2', 'striking']);
    expect(craft.activities).toHaveLength(3);
    expect(craft.level).toBe(Math.max(plan.material!.level, ...craft.runes.map((st) => st.to!.level)));
    expect(craft.dc).toBe(Math.max(...craft.activities.map((st) => st.dc ?? 0)));
  });

  it('nothing crafted: no DC, level 0', () => {
    const spec = toSpec(DEFAULT_ITEM);
    expect(planCraft(upgradePlan(spec, spec))).toMatchObject({ runes: [], activities: [], dc: null, level: 0 });
  });
});
