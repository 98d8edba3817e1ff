import { describe, expect, it } from 'vitest';
import { getBaseItem, getRune } from '../../src/rules/core';
import { EXCLUDED_FAMILY_NAMES, USAGE_BASE_ITEM_NAMES, usageKey, usageLabel } from '../../src/rules/data/labels';
import { BASE_ITEM_DATA } from '../../src/rules/data/base-items';
import { RUNE_DATA } from '../../src/rules/data/runes';
import { evaluateItem, problemMessage } from '../../src/rules';
import { etchProblems, usageAllows } from '../../src/rules/etching';
import type { RuneCore, RuneUsage } from '../../src/rules/types';

// Usage lines the runes of other books need (metal armor, one base item, a weapon trait), checked on a rune
// made for the test: the data holds no such rune yet, and the checks must not wait for one.
function runeWith(usage: RuneUsage): RuneCore {
  const model = getRune(usage.target === 'armor' ? 'slick' : 'flaming')!;
  return { ...model, slug: 'test-rune', usage, usageText: usageLabel(usage) };
}
const base = (slug: string) => getBaseItem(slug)!;
const codes = (rune: RuneCore, item: string) => etchProblems(base(item), rune).map((p) => p.code);

describe('usage lines as data', () => {
  it('metal armor only: metal armor takes the rune, other armor gets its own problem in both languages', () => {
    const rune = runeWith({ target: 'armor', metal: true });
    expect(rune.usageText).toEqual({ ja: '金属製の鎧に彫刻', en: 'etched onto metal armor' });
    expect(codes(rune, 'chain-mail')).toEqual([]);
    const [problem] = etchProblems(base('leather-armor'), rune);
    expect(problem?.code).toBe('usage-needs-metal');
    expect(problemMessage(problem!, 'ja')).toContain('金属製ではありません');
    expect(problemMessage(problem!, 'en')).toContain("isn't metal");
    expect(usageKey(rune.usage)).toBe('armor:metal');
  });

  it('nonmetal armor only, with armor categories', () => {
    const rune = runeWith({ target: 'armor', categories: ['light', 'medium'], metal: false });
    expect(rune.usageText).toEqual({ ja: '金属製でない軽装鎧か中装鎧に彫刻', en: 'etched onto nonmetal light or medium armor' });
    expect(codes(rune, 'leather-armor')).toEqual([]);
    expect(codes(rune, 'chain-shirt')).toEqual(['usage-needs-nonmetal']);
    expect(codes(rune, 'full-plate')).toEqual(['usage-not-met']);
  });

  it('one base item only (clan dagger)', () => {
    const rune = runeWith({ target: 'weapon', baseItems: ['clan-dagger'] });
    expect(rune.usageText).toEqual({ ja: 'クラン・ダガーに彫刻', en: 'etched onto a clan dagger' });
    expect(codes(rune, 'clan-dagger')).toEqual([]);
    const [problem] = etchProblems(base('dagger'), rune);
    expect(problem?.code).toBe('usage-needs-base-item');
    expect(problemMessage(problem!, 'en')).toBe('“Flaming” must be etched onto a clan dagger; “Dagger” is a different weapon.');
    // @ts-expect-error: a misspelt base item does not compile
    const misspelt: RuneUsage = { target: 'weapon', baseItems: ['clan-dager'] };
    expect(misspelt).toBeDefined();
  });

  it('a weapon trait (monk weapons)', () => {
    const rune = runeWith({ target: 'weapon', trait: 'monk' });
    expect(rune.usageText).toEqual({ ja: 'モンク特性を持つ武器に彫刻', en: 'etched onto a weapon with the monk trait' });
    expect(codes(rune, 'temple-sword')).toEqual([]);
    const [problem] = etchProblems(base('longsword'), rune);
    expect(problem?.code).toBe('usage-needs-trait');
    expect(problemMessage(problem!, 'ja')).toContain('モンク特性を持つ武器');
    expect(problemMessage(problem!, 'en')).toContain('the monk trait');
    const melee = runeWith({ target: 'weapon', attack: 'melee', trait: 'monk' });
    expect(melee.usageText).toEqual({ ja: 'モンク特性を持つ近接武器に彫刻', en: 'etched onto a melee weapon with the monk trait' });
  });

  it('the usage lines GM Core already has: thrown weapons, damage types, armor categories', () => {
    expect(usageAllows(base('javelin'), { target: 'weapon', thrown: true })).toBe(true);
    expect(usageAllows(base('longsword'), { target: 'weapon', thrown: true })).toBe(false);
    expect(usageAllows(base('longsword'), { target: 'weapon', damageTypes: ['B'] })).toBe(false);
    expect(usageAllows(base('mace'), { target: 'weapon', damageTypes: ['B'] })).toBe(true);
    expect(usageAllows(base('full-plate'), { target: 'armor', categories: ['heavy'] })).toBe(true);
    expect(usageAllows(base('explorers-clothing'), { target: 'armor', categories: ['heavy'] })).toBe(false);
  });
});

