// The header search's offers: a query that reads as an item opens it in the item builder (first
// result), and a rune or base item typed with one typo is offered as "did you mean".
import { describe, expect, it } from 'vitest';
import { HANG_MS } from '../support/browser';
import { useBuiltSite } from '../support/site-session';
import { headerSearch } from '../support/header-search';

const site = useBuiltSite();

describe('search: items and typos', () => {
  it('「＋1ストライキング・ロングソード」: the first result opens it in the item builder, which reads it', async () => {
    const page = await site.visit('/ja/', { width: 390, height: 844 });
    const found = await headerSearch(page, '＋1ストライキング・ロングソード');
    expect(found[0]?.text).toContain('アイテム名ビルダーで開く');
    expect(found[0]?.path).toBe('/ja/tools/item/?item=＋1ストライキング・ロングソード');
    await Promise.all([page.waitForURL(/\/ja\/tools\/item\//), page.locator('#site-search-input').press('Enter')]);
    await expect
      .poll(
        () =>
          page
            .locator('#builder-name')
            .inputValue()
            .catch(() => ''),
        { timeout: HANG_MS },
      )
      .toBe('＋1ストライキング・ロングソード');
    expect(await page.locator('#builder-striking').inputValue()).toBe('striking');
  });

  it('「＋1ストライキング・冷たい鉄製ロングソード（標準品位）」: an item of a precious material opens in the builder with its material', async () => {
    const page = await site.visit('/ja/', { width: 390, height: 844 });
    const name = '＋1ストライキング・冷たい鉄製ロングソード（標準品位）';
    const found = await headerSearch(page, name);
    expect(found[0]?.path).toBe(`/ja/tools/item/?item=${name}`);
    await Promise.all([page.waitForURL(/\/ja\/tools\/item\//), page.locator('#site-search-input').press('Enter')]);
    await expect
      .poll(() =>
        page
          .locator('#builder-material')
          .inputValue()
          .catch(() => ''),
      )
      .toBe('cold-iron');
    expect(await page.locator('#builder-grade').inputValue()).toBe('standard');
  });

  it('"+3 major striking" is offered to the item builder; "flaming" alone is not', async () => {
    const page = await site.visit('/en/');
    expect((await headerSearch(page, '+3 major striking'))[0]?.text).toBe('Open “+3 major striking” in the item-name builder');
    expect((await headerSearch(page, 'flaming')).some((o) => o.text.includes('item-name builder'))).toBe(false);
  });

  it('"flamming" and "vorpel": did you mean Flaming, Vorpal', async () => {
    const page = await site.visit('/en/');
    const flamming = await headerSearch(page, 'flamming');
    expect(flamming.find((o) => o.path === '/en/runes/flaming/')?.text).toContain('Did you mean Flaming / フレイミング?');
    const vorpel = await headerSearch(page, 'vorpel');
    expect(vorpel.find((o) => o.path === '/en/runes/vorpal/')?.text).toContain('Did you mean Vorpal');
  });
});
