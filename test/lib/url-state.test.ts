import { describe, expect, it } from 'vitest';
import { itemHref, itemQuery, readItemTool } from '../../src/lib/url-state';
import { applyRuneFields, levelQuery, readLevelTool } from '../../src/lib/url-state-level';
import { readTransferTool, transferQuery } from '../../src/lib/url-state-transfer';

describe('item builder links', () => {
  it('writes an item with literal commas between property runes', () => {
    expect(itemQuery({ base: 'longsword', potency: 2, striking: 'greater-striking', property: ['flaming', 'frost'] })).toBe(
      'base=longsword&potency=2&striking=greater-striking&property=flaming,frost',
    );
  });

  it('leaves out runes that are not there', () => {
    expect(itemQuery({ base: 'steel-shield', potency: 0, property: [] })).toBe('base=steel-shield');
  });

  it('builds the link to the builder in each language', () => {
    expect(itemHref('en', { base: 'mace', potency: 1 })).toBe('/en/tools/item/?base=mace&potency=1');
    expect(itemHref('ja', { base: 'mace' })).toBe('/ja/tools/item/?base=mace');
  });

  it('reads back what it writes', () => {
    const spec = { base: 'chain-mail', potency: 2, resilient: 'greater-resilient', property: ['fire-resistant', 'slick'] };
    expect(readItemTool(itemQuery(spec))).toEqual({ spec, notices: [] });
  });

  it('says nothing about an item when the link has no item parameters', () => {
    expect(readItemTool('')).toEqual({ spec: null, notices: [] });
  });

  it('drops a hostile base item and reports the parameter by name only', () => {
    const read = readItemTool('?base=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    expect(read.spec).toEqual({});
    expect(read.notices).toEqual([{ kind: 'value', param: 'base' }]);
    expect(JSON.stringify(read)).not.toContain('<');
  });

  it('drops runes of the wrong family, unknown runes and fundamental runes among property runes', () => {
    const read = readItemTool('base=longsword&striking=flaming&property=frost,striking,nonsense&potency=7');
    expect(read.spec).toEqual({ base: 'longsword', property: ['frost'] });
    expect(read.notices.map((n) => n.param).sort()).toEqual(['potency', 'property', 'striking']);
  });

  it('keeps runes that do not fit the item, for the rules to explain', () => {
    expect(readItemTool('base=longsword&resilient=resilient').spec).toEqual({ base: 'longsword', resilient: 'resilient' });
  });

  it('reports parameters it does not use, hiding names that are not plain words', () => {
    const read = readItemTool('base=mace&utm_source=x&%3Cb%3E=1');
    expect(read.notices).toEqual([
      { kind: 'param', param: 'utm_source' },
      { kind: 'param', param: '' },
    ]);
  });

  it('never reads values from the object prototype', () => {
    const read = readItemTool('base=__proto__&striking=constructor&property=toString');
    expect(read.spec).toEqual({});
    expect(read.notices).toHaveLength(3);
  });

  it('caps a long list of property runes', () => {
    const read = readItemTool(`base=longsword&property=${Array(20).fill('flaming').join(',')}`);
    expect(read.spec?.property?.length).toBeLessThan(20);
  });
});

describe('level calculator links', () => {
  it('writes only the targets that differ from the current item', () => {
    const current = { base: 'longsword', potency: 1, striking: 'striking', property: ['flaming'] };
    const target = { ...current, potency: 2, property: ['flaming', 'frost'] };
    expect(levelQuery(current, target)).toBe(
      'base=longsword&potency=1&striking=striking&property=flaming&to-potency=2&to-property=flaming,frost',
    );
  });

  it('writes "none" for a rune the target gives up, and reads it back as removed', () => {
    const current = { base: 'longsword', potency: 1, striking: 'striking' };
    const query = levelQuery(current, { base: 'longsword', potency: 1 });
    expect(query).toContain('to-striking=none');
    const read = readLevelTool(query);
    expect(read.target).toEqual({ striking: null });
    expect(applyRuneFields(current as never, read.target).striking).toBeUndefined();
  });

  it('treats absent targets as unchanged', () => {
    const read = readLevelTool('base=longsword&potency=1&to-potency=3');
    expect(read.current).toEqual({ base: 'longsword', potency: 1 });
    expect(applyRuneFields({ base: 'longsword', potency: 1 }, read.target)).toEqual({ base: 'longsword', potency: 3, property: [] });
  });

  it('drops bad targets with a notice', () => {
    expect(readLevelTool('base=longsword&to-striking=greater-resilient').notices).toEqual([{ kind: 'value', param: 'to-striking' }]);
  });
});

describe('transfer estimator links', () => {
  it('reads a swap', () => {
    expect(readTransferTool('rune=striking&swap=greater-striking')).toEqual({
      state: { rune: 'striking', swap: 'greater-striking' },
      notices: [],
    });
  });

  it('reads the receiving item, the crafter and the options', () => {
    const read = readTransferTool('rune=flaming&runestone=1&to=greataxe&to-potency=1&level=7&rank=expert&days=2&crit=1');
    expect(read.state).toEqual({
      rune: 'flaming',
      runestone: true,
      to: { base: 'greataxe', potency: 1 },
      level: 7,
      rank: 'expert',
      days: 2,
      crit: true,
    });
    expect(read.notices).toEqual([]);
  });

  it('round-trips through its own query', () => {
    const state = {
      rune: 'flaming',
      swap: 'frost',
      runestone: true,
      to: { base: 'greataxe', potency: 1 },
      level: 7,
      rank: 'expert' as const,
      days: 2,
      crit: true,
    };
    expect(readTransferTool(transferQuery(state)).state).toEqual(state);
  });

  it('reads the item the rune comes from with from- parameters, like the receiving item', () => {
    const read = readTransferTool('rune=weapon-potency-2&from=longsword&from-potency=2&from-striking=striking&from-property=flaming,frost');
    expect(read.state).toEqual({
      rune: 'weapon-potency-2',
      from: { base: 'longsword', potency: 2, striking: 'striking', property: ['flaming', 'frost'] },
    });
    expect(read.notices).toEqual([]);
  });

  it('writes the item the rune comes from after the receiving item, and reads it back', () => {
    const state = {
      rune: 'flaming',
      runestone: false,
      to: { base: 'greataxe', potency: 1 },
      from: { base: 'longsword', potency: 2, property: ['flaming', 'frost'] },
      days: 0,
      crit: false,
    };
    const query = transferQuery(state);
    expect(query).toBe('rune=flaming&to=greataxe&to-potency=1&from=longsword&from-potency=2&from-property=flaming,frost');
    expect(readTransferTool(query).state).toEqual({
      rune: 'flaming',
      to: { base: 'greataxe', potency: 1 },
      from: { base: 'longsword', potency: 2, property: ['flaming', 'frost'] },
    });
  });

  it('drops bad source values with a notice naming only the parameter', () => {
    const read = readTransferTool(
      'rune=flaming&from=longsword&from-potency=9&from-striking=greater-resilient&from-resilient=%3Cb%3E&from-reinforcing=x&from-property=flaming,%3Cscript%3E',
    );
    expect(read.state).toEqual({ rune: 'flaming', from: { base: 'longsword', property: ['flaming'] } });
    expect(read.notices).toEqual([
      { kind: 'value', param: 'from-potency' },
      { kind: 'value', param: 'from-striking' },
      { kind: 'value', param: 'from-resilient' },
      { kind: 'value', param: 'from-reinforcing' },
      { kind: 'value', param: 'from-property' },
    ]);
    expect(JSON.stringify(read.notices)).not.toMatch(/script|<b>|greater-resilient/);
  });

  it('drops source runes without a known base item: an unknown item is named, a missing one is not', () => {
    const unknown = readTransferTool('rune=flaming&from=%3Cimg%20src%3Dx%3E&from-potency=2');
    expect(unknown.state).toEqual({ rune: 'flaming' });
    expect(unknown.notices).toEqual([{ kind: 'value', param: 'from' }]);
    // The link has no "from": the notice names what it has, the runes that had no item to go on.
    const missing = readTransferTool('rune=flaming&from-potency=2&from-property=frost');
    expect(missing.state).toEqual({ rune: 'flaming' });
    expect(missing.notices).toEqual([
      { kind: 'dropped', param: 'from-potency' },
      { kind: 'dropped', param: 'from-property' },
    ]);
  });

  it('drops out-of-range crafter values and unknown ranks', () => {
    const read = readTransferTool('rune=flaming&level=21&rank=godlike&days=-1&crit=yes&to=%3Cscript%3E');
    expect(read.state).toEqual({ rune: 'flaming' });
    expect(read.notices.map((n) => n.param).sort()).toEqual(['crit', 'days', 'level', 'rank', 'to']);
  });
});