describe('a usage line that names base items', () => {
  it('names each item as the base-item table does, without reading the table (a calculator loads it later)', () => {
    for (const [slug, name] of Object.entries(USAGE_BASE_ITEM_NAMES)) {
      const item = BASE_ITEM_DATA.find((b) => b.slug === slug);
      expect(item, slug).toBeDefined();
      expect(name, slug).toEqual(item!.name);
    }
    for (const rune of RUNE_DATA) {
      if (rune.usage.target !== 'weapon' || !('baseItems' in rune.usage)) continue;
      for (const slug of rune.usage.baseItems ?? []) expect(Object.keys(USAGE_BASE_ITEM_NAMES), rune.slug).toContain(slug);
      // Both languages name every item (e.g. 「クラン・ダガーに彫刻」, "etched onto a clan dagger").
      const text = usageLabel(rune.usage);
      for (const slug of rune.usage.baseItems ?? []) {
        const name = BASE_ITEM_DATA.find((b) => b.slug === slug)!.name;
        expect(text.ja, rune.slug).toContain(name.ja);
        expect(text.en, rune.slug).toContain(name.en.toLowerCase());
      }
    }
  });
});

describe('a usage line that excludes another rune (deathdrinking: not with vitalizing)', () => {
  it('says so in its usage text and key', () => {
    const usage: RuneUsage = { target: 'weapon', notRunes: ['vitalizing'] };
    expect(usageLabel(usage)).toEqual({
      ja: 'ヴァイタライジング・ルーンのない武器に彫刻',
      en: 'etched onto a weapon without a vitalizing rune',
    });
    expect(usageKey(usage)).toBe('weapon:without-vitalizing');
  });

  it('names each excluded family as the data names it', () => {
    for (const [family, name] of Object.entries(EXCLUDED_FAMILY_NAMES)) {
      const plain = RUNE_DATA.find((r) => r.family === family && r.grade === null)!;
      expect(plain, family).toBeDefined();
      expect(name.ja).toBe(plain.name.ja);
      expect(name.en).toBe(plain.name.en.toLowerCase());
    }
    for (const rune of RUNE_DATA) {
      if (rune.usage.target !== 'weapon' || !('notRunes' in rune.usage)) continue;
      for (const family of rune.usage.notRunes ?? []) expect(Object.keys(EXCLUDED_FAMILY_NAMES), rune.slug).toContain(family);
    }
  });

  it('refuses the pair in either order, with a problem in both languages, and keeps the first rune', () => {
    for (const property of [
      ['deathdrinking', 'greater-vitalizing'],
      ['vitalizing', 'deathdrinking'],
    ]) {
      const item = evaluateItem({ base: 'longsword', potency: 2, property });
      expect(
        item.problems.map((p) => p.code),
        property.join('+'),
      ).toEqual(['usage-excludes-rune']);
      expect(problemMessage(item.problems[0]!, 'ja')).toContain('デスドリンキング');
      expect(problemMessage(item.problems[0]!, 'ja')).toContain('ヴァイタライジング');
      expect(problemMessage(item.problems[0]!, 'en')).toContain('without a vitalizing rune');
      expect(item.activeProperty).toEqual([property[0]]);
    }
    expect(evaluateItem({ base: 'longsword', potency: 2, property: ['deathdrinking', 'flaming'] }).problems).toEqual([]);
  });
});
