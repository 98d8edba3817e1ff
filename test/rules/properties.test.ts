import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASE_ITEMS,
  RUNES,
  canEtch,
  craftDc,
  dcForLevel,
  estimateTransfer,
  evaluateItem,
  formatPrice,
  formulaPrice,
  getBaseItem,
  getFamily,
  getRune,
  incomePerDay,
  problemMessage,
  runesOfFamily,
  sameRuneLine,
  upgradeCost,
  type ItemSpec,
  type Localized,
  type Problem,
} from '../../src/rules';

const slugs = RUNES.map((r) => r.slug);
const baseSlugs = BASE_ITEMS.map((b) => b.slug);
const nasty = fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', '', 'prototype');
const anySlug = fc.oneof(fc.constantFrom(...slugs), fc.constantFrom(...baseSlugs), nasty, fc.string(), fc.anything());
const anyNumber = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 1e308));
const anyValue = fc.oneof(anySlug, anyNumber, fc.anything({ withNullPrototype: true, withObjectString: true }));

const looseSpec = fc.oneof(
  fc.anything(),
  fc.record(
    {
      base: anySlug,
      potency: fc.oneof(anyNumber, anyValue),
      striking: anyValue,
      resilient: anyValue,
      reinforcing: anyValue,
      property: fc.oneof(fc.array(anySlug, { maxLength: 6 }), anyValue),
      __proto__: anyValue,
      constructor: anyValue,
    },
    { requiredKeys: [] },
  ),
);

const isLocalized = (l: Localized): boolean => typeof l.ja === 'string' && typeof l.en === 'string';
// A message in each language, never the code that stands in for a missing one.
const hasMessage = (p: Problem, lang: 'ja' | 'en'): boolean => problemMessage(p, lang) !== '' && problemMessage(p, lang) !== p.code;
const wellFormed = (ps: Problem[]): boolean =>
  ps.every(
    (p) => typeof p.code === 'string' && (p.severity === 'error' || p.severity === 'warning') && hasMessage(p, 'ja') && hasMessage(p, 'en'),
  );

