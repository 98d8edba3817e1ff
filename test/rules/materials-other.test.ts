// The other books' precious materials (src/rules/data/materials-other.ts): their levels, Prices and shield numbers
// as the two public references give them, what each makes, and the rules the calculators apply.
import { describe, expect, it } from 'vitest';
import {
  BASE_ITEMS,
  MATERIALS,
  canMake,
  estimateTransfer,
  evaluateItem,
  gradeStats,
  materialEffectsOn,
  materialPriceCp,
  parseItemName,
} from '../../src/rules';
import { getBaseItem } from '../../src/rules/core';
import { MATERIAL_ALIASES } from '../../src/rules/data/material-aliases';
import { OTHER_MATERIAL_SLUGS } from '../../src/rules/data/materials-other';
import { MATERIAL_NOTES } from '../../src/rules/data/material-notes';
import { materialNote } from '../../src/rules/materials';
import { TERMS as GLOSSARY } from '../../src/glossary';

const gp = (n: number): number => n * 100;
const base = (slug: string) => {
  const b = getBaseItem(slug);
  if (!b) throw new Error(slug);
  return b;
};

// [material, item, grade, level, Price in gp for that item] — AoN's equipment table and Foundry's materials.ts agree on
// each (the weapon and armor Price plus a tenth per Bulk: a longsword is 1 Bulk, chain mail 2).
const ROWS: [string, string, 'low' | 'standard' | 'high', number, number][] = [
  ['abysium', 'longsword', 'standard', 12, 2200],
  ['abysium', 'chain-mail', 'high', 19, 48000],
  ['abysium', 'buckler', 'standard', 8, 400],
  ['abysium', 'steel-shield', 'high', 16, 8800],
  ['djezet', 'longsword', 'high', 18, 24200],
  ['djezet', 'steel-shield', 'standard', 9, 660],
  ['inubrix', 'longsword', 'standard', 11, 1540],
  ['inubrix', 'chain-mail', 'standard', 11, 1440],
  ['inubrix', 'buckler', 'high', 15, 5000],
  ['noqual', 'longsword', 'standard', 12, 1760],
  ['noqual', 'steel-shield', 'high', 17, 15400],
  ['siccatite', 'longsword', 'high', 17, 16500],
  ['siccatite', 'chain-mail', 'standard', 12, 1920],
  ['sovereign-steel', 'longsword', 'high', 19, 35200],
  ['sovereign-steel', 'chain-mail', 'standard', 13, 2880],
  ['dragonhide', 'leather-armor', 'standard', 12, 1760],
  ['dragonhide', 'full-plate', 'high', 19, 44800],
  ['dragonhide', 'steel-shield', 'standard', 8, 440],
  ['grisantian-pelt', 'hide-armor', 'high', 19, 39600],
  ['peachwood', 'club', 'standard', 12, 2200],
  ['peachwood', 'shortbow', 'high', 18, 20900],
  ['keep-stone', 'longsword', 'high', 18, 24750],
  ['keep-stone', 'chain-mail', 'high', 20, 67200],
  ['keep-stone', 'steel-shield', 'high', 17, 13200],
  ['warpglass', 'longsword', 'high', 17, 15400],
  ['dusk-sisterstone', 'longsword', 'low', 3, 77],
  ['scarlet-sisterstone', 'chain-mail', 'standard', 10, 1200],
  ['dusk-sisterstone', 'chain-mail', 'high', 18, 23400],
];

