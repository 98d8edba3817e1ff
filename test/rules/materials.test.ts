import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASE_ITEMS,
  MATERIAL_GRADES,
  MATERIAL_SLUGS,
  MATERIALS,
  RUNES,
  canMake,
  evaluateItem,
  gradesFor,
  gradeStats,
  materialEffectsOn,
  materialPriceCp,
  materialUpgradeCostCp,
  parseItemName,
  problemMessage,
  type ItemSpec,
  type Problem,
} from '../../src/rules';
import { getBaseItem as getBaseItemCore } from '../../src/rules/core';
import { GM_CORE_MATERIAL_SLUGS } from '../../src/rules/data/materials';

const gp = (n: number): number => n * 100;
const codes = (ps: Problem[]): string[] => ps.map((p) => p.code);
const base = (slug: string) => {
  const b = getBaseItemCore(slug);
  if (!b) throw new Error(slug);
  return b;
};

describe('precious material data (GM Core)', () => {
  it('has the six materials of GM Core’s tables under their remaster slugs', () => {
    expect([...GM_CORE_MATERIAL_SLUGS]).toEqual(['cold-iron', 'silver', 'adamantine', 'dawnsilver', 'duskwood', 'orichalcum']);
    expect(MATERIAL_SLUGS.slice(0, 6)).toEqual([...GM_CORE_MATERIAL_SLUGS]);
    for (const slug of MATERIAL_SLUGS) expect(MATERIALS[slug].slug).toBe(slug);
  });

  it('grades: cold iron and silver come in all three, adamantine, dawnsilver and duskwood in standard and high, orichalcum only high', () => {
    const weaponGrades = (slug: keyof typeof MATERIALS) => gradesFor(MATERIALS[slug], base('longsword'));
    expect(weaponGrades('cold-iron')).toEqual(['low', 'standard', 'high']);
    expect(weaponGrades('silver')).toEqual(['low', 'standard', 'high']);
    expect(weaponGrades('adamantine')).toEqual(['standard', 'high']);
    expect(weaponGrades('dawnsilver')).toEqual(['standard', 'high']);
    expect(weaponGrades('orichalcum')).toEqual(['high']);
    expect(gradesFor(MATERIALS.duskwood, base('club'))).toEqual(['standard', 'high']);
  });

  it.each([
    // material, item, grade, level, Price in gp for that item (weapons and armor of 1 Bulk: + a tenth)
    ['cold-iron', 'longsword', 'low', 2, 44],
    ['cold-iron', 'longsword', 'standard', 10, 968],
    ['cold-iron', 'longsword', 'high', 16, 9900],
    ['silver', 'mace', 'low', 2, 44],
    ['adamantine', 'longsword', 'standard', 11, 1540],
    ['adamantine', 'greataxe', 'high', 17, 13500 + 2 * 1350],
    ['orichalcum', 'longsword', 'high', 18, 24750],
    ['dawnsilver', 'dagger', 'standard', 11, 1540], // light Bulk counts as 1
    ['cold-iron', 'chain-shirt', 'low', 5, 154],
    ['silver', 'full-plate', 'standard', 11, 1200 + 4 * 120],
    ['dawnsilver', 'chain-mail', 'high', 19, 32000 + 2 * 3200],
    ['orichalcum', 'breastplate', 'high', 20, 55000 + 2 * 5500],
    ['cold-iron', 'steel-shield', 'low', 2, 34],
    ['silver', 'buckler', 'high', 15, 5000],
    ['adamantine', 'steel-shield', 'high', 16, 8800],
    ['duskwood', 'wooden-shield', 'standard', 8, 440],
    ['duskwood', 'tower-shield', 'high', 16, 11200],
    ['orichalcum', 'steel-shield', 'high', 17, 13200],
  ] as const)('%s %s, %s grade: level %i, %i gp', (material, item, grade, level, priceGp) => {
    expect(gradeStats(MATERIALS[material], base(item), grade)?.level).toBe(level);
    expect(materialPriceCp(MATERIALS[material], base(item), grade)).toBe(gp(priceGp));
  });

  it('every Price is whole copper, levels are 1-20 and rise with the grade', () => {
    for (const m of Object.values(MATERIALS)) {
      for (const b of BASE_ITEMS) {
        if (!canMake(m, b)) continue;
        const levels = gradesFor(m, b).map((g) => gradeStats(m, b, g)!.level);
        expect(
          [...levels].sort((x, y) => x - y),
          `${m.slug} ${b.slug}`,
        ).toEqual(levels);
        for (const g of gradesFor(m, b)) {
          expect(Number.isInteger(materialPriceCp(m, b, g)), `${m.slug} ${b.slug} ${g}`).toBe(true);
          expect(gradeStats(m, b, g)!.level).toBeGreaterThanOrEqual(1);
          expect(gradeStats(m, b, g)!.level).toBeLessThanOrEqual(20);
        }
      }
    }
  });
});

