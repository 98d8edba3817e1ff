import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RUNES } from '../../src/rules';
import { useBuiltSite } from '../support/site-session';
import { headerSearchPaths } from '../support/header-search';

const site = useBuiltSite();
const open = (path: string) => site.visit(path);

const visibleNames = (page: Page) =>
  // The first link is the rune; a second one (※) marks a name the site wrote itself.
  page.locator('rune-index tbody tr:not([hidden]) th > a:first-child').allTextContents();
const visibleLevels = (page: Page) =>
  page
    .locator('rune-index tbody tr:not([hidden]) td:nth-child(4)')
    .allTextContents()
    .then((cells) => cells.map(Number));

describe('the rune index in a browser', () => {
  it('filters by target and level, keeps the filter in the URL, and shows it again after a reload', async () => {
    const page = await open('/en/runes/');
    await page.getByRole('combobox', { name: 'Goes on' }).selectOption('armor');
    await page.getByRole('spinbutton', { name: 'Level from' }).fill('10');
    await page.getByRole('spinbutton', { name: 'Level to' }).fill('12');
    await expect.poll(() => page.url()).toContain('target=armor');
    const names = await visibleNames(page);
    expect(names).toContain('Greater Fire-Resistant');
    expect(names).not.toContain('Flaming');
    expect((await visibleLevels(page)).every((level) => level >= 10 && level <= 12)).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'runes' }).textContent()).toMatch(
      new RegExp(`^\\d+ of ${RUNES.length} runes$`),
    );

    const filtered = page.url();
    await page.goto(filtered);
    expect(await page.getByRole('combobox', { name: 'Goes on' }).inputValue()).toBe('armor');
    expect(await visibleNames(page)).toEqual(names);
  });

  it('filters to the accessory runes from the target list, and a link opens that view', async () => {
    const page = await open('/ja/runes/');
    await page.getByRole('combobox', { name: '付ける先' }).selectOption('accessory');
    await expect.poll(() => page.url()).toContain('target=accessory');
    const accessory = RUNES.filter((rune) => rune.target === 'accessory');
    await expect.poll(() => visibleNames(page)).toHaveLength(accessory.length);
    expect((await visibleNames(page)).sort()).toEqual(accessory.map((rune) => rune.name.ja).sort());
    expect(await page.getByRole('status').filter({ hasText: '件' }).textContent()).toContain(String(accessory.length));
  });

  it('sorts by level in both directions with the column buttons', async () => {
    const page = await open('/ja/runes/');
    const sortByLevel = page.getByRole('button', { name: 'レベルで並べ替え' });
    await sortByLevel.click();
    const up = await visibleLevels(page);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    await sortByLevel.click();
    const down = await visibleLevels(page);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(page.url()).toContain('sort=level&dir=desc');
    expect(await page.locator('th[aria-sort]').getAttribute('aria-sort')).toBe('descending');
  });

  it('finds a rune by its name in either script, ignoring the ・ separator', async () => {
    const page = await open('/ja/runes/');
    await page.getByRole('searchbox', { name: '名前で検索' }).fill('ゴーストタッチ');
    await expect.poll(() => visibleNames(page)).toEqual(['ゴースト・タッチ']);
  });

  it('keeps the filter when switching language', async () => {
    const page = await open('/en/runes/?target=shield');
    await page.getByRole('link', { name: 'このページを日本語で' }).click();
    await page.waitForURL(/\/ja\/runes\/\?target=shield$/);
    expect(await visibleNames(page)).toHaveLength(6);
  });
});

describe('search finds runes and rules', () => {
  async function search(path: string, query: string) {
    return headerSearchPaths(await open(path), query);
  }

  it('ストライキング leads to the striking rune', async () => {
    expect((await search('/ja/', 'ストライキング')).slice(0, 3)).toContain('/ja/runes/striking/');
  });

  it('転送 leads to the chapter on transferring runes', async () => {
    expect((await search('/ja/', '転送')).slice(0, 3)).toContain('/ja/rules/transferring/');
  });

  it('a legacy name, ディスラプティング, leads to vitalizing', async () => {
    expect((await search('/ja/', 'ディスラプティング')).slice(0, 3)).toEqual(expect.arrayContaining(['/ja/runes/vitalizing/']));
  });

  it('"ghost touch" leads to the ghost touch rune', async () => {
    expect((await search('/en/', 'ghost touch'))[0]).toBe('/en/runes/ghost-touch/');
  });

  it('"resist fire" leads to the fire-resistant rune', async () => {
    expect((await search('/en/', 'resist fire')).slice(0, 3)).toContain('/en/runes/fire-resistant/');
  });
});

describe('the glossary filter in a browser', () => {
  it('finds a rune name typed in hiragana and without the ・ separator', async () => {
    const page = await open('/ja/glossary/');
    await page.getByRole('searchbox', { name: '一覧を絞り込む' }).fill('ぐれーたーふれいみんぐ');
    const rows = page.locator('[data-glossary-row]:not([hidden])');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('グレーター・フレイミング');
  });
});
