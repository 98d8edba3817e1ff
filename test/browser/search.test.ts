import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatPrice, getRune } from '../../src/rules';
import { HANG_MS } from '../support/browser';
import { useBuiltSite } from '../support/site-session';
import { axeViolations } from '../support/axe';
import { headerSearch, headerSearchPaths } from '../support/header-search';

// The header search: what Japanese and English players type, and the box's keyboard, grouping,
// "show all" and no-JavaScript behaviour. The queries share one page per language.
const site = useBuiltSite();
const pages = new Map<string, Page>();

async function sharedPage(lang: 'ja' | 'en'): Promise<Page> {
  let page = pages.get(lang);
  if (!page) {
    page = await site.open(`/${lang}/`, { keep: true });
    pages.set(lang, page);
  }
  return page;
}

// [query, the page expected among the first three results]. Half Japanese, as readers type it.
const JA: [string, string][] = [
  ['ふれいみんぐ', '/ja/runes/flaming/'], // hiragana
  ['ﾌﾚｲﾐﾝｸﾞ', '/ja/runes/flaming/'], // half-width kana
  ['ｽﾄﾗｲｷﾝｸﾞ', '/ja/runes/striking/'],
  ['ぐれーたーすとらいきんぐ', '/ja/runes/greater-striking/'], // no separator
  ['ぐれーたーふれいみんぐ', '/ja/runes/greater-flaming/'],
  ['グレーター・フロスト', '/ja/runes/greater-frost/'], // exact name
  ['グレイターショック', '/ja/runes/greater-shock/'], // グレイター for グレーター
  ['マイナーリーンフォーシング', '/ja/runes/minor-reinforcing/'],
  ['マイナー・レインフォーシング', '/ja/runes/minor-reinforcing/'], // another translation's spelling (alias from the ja branch)
  ['バイタライジング', '/ja/runes/vitalizing/'], // ヴァ/バ
  ['ボーパル', '/ja/runes/vorpal/'], // ヴォ/ボ
  ['インビジビリティ', '/ja/runes/invisibility/'], // ヴィ/ビ, ティ
  ['アンティマジック', '/ja/runes/antimagic/'], // ティ/チ
  ['ウェポンポテンシー', '/ja/runes/weapon-potency-1/'], // ィ/ー ending
  ['ファイヤー・レジスタント', '/ja/runes/fire-resistant/'], // ファイヤー
  ['ふぁいあーれじすたんす', '/ja/runes/fire-resistant/'], // レジスタンス
  ['火炎耐性', '/ja/runes/fire-resistant/'], // the community's damage words
  ['雷撃耐性', '/ja/runes/electricity-resistant/'], // ［雷撃］ comes with the ja branch's labels
  ['強酸耐性', '/ja/runes/acid-resistant/'], // ［強酸］ comes with the ja branch's labels
  ['たんけんかのふく', '/ja/glossary/#term-explorers-clothing'], // a kanji term typed in kana
  ['ちょうこく', '/ja/glossary/#term-etch'],
  ['ダンシング', '/ja/runes/animated/'], // legacy names
  ['スピード', '/ja/runes/quickstrike/'],
  ['でぃすらぷてぃんぐ', '/ja/runes/vitalizing/'],
  ['スペルストアリング', '/ja/runes/spell-reservoir/'],
  ['ほーりぃ', '/ja/runes/holy/'],
  ['ごーすとたっち', '/ja/runes/ghost-touch/'],
  ['ろんぐそーど', '/ja/tools/item/?base=longsword'], // a base item opens the item builder
  ['アイテム名ビルダー', '/ja/tools/item/'],
  ['ルーンの転送', '/ja/rules/transferring/'], // a chapter title
  ['非公式', '/ja/about/'], // a word of the prose only (full text)
];

