// The calculators' base items (src/lib/base-item-data.ts): an island starts with the default item's record only,
// the table arrives later (when idle, on the picker's first focus, or before a link naming another item is read),
// and a rule function asked about an item not loaded yet answers with a problem, never an exception. (The setup
// file loads the whole table; a fresh module graph here starts as an island does.)
import { describe, expect, it, vi } from 'vitest';
import { BASE_ITEM_DATA } from '~/src/rules/data/base-items';
import { DEFAULT_ITEM } from '~/src/lib/item-draft';

async function fresh() {
  vi.resetModules();
  const core = await import('~/src/rules/core');
  const bases = await import('~/src/lib/base-item-data');
  const runes = { ...(await import('~/src/lib/rune-data')), ...(await import('~/src/lib/link-load')) };
  const item = await import('~/src/rules/item');
  const transfer = await import('~/src/rules/transfer');
  return { core, bases, runes, item, transfer };
}

describe('base items loaded after the default item', () => {
  it('starts with the default item only; another item is unknown (a problem, not an exception) until the table is in', async () => {
    const { core, bases, runes, item, transfer } = await fresh();
    expect(core.BASE_ITEMS.map((b) => b.slug)).toEqual([DEFAULT_ITEM.base]);
    expect(core.hasBaseItems()).toBe(false);
    await runes.loadStart(['weapon']);
    expect(item.evaluateItem({ base: 'longsword', potency: 1 }).problems).toEqual([]);
    for (const base of ['chain-mail', 'steel-shield', 'dagger']) {
      expect(core.getBaseItem(base), base).toBeUndefined();
      const result = item.evaluateItem({ base, potency: 1 });
      expect(
        result.problems.map((p) => p.code),
        base,
      ).toContain('unknown-base-item');
      expect(() => transfer.estimateTransfer({ rune: 'striking', to: { base } }), base).not.toThrow();
    }
    await bases.loadBaseItems();
    expect(core.hasBaseItems()).toBe(true);
    // The table's order, each item once (the default item's record is the table's own).
    expect(core.BASE_ITEMS.map((b) => b.slug)).toEqual(BASE_ITEM_DATA.map((b) => b.slug));
    expect(item.evaluateItem({ base: 'dagger', potency: 1 }).problems).toEqual([]);
    expect(core.getBaseItem('chain-mail')?.kind).toBe('armor');
    core.addBaseItems(BASE_ITEM_DATA);
    core.addBaseItems(BASE_ITEM_DATA.slice(0, 3), 'start');
    expect(core.BASE_ITEMS).toHaveLength(BASE_ITEM_DATA.length);
  });

  it('tells subscribers when the table arrives, once', async () => {
    const { bases } = await fresh();
    const heard = vi.fn();
    const stop = bases.onBaseItemsAdded(heard);
    await Promise.all([bases.loadBaseItems(), bases.loadBaseItems()]);
    await bases.loadBaseItems();
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it("loads the table before a link naming another item is read, then that item's runes", async () => {
    const { core, runes } = await fresh();
    // The default item needs nothing more than its runes.
    expect(runes.linkNamesUnknownBase('?base=longsword&potency=1')).toBe(false);
    expect(runes.linkNamesUnknownBase('?potency=1')).toBe(false);
    expect(runes.linkNamesUnknownBase('?to=&from=')).toBe(false);
    for (const link of ['?base=chain-mail&potency=2&resilient=resilient', '?to=steel-shield&from=longsword', '?a=x&from=dagger']) {
      expect(runes.linkNamesUnknownBase(link), link).toBe(true);
      expect(runes.linkReady(link), link).toBe(false);
    }
    const armor = '?base=chain-mail&potency=2&resilient=resilient';
    await runes.loadForLink(armor);
    expect(runes.linkReady(armor)).toBe(true);
    expect(core.getBaseItem('chain-mail')?.kind).toBe('armor');
    expect([core.hasRunesOf('weapon', 'start'), core.hasRunesOf('armor', 'start'), core.hasRunesOf('shield', 'start')]).toEqual([
      false,
      true,
      false,
    ]);
    const shield = '?to=steel-shield&from=longsword';
    expect(runes.linkReady(shield)).toBe(false); // the shield runes are still missing
    await runes.loadForLink(shield);
    expect(runes.linkReady(shield)).toBe(true);
  });

  it('reads a link naming an unknown item against the whole table', async () => {
    const { core, runes } = await fresh();
    const link = '?base=not-an-item&potency=1';
    expect(runes.linkReady(link)).toBe(false);
    await runes.loadForLink(link);
    expect(core.hasBaseItems()).toBe(true);
    expect(runes.linkNamesUnknownBase(link)).toBe(true);
    expect(runes.linkReady(link)).toBe(true);
  });
});