describe('the other books’ precious materials: data', () => {
  it('are all in the material table, each under its own slug, with a page for every kind it makes', () => {
    for (const slug of OTHER_MATERIAL_SLUGS) {
      const m = MATERIALS[slug];
      expect(m.slug).toBe(slug);
      expect(m.rarity === 'rare' || m.rarity === 'uncommon').toBe(true);
      for (const kind of ['weapon', 'armor', 'shield'] as const) expect(m.source[kind].page, `${slug} ${kind}`).toBeGreaterThan(0);
      expect(MATERIAL_ALIASES[slug]).toBeDefined();
    }
  });

  it.each(ROWS)('%s %s (%s): level %i, %i gp', (material, item, grade, level, priceGp) => {
    const m = MATERIALS[material as keyof typeof MATERIALS];
    expect(canMake(m, base(item))).toBe(true);
    expect(gradeStats(m, base(item), grade)?.level).toBe(level);
    expect(materialPriceCp(m, base(item), grade)).toBe(gp(priceGp));
  });

  it('gives each shield row Hardness, HP and a BT of half the HP (abysium 6/24/12, keep stone 11/46/23)', () => {
    expect(gradeStats(MATERIALS.abysium, base('steel-shield'), 'standard')?.shield).toMatchObject({ hardness: 6, hp: 24, bt: 12 });
    expect(gradeStats(MATERIALS['keep-stone'], base('steel-shield'), 'high')?.shield).toMatchObject({ hardness: 11, hp: 46, bt: 23 });
    expect(evaluateItem({ base: 'buckler', material: { slug: 'inubrix', grade: 'standard' } }).shield).toEqual({
      hardness: 2,
      hp: 8,
      bt: 4,
    });
    for (const slug of OTHER_MATERIAL_SLUGS)
      for (const form of Object.values(MATERIALS[slug].shield))
        for (const row of Object.values(form ?? {})) expect(row.bt * 2).toBe(row.hp);
  });

  it('keeps noqual shields and keep stone to high grade, and sisterstone’s low grade', () => {
    expect(gradeStats(MATERIALS.noqual, base('steel-shield'), 'standard')).toBeUndefined();
    expect(gradeStats(MATERIALS['keep-stone'], base('longsword'), 'standard')).toBeUndefined();
    expect(gradeStats(MATERIALS['keep-stone'], base('buckler'), 'high')).toBeUndefined();
    expect(gradeStats(MATERIALS['dusk-sisterstone'], base('longsword'), 'low')?.level).toBe(3);
  });
});

describe('what the other books’ materials make', () => {
  const makes = (material: keyof typeof MATERIALS) => BASE_ITEMS.filter((b) => canMake(MATERIALS[material], b)).map((b) => b.slug);

  it('hide makes the armor it lists and shields, never a weapon', () => {
    expect(makes('dragonhide')).toEqual(
      expect.arrayContaining([
        'leather-armor',
        'studded-leather-armor',
        'hide-armor',
        'breastplate',
        'half-plate',
        'full-plate',
        'buckler',
      ]),
    );
    expect(makes('dragonhide')).not.toContain('chain-mail');
    expect(makes('dragonhide').some((slug) => base(slug).kind === 'weapon')).toBe(false);
    expect(makes('grisantian-pelt').every((slug) => base(slug).kind === 'armor' && !(base(slug) as { metal: boolean }).metal)).toBe(true);
    expect(makes('grisantian-pelt')).toContain('explorers-clothing');
  });

  it('peachwood makes wooden weapons only; warpglass weapons only; sovereign steel no shield', () => {
    expect(makes('peachwood')).toContain('club');
    expect(makes('peachwood')).not.toContain('longsword');
    expect(makes('peachwood').every((slug) => base(slug).kind === 'weapon')).toBe(true);
    expect(makes('warpglass').every((slug) => base(slug).kind === 'weapon')).toBe(true);
    expect(makes('sovereign-steel').some((slug) => base(slug).kind === 'shield')).toBe(false);
  });

  it('inubrix makes no weapon with a d4 damage die', () => {
    expect(canMake(MATERIALS.inubrix, base('dagger'))).toBe(false);
    expect(canMake(MATERIALS.inubrix, base('longsword'))).toBe(true);
    expect(evaluateItem({ base: 'dagger', material: { slug: 'inubrix', grade: 'standard' } }).problems.map((p) => p.code)).toEqual([
      'material-cannot-make',
    ]);
  });

  it('stone and glass make what metal makes: keep stone chain mail, not a wooden club', () => {
    expect(canMake(MATERIALS['keep-stone'], base('chain-mail'))).toBe(true);
    expect(canMake(MATERIALS['keep-stone'], base('club'))).toBe(false);
    expect(canMake(MATERIALS.warpglass, base('longsword'))).toBe(true);
  });
});

