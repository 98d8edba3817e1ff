import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HANG_MS, startCalculator } from '../support/browser';
import { estimateTransfer, evaluateItem, formatPrice, type Locale } from '../../src/rules';
import { t } from '../../src/i18n';
import { headerSearchPaths } from '../support/header-search';
import { ITEM, ITEM_QUERY, kitStored, pathOf, useOfflineSite } from '../support/offline-session';
import { TOOLS } from '../../src/tools/registry';
import { planUpgrades } from '../../src/rules/planner';

// The site at the table with no network: the service worker (dist/sw.js) must have kept the shell,
// the calculators, the search of the reader's language and every page read or saved. "Offline" here
// is real: the server is shut down (Chromium's offline emulation is set too), so nothing can come
// from the network. Each test has its own server, browser context (a fresh profile) and worker.

// A new deploy (the update of the worker) is tested in offline-update.test.ts: a file of its own, so that the
// run's two workers can take the two halves at once.
const { online, goOffline } = useOfflineSite();

function figure(page: Page, label: string) {
  return page.locator('.tool dt', { hasText: label }).first().locator('xpath=following-sibling::dd[1]');
}

const UPGRADE_QUERY = '?base=longsword&potency=1&striking=striking&to-potency=2&to-striking=greater-striking';
const TRANSFER_QUERY = '?rune=striking&swap=greater-striking';

const CASES: Record<
  Locale,
  {
    first: string;
    name: string;
    nameHit: string;
    fullText: string;
    fullTextHit: string;
    rune: string;
    runeRow: string;
    term: string;
    termRow: string;
  }
> = {
  ja: {
    first: '/ja/runes/frost/',
    name: 'ふれいみんぐ',
    nameHit: '/ja/runes/flaming/',
    fullText: '平目判定',
    fullTextHit: '/ja/runes/fortification/',
    rune: 'ゴーストタッチ',
    runeRow: 'ゴースト・タッチ',
    term: 'ぐれーたーふれいみんぐ',
    termRow: 'グレーター・フレイミング',
  },
  en: {
    first: '/en/rules/transferring/',
    name: 'flaming',
    nameHit: '/en/runes/flaming/',
    fullText: 'flat check',
    fullTextHit: '/en/runes/fortification/',
    rune: 'ghost touch',
    runeRow: 'Ghost Touch',
    term: 'greater flaming',
    termRow: 'Greater Flaming',
  },
};

describe.each(['ja', 'en'] as const)('offline after one visit to a deep page (%s)', (lang) => {
  const c = CASES[lang];
  it('opens that page; the four calculators compute; both searches, the rune index and the glossary answer', async () => {
    const { context, page, url } = await online();
    await page.goto(url(c.first));
    await kitStored(page, url, lang);

    await goOffline(context);
    const offlineTitle = t(lang, 'offline.title');

    // the page read
    await page.goto(url(c.first));
    expect(await page.locator('h1').textContent()).not.toBe(offlineTitle);

    // the calculators, each computing from its address
    await page.goto(url(`/${lang}/tools/item/${ITEM_QUERY}`));
    await startCalculator(page);
    await expect.poll(() => page.locator('.tool-name--main').textContent()).toContain(evaluateItem(ITEM).name[lang]);
    await page.goto(url(`/${lang}/tools/level/${UPGRADE_QUERY}`));
    await startCalculator(page);
    const upgraded = evaluateItem({ base: 'longsword', potency: 2, striking: 'greater-striking' });
    await expect.poll(() => figure(page, t(lang, 'level.newLevel')).textContent()).toBe(String(upgraded.level));
    await page.goto(url(`/${lang}/tools/transfer/${TRANSFER_QUERY}`));
    await startCalculator(page);
    const transfer = estimateTransfer({ rune: 'striking', swapWith: 'greater-striking' });
    await expect.poll(() => figure(page, t(lang, 'transfer.cost')).textContent()).toBe(formatPrice(transfer.costCp, lang));
    // the planner: a level-10 character with a +1 striking longsword, its names read offline (the name reader's chunks)
    await page.goto(url(`/${lang}/tools/planner/?level=10&item=${encodeURIComponent('+1 striking longsword')}`));
    await startCalculator(page);
    const planned = planUpgrades({ level: 10, items: [{ base: 'longsword', potency: 1, striking: 'striking' }] });
    await expect.poll(() => page.locator('.planner-step').count()).toBe(planned.steps.length);

    // the header search's name layer, on the page first read
    await page.goto(url(c.first));
    expect(await headerSearchPaths(page, c.name)).toContain(c.nameHit);

    // the search page's full text
    await page.goto(url(`/${lang}/search/?q=${encodeURIComponent(c.fullText)}`));
    const found = page.locator('[data-search-page-results] a');
    await found.first().waitFor({ timeout: HANG_MS });
    expect((await found.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))).map(pathOf)).toContain(
      pathOf(url(c.fullTextHit)),
    );

    // the rune index and the glossary, filtered
    await page.goto(url(`/${lang}/runes/`));
    // on a phone the filters are folded under their summary
    await page.locator('rune-index[data-ready]').waitFor();
    await page.getByText(t(lang, 'runes.filters'), { exact: true }).click();
    await page.getByRole('searchbox', { name: t(lang, 'runes.filter.text') }).fill(c.rune);
    await expect.poll(() => page.locator('rune-index tbody tr:not([hidden]) th > a:first-child').allTextContents()).toEqual([c.runeRow]);
    await page.goto(url(`/${lang}/glossary/`));
    await page.getByRole('searchbox', { name: t(lang, 'glossary.filter') }).fill(c.term);
    const rows = page.locator('[data-glossary-row]:not([hidden])');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(c.termRow);

    // a page never read: the offline page lists what is stored, and every link on it opens offline
    await page.goto(url(`/${lang}/rules/overview/`));
    expect(await page.locator('h1').textContent()).toBe(offlineTitle);
    await expect.poll(() => page.locator('offline-pages').getAttribute('data-count')).not.toBeNull();
    const tools = (
      await page.locator('offline-pages [data-tools] a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
    ).map(pathOf);
    expect(tools).toEqual(TOOLS.map((tool) => pathOf(url(`/${lang}/tools/${tool.slug}/`))));
    expect(await page.locator('offline-pages [data-search]').isVisible()).toBe(true);
    const listed = await page.locator('offline-pages a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(listed.map(pathOf)).toContain(pathOf(url(c.first)));
    expect(listed.map(pathOf)).not.toContain(pathOf(url(`/${lang}/rules/overview/`)));
    for (const href of listed) {
      await page.goto(href);
      expect(await page.locator('h1').textContent(), href).not.toBe(offlineTitle);
    }
  });
});