describe('what each material can make', () => {
  it.each([
    ['cold-iron', 'longsword', true],
    ['cold-iron', 'club', false], // a wooden weapon
    ['duskwood', 'club', true],
    ['duskwood', 'longsword', false],
    ['cold-iron', 'whip', false], // neither metal nor wood
    ['silver', 'fist', false], // not an item
    ['dawnsilver', 'chain-mail', true],
    ['dawnsilver', 'leather-armor', false], // nonmetal armor
    ['duskwood', 'chain-mail', false],
    ['dawnsilver', 'wooden-shield', false], // the example
    ['duskwood', 'wooden-shield', true],
    ['duskwood', 'steel-shield', false],
    ['cold-iron', 'steel-shield', true],
    ['duskwood', 'buckler', true], // the book lists a duskwood buckler
    ['duskwood', 'tower-shield', true],
    ['adamantine', 'tower-shield', false], // only duskwood has a tower shield row
    ['silver', 'sturdy-shield-minor', false], // a specific magic shield
  ] as const)('%s makes %s: %s', (material, item, can) => {
    expect(canMake(MATERIALS[material], base(item))).toBe(can);
    const evaluated = evaluateItem({ base: item, material: { slug: material, grade: 'high' } });
    expect(codes(evaluated.problems).includes('material-cannot-make')).toBe(!can);
  });

  it('says in both languages which material can’t make which item', () => {
    const p = evaluateItem({ base: 'wooden-shield', material: { slug: 'dawnsilver', grade: 'standard' } }).problems[0]!;
    expect(p).toMatchObject({ code: 'material-cannot-make', severity: 'error' });
    expect(problemMessage(p, 'en')).toBe("“Dawnsilver” can't make “Wooden Shield”.");
    expect(problemMessage(p, 'ja')).toBe('「ドーンシルバー」で「木製シールド」は作れません。');
  });
});

