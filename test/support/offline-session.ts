import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Locale } from '../../src/rules';
import { SECURITY_HEADERS } from '../../src/security';
import { connectChromium, HANG_MS, newContext } from './browser';
import { builtBase, DIST } from './dist';
import { serveDist } from './server';

/**
 * For an offline test file (test/browser/offline*.test.ts): the only part that knows how the site is served there
 * (useBuiltSite() blocks workers). Each test gets its own server of dist/ (shut down to go offline), browser
 * context (a fresh profile) and worker. Call it at the top level of the file.
 */
export function useOfflineSite() {
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

  return {
    /** A fresh profile on the built site (`dist` another copy of it for the update test). */
    async online(dist = DIST): Promise<{ context: BrowserContext; page: Page; url: (path: string) => string }> {
      // no-store: the browser's HTTP cache must not be what answers offline.
      server = await serveDist(dist, builtBase(), { ...SECURITY_HEADERS, 'Cache-Control': 'no-store' });
      const base = server.url;
      const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
      contexts.push(context);
      const page = await context.newPage();
      return { context, page, url: (path: string) => new URL(path.replace(/^\//, ''), base).href };
    },
    async goOffline(context: BrowserContext) {
      await server?.close();
      server = undefined;
      await context.setOffline(true);
    },
  };
}

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
export async function kitStored(page: Page, url: (path: string) => string, lang: Locale) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined);
  await expect.poll(() => kitMissing(page, url(`/offline-pages.${lang}.json`)), { timeout: HANG_MS, interval: 500 }).toBe(0);
}

export const pathOf = (href: string) => new URL(href).pathname;

export const ITEM = { base: 'longsword', potency: 2, striking: 'greater-striking', property: ['flaming', 'frost'] };
export const ITEM_QUERY = '?base=longsword&potency=2&striking=greater-striking&property=flaming,frost';
