import { describe, expect, it } from 'vitest';
import { islandT } from '../../components/tools/strings';
import { fromSpec, toSpec, DEFAULT_ITEM } from '../../src/lib/item-draft';
import { followCurrent } from '../../src/lib/level-form';
import { fittingGrade, gradeOptions, materialOptions } from '../../src/lib/material-options';
import { upgradePlan } from '../../src/lib/upgrade-plan';
import { itemQuery, readItemTool } from '../../src/lib/url-state';
import { applyRuneFields, levelQuery, readLevelTool } from '../../src/lib/url-state-level';
import { readTransferTool } from '../../src/lib/url-state-transfer';

const S = islandT('en', { 'tools.materialCannotMake': '{name} (no)', 'tools.materialNoGrade': '{name} (none)' });

describe('the material in links', () => {
  it('writes and reads material and grade', () => {
    const spec = { base: 'longsword', potency: 2, striking: 'striking', material: { slug: 'cold-iron', grade: 'standard' } };
    const query = itemQuery(spec);
    expect(query).toBe('base=longsword&potency=2&striking=striking&material=cold-iron&grade=standard');
    expect(readItemTool(query)).toEqual({ spec, notices: [] });
  });

  it('an unknown material, an unknown grade, or one without the other is left out with a notice', () => {
    // the grade of an unknown material goes with it, and is named too
    expect(readItemTool('base=longsword&material=mithril&grade=low')).toMatchObject({
      spec: { base: 'longsword' },
      notices: [
        { kind: 'value', param: 'material' },
        { kind: 'dropped', param: 'grade' },
      ],
    });
    expect(readItemTool('base=longsword&material=silver&grade=supreme').notices).toEqual([
      { kind: 'value', param: 'grade' },
      { kind: 'dropped', param: 'material' },
    ]);
    expect(readItemTool('base=longsword&grade=low')).toMatchObject({
      spec: { base: 'longsword' },
      notices: [{ kind: 'dropped', param: 'grade' }],
    });
    expect(readItemTool('base=longsword&material=__proto__&grade=low').notices).toEqual([
      { kind: 'value', param: 'material' },
      { kind: 'dropped', param: 'grade' },
    ]);
  });

  it('the level calculator: the target keeps the material, `to-grade` raises its grade', () => {
    const current = { base: 'longsword', potency: 1, material: { slug: 'silver', grade: 'low' } };
    const target = { ...current, material: { slug: 'silver', grade: 'standard' } };
    const query = levelQuery(current, target);
    expect(query).toBe('base=longsword&potency=1&material=silver&grade=low&to-grade=standard');
    const read = readLevelTool(query);
    expect(read.notices).toEqual([]);
    expect(applyRuneFields(read.current as typeof current, read.target)).toEqual({ ...target, property: [] });
  });

  it('the transfer estimator reads each item’s material', () => {
    const read = readTransferTool('rune=flaming&to=longsword&to-potency=1&to-material=cold-iron&to-grade=low');
    expect(read.notices).toEqual([]);
    expect(read.state?.to).toMatchObject({ material: { slug: 'cold-iron', grade: 'low' } });
  });
});

describe('the form', () => {
  it('a draft keeps material and grade through toSpec and fromSpec; a material without a grade is no material', () => {
    const draft = { ...DEFAULT_ITEM, material: 'dawnsilver', grade: 'high' };
    expect(toSpec(draft).material).toEqual({ slug: 'dawnsilver', grade: 'high' });
    expect(fromSpec(toSpec(draft))).toEqual(draft);
    expect(toSpec({ ...DEFAULT_ITEM, material: 'dawnsilver', grade: '' }).material).toBeUndefined();
  });

  it('lists every material, disabling those that can’t make the item, and the grades it lacks', () => {
    const options = materialOptions('wooden-shield', 'en', S);
    // Duskwood is wood; dragonhide (hide) makes any shield form it has a row for.
    expect(options.filter((o) => !o.disabled).map((o) => o.value)).toEqual(['duskwood', 'dragonhide']);
    expect(options.find((o) => o.value === 'dawnsilver')).toEqual({ value: 'dawnsilver', label: 'Dawnsilver (no)', disabled: true });
    expect(gradeOptions('adamantine', 'longsword', 'ja', S).map((o) => [o.label, o.disabled])).toEqual([
      ['低級 (none)', true],
      ['標準', false],
      ['高級', false],
    ]);
  });

  it('picking a material keeps the grade if it has it, else takes its lowest', () => {
    expect(fittingGrade('adamantine', 'longsword', 'low')).toBe('standard');
    expect(fittingGrade('cold-iron', 'longsword', 'low')).toBe('low');
    expect(fittingGrade('orichalcum', 'longsword', '')).toBe('high');
  });

  it('the level calculator’s target follows the material and a grade the reader left alone', () => {
    const prev = { ...DEFAULT_ITEM, material: 'silver', grade: 'low' };
    const next = { ...prev, grade: 'standard' };
    expect(followCurrent(prev, next, prev).target.grade).toBe('standard');
    expect(followCurrent(prev, next, { ...prev, grade: 'high' }).target.grade).toBe('high');
    expect(followCurrent(prev, { ...prev, material: 'cold-iron' }, prev).target.material).toBe('cold-iron');
  });

  it('plans a grade upgrade at the difference of the two material Prices, with its own Craft DC', () => {
    const plan = upgradePlan(
      { base: 'longsword', potency: 1, material: { slug: 'cold-iron', grade: 'low' } },
      { base: 'longsword', potency: 1, material: { slug: 'cold-iron', grade: 'standard' } },
    );
    expect(plan.steps).toEqual([]);
    expect(plan.material).toMatchObject({ from: 'low', to: 'standard', costCp: 96800 - 4400, level: 10, dc: 27 });
    expect(plan.totalCp).toBe(96800 - 4400);
  });
});