describe('no exported function throws on any input', () => {
  it('evaluateItem', () => {
    fc.assert(
      fc.property(looseSpec, (spec) => {
        const item = evaluateItem(spec as ItemSpec);
        expect(Number.isFinite(item.priceCp)).toBe(true);
        expect(Number.isFinite(item.level)).toBe(true);
        expect(isLocalized(item.name)).toBe(true);
        expect(wellFormed(item.problems)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('estimateTransfer', () => {
    const transferSpec = fc.oneof(
      fc.anything(),
      fc.record(
        {
          rune: anySlug,
          swapWith: anySlug,
          fromRunestone: anyValue,
          to: looseSpec,
          from: looseSpec,
          crafterLevel: anyNumber,
          proficiency: fc.oneof(fc.constantFrom('trained', 'expert', 'master', 'legendary'), anyValue),
          extraDays: anyNumber,
          criticalSuccess: anyValue,
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(transferSpec, (spec) => {
        const t = estimateTransfer(spec as never);
        for (const n of [t.dc, t.costCp, t.days, t.remainingCostCp]) expect(Number.isFinite(n)).toBe(true);
        expect(t.remainingCostCp).toBeLessThanOrEqual(t.costCp);
        expect(t.remainingCostCp).toBeGreaterThanOrEqual(0);
        expect(wellFormed(t.problems)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('lookups, canEtch, upgradeCost and the table functions', () => {
    fc.assert(
      fc.property(anyValue, anyValue, (a, b) => {
        getRune(a as string);
        getBaseItem(a as string);
        getFamily(a as string);
        expect(Array.isArray(runesOfFamily(a as string))).toBe(true);
        expect(wellFormed(canEtch(a as string, b as string))).toBe(true);
        const u = upgradeCost(a as string, b as string);
        expect(Number.isFinite(u.costCp) && Number.isFinite(u.dc)).toBe(true);
        expect(Number.isFinite(dcForLevel(a as number))).toBe(true);
        expect(Number.isFinite(craftDc(a as number, b as never))).toBe(true);
        expect(Number.isFinite(formulaPrice(a as number))).toBe(true);
        expect(Number.isFinite(incomePerDay(a as number, b as never, true))).toBe(true);
        expect(formatPrice(a as number, 'en')).toMatch(/^[\d,]+ gp( \d sp)?( \d cp)?$|^(\d sp ?)?(\d cp)?$/);
      }),
      { numRuns: 500 },
    );
  });
});

// Valid weapon and armor items: a base, a potency, a striking/resilient grade, property runes that fit.
const weaponBases = BASE_ITEMS.filter((b) => b.kind === 'weapon' && b.isItem !== false).map((b) => b.slug);
const armorBases = BASE_ITEMS.filter((b) => b.kind === 'armor').map((b) => b.slug);
const bySlug = (family: string): string[] => runesOfFamily(family).map((r) => r.slug);

const validItem: fc.Arbitrary<ItemSpec> = fc
  .oneof(
    fc
      .record({
        base: fc.constantFrom(...weaponBases),
        potency: fc.integer({ min: 0, max: 3 }),
        striking: fc.option(fc.constantFrom(...bySlug('striking')), { nil: undefined }),
        property: fc.uniqueArray(
          fc.constantFrom(...RUNES.filter((r) => r.kind === 'property' && r.target === 'weapon').map((r) => r.slug)),
          { maxLength: 3 },
        ),
      })
      .map((s) => ({ ...s, property: s.property.filter((p) => canEtch(s.base, p).length === 0) })),
    fc
      .record({
        base: fc.constantFrom(...armorBases),
        potency: fc.integer({ min: 0, max: 3 }),
        resilient: fc.option(fc.constantFrom(...bySlug('resilient')), { nil: undefined }),
        property: fc.uniqueArray(
          fc.constantFrom(...RUNES.filter((r) => r.kind === 'property' && r.target === 'armor').map((r) => r.slug)),
          { maxLength: 3 },
        ),
      })
      .map((s) => ({ ...s, property: s.property.filter((p) => canEtch(s.base, p).length === 0) })),
  )
  .map((s) => {
    // Keep one grade per rune and no more runes than slots, so the item is valid.
    const kept: string[] = [];
    for (const p of s.property) {
      const r = getRune(p);
      if (
        r &&
        !kept.some((k) => {
          const x = getRune(k);
          return x !== undefined && sameRuneLine(x, r);
        })
      )
        kept.push(p);
    }
    const holy = kept.includes('holy') ? kept.filter((k) => k !== 'unholy') : kept;
    // "without a vitalizing rune" (deathdrinking): drop a rune whose family another kept rune's usage excludes.
    const excluded = (k: string) =>
      holy.some((o) => {
        const u = getRune(o)?.usage;
        return u?.target === 'weapon' && (u.notRunes ?? []).includes(getRune(k)?.family ?? '');
      });
    const usable = holy.filter((k) => !excluded(k));
    return { ...s, property: usable.slice(0, s.potency ?? 0) };
  });

function specRunes(spec: ItemSpec): string[] {
  const base = getBaseItem(spec.base);
  const out: string[] = [];
  if (spec.potency) out.push(`${base?.kind === 'armor' ? 'armor' : 'weapon'}-potency-${spec.potency}`);
  for (const f of [spec.striking, spec.resilient, spec.reinforcing]) if (f) out.push(f);
  out.push(...(spec.property ?? []));
  return out;
}

describe('properties of valid items', () => {
  it('generated items are valid', () => {
    fc.assert(
      fc.property(validItem, (spec) => {
        expect(evaluateItem(spec).problems).toEqual([]);
      }),
    );
  });

  it('item level is the highest of the base item’s level and every rune’s level', () => {
    fc.assert(
      fc.property(validItem, (spec) => {
        const expected = Math.max(getBaseItem(spec.base)?.level ?? 0, ...specRunes(spec).map((s) => getRune(s)?.level ?? 0));
        expect(evaluateItem(spec).level).toBe(expected);
      }),
    );
  });

  it('price is additive: base item plus the sum of the runes', () => {
    fc.assert(
      fc.property(validItem, (spec) => {
        const runes = specRunes(spec).reduce((s, r) => s + (getRune(r)?.priceCp ?? 0), 0);
        const item = evaluateItem(spec);
        expect(item.runesPriceCp).toBe(runes);
        expect(item.priceCp).toBe((getBaseItem(spec.base)?.priceCp ?? 0) + runes);
      }),
    );
  });

  it('a valid item stays valid after upgrading one of its runes to a higher grade with the same usage', () => {
    fc.assert(
      fc.property(validItem, fc.nat(), (spec, pick) => {
        const candidates = specRunes(spec);
        if (candidates.length === 0) return;
        const slug = candidates[pick % candidates.length] ?? '';
        const rune = getRune(slug);
        if (!rune) return;
        const higher = runesOfFamily(rune.family).filter(
          (r) => sameRuneLine(r, rune) && r.level > rune.level && JSON.stringify(r.usage) === JSON.stringify(rune.usage),
        );
        const next = higher[0];
        if (!next) return;
        expect(upgradeCost(rune.slug, next.slug).problems).toEqual([]);
        const upgraded: ItemSpec = { ...spec, property: [...(spec.property ?? [])] };
        if (rune.family === 'weapon-potency' || rune.family === 'armor-potency') upgraded.potency = next.effects.propertySlots;
        else if (rune.family === 'striking') upgraded.striking = next.slug;
        else if (rune.family === 'resilient') upgraded.resilient = next.slug;
        else upgraded.property = (spec.property ?? []).map((p) => (p === slug ? next.slug : p));
        expect(evaluateItem(upgraded).problems).toEqual([]);
      }),
    );
  });
});