describe('evaluateItem with a material', () => {
  it('a +2 striking standard-grade cold iron longsword: level, Price and name in both languages', () => {
    const item = evaluateItem({ base: 'longsword', potency: 2, striking: 'striking', material: { slug: 'cold-iron', grade: 'standard' } });
    expect(item.problems).toEqual([]);
    expect(item.level).toBe(10); // +2 potency (10), standard-grade cold iron (10)
    expect(item.materialPriceCp).toBe(gp(968));
    expect(item.runesPriceCp).toBe(gp(935 + 65));
    expect(item.priceCp).toBe(gp(1) + gp(968) + gp(1000));
    expect(item.material).toEqual({ slug: 'cold-iron', grade: 'standard', level: 10 });
    expect(item.name).toEqual({
      en: '+2 striking standard-grade cold iron longsword',
      ja: '＋2ストライキング・冷たい鉄製ロングソード（標準品位）',
    });
  });

  it('the material grade’s level wins when it is the highest', () => {
    const item = evaluateItem({ base: 'longsword', potency: 1, material: { slug: 'adamantine', grade: 'standard' } });
    expect(item.level).toBe(11);
  });

  it('rarity is the rarer of base item and material', () => {
    expect(evaluateItem({ base: 'longsword', material: { slug: 'orichalcum', grade: 'high' } }).rarity).toBe('rare');
    expect(evaluateItem({ base: 'katana', material: { slug: 'silver', grade: 'low' } }).rarity).toBe('uncommon');
    expect(evaluateItem({ base: 'longsword', material: { slug: 'silver', grade: 'low' } }).rarity).toBe('common');
  });

  it('a low-grade item holds runes up to level 8: a greater striking rune (12) is left out with an error', () => {
    const item = evaluateItem({
      base: 'longsword',
      potency: 1,
      striking: 'greater-striking',
      property: ['flaming'],
      material: { slug: 'cold-iron', grade: 'low' },
    });
    expect(codes(item.problems)).toEqual(['material-grade-rune-limit']);
    expect(item.problems[0]).toMatchObject({ severity: 'error', rune: 'greater-striking', params: { count: 8, grade: 'low' } });
    expect(item.runes).toEqual(['weapon-potency-1', 'flaming']);
    expect(problemMessage(item.problems[0]!, 'en')).toContain('up to level 8');
    expect(problemMessage(item.problems[0]!, 'ja')).toContain('低品位の冷たい鉄製のアイテムに彫刻できるのは8レベルまでのルーン');
  });

  it('a standard-grade item holds runes up to 15th level, a high-grade one any', () => {
    const spec = (grade: string): ItemSpec => ({
      base: 'longsword',
      potency: 3,
      striking: 'major-striking',
      material: { slug: 'silver', grade },
    });
    expect(codes(evaluateItem(spec('standard')).problems)).toEqual(['material-grade-rune-limit', 'material-grade-rune-limit']);
    expect(evaluateItem(spec('high')).problems).toEqual([]);
    expect(evaluateItem(spec('high')).level).toBe(19);
  });

  it('a grade the material doesn’t have is a problem in both languages, and the item is evaluated without it', () => {
    const item = evaluateItem({ base: 'longsword', material: { slug: 'adamantine', grade: 'low' } });
    expect(codes(item.problems)).toEqual(['material-grade-missing']);
    expect(item.material).toBeUndefined();
    expect(item.materialPriceCp).toBe(0);
    expect(problemMessage(item.problems[0]!, 'en')).toBe(
      '“Adamantine” has no low-grade version for “Longsword”; choose a grade the material comes in.',
    );
    expect(problemMessage(item.problems[0]!, 'ja')).toBe(
      'アダマンティン製の「ロングソード」に低品位はありません。この素材にある品位から選んでください。',
    );
    expect(codes(evaluateItem({ base: 'steel-shield', material: { slug: 'orichalcum', grade: 'standard' } }).problems)).toEqual([
      'material-grade-missing',
    ]);
  });

  it('odd material input gives problems, never an exception', () => {
    const odd = (material: unknown) => codes(evaluateItem({ base: 'longsword', material } as unknown as ItemSpec).problems);
    expect(odd({ slug: 'mithril-ish', grade: 'high' })).toEqual(['unknown-material']);
    expect(odd({ slug: 'silver', grade: 'supreme' })).toEqual(['invalid-value']);
    expect(odd('silver')).toEqual(['invalid-value']);
    expect(odd({ slug: '__proto__', grade: 'low' })).toEqual(['unknown-material']);
    expect(odd({})).toEqual([]);
    expect(odd(null)).toEqual([]);
  });

  it('orichalcum gives a +3 weapon or armor a fourth property slot; other materials don’t', () => {
    const four = ['flaming', 'frost', 'shock', 'corrosive'];
    const ori = evaluateItem({ base: 'longsword', potency: 3, property: four, material: { slug: 'orichalcum', grade: 'high' } });
    expect(ori.propertySlots).toBe(4);
    expect(ori.activeProperty).toEqual(four);
    expect(ori.problems).toEqual([]);
    const steel = evaluateItem({ base: 'longsword', potency: 3, property: four, material: { slug: 'adamantine', grade: 'high' } });
    expect(steel.propertySlots).toBe(3);
    expect(steel.dormantProperty).toEqual(['corrosive']);
    // The book states the benefit against the top count only: +2 orichalcum keeps two slots.
    expect(evaluateItem({ base: 'longsword', potency: 2, material: { slug: 'orichalcum', grade: 'high' } }).propertySlots).toBe(2);
    const armor = evaluateItem({ base: 'full-plate', potency: 3, material: { slug: 'orichalcum', grade: 'high' } });
    expect(armor.propertySlots).toBe(4);
  });

  it('a precious-material shield has its table’s Hardness, HP and BT, and a reinforcing rune adds to them', () => {
    const plain = evaluateItem({ base: 'steel-shield', material: { slug: 'adamantine', grade: 'standard' } });
    expect(plain.shield).toEqual({ hardness: 10, hp: 40, bt: 20 });
    expect(plain.level).toBe(8);
    expect(plain.priceCp).toBe(gp(2) + gp(440));
    const reinforced = evaluateItem({ base: 'buckler', reinforcing: 'minor-reinforcing', material: { slug: 'silver', grade: 'low' } });
    expect(reinforced.shield!.hardness).toBeGreaterThan(1);
  });
});

