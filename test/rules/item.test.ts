import { describe, expect, it } from 'vitest';
import { canEtch, estimateTransfer, evaluateItem, problemMessage, type Problem } from '../../src/rules';

const codes = (ps: Problem[]): string[] => ps.map((p) => p.code);
const errors = (ps: Problem[]): Problem[] => ps.filter((p) => p.severity === 'error');

describe('item level, price and rarity', () => {
  it('a +1 striking mace with a level-5 vitalizing rune is a level-5 item (the seed’s example)', () => {
    const item = evaluateItem({ base: 'mace', potency: 1, striking: 'striking', property: ['vitalizing'] });
    expect(item.level).toBe(5);
    expect(item.problems).toEqual([]);
  });

  it('a +1 striking mace alone is level 4, the striking rune’s level', () => {
    expect(evaluateItem({ base: 'mace', potency: 1, striking: 'striking' }).level).toBe(4);
  });

  it('the price is the base item plus every rune, and the runes’ value is reported on its own', () => {
    const item = evaluateItem({ base: 'longsword', potency: 1, striking: 'striking' });
    expect(item.basePriceCp).toBe(100);
    expect(item.runesPriceCp).toBe(3500 + 6500);
    expect(item.priceCp).toBe(100 + 3500 + 6500);
  });

  it('rarity stays the base item’s; the rarest rune is reported apart', () => {
    const item = evaluateItem({ base: 'longsword', potency: 3, property: ['keen', 'vorpal', 'flaming'] });
    expect(item.rarity).toBe('common');
    expect(item.rarestRune).toBe('vorpal');
    expect(evaluateItem({ base: 'katana', potency: 1 }).rarity).toBe('uncommon');
    expect(evaluateItem({ base: 'longsword', potency: 1 }).rarestRune).toBeUndefined();
  });

  it('armor with runes must be invested', () => {
    expect(evaluateItem({ base: 'chain-mail', potency: 1 }).invested).toBe(true);
    expect(evaluateItem({ base: 'chain-mail' }).invested).toBe(false);
  });
});

describe('names', () => {
  it.each([
    [
      { base: 'chain-mail', potency: 2, resilient: 'greater-resilient', property: ['fire-resistant'] },
      '+2 greater resilient fire-resistant chain mail',
      '＋2グレーター・リジリアント・ファイアー・レジスタント・チェイン・メイル',
    ],
    [{ base: 'mace', potency: 1, striking: 'striking' }, '+1 striking mace', '＋1ストライキング・メイス'],
    [
      { base: 'longsword', potency: 2, striking: 'greater-striking', property: ['flaming', 'frost'] },
      '+2 greater striking flaming frost longsword',
      '＋2グレーター・ストライキング・フレイミング・フロスト・ロングソード',
    ],
    [
      { base: 'steel-shield', reinforcing: 'minor-reinforcing' },
      'minor reinforcing steel shield',
      'マイナー・リーンフォーシング・鋼鉄製シールド',
    ],
    [{ base: 'longsword', potency: 1 }, '+1 longsword', '＋1ロングソード'],
    [{ base: 'longsword' }, 'longsword', 'ロングソード'],
    [
      { base: 'breastplate', potency: 2, property: ['acid-resistant', 'greater-fire-resistant'] },
      '+2 acid-resistant greater fire-resistant breastplate',
      '＋2アシッド・レジスタント・グレーター・ファイアー・レジスタント・ブレストプレート',
    ],
  ])('%o is named “%s” / “%s”', (spec, en, ja) => {
    expect(evaluateItem(spec).name).toEqual({ en, ja });
  });
});

describe('property rune slots', () => {
  it('an item has as many property slots as its potency value', () => {
    expect(evaluateItem({ base: 'longsword' }).propertySlots).toBe(0);
    expect(evaluateItem({ base: 'longsword', potency: 2 }).propertySlots).toBe(2);
    expect(evaluateItem({ base: 'chain-mail', potency: 3 }).propertySlots).toBe(3);
  });

  it('striking and resilient don’t use a slot', () => {
    const item = evaluateItem({ base: 'longsword', potency: 1, striking: 'striking', property: ['flaming'] });
    expect(item.problems).toEqual([]);
    expect(item.activeProperty).toEqual(['flaming']);
  });

  it('a property rune beyond the slots is an error that names it, and it is dormant', () => {
    const item = evaluateItem({ base: 'longsword', potency: 1, property: ['flaming', 'frost'] });
    expect(errors(item.problems)).toHaveLength(1);
    expect(item.problems[0]).toMatchObject({ code: 'no-free-slot', severity: 'error', rune: 'frost' });
    expect(problemMessage(item.problems[0]!, 'ja')).toContain('フロスト');
    expect(problemMessage(item.problems[0]!, 'en')).toContain('Frost');
    expect(item.activeProperty).toEqual(['flaming']);
    expect(item.dormantProperty).toEqual(['frost']);
  });

  it('a property rune without any potency rune has no slot', () => {
    const item = evaluateItem({ base: 'longsword', property: ['flaming'] });
    expect(codes(item.problems)).toEqual(['no-free-slot']);
  });

  it('potency must be a whole number from 0 to 3', () => {
    for (const potency of [4, -1, 1.5, Number.NaN]) {
      expect(codes(evaluateItem({ base: 'longsword', potency }).problems)).toEqual(['invalid-potency']);
    }
  });
});

