import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../src/lib/fold-text';
import { EMPTY_FILTER, filterQuery, isCoreOnly, matchesFilter, parseFilter, toggleCoreOnly, type RuneRow } from '../../src/lib/rune-filter';

const flaming: RuneRow = {
  text: 'Flaming フレイミング',
  target: 'weapon',
  kind: 'property',
  rarity: 'common',
  traits: ['fire', 'magical'],
  book: 'gm-core',
  level: 8,
  price: 50000,
};

describe('rune index filter', () => {
  it('reads a shared filter back from its own query string', () => {
    const filter = {
      ...EMPTY_FILTER,
      text: 'fire',
      target: 'armor' as const,
      minLevel: 5,
      maxLevel: 12,
      sort: 'price' as const,
      descending: true,
    };
    expect(parseFilter(new URLSearchParams(filterQuery(filter)))).toEqual(filter);
  });

  it('leaves defaults out of the URL', () => {
    expect(filterQuery(EMPTY_FILTER)).toBe('');
  });

  it('drops unknown or hostile values instead of trusting them', () => {
    const query = new URLSearchParams('target=<script>&kind=__proto__&rarity=legendary&min=-3&max=abc&sort=constructor&trait=evil');
    expect(parseFilter(query, ['fire'])).toEqual(EMPTY_FILTER);
  });

  it('keeps a trait only when the index has it', () => {
    expect(parseFilter(new URLSearchParams('trait=fire'), ['fire']).trait).toBe('fire');
  });

  it('keeps the source book in the URL ("GM Core only" is book=gm-core), only when the index has that book', () => {
    const gmCoreOnly = { ...EMPTY_FILTER, book: 'gm-core' };
    expect(filterQuery(gmCoreOnly)).toBe('book=gm-core');
    expect(parseFilter(new URLSearchParams('book=gm-core'), [], ['gm-core'])).toEqual(gmCoreOnly);
    expect(parseFilter(new URLSearchParams('book=constructor'), [], ['gm-core']).book).toBe('');
    expect(matchesFilter(flaming, gmCoreOnly)).toBe(true);
    expect(matchesFilter({ ...flaming, book: 'treasure-vault' }, gmCoreOnly)).toBe(false);
  });

  it('"GM Core only" toggles between the core book and every book, and is pressed only in the core view', () => {
    expect(toggleCoreOnly('', 'gm-core')).toBe('gm-core');
    expect(toggleCoreOnly('treasure-vault', 'gm-core')).toBe('gm-core');
    expect(toggleCoreOnly('gm-core', 'gm-core')).toBe('');
    expect(isCoreOnly({ book: 'gm-core' }, 'gm-core')).toBe(true);
    expect(isCoreOnly({ book: 'treasure-vault' }, 'gm-core')).toBe(false);
    expect(isCoreOnly({ book: '' }, '')).toBe(false);
  });

  it('matches names regardless of width, case and the ・ separator', () => {
    expect(foldForSearch('グレーター・フレイミング')).toBe(foldForSearch('グレーターフレイミング'));
    expect(matchesFilter(flaming, { ...EMPTY_FILTER, text: 'FLAM' })).toBe(true);
    expect(matchesFilter(flaming, { ...EMPTY_FILTER, text: 'ﾌﾚｲﾐﾝｸﾞ' })).toBe(true);
  });

  it('filters by target, kind, rarity, trait and level range together', () => {
    expect(matchesFilter(flaming, { ...EMPTY_FILTER, target: 'weapon', kind: 'property', trait: 'fire', minLevel: 8, maxLevel: 8 })).toBe(
      true,
    );
    expect(matchesFilter(flaming, { ...EMPTY_FILTER, target: 'armor' })).toBe(false);
    expect(matchesFilter(flaming, { ...EMPTY_FILTER, rarity: 'rare' })).toBe(false);
    expect(matchesFilter(flaming, { ...EMPTY_FILTER, minLevel: 9 })).toBe(false);
    expect(matchesFilter(flaming, { ...EMPTY_FILTER, maxLevel: 7 })).toBe(false);
  });
});
