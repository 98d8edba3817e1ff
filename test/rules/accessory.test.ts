import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canEtch, evaluateItem, getRune, problemMessage, RUNES } from '../../src/rules';
import { ACCESSORY_FACTS, canApplyAccessoryRune, type AccessoryItem } from '../../src/rules/accessory';
import { calculatorTakes } from '../../src/rules/core';
import { ACCESSORY_HOSTS } from '../../src/rules/values';
import type { AccessoryHost } from '../../src/rules/types';

// Accessory runes (Grand Bazaar p. 88, as the Archives of Nethys' Accessory Runes page gives the rules): applied to a
// mundane item its usage names; the item gains the invested trait; a magic item only when the usage allows it and the
// item isn't invested; an invested item never takes one, so an item holds one at most.

const accessoryRunes = RUNES.filter((r) => r.kind === 'accessory');
const hostsOf = (slug: string): readonly AccessoryHost[] => {
  const usage = getRune(slug)!.usage;
  return usage.target === 'accessory' ? usage.hosts : [];
};
const codes = (item: AccessoryItem, slug: string) => canApplyAccessoryRune(slug, item).problems.map((p) => p.code);

describe('accessory runes: which items take one', () => {
  it('holds the 33 grades of 15 families the books print, each applied to an accessory, none etched', () => {
    expect(accessoryRunes).toHaveLength(33);
    expect(new Set(accessoryRunes.map((r) => r.family)).size).toBe(15);
    for (const rune of accessoryRunes) {
      expect(rune.target, rune.slug).toBe('accessory');
      expect(rune.usage.target, rune.slug).toBe('accessory');
      expect(calculatorTakes(rune), rune.slug).toBe(false);
    }
  });

  it('a mundane item of the kind the usage names takes the rune, and becomes invested', () => {
    fc.assert(
      fc.property(fc.constantFrom(...accessoryRunes.map((r) => r.slug)), (slug) => {
        const host = hostsOf(slug)[0]!;
        const check = canApplyAccessoryRune(slug, { is: [host] });
        expect(check.ok).toBe(true);
        expect(check.problems).toEqual([]);
        expect(check.becomesInvested).toBe(true);
      }),
    );
  });

  it('an item of any other kind does not, whatever else it is', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...accessoryRunes.map((r) => r.slug)),
        fc.subarray([...ACCESSORY_HOSTS]),
        fc.boolean(),
        (slug, kinds, magical) => {
          const is = kinds.filter((kind) => !hostsOf(slug).includes(kind));
          expect(codes({ is, magical }, slug)).toEqual(['accessory-usage-not-met']);
        },
      ),
    );
  });

  it('footwear takes pontoon and trackless, clothing menacing and presentable, a shield catching and retaliation', () => {
    expect(canApplyAccessoryRune('pontoon', { is: ['footwear'] }).ok).toBe(true);
    expect(canApplyAccessoryRune('greater-trackless', { is: ['footwear'] }).ok).toBe(true);
    expect(canApplyAccessoryRune('menacing', { is: ['clothing', 'cloak'] }).ok).toBe(true);
    expect(canApplyAccessoryRune('greater-presentable', { is: ['clothing'] }).ok).toBe(true);
    expect(canApplyAccessoryRune('catching', { is: ['shield'] }).ok).toBe(true);
    expect(canApplyAccessoryRune('major-retaliation', { is: ['shield'] }).ok).toBe(true);
    expect(codes({ is: ['footwear'] }, 'catching')).toEqual(['accessory-usage-not-met']);
  });
});

describe('accessory runes: magic items and investiture', () => {
  it('an item that is invested already takes none', () => {
    expect(codes({ is: ['cloak'], invested: true }, 'snagging')).toEqual(['accessory-on-invested-item']);
    expect(codes({ is: ['shield'], magical: true, invested: true }, 'spell-bastion')).toEqual(['accessory-on-invested-item']);
  });

  it('a magic shield that is not invested takes a shield rune (the book’s example), a magic garment does not', () => {
    expect(canApplyAccessoryRune('catching', { is: ['shield'], magical: true }).ok).toBe(true);
    expect(canApplyAccessoryRune('dragons-breath-3', { is: ['shield'], magical: true }).ok).toBe(true);
    expect(codes({ is: ['dueling-cape'], magical: true }, 'dragons-breath-3')).toEqual(['accessory-on-magic-item']);
    expect(codes({ is: ['clothing'], magical: true }, 'menacing')).toEqual(['accessory-on-magic-item']);
  });

  it('one per item: an item with an accessory rune takes no second one', () => {
    expect(ACCESSORY_FACTS.runesPerItem).toBe(1);
    expect(codes({ is: ['boots', 'footwear'], accessoryRune: 'pontoon' }, 'soft-landing')).toEqual(['accessory-rune-already-there']);
    // The same holds when the reader only says the item is invested.
    expect(codes({ is: ['boots'], invested: true }, 'soft-landing')).toEqual(['accessory-on-invested-item']);
  });

  it('counts toward the daily limit of invested items, which is 10', () => {
    expect(ACCESSORY_FACTS.investedItemLimit).toBe(10);
  });

  it('a paired rune goes on two items with pockets', () => {
    expect(canApplyAccessoryRune('paired', { is: ['pocketed-item'] })).toMatchObject({ ok: true, items: 2 });
    expect(canApplyAccessoryRune('unexceptional', { is: ['small-light-item'] })).toMatchObject({ ok: true, items: 1 });
  });

  it('names an unknown rune, and tells an etched rune from an accessory one, never throwing', () => {
    expect(codes({ is: ['shield'] }, 'no-such-rune')).toEqual(['unknown-rune']);
    expect(codes({ is: ['shield'] }, 'flaming')).toEqual(['not-an-accessory-rune']);
    expect(codes({ is: 'shield' } as unknown as AccessoryItem, 'catching')).toEqual(['accessory-usage-not-met']);
    expect(codes(null as unknown as AccessoryItem, 'catching')).toEqual(['accessory-usage-not-met']);
  });

  it('explains each refusal in both languages', () => {
    const problems = [
      ...canApplyAccessoryRune('pontoon', { is: ['clothing'] }).problems,
      ...canApplyAccessoryRune('menacing', { is: ['clothing'], magical: true }).problems,
      ...canApplyAccessoryRune('menacing', { is: ['clothing'], accessoryRune: 'presentable' }).problems,
      ...canApplyAccessoryRune('menacing', { is: ['clothing'], invested: true }).problems,
      ...canApplyAccessoryRune('flaming', { is: ['clothing'] }).problems,
    ];
    expect(problems).toHaveLength(5);
    for (const p of problems) {
      expect(problemMessage(p, 'en'), p.code).toMatch(/\S/);
      expect(problemMessage(p, 'ja'), p.code).toMatch(/[ぁ-ん]/);
    }
    expect(problemMessage(problems[0]!, 'ja')).toContain('履物に付与');
  });
});

describe('the calculators leave accessory and mythic runes out, saying why', () => {
  it('an accessory rune on a shield or a mythic rune on a weapon is an error with its own reason', () => {
    expect(canEtch('steel-shield', 'catching').map((p) => p.code)).toEqual(['accessory-rune-not-etched']);
    expect(canEtch('longsword', 'mythic-striking').map((p) => p.code)).toEqual(['mythic-rune-not-modelled']);
    const item = evaluateItem({ base: 'chain-mail', potency: 1, property: ['menacing'] });
    expect(item.problems.map((p) => p.code)).toContain('accessory-rune-not-etched');
    expect(item.runesPriceCp).toBe(getRune('armor-potency-1')!.priceCp);
  });
});
