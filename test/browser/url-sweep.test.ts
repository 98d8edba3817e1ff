// Hundreds of generated hostile addresses in ONE page per calculator (issue 12, part 3): for each, the address is
// pushed and the page told (popstate), as back/forward would. The calculator must rewrite the address to the
// state it uses (what src/lib/tool-load.ts computes for the address the browser really holds), list one notice
// per dropped or reinterpreted input, and never run or render anything from the link.
import fc from 'fast-check';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Loaded } from '../../src/lib/tool-load';
import { loadItem } from '../../src/lib/tool-load-item';
import { loadLevel } from '../../src/lib/tool-load-level';
import { loadTransfer } from '../../src/lib/tool-load-transfer';
import { ITEM_KEYS, runeKeys, withSiteKeys } from '../../src/lib/url-state';
import { TRANSFER_KEYS } from '../../src/lib/url-state-transfer';
import { hostileQueries } from '../support/hostile-links';
import { HANG_MS } from '../support/browser';
import { useBuiltSite } from '../support/site-session';

const PER_TOOL = 150;
const site = useBuiltSite();

async function sweep(
  page: Page,
  load: (search: string) => Loaded<unknown>,
  queries: string[],
): Promise<{ loads: number; notices: number }> {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached', timeout: HANG_MS });
  let notices = 0;
  for (const q of queries) {
    // The browser's own reading of the address (it encodes some characters, and a # starts the fragment).
    const search = await page.evaluate((query) => {
      history.pushState(null, '', location.pathname + (query.startsWith('?') || query === '' ? query : `?${query}`));
      return location.search;
    }, q);
    const loaded = load(search);
    const expected = loaded.query === null ? search : withSiteKeys(loaded.query, search);
    await page.evaluate(() => dispatchEvent(new PopStateEvent('popstate')));
    try {
      await page.waitForFunction((e) => location.search === (e ? `?${e}` : ''), expected.replace(/^\?/, ''), { timeout: HANG_MS });
      await page.waitForFunction((n) => document.querySelectorAll('.tool-problem--notice').length === n, loaded.notices.length, {
        timeout: HANG_MS,
      });
    } catch (error) {
      const now = await page.evaluate(() => [location.search, document.querySelectorAll('.tool-problem--notice').length] as const);
      throw new Error(
        `${JSON.stringify(q)} → ${JSON.stringify(search)}: expected ${JSON.stringify(expected)} and ${loaded.notices.length} notices, got ${JSON.stringify(now)}`,
        { cause: error },
      );
    }
    notices += loaded.notices.length;
    const injected = await page.evaluate(() => document.querySelectorAll('.tool img, .tool script, .tool iframe, .tool b').length);
    expect(injected, q).toBe(0);
  }
  expect(dialogs).toEqual([]);
  return { loads: queries.length, notices };
}

const TOOLS = [
  { path: '/en/tools/item/', load: loadItem, keys: ITEM_KEYS, seed: 21 },
  { path: '/ja/tools/level/', load: loadLevel, keys: [...ITEM_KEYS, ...runeKeys('to-')], seed: 22 },
  { path: '/en/tools/transfer/', load: loadTransfer, keys: TRANSFER_KEYS, seed: 23 },
] as const;

describe('hostile addresses, swept through one page per calculator', () => {
  for (const tool of TOOLS) {
    it(`${tool.path}: ${PER_TOOL} generated addresses`, async () => {
      const queries = fc.sample(hostileQueries(tool.keys), { numRuns: PER_TOOL, seed: tool.seed });
      const page = await site.open(tool.path);
      const result = await sweep(page, tool.load as (search: string) => Loaded<unknown>, queries);
      console.log(`${tool.path}: ${result.loads} addresses, ${result.notices} notices`);
      expect(result.loads).toBe(PER_TOOL);
    });
  }
});
