import { describe, expect, it } from 'vitest';
import { craftDc, dcForLevel, formatPrice, formulaPrice, incomePerDay } from '../../src/rules';

describe('dcForLevel', () => {
  it('reads the DC table', () => {
    expect(dcForLevel(0)).toBe(14);
    expect(dcForLevel(4)).toBe(19);
    expect(dcForLevel(12)).toBe(30);
    expect(dcForLevel(25)).toBe(50);
  });

  it('clamps levels outside 0-25 and drops fractions, never NaN', () => {
    expect(dcForLevel(-3)).toBe(14);
    expect(dcForLevel(99)).toBe(50);
    expect(dcForLevel(4.9)).toBe(19);
    expect(dcForLevel(Number.NaN)).toBe(14);
    expect(dcForLevel(Number.POSITIVE_INFINITY)).toBe(50);
    expect(dcForLevel('7' as never)).toBe(14);
  });

  it('craftDc adds the rarity adjustment', () => {
    expect(craftDc(17, 'rare')).toBe(41);
    expect(craftDc(13, 'uncommon')).toBe(33);
    expect(craftDc(1, 'unique')).toBe(25);
  });
});

describe('formulaPrice and incomePerDay', () => {
  it('reads the formula price table, clamped to 0-20', () => {
    expect(formulaPrice(0)).toBe(50);
    expect(formulaPrice(8)).toBe(2500);
    expect(formulaPrice(40)).toBe(350000);
    expect(formulaPrice(-1)).toBe(50);
  });

  it('reads income by level and rank; a critical success reads the next row', () => {
    expect(incomePerDay(7, 'expert')).toBe(250);
    expect(incomePerDay(7, 'expert', true)).toBe(300);
    expect(incomePerDay(20, 'legendary', true)).toBe(30000);
  });
});

describe('formatPrice', () => {
  it.each([
    [106500, '1,065 gp'],
    [10650, '106 gp 5 sp'],
    [50, '5 sp'],
    [3, '3 cp'],
    [0, '0 gp'],
    [123, '1 gp 2 sp 3 cp'],
    [3106500, '31,065 gp'],
    [400000000, '4,000,000 gp'],
  ])('%i cp is written “%s”', (cp, text) => {
    expect(formatPrice(cp, 'en')).toBe(text);
    expect(formatPrice(cp, 'ja')).toBe(text);
  });

  it('rounds fractions and shows odd amounts as 0 gp', () => {
    expect(formatPrice(2.6, 'en')).toBe('3 cp');
    expect(formatPrice(-5, 'en')).toBe('0 gp');
    expect(formatPrice(Number.NaN, 'ja')).toBe('0 gp');
    expect(formatPrice(Number.POSITIVE_INFINITY, 'en')).toBe('0 gp');
    expect(formatPrice('12' as never, 'en')).toBe('0 gp');
  });
});