describe('fundamental runes', () => {
  it('each fundamental slot takes only its own family', () => {
    const item = evaluateItem({ base: 'longsword', striking: 'resilient' });
    expect(item.problems[0]).toMatchObject({ code: 'wrong-family', rune: 'resilient' });
    expect(item.runes).toEqual([]);
  });

  it('striking goes on weapons, resilient on armor, reinforcing on shields', () => {
    expect(codes(evaluateItem({ base: 'chain-mail', striking: 'striking' }).problems)).toEqual(['wrong-target']);
    expect(codes(evaluateItem({ base: 'longsword', resilient: 'resilient' }).problems)).toEqual(['wrong-target']);
    expect(codes(evaluateItem({ base: 'longsword', reinforcing: 'minor-reinforcing' }).problems)).toEqual(['wrong-target']);
  });

  it('a fundamental rune in the property list is an error', () => {
    expect(codes(evaluateItem({ base: 'longsword', potency: 1, property: ['striking'] }).problems)).toEqual(['not-a-property-rune']);
  });

  it('summarises the fundamental effects: attack bonus, damage dice, AC and saves', () => {
    const sword = evaluateItem({ base: 'longsword', potency: 2, striking: 'greater-striking' });
    expect(sword.effects).toMatchObject({ attackItemBonus: 2, damageDice: 3, damage: '3d8', damageType: 'S' });
    expect(evaluateItem({ base: 'longsword' }).effects.damage).toBe('1d8');
    expect(evaluateItem({ base: 'dagger', striking: 'major-striking' }).effects.damage).toBe('4d4');
    const mail = evaluateItem({ base: 'chain-mail', potency: 3, resilient: 'major-resilient' });
    expect(mail.effects).toMatchObject({ acItemBonus: 3, savesItemBonus: 3 });
  });
});

describe('usage restrictions', () => {
  it('melee-only runes refuse ranged weapons', () => {
    expect(canEtch('longbow', 'animated').map((p) => p.code)).toEqual(['usage-not-met']);
    expect(canEtch('longsword', 'animated')).toEqual([]);
  });

  it('returning needs a thrown weapon, melee or ranged', () => {
    expect(canEtch('dagger', 'returning')).toEqual([]);
    expect(canEtch('javelin', 'returning')).toEqual([]);
    expect(canEtch('longsword', 'returning').map((p) => p.code)).toEqual(['usage-not-met']);
  });

  it('versatile damage types count: a longsword (S, versatile P) takes keen and vorpal', () => {
    expect(canEtch('longsword', 'keen')).toEqual([]);
    expect(canEtch('longsword', 'vorpal')).toEqual([]);
    expect(canEtch('rapier', 'vorpal').map((p) => p.code)).toEqual(['usage-not-met']);
    expect(canEtch('dagger', 'vorpal')).toEqual([]); // piercing, versatile slashing
    expect(canEtch('morningstar', 'shockwave')).toEqual([]);
    expect(canEtch('sai', 'shockwave')).toEqual([]); // versatile bludgeoning
    expect(canEtch('mace', 'keen').map((p) => p.code)).toEqual(['usage-not-met']);
    expect(canEtch('longbow', 'keen').map((p) => p.code)).toEqual(['usage-not-met']);
  });

  it('armor categories: fortification on medium or heavy, invisibility on light, shadow on light or medium', () => {
    expect(canEtch('full-plate', 'fortification')).toEqual([]);
    expect(canEtch('leather-armor', 'fortification').map((p) => p.code)).toEqual(['usage-not-met']);
    expect(canEtch('leather-armor', 'invisibility')).toEqual([]);
    expect(canEtch('chain-mail', 'invisibility').map((p) => p.code)).toEqual(['usage-not-met']);
    expect(canEtch('chain-mail', 'shadow')).toEqual([]); // the book has no nonmetal limit
    expect(canEtch('full-plate', 'shadow').map((p) => p.code)).toEqual(['usage-not-met']);
  });

  it('explorer’s clothing takes armor runes, but not those that need light, medium or heavy armor', () => {
    expect(canEtch('explorers-clothing', 'armor-potency-1')).toEqual([]);
    expect(canEtch('explorers-clothing', 'fire-resistant')).toEqual([]);
    expect(canEtch('explorers-clothing', 'invisibility').map((p) => p.code)).toEqual(['usage-not-met']);
    expect(canEtch('explorers-clothing', 'shadow').map((p) => p.code)).toEqual(['usage-not-met']);
    const item = evaluateItem({ base: 'explorers-clothing', potency: 1, resilient: 'resilient', property: ['slick'] });
    expect(item.problems).toEqual([]);
  });

  it('weapon runes don’t go on armor and armor runes don’t go on weapons', () => {
    expect(canEtch('chain-mail', 'flaming').map((p) => p.code)).toEqual(['wrong-target']);
    expect(canEtch('longsword', 'slick').map((p) => p.code)).toEqual(['wrong-target']);
    const p = canEtch('chain-mail', 'flaming')[0];
    expect(problemMessage(p!, 'ja')).toContain('武器に彫刻');
    expect(problemMessage(p!, 'en')).toContain('etched onto a weapon');
  });

  it('holy and unholy runes can’t share a weapon', () => {
    const item = evaluateItem({ base: 'longsword', potency: 2, property: ['holy', 'unholy'] });
    expect(item.problems).toHaveLength(1);
    expect(item.problems[0]).toMatchObject({ code: 'conflicting-runes', severity: 'error', rune: 'unholy' });
    expect(item.activeProperty).toEqual(['holy']);
    expect(canEtch('longsword', 'holy')).toEqual([]);
  });

  it('unknown slugs are reported in both languages', () => {
    const ps = canEtch('nope', 'zap');
    expect(codes(ps)).toEqual(['unknown-base-item', 'unknown-rune']);
    for (const p of ps) {
      expect(problemMessage(p!, 'ja')).not.toBe('');
      expect(problemMessage(p!, 'en')).not.toBe('');
    }
  });
});