describe('the other books’ materials in the item rules', () => {
  it('an abysium or siccatite weapon has one property slot fewer, never below none', () => {
    // High grade, so that a +3 potency rune (level 16) is not over the grade's limit.
    const sword = (slug: string, potency: number) => evaluateItem({ base: 'longsword', potency, material: { slug, grade: 'high' } });
    expect(sword('abysium', 2).propertySlots).toBe(1);
    expect(sword('siccatite', 3).propertySlots).toBe(2);
    expect(sword('abysium', 1).propertySlots).toBe(0);
    expect(evaluateItem({ base: 'longsword', material: { slug: 'abysium', grade: 'standard' } }).propertySlots).toBe(0);
    const flaming = evaluateItem({
      base: 'longsword',
      potency: 1,
      property: ['flaming'],
      material: { slug: 'abysium', grade: 'standard' },
    });
    expect(flaming.dormantProperty).toEqual(['flaming']);
    // Abysium armor keeps its slots: the rule is the weapon's.
    expect(evaluateItem({ base: 'chain-mail', potency: 2, material: { slug: 'abysium', grade: 'standard' } }).propertySlots).toBe(2);
  });

  it('high-grade djezet armor holds one more property rune; standard grade and djezet weapons do not', () => {
    const armor = (grade: 'standard' | 'high', potency: number) =>
      evaluateItem({ base: 'chain-mail', potency, material: { slug: 'djezet', grade } }).propertySlots;
    expect(armor('high', 1)).toBe(2);
    expect(armor('high', 3)).toBe(4);
    expect(armor('standard', 2)).toBe(2);
    expect(evaluateItem({ base: 'longsword', potency: 3, material: { slug: 'djezet', grade: 'high' } }).propertySlots).toBe(3);
  });

  it('an inubrix weapon’s damage die is one size smaller', () => {
    const sword = evaluateItem({ base: 'longsword', potency: 1, striking: 'striking', material: { slug: 'inubrix', grade: 'standard' } });
    expect(sword.effects.damage).toBe('2d6');
    expect(sword.effects.material).toContainEqual({ code: 'smaller-damage-die', die: 'd6' });
  });

  it('sovereign steel counts as cold iron: its Strikes, and its armor sickens a creature weak to cold iron', () => {
    expect(materialEffectsOn(MATERIALS['sovereign-steel'], base('longsword'), 'standard')).toContainEqual({
      code: 'strikes-count-as',
      as: 'cold-iron',
    });
    expect(materialEffectsOn(MATERIALS['sovereign-steel'], base('chain-mail'), 'high')).toContainEqual({
      code: 'armor-sickens',
      as: 'cold-iron',
      sickened: 1,
    });
  });

  it('says in both languages what each material does on what it makes, with the grade’s number (abysium armor DC 30 / 40)', () => {
    const note = (slug: keyof typeof MATERIALS, item: string, grade: 'standard' | 'high') => {
      const line = materialEffectsOn(MATERIALS[slug], base(item), grade).find((l) => l.code === 'note');
      return line?.code === 'note' ? materialNote(line) : undefined;
    };
    expect(note('abysium', 'chain-mail', 'standard')).toMatchObject({
      en: expect.stringContaining('DC 30'),
      ja: expect.stringContaining('DC30'),
    });
    expect(note('abysium', 'chain-mail', 'high')).toMatchObject({ en: expect.stringContaining('DC 40') });
    expect(note('peachwood', 'club', 'high')).toMatchObject({ en: expect.stringContaining('4 lower') });
    // Every kind a material names has its words at every grade it has for that kind, in both languages.
    for (const slug of OTHER_MATERIAL_SLUGS)
      for (const item of BASE_ITEMS.filter((b) => canMake(MATERIALS[slug], b)))
        for (const grade of ['low', 'standard', 'high'] as const)
          for (const line of materialEffectsOn(MATERIALS[slug], item, grade))
            if (line.code === 'note') {
              const words = materialNote(line);
              expect(words?.ja, `${slug} ${item.slug} ${grade}`).toBeTruthy();
              expect(words?.en, `${slug} ${item.slug} ${grade}`).not.toMatch(/undefined/);
            }
    // And every kind with words is named in `noted`, so no line is lost.
    for (const [slug, kinds] of Object.entries(MATERIAL_NOTES))
      expect([...(MATERIALS[slug as keyof typeof MATERIALS].noted ?? [])].sort(), slug).toEqual(Object.keys(kinds ?? {}).sort());
  });

  it('the rarer material sets the item’s rarity, and the grade’s level its level', () => {
    const item = evaluateItem({ base: 'longsword', potency: 1, material: { slug: 'peachwood', grade: 'standard' } });
    expect(item.problems.map((p) => p.code)).toEqual(['material-cannot-make']);
    const club = evaluateItem({ base: 'club', potency: 1, material: { slug: 'peachwood', grade: 'standard' } });
    expect(club.rarity).toBe('uncommon');
    expect(club.level).toBe(12);
    expect(club.materialPriceCp).toBe(gp(2200));
  });

  it('moving a rune onto djezet armor costs nothing; onto other armor, or a swap, the usual tenth', () => {
    const onto = (slug: string) =>
      estimateTransfer({ rune: 'fire-resistant', to: { base: 'chain-mail', potency: 1, material: { slug, grade: 'standard' } } });
    expect(onto('djezet')).toMatchObject({ costCp: 0, freeOnto: 'djezet' });
    expect(onto('abysium').costCp).toBeGreaterThan(0);
    expect(onto('abysium').freeOnto).toBeUndefined();
    const swap = estimateTransfer({
      rune: 'fire-resistant',
      swapWith: 'slick',
      to: { base: 'chain-mail', potency: 1, property: ['slick'], material: { slug: 'djezet', grade: 'standard' } },
    });
    expect(swap.costCp).toBeGreaterThan(0);
  });
});

