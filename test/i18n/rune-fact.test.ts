import { describe, expect, it } from 'vitest';
import { runeFactText } from '../../src/i18n/rune-fact';
import { getRune } from '../../src/rules';

const rune = (effects: object) => ({ slug: 'test-rune', level: 5, priceCp: 16000, effects });

describe('RuneFact text', () => {
  it('reads the numbers of hit and passive effects as well as activations', () => {
    const r = rune({
      hitEffect: { effect: 'push', numbers: { pushFt: 5 } },
      passive: [{ effect: 'speed', numbers: { speedBonusFt: 10 } }],
    });
    expect(runeFactText(r, 'number', { name: 'pushFt' }, 'en')).toBe('5');
    expect(runeFactText(r, 'number', { name: 'speedBonusFt' }, 'ja')).toBe('10');
  });

  it("shows a save DC: the first one found, or the named effect's", () => {
    const r = rune({
      critEffect: { effect: 'crit', save: { save: 'fortitude', dc: 20 } },
      passive: [{ effect: 'aura', save: { save: 'will', dc: 25 } }],
    });
    expect(runeFactText(r, 'saveDc', {}, 'en')).toBe('DC 20');
    expect(runeFactText(r, 'saveDc', { name: 'aura' }, 'en')).toBe('DC 25');
  });

  it('writes an activation of minutes and a free action', () => {
    expect(
      runeFactText(
        rune({ activation: { actions: { minutes: 10 }, traits: [], text: { ja: '', en: '' }, effect: 'x' } }),
        'actions',
        {},
        'ja',
      ),
    ).toBe('10分');
    expect(
      runeFactText(rune({ activation: { actions: 'free', traits: [], text: { ja: '', en: '' }, effect: 'x' } }), 'actions', {}, 'en'),
    ).toBe('free action');
  });

  it("shows the damage of a critical effect and a reinforcing rune's shield numbers", () => {
    expect(runeFactText(getRune('corrosive')!, 'critDamage', {}, 'ja')).toBe('3d6［強酸］');
    expect(runeFactText(getRune('minor-reinforcing')!, 'shield', { name: 'maxHardness' }, 'en')).toBe('8');
    expect(() => runeFactText(getRune('minor-reinforcing')!, 'shield', { name: 'speed' }, 'en')).toThrow(/minor-reinforcing/);
    expect(() => runeFactText(getRune('flaming')!, 'critDamage', {}, 'en')).toThrow(/flaming/);
  });

  it('keeps the GM Core facts it showed before', () => {
    expect(runeFactText(getRune('flaming')!, 'extraDamage', {}, 'ja')).toBe('1d6［火炎］');
    expect(runeFactText(getRune('fearsome')!, 'critConditions', {}, 'en')).toMatch(/frightened 1/);
  });

  it('throws naming the rune when the data lacks the fact', () => {
    expect(() => runeFactText(rune({}), 'number', { name: 'pushFt' }, 'en')).toThrow(/test-rune.*pushFt/);
  });
});