const EN: [string, string][] = [
  ['flaming', '/en/runes/flaming/'],
  ['FLAMING', '/en/runes/flaming/'],
  ['greater striking', '/en/runes/greater-striking/'],
  ['striking (greater)', '/en/runes/greater-striking/'], // the book's index form
  ['ghost touch', '/en/runes/ghost-touch/'],
  ['ghosttouch', '/en/runes/ghost-touch/'],
  ['resist fire', '/en/runes/fire-resistant/'],
  ['fire resistance', '/en/runes/fire-resistant/'],
  ['disrupting', '/en/runes/vitalizing/'], // legacy names
  ['dancing', '/en/runes/animated/'],
  ['speed', '/en/runes/quickstrike/'],
  ['spell-storing', '/en/runes/spell-reservoir/'],
  ['glamered', '/en/runes/raiment/'],
  ['+2 weapon potency', '/en/runes/weapon-potency-2/'],
  ['minor reinforcing', '/en/runes/minor-reinforcing/'],
  ["explorer's clothing", '/en/glossary/#term-explorers-clothing'],
  ['explorers clothing', '/en/glossary/#term-explorers-clothing'],
  ['longsword', '/en/tools/item/?base=longsword'],
  ['transfer estimator', '/en/tools/transfer/'],
  ['property runes', '/en/rules/property-runes/'],
  ['vorpal', '/en/runes/vorpal/'],
  ['unofficial', '/en/about/'], // prose only (full text)
];

describe('search finds what players type: Japanese', () => {
  it.each(JA)('%s → %s', async (query, expected) => {
    const found = await headerSearchPaths(await sharedPage('ja'), query);
    expect(found.slice(0, 3), found.join(' ')).toContain(expected);
  });
});

describe('search finds what players type: English', () => {
  it.each(EN)('%s → %s', async (query, expected) => {
    const found = await headerSearchPaths(await sharedPage('en'), query);
    expect(found.slice(0, 3), found.join(' ')).toContain(expected);
  });
});

// Words the pages don't use, typos of two letters and questions: [language, query, the page expected first], in the
// header box and on the search page.
const ASKED: ['ja' | 'en', string, string][] = [
  ['ja', 'ルーンを移す', '/ja/rules/transferring/'], // a player's word for 転送
  ['ja', 'ルーンを刻む', '/ja/rules/etching/'],
  ['ja', '休眠', '/ja/rules/property-slots/'], // another translation's word for 効果を停止
  ['ja', 'ルーンは何個まで', '/ja/rules/property-slots/'], // a question
  ['ja', 'くいくすとらく', '/ja/runes/quickstrike/'], // two typos in kana
  ['en', 'move a rune', '/en/rules/transferring/'],
  ['en', 'rune stops working', '/en/rules/property-slots/'],
  ['en', 'how long does a transfer take', '/en/rules/transferring/'],
  ['en', 'qickstrik', '/en/runes/quickstrike/'], // two typos
];

describe('players’ words, typos and questions', () => {
  it.each(ASKED)('header (%s): %s → %s first', async (lang, query, expected) => {
    const found = await headerSearchPaths(await sharedPage(lang), query);
    expect(found[0], found.join(' ')).toBe(expected);
  });

  it.each(ASKED)('search page (%s): %s → %s first', async (lang, query, expected) => {
    const page = await site.visit(`/${lang}/search/?q=${encodeURIComponent(query)}`);
    await expect.poll(() => page.locator('#search-page-status').textContent(), { timeout: HANG_MS }).toContain(query);
    const links = await page
      .locator('[data-search-page-results] a')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(site.path(links[0]!), links.slice(0, 3).join(' ')).toBe(expected);
  });

  it('shows a chapter found by a player’s word under its own title, and the full text finds the site’s word', async () => {
    const page = await sharedPage('ja');
    const results = await headerSearch(page, 'ルーンを移す');
    expect(results[0]?.text).toBe('ルーンの転送');
    expect(results.some((result) => result.text.includes('移す'))).toBe(false);
    // The full text looked for 転送: its excerpts mark the site's word.
    const marks = await page.locator('#site-search-results .search-hit__excerpt mark').allTextContents();
    expect(marks).toContain('転送');
  });

  it('offers a name two typos away as "did you mean"', async () => {
    const results = await headerSearch(await sharedPage('en'), 'qickstrik');
    expect(results[0]?.text).toMatch(/^Did you mean.*Quickstrike/i);
  });
});

