import { describe, expect, it } from 'vitest';
import { EFFECT_RENDERERS, effectLines, formatCost } from '../../src/i18n/effect-lines';
import { formatDamage } from '../../src/i18n/effects';
import { getRune, RUNES, type RuneEffects } from '../../src/rules';

// One sample value of every effect kind: adding a kind to RuneEffects without one here fails to compile.
const SAMPLE: { [K in keyof RuneEffects]-?: NonNullable<RuneEffects[K]> } = {
  itemBonusAttack: 2,
  propertySlots: 2,
  weaponDamageDice: 3,
  itemBonusAC: 1,
  itemBonusSaves: 1,
  craftRequirement: 'master',
  craftRequirementSpell: { spell: { ja: 'イセリアル・ジョーント', en: 'ethereal jaunt' }, rank: 9 },
  shield: { hardness: 3, hp: 44, bt: 22, maxHardness: 8, maxHp: 64, maxBt: 32 },
  extraDamage: { dice: 1, die: 'd6', type: 'fire' },
  extraDamageVs: [{ vs: 'undead', damage: { dice: 1, die: 'd4', type: 'vitality' } }],
  critExtraDamage: { dice: 1, die: 'd10', type: 'fire', persistent: true },
  critEffect: { conditions: [{ condition: 'slowed', value: 1, duration: '1-round' }], save: { save: 'fortitude', dc: 24 } },
  hitEffect: { effect: 'x', conditions: [{ condition: 'clumsy', value: 1, duration: '1-round' }], save: { save: 'will', dc: 22 } },
  passive: [{ effect: 'x', numbers: { speedBonusFt: 5 } }, { effect: 'prose-only' }],
  ignoresResistance: ['void'],
  ignoresImmunity: ['bleed'],
  asGhostTouch: true,
  addsTrait: 'holy',
  wielderPenalty: { wielder: 'unholy', condition: { condition: 'enfeebled', value: 2 } },
  grantsCondition: { condition: 'quickened', duration: '1-minute' },
  resistance: { type: 'acid', value: 5 },
  itemBonusSkill: { skill: 'stealth', value: 1 },
  statusBonusSavesVsMagic: 1,
  critReceivedFlatCheckDc: 17,
  armorBulkIncrease: 1,
  strengthRequirementIncrease: 2,
  donActions: { light: 1, mediumOrHeavy: 3 },
  activation: {
    actions: 1,
    traits: ['manipulate'],
    text: { ja: '', en: '' },
    effect: 'x',
    frequency: 'once-per-day',
    numbers: { reachFt: 20 },
  },
  reaction: { traits: [], text: { ja: '', en: '' }, effect: 'x', save: { save: 'reflex', dc: 30 } },
  special: ['note'],
};
// Effect kinds the prose alone explains: they render no row.
const PROSE_ONLY: readonly (keyof RuneEffects)[] = ['special'];

