import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectChromium, HANG_MS, newContext } from '../support/browser';
import { builtBase, DIST } from '../support/dist';
import { serveDist } from '../support/server';
import { SECURITY_HEADERS } from '../../src/security';
import { estimateTransfer, evaluateItem, formatPrice, type Locale } from '../../src/rules';
import { t } from '../../src/i18n';
import { headerSearchPaths } from '../support/header-search';

// The site at the table with no network: the service worker (dist/sw.js) must have kept the shell,
// the calculators, the search of the reader's language and every page read or saved. "Offline" here
// is real: the server is shut down (Chromium's offline emulation is set too), so nothing can come
// from the network. Each test has its own server, browser context (a fresh profile) and worker.

// --- setup: the only part that knows how the site is served (useBuiltSite() blocks workers) ---
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

/** A fresh profile on the built site (`dist` another copy of it for the update test). */
async function online(dist = DIST): Promise<{ context: BrowserContext; page: Page; url: (path: string) => string }> {
  // no-store: the browser's HTTP cache must not be what answers offline.
  server = await serveDist(dist, builtBase(), { ...SECURITY_HEADERS, 'Cache-Control': 'no-store' });
  const base = server.url;
  const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
  contexts.push(context);
  const page = await context.newPage();
  return { context, page, url: (path: string) => new URL(path.replace(/^\//, ''), base).href };
}

async function goOffline(context: BrowserContext) {
  await server?.close();
  server = undefined;
  await context.setOffline(true);
}
// --- end of setup ---

/** How many files of the language's table kit (its list in offline-pages.<lang>.json) no cache holds yet. */
function kitMissing(page: Page, listUrl: string) {
  return page.evaluate(async (list) => {
    const { table, search } = (await (await fetch(list)).json()) as { table: string[]; search: { url: string }[] };
    const found = await Promise.all(
      [...table, ...search.map((file) => file.url)].map((url) => caches.match(new URL(url, location.href).href)),
    );
    return found.filter((response) => !response).length;
  }, listUrl);
}

/** Waits until the worker controls the page and has stored the table kit of `lang`. */
async function kitStored(page: Page, url: (path: string) => string, lang: Locale) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined);
  await expect.poll(() => kitMissing(page, url(`/offline-pages.${lang}.json`)), { timeout: HANG_MS, interval: 500 }).toBe(0);
}

const pathOf = (href: string) => new URL(href).pathname;

function figure(page: Page, label: string) {
  return page.locator('.tool dt', { hasText: label }).first().locator('xpath=following-sibling::dd[1]');
}

async function hydrated(page: Page) {
  await page.locator('astro-island').first().scrollIntoViewIfNeeded();
  await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
}

const ITEM = { base: 'longsword', potency: 2, striking: 'greater-striking', property: ['flaming', 'frost'] };
const ITEM_QUERY = '?base=longsword&potency=2&striking=greater-striking&property=flaming,frost';
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
  it('opens that page; the three calculators compute; both searches, the rune index and the glossary answer', async () => {
    const { context, page, url } = await online();
    await page.goto(url(c.first));
    await kitStored(page, url, lang);

    await goOffline(context);
    const offlineTitle = t(lang, 'offline.title');

    // the page read
    await page.goto(url(c.first));
    expect(await page.locator('h1').textContent()).not.toBe(offlineTitle);

    // the three calculators, each computing from its address
    await page.goto(url(`/${lang}/tools/item/${ITEM_QUERY}`));
    await hydrated(page);
    await expect.poll(() => page.locator('.tool-name--main').textContent()).toContain(evaluateItem(ITEM).name[lang]);
    await page.goto(url(`/${lang}/tools/level/${UPGRADE_QUERY}`));
    await hydrated(page);
    const upgraded = evaluateItem({ base: 'longsword', potency: 2, striking: 'greater-striking' });
    await expect.poll(() => figure(page, t(lang, 'level.newLevel')).textContent()).toBe(String(upgraded.level));
    await page.goto(url(`/${lang}/tools/transfer/${TRANSFER_QUERY}`));
    await hydrated(page);
    const transfer = estimateTransfer({ rune: 'striking', swapWith: 'greater-striking' });
    await expect.poll(() => figure(page, t(lang, 'transfer.cost')).textContent()).toBe(formatPrice(transfer.costCp, lang));

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
    expect(tools).toEqual(['item', 'level', 'transfer'].map((slug) => pathOf(url(`/${lang}/tools/${slug}/`))));
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

/** A new deploy of the site in `dir`: another build id in the worker, and every page marked as of that deploy. */
function deploy(dir: string) {
  const build = (JSON.parse(readFileSync(join(dir, 'offline-pages.ja.json'), 'utf8')) as { build: string }).build;
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  expect(sw).toContain(build);
  writeFileSync(join(dir, 'sw.js'), sw.replaceAll(build, 'f'.repeat(build.length)));
  const mark = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) mark(path);
      else if (name.endsWith('.html'))
        writeFileSync(path, readFileSync(path, 'utf8').replace('<head>', '<head><meta name="deploy" content="2">'));
    }
  };
  for (const lang of ['ja', 'en']) mark(join(dir, lang));
}

