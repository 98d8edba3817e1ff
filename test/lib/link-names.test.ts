// How the calculators read a link's parameters: a `+` in an item's name, repeated and empty keys, parameters that
// say otherwise than a name, and notices that name only what the link has (DESIGN.md: "never a silently dropped
// parameter").
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNameReader, NAME_KEYS } from '../../src/lib/name-reader-load';
import { namedParams, type Loaded } from '../../src/lib/tool-load';
import { loadItem } from '../../src/lib/tool-load-item';
import { loadLevel } from '../../src/lib/tool-load-level';
import { loadTransfer } from '../../src/lib/tool-load-transfer';
import { ITEM_KEYS } from '../../src/lib/url-state';
import { LEVEL_KEYS } from '../../src/lib/url-state-level';
import { TRANSFER_KEYS } from '../../src/lib/url-state-transfer';
import { BASE_ITEMS, evaluateItem, RUNES, type ItemSpec } from '../../src/rules';

beforeAll(() => loadNameReader());

const ITEM_NAME = '+1 striking flaming longsword';
const READ_AS = { base: 'longsword', potency: 1, striking: 'striking', property: ['flaming'] };

describe('a `+` in an item name', () => {
  it('a hand-typed or pasted `+1` stays a plus (the browser keeps `+` as typed and encodes the spaces)', () => {
    for (const search of [
      '?item=+1%20striking%20flaming%20longsword',
      '?item=+1 striking flaming longsword',
      // form-encoded: spaces as `+`, the plus as %2B (a form, Python's quote_plus, URLSearchParams)
      '?item=%2B1+striking+flaming+longsword',
      // both at once: a `+` before a digit is the plus, any other the space
      '?item=+1+striking+flaming+longsword',
    ]) {
      const loaded = loadItem(search);
      expect(loaded.names, search).toEqual({ item: ITEM_NAME });
      expect(loaded.draft, search).toMatchObject(READ_AS);
      expect(loaded.notices, search).toEqual([]);
    }
  });

  it('a full-width digit after the plus, as a browser encodes it, keeps the plus too', () => {
    expect(namedParams('?item=+%EF%BC%91%20longsword').get('item')).toBe('+１ longsword');
    expect(loadItem('?item=+%EF%BC%91%20longsword').draft).toMatchObject({ base: 'longsword', potency: 1 });
  });

  it('only the name parameters are read this way; `%2B` and `%20` are always a plus and a space', () => {
    const p = namedParams('?q=+1+x&to-item=%2B2%20longsword&from-item=a+%2B3');
    expect(p.get('q')).toBe(' 1 x');
    expect(p.get('to-item')).toBe('+2 longsword');
    expect(p.get('from-item')).toBe('a +3');
  });

  // Every name the site writes, as its own links carry it (encodeURIComponent: the search's "open in the item
  // builder", src/search/controller.ts) and as a form would (URLSearchParams), reads back the same.
  const spec = fc.record({
    base: fc.constantFrom(...BASE_ITEMS.map((b) => b.slug)),
    potency: fc.integer({ min: 0, max: 3 }),
    striking: fc.constantFrom(undefined, 'striking', 'greater-striking', 'major-striking'),
    property: fc.subarray(
      RUNES.filter((r) => r.kind === 'property' && r.target === 'weapon').map((r) => r.slug),
      { maxLength: 2 },
    ),
  });
  it('the site’s own links and form-encoded links round-trip every name, both languages', () => {
    fc.assert(
      fc.property(spec, fc.constantFrom('en', 'ja'), (s, lang) => {
        const name = evaluateItem(s as ItemSpec).name[lang as 'en' | 'ja'];
        expect(namedParams(`?item=${encodeURIComponent(name)}`).get('item')).toBe(name);
        expect(namedParams(`?${new URLSearchParams({ item: name })}`).get('item')).toBe(name);
      }),
      { numRuns: 300, seed: 42 },
    );
  });
});

describe('repeated and empty keys', () => {
  it('a repeated `item` is named, and an empty first value does not win', () => {
    const loaded = loadItem('?item=&item=%2B1%20striking%20longsword');
    expect(loaded.notices).toEqual([{ kind: 'repeated', param: 'item' }]);
    expect(loaded.names).toEqual({ item: '+1 striking longsword' });
    expect(loaded.fromLink).toBe(true);
    expect(loadItem('?item=%2B2%20longsword&item=%2B1%20longsword').draft).toMatchObject({ potency: 2 });
  });

  it('an empty `item`, `to-item`, `from-item` is named', () => {
    expect(loadItem('?item=').notices).toEqual([{ kind: 'empty', param: 'item' }]);
    expect(loadLevel('?item=%2B1%20longsword&to-item=').notices).toEqual([{ kind: 'empty', param: 'to-item' }]);
    expect(loadTransfer('?rune=flaming&from-item=').notices).toEqual([{ kind: 'empty', param: 'from-item' }]);
  });

  it('any repeated key reads its first value that is not empty, with a notice', () => {
    const loaded = loadItem('?base=longsword&potency=&potency=2');
    expect(loaded.notices).toEqual([{ kind: 'repeated', param: 'potency' }]);
    expect(loaded.draft.potency).toBe(2);
    expect(loadItem('?base=longsword&potency=&potency=').notices).toEqual([
      { kind: 'repeated', param: 'potency' },
      { kind: 'empty', param: 'potency' },
    ]);
  });

  it('an empty parameter beside a name gives way to the name, and is named', () => {
    const loaded = loadItem('?item=%2B1%20striking%20longsword&potency=');
    expect(loaded.draft).toMatchObject({ potency: 1 });
    expect(loaded.notices).toEqual([{ kind: 'empty', param: 'potency' }]);
  });

  it('a name of which nothing can be read is named', () => {
    expect(loadItem('?item=qqqq').notices).toEqual([{ kind: 'value', param: 'item' }]);
  });
});

