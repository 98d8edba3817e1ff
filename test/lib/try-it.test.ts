import { describe, expect, it } from 'vitest';
import { tryItSpec } from '../../src/lib/try-it';
import { evaluateItem, RUNES } from '../../src/rules';

describe('try-it links', () => {
  it('find an item that takes every rune, including runes for one base item or a weapon trait', () => {
    for (const rune of RUNES) {
      const spec = tryItSpec(rune);
      expect(spec, rune.slug).toBeDefined();
      expect(
        evaluateItem(spec!).problems.filter((p) => p.severity === 'error'),
        rune.slug,
      ).toEqual([]);
    }
    expect(tryItSpec(RUNES.find((r) => r.slug === 'bloodbane')!)!.base).toBe('clan-dagger');
  });
});