describe('the same rune more than once', () => {
  it('the same rune twice is a warning: only one applies', () => {
    const item = evaluateItem({ base: 'longsword', potency: 2, property: ['flaming', 'flaming'] });
    expect(item.problems).toHaveLength(1);
    expect(item.problems[0]).toMatchObject({ code: 'duplicate-rune', severity: 'warning', rune: 'flaming' });
    expect(item.activeProperty).toEqual(['flaming']);
  });

  it('two grades of one rune: a warning, and only the highest grade applies', () => {
    const item = evaluateItem({ base: 'longsword', potency: 2, property: ['greater-flaming', 'flaming'] });
    expect(item.problems).toHaveLength(1);
    expect(item.problems[0]).toMatchObject({ code: 'lower-grade-ignored', severity: 'warning', rune: 'flaming' });
    expect(item.activeProperty).toEqual(['greater-flaming']);
    expect(item.supersededProperty).toEqual(['flaming']);
  });

  it('energy-resistant runes of different damage types are not duplicates', () => {
    const item = evaluateItem({ base: 'breastplate', potency: 2, property: ['acid-resistant', 'greater-fire-resistant'] });
    expect(item.problems).toEqual([]);
    expect(item.effects.resistances).toEqual([
      { type: 'acid', value: 5 },
      { type: 'fire', value: 10 },
    ]);
  });

  it('fire-resistant and greater fire-resistant are the same rune: the greater one applies', () => {
    const item = evaluateItem({ base: 'breastplate', potency: 2, property: ['fire-resistant', 'greater-fire-resistant'] });
    expect(codes(item.problems)).toEqual(['lower-grade-ignored']);
    expect(item.effects.resistances).toEqual([{ type: 'fire', value: 10 }]);
  });
});