describe('rune effect lines', () => {
  it('writes an activation cost of actions, a free action or minutes', () => {
    expect(formatCost(1, 'en')).toBe('1 action');
    expect(formatCost(3, 'en')).toBe('3 actions');
    expect(formatCost(3, 'ja')).toBe('3アクション');
    expect(formatCost('free', 'ja')).toBe('フリー・アクション');
    expect(formatCost({ minutes: 10 }, 'ja')).toBe('10分');
    expect(formatCost({ minutes: 10 }, 'en')).toBe('10 minutes');
  });

  it("names the weapon's own damage type without a bracketed type (bane)", () => {
    expect(formatDamage({ dice: 1, die: 'd6', type: 'weapon' }, 'ja')).toBe('1d6（武器と同じ種別）');
    expect(formatDamage({ dice: 1, die: 'd6', type: 'weapon' }, 'en')).toBe("1d6 of the weapon's damage type");
  });

  it('renders one row per passive effect that carries a number', () => {
    expect(effectLines({ effects: { passive: SAMPLE.passive } }, 'en')).toEqual([
      { label: 'While etched', value: '+5-foot item bonus to Speed' },
    ]);
  });

  // A row reads as what the book says: whom it hits, when it works, how long it lasts.
  it('heads an effect that works only against some targets, or only at some time, with that condition', () => {
    const rows = (slug: string, lang: 'ja' | 'en') => effectLines(getRune(slug)!, lang);
    expect(rows('bloodbane', 'en')).toContainEqual({ label: "On a hit against the clan's ancestral enemies", value: '1 persistent bleed' });
    expect(rows('bloodbane', 'ja')).toContainEqual({ label: '対象が氏族の宿敵なら命中時の効果', value: '持続［出血］1' });
    expect(rows('bloodthirsty', 'en').map((r) => r.label)).toContain('Critical hit effect against a target taking persistent bleed damage');
    for (const slug of ['bitter', 'authorized', 'flurrying', 'greater-fanged', 'major-fanged']) {
      for (const lang of ['ja', 'en'] as const) {
        const labels = rows(slug, lang).map((r) => r.label);
        expect(labels, `${slug} ${lang}`).not.toContain(lang === 'ja' ? '常に働く効果' : 'While etched');
      }
    }
    expect(rows('bitter', 'ja')).toContainEqual({ label: '君を飲み込んだか包み込んだクリーチャー', value: '不調状態1' });
    expect(rows('greater-fanged', 'en')).toContainEqual({ label: 'While in animal form', value: '+5-foot item bonus to Speed' });
  });

  it('gives hopeful’s bonus its duration, and ethereal’s spell as a Craft Requirement, not an effect', () => {
    const hopeful = effectLines(getRune('hopeful')!, 'en').find((r) => r.label === 'Critical hit effect');
    expect(hopeful?.value).toContain('until the end of your next turn');
    expect(effectLines(getRune('hopeful')!, 'ja').find((r) => r.label === 'クリティカル・ヒット時の効果')?.value).toContain(
      '君の次のターン終了時まで',
    );
    expect(effectLines(getRune('ethereal')!, 'en')).toContainEqual({
      label: 'Craft requirements',
      value: 'a casting of rank 9 ethereal jaunt',
    });
    expect(effectLines(getRune('ethereal')!, 'ja')).toContainEqual({
      label: '作成要件',
      value: '9ランクのイセリアル・ジョーントの発動1回',
    });
    expect(
      effectLines(getRune('ethereal')!, 'ja')
        .map((r) => r.value)
        .join(),
    ).not.toContain('呪文ランク9');
  });

  it('renders every effect kind in both languages, each row with a label and a value', () => {
    for (const key of Object.keys(EFFECT_RENDERERS) as (keyof RuneEffects)[]) {
      for (const lang of ['ja', 'en'] as const) {
        const lines = effectLines({ effects: { [key]: SAMPLE[key] } }, lang);
        if (PROSE_ONLY.includes(key)) {
          expect(lines, `${key} ${lang}`).toEqual([]);
          continue;
        }
        expect(lines.length, `${key} ${lang}`).toBeGreaterThan(0);
        for (const line of lines) {
          expect(line.label, `${key} ${lang}`).not.toBe('');
          expect(line.value, `${key} ${lang}`).not.toBe('');
          expect(line.label + line.value, `${key} ${lang}: a code leaked`).not.toMatch(/[a-z]+[A-Z][a-z]+|\{/);
        }
      }
    }
    expect(Object.keys(EFFECT_RENDERERS).sort()).toEqual(Object.keys(SAMPLE).sort());
  });

  it("writes Japanese in the seed's style: full-width signs, damage types in ［］", () => {
    expect(effectLines({ effects: { itemBonusAttack: 2, resistance: { type: 'fire', value: 10 } } }, 'ja')).toEqual([
      { label: '攻撃ロールへのアイテム・ボーナス', value: '＋2' },
      { label: '抵抗', value: '［火炎］10' },
    ]);
  });

  // Taken from the if-chain this table replaced (components/rune/effect-lines.ts), which gave all runes the same rows.
  it('gives a sample rune the rows it had before the table (greater flaming, +2 weapon potency)', () => {
    expect(effectLines(getRune('greater-flaming')!, 'en')).toEqual([
      { label: 'Extra damage', value: '1d6 fire' },
      { label: 'On a critical hit', value: '2d10 persistent fire' },
      { label: 'Ignores resistance to', value: 'fire' },
    ]);
    expect(effectLines(getRune('weapon-potency-2')!, 'ja')).toEqual([
      { label: '攻撃ロールへのアイテム・ボーナス', value: '＋2' },
      { label: '性質ルーンの最大数', value: '2' },
      { label: '作成要件', value: '〈製作〉が達人' },
    ]);
  });

  it('renders every rune of the data without a code in a row', () => {
    for (const rune of RUNES) {
      for (const lang of ['ja', 'en'] as const) {
        for (const line of effectLines(rune, lang)) expect(line.label + line.value, `${rune.slug} ${lang}`).not.toMatch(/undefined|\{/);
      }
    }
  });
});
