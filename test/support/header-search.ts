import type { Page } from 'playwright-core';
import { HANG_MS } from './browser';
import { withoutBase } from './dist';

/** One result of the header search: its text, and its address from the site's root ("/ja/runes/flaming/?q=…#…"), decoded. */
export interface HeaderResult {
  text: string;
  path: string;
}

/**
 * Types `query` in the header's search box and waits for the search's final answer (its status names the query,
 * 「…」 or “…”, once the names and the full text are both in), then lists the results in their order.
 */
export async function headerSearch(page: Page, query: string): Promise<HeaderResult[]> {
  const box = page.locator('#site-search-input');
  await box.fill('');
  await box.fill(query);
  await page.waitForFunction(
    (q) => {
      const status = document.querySelector('#site-search-status')?.textContent ?? '';
      return status.includes(`「${q}」`) || status.includes(`“${q}”`);
    },
    query.trim(),
    { timeout: HANG_MS },
  );
  const found = await page.locator('#site-search-results [role="option"]').evaluateAll((links) =>
    links.map((a) => {
      const url = new URL((a as HTMLAnchorElement).href);
      return { text: a.textContent ?? '', path: decodeURI(url.pathname + url.search + url.hash) };
    }),
  );
  return found.map(({ text, path }) => ({ text, path: withoutBase(path) ?? path }));
}

/** The results' paths only (see headerSearch). */
export async function headerSearchPaths(page: Page, query: string): Promise<string[]> {
  return (await headerSearch(page, query)).map((result) => result.path);
}
