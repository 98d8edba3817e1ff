import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium } from './browser';
import { assertBuilt, DIST } from './dist';
import { serveDist } from './server';

/**
 * For a browser test file: serves dist/ on loopback and starts Chromium once, gives each test fresh
 * pages, and closes everything afterwards. Call it at the top level of the file.
 */
export function useBuiltSite() {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveDist>>;
  const contexts: BrowserContext[] = [];
  // Pages kept across the tests of a file (closed after all of them), for many quick checks on one page.
  const shared: BrowserContext[] = [];

  beforeAll(async () => {
    assertBuilt();
    server = await serveDist(DIST);
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await Promise.all(shared.splice(0).map((context) => context.close()));
    await browser?.close();
    await server?.close();
  });

  const url = (path: string) => new URL(path.replace(/^\//, ''), server.url).href;

  return {
    url,
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
      // keep: the page outlives the test that opened it, until the file's last test.
      (options.keep ? shared : contexts).push(context);
      const page = await context.newPage();
      await page.goto(url(path));
      return page;
    },
  };
}