/** Asks the browser to look for a new worker; resolves with what became of it. */
function update(page: Page) {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.getRegistration())!;
    await registration.update().catch(() => undefined);
    const worker = registration.installing;
    if (!worker) return registration.waiting ? 'installed' : 'none';
    return new Promise<string>((resolve) => {
      const settle = () => (worker.state === 'installed' || worker.state === 'redundant' ? resolve(worker.state) : undefined);
      worker.addEventListener('statechange', settle);
      settle();
    });
  });
}

const deployed = (page: Page) => page.locator('meta[name="deploy"]').count();

// Two full installs of the site in one test: it takes what the machine gives it (each wait still ends a hang).
describe('a new deploy, on a flaky network', { timeout: 0 }, () => {
  it('keeps the old version whole until everything the reader had is fetched again, then offers a reload; offline, all of it is of the new version', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'pf2e-runes-deploy-'));
    try {
      cpSync(DIST, copy, { recursive: true });
      const { context, page, url } = await online(copy);
      // Under the old version: the Japanese table kit and a page read; the English kit (the other language).
      await page.goto(url('/ja/runes/frost/'));
      await kitStored(page, url, 'ja');
      await page.goto(url('/en/rules/transferring/'));
      await kitStored(page, url, 'en');
      await page.goto(url('/ja/rules/overview/'));
      await expect.poll(() => page.evaluate((href) => caches.match(href).then(Boolean), url('/ja/rules/overview/'))).toBe(true);

      deploy(copy);
      // The network fails every other request for Pagefind's files (retried) and always for the page read.
      let pagefindRequests = 0;
      // A flag ends the flakiness, not unroute(): after unroute() a request of the old worker stayed pending in
      // Playwright, and Chromium held the new worker's activation for it.
      let flaky = true;
      await context.route('**/*', (route) => {
        const requested = route.request().url();
        if (!flaky) return route.fallback();
        if (requested === url('/ja/rules/overview/')) return route.abort('failed');
        if (requested.includes('/pagefind/') && pagefindRequests++ % 2 === 0) return route.abort('failed');
        return route.fallback();
      });
      await page.goto(url('/ja/'));
      expect(await update(page)).toBe('redundant');
      // The old version is whole: the page that could not be fetched opens in its old copy.
      await page.goto(url('/ja/rules/overview/'));
      expect(await page.locator('h1').textContent()).not.toBe(t('ja', 'offline.title'));
      expect(await deployed(page)).toBe(0);

      // The network is back: the new version installs and waits; a calculator in use is not reloaded under the reader.
      flaky = false;
      await page.goto(url(`/ja/tools/item/${ITEM_QUERY}`));
      await hydrated(page);
      await page.evaluate(() => ((window as unknown as { inUse: boolean }).inUse = true));
      expect(await update(page)).toBe('installed');
      const prompt = page.locator('#update-prompt');
      await prompt.waitFor({ state: 'visible' });
      expect(await page.evaluate(() => (window as unknown as { inUse?: boolean }).inUse)).toBe(true);
      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: t('ja', 'update.reload') }).click()]);
      expect(await page.evaluate(() => (window as unknown as { inUse?: boolean }).inUse)).toBeUndefined();
      expect(pathOf(page.url()) + new URL(page.url()).search).toBe(pathOf(url('/ja/tools/item/')) + ITEM_QUERY);
      expect(await deployed(page)).toBe(1);
      // only the new version's caches are left
      expect((await page.evaluate(() => caches.keys())).filter((name) => /^pf2e-runes-(pages|search)-/.test(name)).sort()).toEqual([
        'pf2e-runes-pages-ffffffffffff',
        'pf2e-runes-search-ffffffffffff',
      ]);

      await goOffline(context);
      for (const path of ['/ja/rules/overview/', '/ja/runes/frost/', '/ja/tools/level/', '/en/rules/transferring/', '/en/glossary/']) {
        await page.goto(url(path));
        expect(await page.locator('h1').textContent(), path).not.toMatch(/^(オフラインです|You are offline)$/);
        expect(await deployed(page), path).toBe(1);
      }
      // both languages' search, fetched again in the new version
      expect(await headerSearchPaths(page, 'flaming')).toContain('/en/runes/flaming/');
      await page.goto(url('/ja/runes/frost/'));
      expect(await headerSearchPaths(page, 'ふれいみんぐ')).toContain('/ja/runes/flaming/');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 240_000);
});
