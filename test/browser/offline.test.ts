import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectChromium, HANG_MS, newContext } from '../support/browser';
import { builtBase, DIST, withoutBase } from '../support/dist';
import { serveDist } from '../support/server';
import { SECURITY_HEADERS } from '../../src/security';
import { evaluateItem } from '../../src/rules';

// The site at the table with no network: the service worker (dist/sw.js) must have kept the shell,
// the calculators, the search index of the reader's language and every page read or saved. "Offline"
// here is real: the server is shut down (Chromium's offline emulation is set too), so nothing can
// come from the network. Each test has its own server, browser context and service worker.

let browser: Browser;
const contexts: BrowserContext[] = [];
let server: Awaited<ReturnType<typeof serveDist>> | undefined;

beforeAll(async () => {
  browser = await connectChromium();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  await server?.close();
  server = undefined;
});
afterAll(async () => {
  await browser?.close();
});

async function online(): Promise<{ context: BrowserContext; page: Page; url: (path: string) => string }> {
  // no-cache: the browser's HTTP cache must not be what answers offline.
  server = await serveDist(DIST, builtBase(), { ...SECURITY_HEADERS, 'Cache-Control': 'no-store' });
  const base = server.url;
  const context = await newContext(browser, { viewport: { width: 390, height: 800 } });
  contexts.push(context);
  const page = await context.newPage();
  return { context, page, url: (path: string) => new URL(path.replace(/^\//, ''), base).href };
}

/** Waits until the service worker controls the page and holds the search index of `lang`. */
async function ready(page: Page, lang: 'ja' | 'en') {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: HANG_MS });
  const missing = () =>
    page.evaluate(async ([language, base]) => {
      const list = await (await fetch(`${base}offline-pages.${language}.json`)).json();
      const name = (await caches.keys()).find((key) => key.startsWith('pf2e-runes-search-'));
      if (!name) return list.search.length as number;
      const cache = await caches.open(name);
      const found = await Promise.all(list.search.map((file: { url: string }) => cache.match(file.url)));
      return found.filter((response) => !response).length;
    }, [lang, builtBase()] as const);
  await expect.poll(missing, { timeout: HANG_MS, interval: 500 }).toBe(0);
}

async function goOffline(context: BrowserContext) {
  await server?.close();
  server = undefined;
  await context.setOffline(true);
}

async function searchFor(page: Page, query: string): Promise<string[]> {
  await page.getByRole('searchbox').first().fill(query);
  const results = page.locator('#site-search-results a');
  await results.first().waitFor({ timeout: HANG_MS });
  return (await results.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))).map(sitePath);
}

/** A path as the pages write it (under the base), as the tests name it. */
const sitePath = (path: string) => withoutBase(path) ?? path;

const EXAMPLE = { base: 'longsword', potency: 2, striking: 'greater-striking', property: ['flaming', 'frost'] };
const EXAMPLE_QUERY = '?base=longsword&potency=2&striking=greater-striking&property=flaming,frost';

describe('offline, after reading a few pages', () => {
  it('opens the pages read, runs a calculator and the search, and explains a page never read', async () => {
    const { context, page, url } = await online();
    await page.goto(url('/ja/'));
    await ready(page, 'ja');
    await page.goto(url('/ja/rules/overview/'));
    await page.goto(url('/ja/tools/item/'));

    await goOffline(context);

    // a page read before
    await page.goto(url('/ja/rules/overview/'));
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    expect(await page.locator('h1').textContent()).not.toBe('オフラインです');

    // a calculator, with a state of its own in the address
    await page.goto(url(`/ja/tools/item/${EXAMPLE_QUERY}`));
    await page.locator('astro-island').first().scrollIntoViewIfNeeded();
    await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached', timeout: HANG_MS });
    await expect.poll(() => page.locator('.tool-name--main').textContent()).toContain(evaluateItem(EXAMPLE).name.ja);

    // the search of the page's language
    expect(await searchFor(page, '転送')).toContain('/ja/rules/transferring/');

    // a page never read: the offline page, saying what is available
    const response = await page.goto(url('/ja/runes/frost/'));
    expect(response?.ok()).toBe(true);
    expect(await page.locator('h1').textContent()).toBe('オフラインです');
    const main = page.locator('main');
    expect(await main.textContent()).toContain('このページはこの端末に保存されていない');
    const tools = (await main.locator('li', { hasText: '計算ツール' }).first().locator('ul a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))).map(sitePath);
    expect(tools).toEqual(['/ja/tools/item/', '/ja/tools/level/', '/ja/tools/transfer/']);
    expect(await main.textContent()).toContain('検索欄');
    await expect.poll(() => page.locator('offline-pages').getAttribute('data-count')).toBe('3');
    const saved = (await page.locator('offline-pages li a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))).map(sitePath);
    expect(saved.sort()).toEqual(['/ja/', '/ja/rules/overview/', '/ja/tools/item/']);
  });
});

describe('"save this language for offline use"', () => {
  it('shows the size first, saves every English page, and then any of them opens offline', async () => {
    const { context, page, url } = await online();
    await page.goto(url('/en/about/'));
    await ready(page, 'en');
    const status = page.locator('offline-save [role="status"]');
    await expect.poll(() => status.textContent(), { timeout: HANG_MS }).toMatch(/^Download: [\d.]+ (MB|kB) \(\d+ pages\)\.$/);
    const pages = Number((await status.textContent())!.match(/\((\d+) pages\)/)![1]);
    expect(pages).toBeGreaterThan(90);

    await page.getByRole('button', { name: 'Save all pages in English for offline use' }).click();
    await expect.poll(() => status.textContent(), { timeout: HANG_MS }).toMatch(new RegExp(`^Saved: ${pages} pages \\(`));

    await goOffline(context);
    for (const path of ['/en/runes/frost/', '/en/glossary/', '/en/rules/transferring/']) {
      await page.goto(url(path));
      expect(await page.locator('h1').textContent(), path).not.toBe('You are offline');
    }
    // Japanese pages were not saved: the Japanese offline page answers.
    await page.goto(url('/ja/runes/frost/'));
    expect(await page.locator('h1').textContent()).toBe('オフラインです');
  });
});