describe('search results', () => {
  it('puts the page of an exact name first, shown with both names, level and Price from src/rules', async () => {
    const page = await sharedPage('ja');
    const found = await headerSearchPaths(page, 'フレイミング');
    expect(found[0]).toBe('/ja/runes/flaming/');
    const flaming = getRune('flaming')!;
    const first = page.locator('#site-search-results [role="option"]').first();
    expect(await first.locator('.search-hit__title').textContent()).toBe('フレイミング / Flaming');
    expect(await first.locator('.search-hit__meta').textContent()).toBe(`レベル${flaming.level} · ${formatPrice(flaming.priceCp, 'ja')}`);
    expect(await first.textContent()).toBe(`フレイミング / Flaming · レベル${flaming.level} · ${formatPrice(flaming.priceCp, 'ja')}`);
  });

  it('groups results by kind, each group labelled', async () => {
    const page = await sharedPage('ja');
    await headerSearchPaths(page, '転送');
    const groups = await page
      .locator('#site-search-results [role="group"]')
      .evaluateAll((nodes) => nodes.map((group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent));
    expect(groups.length).toBeGreaterThanOrEqual(2);
    expect(new Set(groups).size).toBe(groups.length);
    expect(groups).toEqual(expect.arrayContaining(['用語集', 'ツールと基本アイテム']));
  });

  it('keeps calculators and the hidden "own transliteration" note out of the full text', async () => {
    const page = await sharedPage('ja');
    const found = await headerSearchPaths(page, 'マイナー・リーンフォーシング');
    expect(found[0]).toBe('/ja/runes/minor-reinforcing/');
    expect(found.filter((path) => path.startsWith('/ja/tools/'))).toEqual([]);
    const note = await headerSearchPaths(page, 'カタカナ表記');
    expect(note.filter((path) => /^\/ja\/runes\/[^/]+\/$/.test(path))).toEqual([]);
  });

  it('a kanji term typed as its reading finds its glossary entry first, then the pages that use the term', async () => {
    const page = await site.visit(`/ja/search/?q=${encodeURIComponent('ひらめはんてい')}`);
    const status = page.locator('#search-page-status');
    await expect.poll(() => status.textContent(), { timeout: HANG_MS }).toMatch(/検索結果 \d+件/);
    const links = (
      await page
        .locator('[data-search-page-results] a')
        .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).hash))
    ).map(site.path);
    expect(links[0]).toBe('/ja/glossary/#term-flat-check');
    // The pages write 平目判定, never its reading: the full text looked for the term.
    expect(links).toContain('/ja/runes/fortification/');
    const excerpt = page.locator('[data-search-page-results] .search-hit__excerpt', { has: page.locator('mark') }).first();
    expect(await excerpt.textContent()).toContain('平目判定');
  });

  it('finds a page by searching an English word that is on it, within English pages only', async () => {
    const found = await headerSearchPaths(await sharedPage('en'), 'unofficial');
    expect(found).toContain('/en/about/');
    expect(found.every((path) => path.startsWith('/en/'))).toBe(true);
  });
});

describe('the search box with the keyboard', () => {
  it('moves through results with the arrow keys and opens the highlighted one with Enter', async () => {
    const page = await site.visit('/en/');
    const found = await headerSearchPaths(page, 'greater');
    expect(found.length).toBeGreaterThan(2);
    const box = page.locator('#site-search-input');
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(await page.locator(`#${active}`).getAttribute('aria-selected')).toBe('true');
    const href = await page.locator(`#${active}`).getAttribute('href');
    expect(site.path(new URL(href!, page.url()).pathname)).toBe(found[1]);
    await box.press('ArrowUp');
    expect(await box.getAttribute('aria-activedescendant')).toBe('site-search-option-0');
    await box.press('ArrowDown');
    await Promise.all([page.waitForURL((url) => site.path(url.pathname) === found[1]), box.press('Enter')]);
  });

  it('opens the first result on Enter when none is highlighted', async () => {
    const page = await site.visit('/ja/');
    const found = await headerSearchPaths(page, 'ぼーぱる');
    await Promise.all([page.waitForURL((url) => site.path(url.pathname) === found[0]), page.locator('#site-search-input').press('Enter')]);
    expect(found[0]).toBe('/ja/runes/vorpal/');
  });

  it('closes the results with Escape and keeps the query', async () => {
    const page = await site.visit('/ja/');
    await headerSearchPaths(page, 'ふれいみんぐ');
    const panel = page.locator('[data-search-panel]');
    expect(await panel.isVisible()).toBe(true);
    await page.locator('#site-search-input').press('Escape');
    expect(await panel.isVisible()).toBe(false);
    expect(await page.locator('#site-search-input').inputValue()).toBe('ふれいみんぐ');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('site-search-input');
  });
});

