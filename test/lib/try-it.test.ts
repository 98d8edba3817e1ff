import { describe, expect, it } from 'vitest';
import { tryItSpec } from '../../src/lib/try-it';
import { evaluateItem, RUNES } from '../../src/rules';
import { calculatorTakes } from '../../src/rules/core';

describe('try-it links', () => {
  it('find an item that takes every rune the calculators take, including runes for one base item or a weapon trait', () => {
    for (const rune of RUNES.filter(calculatorTakes)) {
      const spec = tryItSpec(rune);
      expect(spec, rune.slug).toBeDefined();
      expect(
        evaluateItem(spec!).problems.filter((p) => p.severity === 'error'),
        rune.slug,
      ).toEqual([]);
    }
    expect(tryItSpec(RUNES.find((r) => r.slug === 'bloodbane')!)!.base).toBe('clan-dagger');
  });

  it('offer no item for an accessory or a mythic rune, which no calculator takes', () => {
    const outside = RUNES.filter((r) => r.kind === 'accessory' || r.kind === 'mythic');
    expect(outside.length).toBeGreaterThan(0);
    for (const rune of outside) expect(tryItSpec(rune), rune.slug).toBeUndefined();
  });
});