describe('what a material does on the item', () => {
  const on = (slug: keyof typeof MATERIALS, item: string, grade: 'low' | 'standard' | 'high') =>
    materialEffectsOn(MATERIALS[slug], base(item), grade);

  it('cold iron and silver: Strikes count as the metal on a weapon and a shield’s bash; armor sickens (1) a creature weak to it', () => {
    expect(on('cold-iron', 'longsword', 'low')).toEqual([{ code: 'strikes-count-as', as: 'cold-iron' }]);
    expect(on('silver', 'steel-shield', 'standard')).toEqual([{ code: 'strikes-count-as', as: 'silver' }]);
    expect(on('cold-iron', 'chain-mail', 'high')).toEqual([{ code: 'armor-sickens', as: 'cold-iron', sickened: 1 }]);
    expect(on('silver', 'chain-mail', 'low')).toEqual([{ code: 'armor-sickens', as: 'silver', sickened: 1 }]);
  });

  it('adamantine: a weapon halves an object’s Hardness up to its own, 10 standard-grade and 13 high-grade; nothing on armor or a shield', () => {
    expect(on('adamantine', 'longsword', 'standard')).toEqual([{ code: 'halves-object-hardness', hardness: 10 }]);
    expect(on('adamantine', 'longsword', 'high')).toEqual([{ code: 'halves-object-hardness', hardness: 13 }]);
    expect(on('adamantine', 'chain-mail', 'standard')).toEqual([]);
    expect(on('adamantine', 'steel-shield', 'high')).toEqual([]);
  });

  it('dawnsilver and duskwood: one Bulk lighter, 1 becoming light and light staying light (no line); dawnsilver also counts as silver', () => {
    expect(on('dawnsilver', 'longsword', 'standard')).toEqual([
      { code: 'strikes-count-as', as: 'silver' },
      { code: 'lighter-bulk', bulk: 'L' },
    ]);
    expect(on('dawnsilver', 'chain-mail', 'high')).toContainEqual({ code: 'lighter-bulk', bulk: 1 });
    expect(on('dawnsilver', 'dagger', 'standard')).toEqual([{ code: 'strikes-count-as', as: 'silver' }]);
    expect(on('duskwood', 'club', 'standard')).toEqual([{ code: 'lighter-bulk', bulk: 'L' }]);
    expect(on('duskwood', 'tower-shield', 'high')).toEqual([{ code: 'lighter-bulk', bulk: 3 }]);
  });

  it('orichalcum: four property slots on a weapon or armor, nothing on a shield', () => {
    expect(on('orichalcum', 'longsword', 'high')).toEqual([{ code: 'extra-property-slot', slots: 4 }]);
    expect(on('orichalcum', 'chain-mail', 'high')).toEqual([{ code: 'extra-property-slot', slots: 4 }]);
    expect(on('orichalcum', 'buckler', 'high')).toEqual([]);
  });

  it('nothing for an item the material can’t make or a grade it lacks', () => {
    expect(on('dawnsilver', 'wooden-shield', 'standard')).toEqual([]);
    expect(on('duskwood', 'longsword', 'standard')).toEqual([]);
    expect(on('adamantine', 'longsword', 'low')).toEqual([]);
  });

  it('evaluateItem lists them beside the runes’ effects; an item without a material has none', () => {
    const sword = evaluateItem({ base: 'longsword', potency: 1, material: { slug: 'cold-iron', grade: 'low' } });
    expect(sword.effects.material).toEqual([{ code: 'strikes-count-as', as: 'cold-iron' }]);
    expect(sword.effects.attackItemBonus).toBe(1);
    expect(evaluateItem({ base: 'longsword', potency: 1 }).effects.material).toEqual([]);
  });
});