describe('all results and the search page', () => {
  it('shows every result on the search page ("show all"), with an honest count', async () => {
    const page = await site.visit('/ja/');
    await headerSearchPaths(page, 'ぐれーたー');
    const status = (await page.locator('#site-search-status').textContent()) ?? '';
    const names = Number(/名前の一致 (\d+)件/.exec(status)?.[1]);
    expect(names).toBeGreaterThan(8); // more than the box shows
    expect(await page.locator('#site-search-results [role="option"]').count()).toBeLessThan(names);
    await Promise.all([page.waitForURL(/\/ja\/search\/\?q=/), page.locator('[data-search-all]').click()]);
    const count = page.locator('#search-page-status');
    await expect.poll(() => count.textContent(), { timeout: HANG_MS }).toMatch(/検索結果 \d+件/);
    const total = Number(/(\d+)件/.exec((await count.textContent()) ?? '')?.[1]);
    const links = await page.locator('[data-search-page-results] a').count();
    expect(links).toBe(total);
    expect(total).toBeGreaterThanOrEqual(names);
    expect(await page.locator('[data-search-page-results] h2').count()).toBeGreaterThanOrEqual(2);
  });

  it('sends Enter and the button to the search page while the search code is still loading', async () => {
    const page = await site.open('/ja/');
    // Hold back the search module: the box stays a plain form.
    await page.route(/\/_astro\/combobox\./, () => undefined);
    await page.locator('#site-search-input').fill('ふれいみんぐ');
    await Promise.all([page.waitForURL(/\/ja\/search\/\?q=/), page.locator('#site-search-input').press('Enter')]);
    await expect.poll(() => page.locator('#search-page-status').textContent(), { timeout: HANG_MS }).toMatch(/検索結果 \d+件/);
    expect(site.path((await page.locator('[data-search-page-results] a').first().getAttribute('href'))!)).toBe('/ja/runes/flaming/');

    const other = await site.open('/en/');
    await other.route(/\/_astro\/combobox\./, () => undefined);
    await other.locator('#site-search-input').fill('vorpal');
    await Promise.all([other.waitForURL(/\/en\/search\/\?q=vorpal/), other.getByRole('button', { name: 'Search', exact: true }).click()]);
    await expect.poll(() => other.locator('#search-page-status').textContent(), { timeout: HANG_MS }).toMatch(/results for “vorpal”/);
  });

  it('without JavaScript, the search page says where to find pages instead of ignoring the query', async () => {
    const page = await site.visit('/ja/search/?q=flaming', { javaScriptEnabled: false });
    const note = page.locator('.search-page__noscript');
    expect(await note.isVisible()).toBe(true);
    expect(await note.textContent()).toContain('このページの検索にはJavaScriptが必要です');
    const links = (
      await page.locator('.search-page__help a').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
    ).map(site.path);
    expect(links).toEqual(expect.arrayContaining(['/ja/runes/', '/ja/glossary/']));
    // The header form goes to the search page, not to a page that ignores q.
    expect(site.path((await page.locator('form[role="search"]').first().getAttribute('action'))!)).toBe('/ja/search/');
  });

  it('loads no search code until the reader uses the search box', async () => {
    const requested: string[] = [];
    const page = await site.open('/en/');
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(site.url('/en/about/'));
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => url.includes('/pagefind/') || url.includes('search-names') || url.includes('combobox'))).toEqual([]);
    await Promise.all([
      page.waitForResponse((response) => response.url().includes('/pagefind/pagefind.js')),
      page.waitForResponse((response) => response.url().includes('/en/search-names.json')),
      page.getByRole('searchbox').focus(),
    ]);
  });
});

describe('accessibility of search', () => {
  for (const [lang, query] of [
    ['ja', 'ぐれーたー'],
    ['en', 'greater'],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`axe finds no violations with the results open and one highlighted (${lang}, ${colorScheme}), within 360 px`, async () => {
        const page = await site.visit(`/${lang}/runes/flaming/`, { colorScheme, width: 360 });
        await headerSearchPaths(page, query);
        await page.locator('#site-search-input').press('ArrowDown');
        expect(await axeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        const panel = await page.locator('[data-search-panel]').boundingBox();
        expect(panel!.x).toBeGreaterThanOrEqual(0);
        expect(panel!.x + panel!.width).toBeLessThanOrEqual(360);
      });
    }

    it(`axe finds no violations on the search page with results, within 360 px (${lang})`, async () => {
      const page = await site.visit(`/${lang}/search/?q=${encodeURIComponent(query)}`, { width: 360 });
      await expect.poll(() => page.locator('#search-page-status').textContent(), { timeout: HANG_MS }).toMatch(/\d/);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }
});
