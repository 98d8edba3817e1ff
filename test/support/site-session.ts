import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { connectChromium, HANG_MS } from './browser';

/**
 * For a browser test file: connects to the run's one Chromium (test/support/browser-setup.ts), gives
 * each test fresh pages on the run's server of dist/, and closes them afterwards. Call it at the top
 * level of the file.
 */
export function useBuiltSite() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  // Pages kept across the tests of a file (closed after all of them), for many quick checks on one page.
  const shared: BrowserContext[] = [];
  const siteUrl = inject('siteUrl');

  beforeAll(async () => {
    browser = await connectChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await Promise.all(shared.splice(0).map((context) => context.close()));
    await browser?.close();
  });

  /** The absolute URL of a site path such as `/ja/runes/` (the base is added). */
  const url = (path: string) => new URL(path.replace(/^\//, ''), siteUrl).href;
  const base = new URL(siteUrl).pathname;

  return {
    url,
    /** The base the site is served under (`/pf2e-runes/`), as the pages write it in their links. */
    base,
    /** A path as the pages write it, named as the tests name pages: `/pf2e-runes/ja/runes/` → `/ja/runes/`. */
    path: (written: string) => (written.startsWith(base) ? `/${written.slice(base.length)}` : written),
    /** The run's browser, for a test that sets up its own context. */
    browser: () => browser,
    /** A new page in its own context (fresh storage), already at `path`. */
    async open(
      path: string,
      options: { width?: number; height?: number; colorScheme?: 'light' | 'dark'; javaScriptEnabled?: boolean; keep?: boolean } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        viewport: { width: options.width ?? 1024, height: options.height ?? 800 },
        colorScheme: options.colorScheme ?? 'light',
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        // The service worker would install (and download the shell and a search index) in every
        // fresh context; test/browser/offline.test.ts and csp.test.ts test it on their own.
        serviceWorkers: 'block',
      });
      context.setDefaultTimeout(HANG_MS);
      // keep: the page outlives the test that opened it, until the file's last test.
      (options.keep ? shared : contexts).push(context);
      const page = await context.newPage();
      await page.goto(url(path));
      return page;
    },
  };
}
