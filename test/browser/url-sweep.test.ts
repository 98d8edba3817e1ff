// Hundreds of generated hostile addresses in ONE page per calculator: for each, the address is
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
import { loadPlanner } from '../../src/lib/tool-load-planner';
import { ITEM_KEYS, withSiteKeys } from '../../src/lib/url-state';
import { LEVEL_KEYS } from '../../src/lib/url-state-level';
import { TRANSFER_KEYS } from '../../src/lib/url-state-transfer';
import { PLANNER_KEYS } from '../../src/lib/url-state-planner';
import { hostileQueries } from '../support/hostile-links';
import { HANG_MS, startCalculator } from '../support/browser';
import { useBuiltSite } from '../support/site-session';

const PER_TOOL = 150;
const site = useBuiltSite();

interface Swept {
  query: string;
  search: string;
  /** what the page showed when it was not what was expected (null: as expected) */
  got: { search: string; notices: number } | null;
  injected: number;
}

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
  await startCalculator(page, HANG_MS);
  // The browser's own reading of each address (it encodes some characters, and a # starts the fragment): what
  // location.search holds once the address is pushed. Pushing alone tells the page nothing.
  const start = await page.evaluate(() => location.href);
  const searches = await page.evaluate((list) => {
    const read = list.map((query) => {
      history.pushState(null, '', location.pathname + (query.startsWith('?') || query === '' ? query : `?${query}`));
      return location.search;
    });
    return read;
  }, queries);
  await page.evaluate((href) => history.pushState(null, '', href), start);
  const cases = queries.map((query, i) => {
    const search = searches[i]!;
    const loaded = load(search);
    const expected = loaded.query === null ? search : withSiteKeys(loaded.query, search);
    return { query, search, expected: expected.replace(/^\?/, ''), notices: loaded.notices.length };
  });
  // Then each address in turn, told to the page as back/forward would (popstate), waiting in the page for the
  // calculator to rewrite it and list its notices: one round trip for the whole sweep, not five per address.
  const swept: Swept[] = await page.evaluate(
    async ({ cases, hangMs }) => {
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      const noticeCount = () => document.querySelectorAll('.tool-problem--notice').length;
      const out: Swept[] = [];
      for (const c of cases) {
        history.pushState(null, '', location.pathname + (c.query.startsWith('?') || c.query === '' ? c.query : `?${c.query}`));
        dispatchEvent(new PopStateEvent('popstate'));
        const until = performance.now() + hangMs;
        const done = () => location.search === (c.expected ? `?${c.expected}` : '') && noticeCount() === c.notices;
        while (!done() && performance.now() < until) await frame();
        out.push({
          query: c.query,
          search: c.search,
          got: done() ? null : { search: location.search, notices: noticeCount() },
          injected: document.querySelectorAll('.tool img, .tool script, .tool iframe, .tool b').length,
        });
        if (!done()) break; // a hang: the rest would only wait as long again
      }
      return out;
    },
    { cases, hangMs: HANG_MS },
  );
  let notices = 0;
  for (const [i, r] of swept.entries()) {
    const c = cases[i]!;
    if (r.got) {
      throw new Error(
        `${JSON.stringify(r.query)} → ${JSON.stringify(r.search)}: expected ${JSON.stringify(`?${c.expected}`)} and ${c.notices} notices, got ${JSON.stringify(r.got)}`,
      );
    }
    expect(r.injected, r.query).toBe(0);
    notices += c.notices;
  }
  expect(swept).toHaveLength(queries.length);
  expect(dialogs).toEqual([]);
  return { loads: swept.length, notices };
}

const TOOLS = [
  { path: '/en/tools/item/', load: loadItem, keys: ITEM_KEYS, seed: 21 },
  { path: '/ja/tools/level/', load: loadLevel, keys: LEVEL_KEYS, seed: 22 },
  { path: '/en/tools/transfer/', load: loadTransfer, keys: TRANSFER_KEYS, seed: 23 },
  { path: '/ja/tools/planner/', load: loadPlanner, keys: PLANNER_KEYS, seed: 24 },
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

// What a link says, as the reader sees it: a `+` typed in a name, a key given twice, a parameter that says otherwise
// than the name beside it. Each is read as the unit tests of src/lib/tool-load.ts hold (test/lib/link-names.test.ts),
// and each gets a visible notice naming the link's own parameters.
describe('links with names, repeated keys and contradicting parameters', () => {
  const notices = (page: Page) => page.locator('.tool-problem--notice').allTextContents();
  const valueOf = (page: Page, selector: string) => () =>
    page
      .locator(selector)
      .inputValue()
      .catch(() => '');

  it('en: a hand-typed `?item=+1 striking flaming longsword` keeps its +1, with no notice', async () => {
    const page = await site.visit('/en/tools/item/?item=+1 striking flaming longsword');
    await expect.poll(valueOf(page, '#builder-property-1')).toBe('flaming');
    expect(await page.locator('#builder-potency').inputValue()).toBe('1');
    expect(await page.getByLabel('Item name', { exact: true }).inputValue()).toBe('+1 striking flaming longsword');
    expect(await notices(page)).toEqual([]);
  });

  it('ja: `item` given twice, the first empty: the second is read, and the notice names “item”', async () => {
    const page = await site.visit(`/ja/tools/item/?item=&item=${encodeURIComponent('+2 striking longsword')}`);
    await expect.poll(valueOf(page, '#builder-potency')).toBe('2');
    await expect.poll(() => notices(page)).toEqual(['リンク：リンクに「item」が複数回あります。空でない最初の値を使いました。']);
  });

  it('en: `potency=2` beside a “+1” name wins, and the notice names both', async () => {
    const page = await site.visit(`/en/tools/item/?item=${encodeURIComponent('+1 striking longsword')}&potency=2`);
    await expect.poll(valueOf(page, '#builder-potency')).toBe('2');
    await expect
      .poll(() => notices(page))
      .toEqual(['Link: The link’s “potency” says otherwise than its “item”; the value of “potency” was used.']);
  });

  it('en: a target name with a material the level calculator can’t change names “to-item”, not “to-material”', async () => {
    const link = `?item=${encodeURIComponent('+1 longsword')}&to-item=${encodeURIComponent('+2 striking cold iron longsword')}`;
    const page = await site.visit(`/en/tools/level/${link}`);
    await expect
      .poll(() => notices(page))
      .toEqual(['Link: Some of what the link’s “to-item” names can’t apply together with the rest of the link and was ignored.']);
    // the runes of the name are read all the same
    expect(await page.locator('#level-target-potency').inputValue()).toBe('2');
    expect(await page.locator('#level-target-striking').inputValue()).toBe('striking');
  });
});