describe('parameters that say otherwise than a name', () => {
  it('the parameter is used, and the notice names both', () => {
    const loaded = loadItem('?item=%2B1%20striking%20longsword&potency=2');
    expect(loaded.draft).toMatchObject({ potency: 2, striking: 'striking' });
    expect(loaded.notices).toEqual([{ kind: 'contradicts', param: 'potency', other: 'item' }]);
    // a whole item's name says "none" of the runes it does not name
    expect(loadItem('?item=%2B1%20longsword&striking=striking').notices).toEqual([
      { kind: 'contradicts', param: 'striking', other: 'item' },
    ]);
    expect(loadLevel('?item=%2B1%20longsword&to-item=%2B2%20longsword&to-potency=3').notices).toEqual([
      { kind: 'contradicts', param: 'to-potency', other: 'to-item' },
    ]);
    expect(loadTransfer('?rune=flaming&to-item=%2B1%20dagger&to=longsword').notices).toEqual([
      { kind: 'contradicts', param: 'to', other: 'to-item' },
    ]);
  });

  it('a parameter that agrees with the name, or adds what a partial name leaves open, is no contradiction', () => {
    expect(loadItem('?item=%2B1%20striking%20longsword&potency=1&striking=striking').notices).toEqual([]);
    expect(loadItem('?item=%2B1%20longsword&striking=none&property=none').notices).toEqual([]);
    expect(loadItem('?item=%2B1%20striking&base=dagger').notices).toEqual([]);
    expect(loadItem('?item=%2B1%20striking&base=dagger').draft).toMatchObject({ base: 'dagger', potency: 1 });
  });
});

describe('notices name what the link has', () => {
  it('a name’s material the level calculator’s target can’t take names `to-item`, not `to-material`', () => {
    const loaded = loadLevel('?item=%2B1%20longsword&to-item=%2B2%20striking%20cold%20iron%20longsword');
    expect(loaded.notices).toEqual([{ kind: 'namePart', param: 'to-item' }]);
    // the same material, with a higher grade, is the target's grade upgrade
    const upgrade = loadLevel('?item=low-grade%20cold%20iron%20longsword&to-item=standard-grade%20cold%20iron%20longsword');
    expect(upgrade.notices).toEqual([]);
    expect(upgrade.query).toContain('to-grade=standard');
  });

  it('runes a name gives without its item name the name', () => {
    expect(loadTransfer('?rune=flaming&to-item=%2B1%20striking').notices).toEqual([{ kind: 'namePart', param: 'to-item' }]);
    expect(loadLevel('?to-item=%2B2%20longsword').notices).toEqual([{ kind: 'namePart', param: 'to-item' }]);
    expect(loadItem('?item=%2B1%20striking').notices).toEqual([{ kind: 'nameNoBase', param: 'item' }]);
  });

  it('`to-grade` without a material on the current item is named', () => {
    const loaded = loadLevel('?base=longsword&to-grade=high');
    expect(loaded.notices).toEqual([{ kind: 'targetMaterial', param: 'to-grade' }]);
    expect(loadLevel('?base=longsword&material=silver&grade=low&to-material=cold-iron').notices).toEqual([
      { kind: 'targetMaterial', param: 'to-material' },
    ]);
    // restating the current material is no change
    expect(loadLevel('?base=longsword&material=silver&grade=low&to-material=silver&to-grade=standard').notices).toEqual([]);
    expect(loadTransfer('?rune=flaming&to=longsword&to-grade=high').notices).toEqual([{ kind: 'dropped', param: 'to-grade' }]);
  });

  it('a grade dropped with its unknown material is named with it', () => {
    expect(loadItem('?base=longsword&material=mithril&grade=high').notices).toEqual([
      { kind: 'value', param: 'material' },
      { kind: 'dropped', param: 'grade' },
    ]);
  });

  // Links of valid names and parameters, in any mix: every notice names a parameter of the link (or, for runes
  // without an item, the `base` it lacks), and the name a parameter contradicts is in the link too.
  const NAMES = ['+1 longsword', '+2 striking cold iron longsword', 'high-grade silver dagger', '+1 striking', 'flaming', '+1 chain mail'];
  const VALUES = ['1', '2', 'striking', 'none', 'longsword', 'dagger', 'flaming', 'silver', 'cold-iron', 'low', 'high'];
  const TOOLS: { load: (s: string) => Loaded<unknown>; keys: readonly string[] }[] = [
    { load: loadItem, keys: ITEM_KEYS },
    { load: loadLevel, keys: LEVEL_KEYS },
    { load: loadTransfer, keys: TRANSFER_KEYS },
  ];
  for (const [i, tool] of TOOLS.entries()) {
    it(`${['item builder', 'level calculator', 'transfer estimator'][i]}: generated links with names`, () => {
      const pair = fc.oneof(
        fc.tuple(fc.constantFrom(...NAME_KEYS), fc.constantFrom(...NAMES)),
        fc.tuple(fc.constantFrom(...tool.keys), fc.constantFrom(...VALUES)),
      );
      fc.assert(
        fc.property(fc.array(pair, { minLength: 1, maxLength: 5 }), (pairs) => {
          const search = `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
          const has = new Set(pairs.map(([k]) => k));
          for (const n of tool.load(search).notices) {
            if (n.kind === 'missing') expect(n.param, search).toMatch(/^(base|to|from)$/);
            else expect(has.has(n.param), `${search}: ${JSON.stringify(n)}`).toBe(true);
            if (n.other !== undefined) expect(has.has(n.other), search).toBe(true);
          }
        }),
        { numRuns: 150, seed: 7 + i },
      );
    });
  }
});