describe('pages read before the worker is ready', () => {
  it('are both there offline', async () => {
    const { context, page, url } = await online();
    const read = ['/ja/rules/overview/', '/ja/runes/flaming/'];
    for (const path of read) {
      await page.goto(url(path));
      // read, and left before any worker controlled it
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    }
    await kitStored(page, url, 'ja');
    await goOffline(context);
    for (const path of read) {
      await page.goto(url(path));
      expect(await page.locator('h1').textContent(), path).not.toBe(t('ja', 'offline.title'));
    }
  });
});

describe('"save this language for offline use"', () => {
  it('shows the size first, counts in the same unit from the start, saves every English page, and then any of them opens offline', async () => {
    const { context, page, url } = await online();
    await page.goto(url('/en/tools/'));
    // reachable from the tools page
    await page.getByRole('link', { name: t('en', 'offline.heading') }).click();
    await kitStored(page, url, 'en');
    await page.reload();
    const status = page.locator('offline-save [role="status"]');
    await expect.poll(() => status.textContent()).toMatch(/^Download: [\d.]+ (MB|kB) \(\d+ pages\)\.$/);
    const [, size, pages] = /^Download: ([\d.]+ (?:MB|kB)) \((\d+) pages\)/.exec((await status.textContent())!)!;
    expect(Number(pages)).toBeGreaterThan(90);

    const seen: string[] = [];
    await page.exposeFunction('seen', (text: string) => seen.push(text));
    await status.evaluate((element) =>
      new MutationObserver(() => (window as unknown as { seen(t: string): void }).seen(element.textContent ?? '')).observe(element, {
        childList: true,
        characterData: true,
        subtree: true,
      }),
    );
    await page.getByRole('button', { name: 'Save all pages in English for offline use' }).click();
    await expect.poll(() => status.textContent()).toBe(`Saved: all ${pages} pages and the search work without a network on this device.`);
    const counters = seen.filter((text) => text.startsWith('Saving'));
    // the counter starts at 0 of the size shown before, and ends at it
    expect(counters[0]).toBe(`Saving… 0 kB of ${size}`);
    expect(counters.at(-1)).toBe(`Saving… ${size} of ${size}`);

    await goOffline(context);
    for (const path of ['/en/runes/frost/', '/en/glossary/', '/en/rules/transferring/']) {
      await page.goto(url(path));
      expect(await page.locator('h1').textContent(), path).not.toBe('You are offline');
    }
    // Japanese pages were not saved: the Japanese offline page answers, with the save control.
    await page.goto(url('/ja/runes/frost/'));
    expect(await page.locator('h1').textContent()).toBe('オフラインです');
    expect(await page.getByRole('button', { name: t('ja', 'offline.save') }).count()).toBe(1);
  });
});