describe('the other books’ materials in names, the reader and the glossary', () => {
  it('names an item with the material and reads the name back in both languages', () => {
    for (const spec of [
      { base: 'longsword', potency: 1, striking: 'striking', material: { slug: 'abysium', grade: 'standard' } },
      { base: 'leather-armor', potency: 2, material: { slug: 'dragonhide', grade: 'high' } },
      { base: 'longsword', material: { slug: 'scarlet-sisterstone', grade: 'low' } },
      { base: 'chain-mail', material: { slug: 'sovereign-steel', grade: 'standard' } },
    ]) {
      const item = evaluateItem(spec);
      expect(item.problems).toEqual([]);
      for (const lang of ['en', 'ja'] as const) expect(parseItemName(item.name[lang]).spec, item.name[lang]).toEqual(spec);
    }
  });

  it('reads the typed English and Japanese words of a material', () => {
    expect(parseItemName('+1 standard-grade noqual longsword').spec?.material).toEqual({ slug: 'noqual', grade: 'standard' });
    expect(parseItemName('＋1・ソヴリン鋼・ロングソード').spec?.material?.slug).toBe('sovereign-steel');
    expect(parseItemName('high-grade dragon hide leather armor').spec?.material).toEqual({ slug: 'dragonhide', grade: 'high' });
  });

  it('has a glossary entry for each, linked to the materials chapter, with the community’s name', () => {
    for (const slug of OTHER_MATERIAL_SLUGS) {
      const term = GLOSSARY.find((t) => t.id === slug);
      expect(term, slug).toBeDefined();
      expect(term?.ja).toBe(MATERIALS[slug].name.ja);
      expect(term?.chapter).toBe('materials');
      expect(term?.provenance).toBe(MATERIALS[slug].jaConfirmed ? 'wiki' : 'site');
    }
    expect(GLOSSARY.find((t) => t.id === 'keep-stone')?.provenance).toBe('site');
  });
});