describe('upgrading the grade', () => {
  it('low → standard costs the difference of the two material Prices on that item', () => {
    expect(materialUpgradeCostCp(MATERIALS['cold-iron'], base('longsword'), 'low', 'standard')).toBe(gp(968 - 44));
    expect(materialUpgradeCostCp(MATERIALS.silver, base('steel-shield'), 'standard', 'high')).toBe(gp(5500 - 340));
  });

  it('is null for a downgrade, the same grade, or a grade the material lacks', () => {
    expect(materialUpgradeCostCp(MATERIALS.silver, base('longsword'), 'high', 'low')).toBeNull();
    expect(materialUpgradeCostCp(MATERIALS.silver, base('longsword'), 'low', 'low')).toBeNull();
    expect(materialUpgradeCostCp(MATERIALS.adamantine, base('longsword'), 'low', 'high')).toBeNull();
  });
});

describe('properties', () => {
  const weaponOrArmor = BASE_ITEMS.filter((b) => b.kind !== 'shield' || !b.specific);
  const made = fc
    .tuple(fc.constantFrom(...weaponOrArmor), fc.constantFrom(...MATERIAL_SLUGS), fc.constantFrom(...MATERIAL_GRADES))
    .filter(([b, m, g]) => canMake(MATERIALS[m], b) && gradeStats(MATERIALS[m], b, g) !== undefined);
  const runesFor = (kind: string) => RUNES.filter((r) => r.target === (kind === 'shield' ? 'weapon' : kind) && r.kind === 'property');

  it('the level is never below the material grade’s level, the base item’s or any counted rune’s', () => {
    fc.assert(
      fc.property(made, fc.integer({ min: 0, max: 3 }), fc.nat(), ([b, m, g], potency, pick) => {
        const runes = runesFor(b.kind);
        const property = runes.length > 0 ? [runes[pick % runes.length]!.slug] : [];
        const item = evaluateItem({ base: b.slug, potency, property, material: { slug: m, grade: g } });
        const gradeLevel = gradeStats(MATERIALS[m], b, g)!.level;
        expect(item.level).toBeGreaterThanOrEqual(gradeLevel);
        expect(item.level).toBeGreaterThanOrEqual(b.level);
        for (const slug of item.runes) expect(item.level).toBeGreaterThanOrEqual(RUNES.find((r) => r.slug === slug)!.level);
      }),
      { numRuns: 400 },
    );
  });

  it('the Price is the Price without the material plus the material’s Price on that item', () => {
    fc.assert(
      fc.property(made, fc.integer({ min: 0, max: 3 }), ([b, m, g], potency) => {
        const without = evaluateItem({ base: b.slug, potency });
        const withMaterial = evaluateItem({ base: b.slug, potency, material: { slug: m, grade: g } });
        // runes above the grade's limit are left out, so compare with the same runes
        const sameRunes = evaluateItem({ base: b.slug, potency: withMaterial.runes.length > 0 ? potency : 0 });
        expect(withMaterial.priceCp).toBe(sameRunes.priceCp + materialPriceCp(MATERIALS[m], b, g));
        if (withMaterial.runes.length === without.runes.length)
          expect(withMaterial.priceCp).toBe(without.priceCp + withMaterial.materialPriceCp);
      }),
      { numRuns: 400 },
    );
  });

  it('every counted rune fits the grade: none above its rune level limit', () => {
    const limit = { low: 8, standard: 15, high: Infinity } as const;
    fc.assert(
      fc.property(made, fc.integer({ min: 0, max: 3 }), ([b, m, g], potency) => {
        const item = evaluateItem({ base: b.slug, potency, material: { slug: m, grade: g } });
        for (const slug of item.runes) expect(RUNES.find((r) => r.slug === slug)!.level).toBeLessThanOrEqual(limit[g]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('reading a material item’s name', () => {
  it('a shield named by a material that makes both the steel and the wooden shield keeps which one it is', () => {
    // Cold iron is metal: its shield can only be the steel one, so 「鋼鉄製」 gives way to the material.
    expect(evaluateItem({ base: 'steel-shield', material: { slug: 'cold-iron', grade: 'standard' } }).name.ja).toBe(
      '冷たい鉄製シールド（標準品位）',
    );
    // Dragonhide makes both: each name says which, and reads back to its own item.
    for (const base of ['steel-shield', 'wooden-shield']) {
      const spec: ItemSpec = { base, material: { slug: 'dragonhide', grade: 'high' } };
      const { ja, en } = evaluateItem(spec).name;
      expect(ja).toMatch(/^ドラゴンハイド製(鋼鉄製|木製)シールド（高品位）$/u);
      expect(en).toMatch(/^high-grade dragonhide (steel|wooden) shield$/u);
      expect(parseItemName(ja).spec).toEqual(spec);
      expect(parseItemName(en).spec).toEqual(spec);
    }
  });

  it('reads the book-order name back in both languages', () => {
    const spec: ItemSpec = {
      base: 'longsword',
      potency: 2,
      striking: 'striking',
      property: ['flaming'],
      material: { slug: 'cold-iron', grade: 'standard' },
    };
    const name = evaluateItem(spec).name;
    expect(parseItemName(name.en).spec).toEqual(spec);
    expect(parseItemName(name.ja).spec).toEqual(spec);
  });

  it('takes the old names and other spellings, and a grade written after the material', () => {
    expect(parseItemName('+1 mithral chain mail (high-grade)').spec).toEqual({
      base: 'chain-mail',
      potency: 1,
      material: { slug: 'dawnsilver', grade: 'high' },
    });
    expect(parseItemName('ダークウッド・クラブ（標準クラス）').spec).toEqual({
      base: 'club',
      material: { slug: 'duskwood', grade: 'standard' },
    });
    expect(parseItemName('＋1冷たい鉄ロングソード').spec?.material?.slug).toBe('cold-iron');
    expect(parseItemName('＋1ストライキング・標準コールド・アイアン・ロングソード').spec).toEqual({
      base: 'longsword',
      potency: 1,
      striking: 'striking',
      material: { slug: 'cold-iron', grade: 'standard' },
    });
    expect(parseItemName('＋2低級シルバー・メイス').spec).toEqual({ base: 'mace', potency: 2, material: { slug: 'silver', grade: 'low' } });
  });

  // The community's item names (p2rdj-derived): 「冷たい鉄製のバックラー (低品位)」, 「…アダマンティン製スケイル・メイル」.
  it('reads the community’s shape: 「〜製」 or 「〜製の」 after the material, the grade in brackets, nothing left unread', () => {
    for (const text of ['冷たい鉄製のバックラー (低品位)', '冷たい鉄製バックラー（低品位）', '低品位の冷たい鉄製のバックラー']) {
      const r = parseItemName(text);
      expect(r.spec, text).toEqual({ base: 'buckler', material: { slug: 'cold-iron', grade: 'low' } });
      expect(r.unread, text).toEqual([]);
    }
    expect(parseItemName('＋1銀製のロングソード（標準品位）').spec).toEqual({
      base: 'longsword',
      potency: 1,
      material: { slug: 'silver', grade: 'standard' },
    });
    expect(parseItemName('＋1冷たい鉄製のロングソード').unread).toEqual([]);
  });

  it('a steel or wooden shield of a material is named without its 「鋼鉄製」 or 「木製」 ("steel", "wooden"), and reads back', () => {
    // The book's English: "a high-grade cold iron shield" (the Nethysian bulwark), "moderate reinforcing cold iron shield".
    const steel = evaluateItem({ base: 'steel-shield', material: { slug: 'cold-iron', grade: 'high' } });
    expect(steel.name).toEqual({ ja: '冷たい鉄製シールド（高品位）', en: 'high-grade cold iron shield' });
    for (const name of [steel.name.ja, steel.name.en, 'High-Grade Cold Iron Shield'])
      expect(parseItemName(name).spec, name).toEqual({ base: 'steel-shield', material: { slug: 'cold-iron', grade: 'high' } });
    const wooden = evaluateItem({ base: 'wooden-shield', material: { slug: 'duskwood', grade: 'standard' } });
    expect(wooden.name).toEqual({ ja: 'ダスクウッド製シールド（標準品位）', en: 'standard-grade duskwood shield' });
    expect(parseItemName('standard-grade duskwood shield').spec).toEqual({
      base: 'wooden-shield',
      material: { slug: 'duskwood', grade: 'standard' },
    });
    // Names that are not a shield keep the whole base name.
    expect(evaluateItem({ base: 'buckler', material: { slug: 'silver', grade: 'low' } }).name.en).toBe('low-grade silver buckler');
    expect(parseItemName('ダークウッド製のシールド (標準品位)').spec).toEqual({
      base: 'wooden-shield',
      material: { slug: 'duskwood', grade: 'standard' },
    });
  });

  it('without a grade word, reads the lowest grade the material has for the item and says it chose it', () => {
    const r = parseItemName('+1 striking adamantine longsword');
    expect(r.spec?.material).toEqual({ slug: 'adamantine', grade: 'standard' });
    expect(r.material).toMatchObject({ slug: 'adamantine', grade: 'standard', said: false, grades: ['standard', 'high'], holds: true });
    expect(r.guesses).toEqual([]);
    expect(parseItemName('cold iron dagger').spec?.material).toEqual({ slug: 'cold-iron', grade: 'low' });
  });

  it('every material item’s name reads back to its spec (property)', () => {
    const made = fc
      .tuple(
        fc.constantFrom(...BASE_ITEMS),
        fc.constantFrom(...MATERIAL_SLUGS),
        fc.constantFrom(...MATERIAL_GRADES),
        fc.integer({ min: 0, max: 3 }),
      )
      .filter(([b, m, g]) => canMake(MATERIALS[m], b) && gradeStats(MATERIALS[m], b, g) !== undefined);
    fc.assert(
      fc.property(made, fc.constantFrom('en' as const, 'ja' as const), ([b, m, g, potency], lang) => {
        const spec: ItemSpec = { base: b.slug, material: { slug: m, grade: g } };
        if (potency > 0 && b.kind !== 'shield') spec.potency = potency;
        const item = evaluateItem(spec);
        const back = evaluateItem(parseItemName(item.name[lang]).spec ?? { base: '' });
        expect(back.name).toEqual(item.name);
        expect(back.material).toEqual(item.material);
      }),
      { numRuns: 300 },
    );
  });
});