describe('shields', () => {
  it('a reinforcing rune raises Hardness and HP up to its maximum; BT is half the HP', () => {
    const s = evaluateItem({ base: 'steel-shield', reinforcing: 'minor-reinforcing' });
    expect(s.shield).toEqual({ hardness: 8, hp: 64, bt: 32 });
    expect(s.level).toBe(4);
    expect(s.priceCp).toBe(200 + 7500);
    const w = evaluateItem({ base: 'wooden-shield', reinforcing: 'lesser-reinforcing' });
    expect(w.shield).toEqual({ hardness: 6, hp: 64, bt: 32 });
    const b = evaluateItem({ base: 'buckler', reinforcing: 'supreme-reinforcing' });
    expect(b.shield).toEqual({ hardness: 10, hp: 114, bt: 57 });
  });

  it('a shield with no rune keeps its own numbers', () => {
    expect(evaluateItem({ base: 'tower-shield' }).shield).toEqual({ hardness: 5, hp: 20, bt: 10 });
  });

  it('shields take no potency, striking or property runes', () => {
    const s = evaluateItem({ base: 'steel-shield', potency: 1, striking: 'striking', property: ['flaming'] });
    expect(codes(s.problems)).toEqual(['shield-takes-only-reinforcing', 'shield-takes-only-reinforcing', 'shield-takes-only-reinforcing']);
    expect(s.propertySlots).toBe(0);
    expect(s.runes).toEqual([]);
  });

  it('a sturdy shield is a specific item: a reinforcing rune on it is an error', () => {
    const s = evaluateItem({ base: 'sturdy-shield-minor', reinforcing: 'greater-reinforcing' });
    expect(s.problems[0]).toMatchObject({ code: 'specific-item', severity: 'error', rune: 'greater-reinforcing' });
    expect(s.shield).toEqual({ hardness: 8, hp: 64, bt: 32 });
    expect(canEtch('sturdy-shield-minor', 'minor-reinforcing').map((p) => p.code)).toEqual(['specific-item']);
  });
});

describe('odd input', () => {
  it('an unknown base item gives an empty evaluation with a problem', () => {
    const item = evaluateItem({ base: '__proto__' });
    expect(codes(item.problems)).toEqual(['unknown-base-item']);
    expect(item.priceCp).toBe(0);
  });

  it('wrong types are reported, not thrown', () => {
    const item = evaluateItem({ base: 'longsword', potency: 1, striking: 5, property: 'flaming' } as never);
    expect(codes(item.problems)).toEqual(['invalid-value', 'invalid-value']);
    expect(evaluateItem(null as never).problems[0]?.code).toBe('invalid-spec');
  });
});

describe('extra damage of property runes', () => {
  it('lists the extra damage of each working property rune in slot order', () => {
    const ev = evaluateItem({ base: 'longsword', potency: 2, striking: 'greater-striking', property: ['flaming', 'frost'] });
    expect(ev.effects.extraDamage).toEqual([
      { rune: 'flaming', damage: { dice: 1, die: 'd6', type: 'fire' } },
      { rune: 'frost', damage: { dice: 1, die: 'd6', type: 'cold' } },
    ]);
  });

  it('leaves out a property rune that has no slot to work in', () => {
    const ev = evaluateItem({ base: 'longsword', potency: 1, property: ['flaming', 'frost'] });
    expect(ev.effects.extraDamage.map((extra) => extra.rune)).toEqual(['flaming']);
  });
});

describe('messages about a bad input name the field in words', () => {
  it('a wrong value for the crafter level says "crafter level", not the code name', () => {
    const problem = estimateTransfer({ rune: 'flaming', crafterLevel: 99 }).problems.find((p) => p.code === 'invalid-value');
    expect(problemMessage(problem!, 'en')).toContain('“Crafter level”');
    expect(problemMessage(problem!, 'ja')).toContain('作成者のレベル');
    expect(problemMessage(problem!, 'en')).not.toContain('crafterLevel');
  });

  it('a rune in the wrong fundamental slot names the slot', () => {
    const problem = evaluateItem({ base: 'longsword', striking: 'resilient' }).problems.find((p) => p.code === 'wrong-family');
    expect(problemMessage(problem!, 'en')).toContain('“Striking rune”');
    expect(problemMessage(problem!, 'ja')).toContain('「ストライキング・ルーン」');
  });

  it('a bad property slot is counted from one', () => {
    const problem = evaluateItem({ base: 'longsword', potency: 2, property: ['flaming', 42 as unknown as string] }).problems.find(
      (p) => p.code === 'invalid-value',
    );
    expect(problemMessage(problem!, 'en')).toContain('“Property rune 2”');
    expect(problemMessage(problem!, 'ja')).toContain('「性質ルーン 2」');
  });
});

describe('whether an item is made as asked', () => {
  it('valid is false exactly when a problem is an error: a warning leaves the item whole', () => {
    const whole = evaluateItem({ base: 'longsword', potency: 2, property: ['flaming', 'flaming'] });
    expect(whole.problems.length).toBeGreaterThan(0);
    expect(errors(whole.problems)).toEqual([]);
    expect(whole.valid).toBe(true);
    const cut = evaluateItem({ base: 'longsword', potency: 1, property: ['flaming', 'frost'] });
    expect(errors(cut.problems).length).toBeGreaterThan(0);
    expect(cut.valid).toBe(false);
    expect(evaluateItem({ base: 'no-such-item' }).valid).toBe(false);
    expect(evaluateItem({ base: 'mace', potency: 1, striking: 'striking' }).valid).toBe(true);
  });
});
