import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { connectChromium, HANG_MS } from './browser';

interface OpenOptions {
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
  javaScriptEnabled?: boolean;
  keep?: boolean;
}

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
  // The pages of visit(), by their JavaScript setting.
  const reused = new Map<boolean, Page>();
  const siteUrl = inject('siteUrl');

  beforeAll(async () => {
    browser = await connectChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    reused.clear();
    await Promise.all(shared.splice(0).map((context) => context.close()));
    await browser?.close();
  });

  /** The absolute URL of a site path such as `/ja/runes/` (the base is added). */
  const url = (path: string) => new URL(path.replace(/^\//, ''), siteUrl).href;
  const base = new URL(siteUrl).pathname;

  async function newPage(options: OpenOptions, list: BrowserContext[]): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: options.width ?? 1024, height: options.height ?? 800 },
      colorScheme: options.colorScheme ?? 'light',
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      // The service worker would install (and download the shell and a search index) in every
      // fresh context; test/browser/offline.test.ts and csp.test.ts test it on their own.
      serviceWorkers: 'block',
    });
    context.setDefaultTimeout(HANG_MS);
    list.push(context);
    return context.newPage();
  }

  return {
    url,
    /** The base the site is served under (`/pf2e-runes/`), as the pages write it in their links. */
    base,
    /** A path as the pages write it, named as the tests name pages: `/pf2e-runes/ja/runes/` → `/ja/runes/`. */
    path: (written: string) => (written.startsWith(base) ? `/${written.slice(base.length)}` : written),
    /** The run's browser, for a test that sets up its own context. */
    browser: () => browser,
    /** A new page in its own context (fresh storage), already at `path`. */
    async open(path: string, options: OpenOptions = {}): Promise<Page> {
      // keep: the page outlives the test that opened it, until the file's last test.
      const page = await newPage(options, options.keep ? shared : contexts);
      await page.goto(url(path));
      return page;
    },
    /**
     * The file's one reused page (one for each JavaScript setting), sent to `path` at the size and colour scheme
     * asked for: for a test that only reads and uses a page, and needs no fresh storage, HTTP cache, permission,
     * route or listener of its own. A navigation, not a new context: no new renderer to start (0.5-1.5 s a test).
     */
    async visit(path: string, options: Omit<OpenOptions, 'keep'> = {}): Promise<Page> {
      const js = options.javaScriptEnabled ?? true;
      let page = reused.get(js);
      if (!page || page.isClosed()) {
        page = await newPage(options, shared);
        reused.set(js, page);
      }
      const viewport = { width: options.width ?? 1024, height: options.height ?? 800 };
      const now = page.viewportSize();
      if (now?.width !== viewport.width || now.height !== viewport.height) await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: options.colorScheme ?? 'light' });
      // The same document with another #fragment would only scroll: load it anew, as a fresh page would.
      const target = new URL(url(path));
      const current = new URL(page.url());
      if (current.href.split('#')[0] === target.href.split('#')[0]) await page.goto('about:blank');
      await page.goto(target.href);
      return page;
    },
  };
}
