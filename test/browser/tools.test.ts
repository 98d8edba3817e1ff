import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  BASE_ITEMS,
  estimateTransfer,
  evaluateItem,
  formatPrice,
  getBaseItem,
  getRune,
  problemMessage,
  type Locale,
  type ProblemCode,
} from '../../src/rules';
import { anyProblem } from '../../src/rules/transfer-problems';
import { CRAFTING_TERMS } from '../../src/rules/data/crafting-words';
import { connectChromium, newContext, nextFrames, startCalculator } from '../support/browser';
import { axeViolations } from '../support/axe';

let browser: Browser;
const siteUrl = inject('siteUrl');
/** A test's own context (fresh HTTP cache, another JavaScript setting, routes), closed after the test. */
let context: BrowserContext | undefined;
let page: Page;
let dialogs: string[] = [];
/** The page open() navigates, reused by the tests that need nothing of their own. */
let reused: Page | undefined;

beforeAll(async () => {
  browser = await connectChromium();
});
afterAll(async () => {
  await reused?.context().close();
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/**
 * Opens a page and waits until its calculator has hydrated (Astro drops `ssr` from the island). The file's one
 * page, navigated (no new context, so no new renderer to start): the tests that watch what the page fetches or
 * set up a context of another kind make their own.
 */
async function open(path: string, width = 1024) {
  if (!reused || reused.isClosed()) {
    reused = await (await newContext(browser, { viewport: { width, height: 800 } })).newPage();
    reused.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
  }
  page = reused;
  dialogs = [];
  if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 800 });
  const target = new URL(path.replace(/^\//, ''), siteUrl).href;
  // The same document with another #fragment would only scroll: load it anew, as a fresh page would.
  if (page.url().split('#')[0] === target.split('#')[0]) await page.goto('about:blank');
  await page.goto(target);
  await startCalculator(page);
  return page;
}

const EXAMPLE = { base: 'longsword', potency: 2, striking: 'greater-striking', property: ['flaming', 'frost'] };
const EXAMPLE_QUERY = '?base=longsword&potency=2&striking=greater-striking&property=flaming,frost';

function figure(label: string) {
  return page.locator('.tool dt', { hasText: label }).first().locator('xpath=following-sibling::dd[1]');
}

describe('the item builder', () => {
  it('shows a +2 greater striking flaming frost longsword from its link: name, level 12 and its price', async () => {
    await open(`/en/tools/item/${EXAMPLE_QUERY}`);
    await expect(page.locator('.tool-name--main').textContent()).resolves.toContain('+2 greater striking flaming frost longsword');
    expect(await figure('Item level').textContent()).toMatch(/^12\b/);
    expect(await figure('Price').textContent()).toBe(formatPrice(evaluateItem(EXAMPLE).priceCp, 'en'));
  });

  it('shows the fixed hints of a linked page from its first paint, while the form waits for the link to be read', async () => {
    context = await newContext(browser, { viewport: { width: 390, height: 800 } });
    page = await context.newPage();
    // The link's reader is held back: the form stays hidden meanwhile, the hints that no link changes do not.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/tool-load[\w-]*\.[\w-]+\.js/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(new URL(`en/tools/level/${EXAMPLE_QUERY}`, siteUrl).href);
    await page.locator('#level-current-name-hint').waitFor({ state: 'visible', timeout: 5000 });
    expect(await page.locator('#level-crafter-hint').isVisible()).toBe(true);
    expect(await page.locator('#level-current-name').isVisible()).toBe(false);
    release();
    await page.locator('#level-current-name').waitFor({ state: 'visible' });
  });

  it('shows the Japanese name first on the Japanese page', async () => {
    await open(`/ja/tools/item/${EXAMPLE_QUERY}`);
    const main = page.locator('.tool-name--main');
    await expect(main.textContent()).resolves.toContain(evaluateItem(EXAMPLE).name.ja);
  });

  it('shows the default item in the HTML before any script runs', async () => {
    context = await newContext(browser, { javaScriptEnabled: false });
    page = await context.newPage();
    await page.goto(new URL('en/tools/item/', siteUrl).href);
    const expected = evaluateItem({ base: 'longsword', potency: 1, striking: 'striking' }).name.en;
    expect(await page.locator('.tool-name--main').textContent()).toContain(expected);
  });

  it('explains an invalid combination in role="alert"', async () => {
    await open('/en/tools/item/?base=longsword&resilient=resilient');
    const message = problemMessage(evaluateItem({ base: 'longsword', resilient: 'resilient' }).problems[0]!, 'en');
    await page.getByRole('alert').filter({ hasText: message }).waitFor();
  });

  it('leaves a hostile address inert', async () => {
    await open('/en/tools/item/?base=<img src=x onerror=alert(1)>');
    await page.getByRole('alert').filter({ hasText: '“base”' }).waitFor();
    expect(await page.locator('img').count()).toBe(0);
    await page.waitForLoadState('load');
    await nextFrames(page);
    expect(dialogs).toEqual([]);
  });

  it('keeps the state when the reader switches language', async () => {
    await open('/en/tools/item/');
    await page.getByLabel('Striking rune').selectOption('greater-striking');
    await page.waitForURL(/striking=greater-striking/);
    await page.locator('a[data-lang-switch]').click();
    await page.waitForURL(/\/ja\/tools\/item\/\?.*striking=greater-striking/);
    await startCalculator(page);
    const expected = evaluateItem({ base: 'longsword', potency: 1, striking: 'greater-striking' }).name.ja;
    await expect(page.locator('.tool-name--main').textContent()).resolves.toContain(expected);
  });

  it('works with the keyboard alone, with a visible focus', async () => {
    await open('/en/tools/item/');
    let id = '';
    for (let i = 0; i < 40 && id !== 'builder-striking'; i++) {
      await page.keyboard.press('Tab');
      id = await page.evaluate(() => document.activeElement?.id ?? '');
    }
    expect(id).toBe('builder-striking');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('ArrowDown');
    const expected = evaluateItem({ base: 'longsword', potency: 1, striking: 'greater-striking' }).name.en;
    await expect(page.locator('.tool-name--main').textContent()).resolves.toContain(expected);
  });
});

describe('the transfer estimator', () => {
  it('gives DC 30 and 106 gp 5 sp for swapping striking with greater striking', async () => {
    await open('/en/tools/transfer/?rune=striking&swap=greater-striking');
    await page.waitForFunction(
      () =>
        document.querySelector('#transfer-swap') instanceof HTMLSelectElement &&
        (document.querySelector('#transfer-swap') as HTMLSelectElement).value === 'greater-striking',
    );
    expect(await figure('DC').textContent()).toMatch(/^30\b/);
    expect(await figure('Cost').textContent()).toBe('106 gp 5 sp');
  });

  it('a shared link with the item the rune comes from shows its dormant runes, also after a reload', async () => {
    const from = { base: 'longsword', potency: 2, property: ['flaming', 'frost'] };
    const est = estimateTransfer({ rune: 'weapon-potency-2', from });
    const runes = est.dormantOn.from.map((slug) => getRune(slug)!.name.en).join(', ');
    const expected = `Dormant after the transfer on the item the rune comes from (${getBaseItem('longsword')!.name.en}): ${runes}`;
    await open('/en/tools/transfer/?rune=weapon-potency-2&from=longsword&from-potency=2&from-property=flaming,frost');
    const warning = page.locator('.tool-warning', { hasText: 'on the item the rune comes from' });
    await expect(warning.textContent()).resolves.toBe(expected);
    await page.reload();
    await page.locator('astro-island').first().scrollIntoViewIfNeeded();
    await startCalculator(page);
    await expect(warning.textContent()).resolves.toBe(expected);
    expect(await page.locator('#transfer-from-base').inputValue()).toBe('longsword');
    expect(new URL(page.url()).search).toContain('from=longsword&from-potency=2&from-property=flaming,frost');
  });
});

describe('rune data by kind of item (src/lib/rune-data.ts), base items when idle (src/lib/base-item-data.ts)', () => {
  /** The data chunks (_astro/<target>[-more].<hash>.js, _astro/base-items.<hash>.js) the page fetched so far. */
  function dataChunks(): () => string[] {
    const seen = new Set<string>();
    page.on('request', (request) => {
      const name = /\/_astro\/((?:weapon|armor|shield)(?:-more)?|base-items)\.[^/]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
      if (name) seen.add(name);
    });
    return () => [...seen].sort();
  }
  async function openWatching(path: string) {
    context = await newContext(browser, { viewport: { width: 1024, height: 800 } });
    page = await context.newPage();
    const chunks = dataChunks();
    await page.goto(new URL(path.replace(/^\//, ''), siteUrl).href);
    await startCalculator(page);
    return chunks;
  }

  it("a bare calculator fetches GM Core's weapon runes, then the other books' and the base items when idle; no armor or shield runes", async () => {
    const chunks = await openWatching('/en/tools/item/');
    // Until the other books' weapon runes are in, a property list ends in a disabled "loading" line and is busy.
    await page.waitForFunction(() => {
      const select = document.querySelector('#builder-property-1') as HTMLSelectElement | null;
      return (
        select !== null &&
        select.options.length > 1 &&
        select.getAttribute('aria-busy') === null &&
        ![...select.options].some((o) => o.value === '-loading')
      );
    });
    await page.waitForLoadState('networkidle');
    expect(chunks()).toEqual(['base-items', 'weapon', 'weapon-more']);
    expect(await page.locator('#builder-property-1 option[value="ancestral-echoing"]').count()).toBe(1);
    await expect(page.locator('.tool-loading').textContent()).resolves.toBe('');
  });

  it('a link naming a rune of another book waits for it, then shows it without a notice', async () => {
    await openWatching('/en/tools/item/?base=longsword&potency=1&property=ancestral-echoing');
    await page.waitForFunction(
      () =>
        document.querySelector('.tool--pending') === null &&
        (document.querySelector('#builder-property-1') as HTMLSelectElement | null)?.value === 'ancestral-echoing',
    );
    expect(await page.locator('.tool-notices, [role="alert"]').filter({ hasText: 'not recognised' }).count()).toBe(0);
  });

  it('an armor link waits for the armor runes, then shows its item; no shield runes are fetched', async () => {
    const spec = { base: 'chain-mail', potency: 2, resilient: 'resilient', property: ['fire-resistant'] };
    const chunks = await openWatching('/en/tools/item/?base=chain-mail&potency=2&resilient=resilient&property=fire-resistant');
    await page.waitForFunction(
      () =>
        document.querySelector('.tool--pending') === null &&
        (document.querySelector('#builder-resilient') as HTMLSelectElement | null)?.value === 'resilient',
    );
    await expect(page.locator('.tool-name--main').textContent()).resolves.toContain(evaluateItem(spec).name.en);
    expect(await page.locator('.tool-notices, [role="alert"]').filter({ hasText: 'not recognised' }).count()).toBe(0);
    expect(chunks()).toContain('armor');
    expect(chunks()).toContain('weapon');
    expect(chunks().filter((c) => c.startsWith('shield'))).toEqual([]);
  });

  it('the base-item picker lists every base item once the reader turns to it, and is busy until then', async () => {
    await openWatching('/en/tools/item/');
    // Right after hydration the list may still hold only the default item; if so it says it is loading.
    const state = await page.evaluate(() => {
      const select = document.querySelector('#builder-base') as HTMLSelectElement;
      return {
        items: select.querySelectorAll('optgroup option').length,
        busy: select.getAttribute('aria-busy'),
        loading: select.querySelector('option[value="-loading"]') !== null,
      };
    });
    if (state.items < BASE_ITEMS.length) expect(state).toEqual({ items: state.items, busy: 'true', loading: true });
    await page.focus('#builder-base-filter');
    await page.waitForFunction(() => document.querySelector('#builder-base')?.getAttribute('aria-busy') === null);
    const listed = await page
      .locator('#builder-base optgroup option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(listed.sort()).toEqual(BASE_ITEMS.map((b) => b.slug).sort());
    expect(await page.locator('#builder-base option[value="-loading"]').count()).toBe(0);
    await expect(page.locator('#builder-base').inputValue()).resolves.toBe('longsword');
  });

  it('a link naming a shield loads the base items and shows the shield, never the default item', async () => {
    const spec = { base: 'steel-shield', reinforcing: 'minor-reinforcing' };
    context = await newContext(browser, { viewport: { width: 1024, height: 800 } });
    page = await context.newPage();
    const chunks = dataChunks();
    // Every value the picker shows once the island runs (the form is hidden while the link's data loads).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenBases: string[] }).seenBases = seen;
      const watch = () => {
        const select = document.querySelector('#builder-base') as HTMLSelectElement | null;
        const island = select?.closest('astro-island');
        if (select && island && !island.hasAttribute('ssr') && !select.closest('.tool--pending') && seen.at(-1) !== select.value)
          seen.push(select.value);
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await page.goto(new URL('en/tools/item/?base=steel-shield&reinforcing=minor-reinforcing', siteUrl).href);
    await page.waitForFunction(
      () =>
        document.querySelector('.tool--pending') === null &&
        (document.querySelector('#builder-reinforcing') as HTMLSelectElement | null)?.value === 'minor-reinforcing',
    );
    await expect(page.locator('.tool-name--main').textContent()).resolves.toContain(evaluateItem(spec).name.en);
    expect(await page.evaluate(() => (window as unknown as { seenBases: string[] }).seenBases)).toEqual(['steel-shield']);
    expect(await page.locator('.tool-notices, [role="alert"]').filter({ hasText: 'not recognised' }).count()).toBe(0);
    expect(chunks()).toContain('base-items');
    expect(chunks()).toContain('shield');
  });

  it('a transfer link naming an armor as the receiving item opens it', async () => {
    const est = estimateTransfer({ rune: 'resilient', to: { base: 'chain-mail', potency: 1 } });
    const chunks = await openWatching('/en/tools/transfer/?rune=resilient&to=chain-mail&to-potency=1');
    await page.waitForFunction(
      () =>
        document.querySelector('.tool--pending') === null &&
        (document.querySelector('#transfer-to-base') as HTMLSelectElement | null)?.value === 'chain-mail',
    );
    expect(await figure('DC').textContent()).toMatch(new RegExp(`^${est.dc}\\b`));
    expect(chunks()).toContain('base-items');
    expect(chunks()).toContain('armor');
  });

  it('choosing a shield fetches the shield runes and offers its reinforcing runes', async () => {
    const chunks = await openWatching('/en/tools/item/');
    await page.selectOption('#builder-base', 'steel-shield');
    await page.waitForFunction(() =>
      [...((document.querySelector('#builder-reinforcing') as HTMLSelectElement | null)?.options ?? [])].some(
        (o) => o.value === 'minor-reinforcing',
      ),
    );
    expect(chunks()).toContain('shield');
  });

  it('a transfer link naming armor runes without items loads what it needs and estimates them', async () => {
    const est = estimateTransfer({ rune: 'resilient', swapWith: 'greater-resilient' });
    await openWatching('/en/tools/transfer/?rune=resilient&swap=greater-resilient');
    await page.waitForFunction(() => (document.querySelector('#transfer-swap') as HTMLSelectElement | null)?.value === 'greater-resilient');
    expect(await figure('DC').textContent()).toMatch(new RegExp(`^${est.dc}\\b`));
    expect(await figure('Cost').textContent()).toBe(formatPrice(est.costCp, 'en'));
  });
});

describe('the level calculator', () => {
  it('reads an upgrade from the address', async () => {
    await open('/en/tools/level/?base=longsword&potency=1&striking=striking&to-potency=2&to-striking=greater-striking');
    await page.waitForFunction(
      () => (document.querySelector('#level-target-striking') as HTMLSelectElement | null)?.value === 'greater-striking',
    );
    const target = evaluateItem({ base: 'longsword', potency: 2, striking: 'greater-striking' });
    expect(await figure('New item level').textContent()).toBe(String(target.level));
  });
});

describe('the calculators inside their chapters', () => {
  it('the naming chapter builds the example name from its address', async () => {
    await open(`/en/rules/naming/${EXAMPLE_QUERY}`);
    await expect(page.locator('.tool-name--main').textContent()).resolves.toContain('+2 greater striking flaming frost longsword');
  });

  it('the Japanese transferring chapter estimates a swap', async () => {
    await open('/ja/rules/transferring/?rune=striking&swap=greater-striking');
    await page.waitForFunction(() => (document.querySelector('#transfer-swap') as HTMLSelectElement | null)?.value === 'greater-striking');
    expect(await figure('費用').textContent()).toBe('106 gp 5 sp');
  });
});

describe('the calculators at the table: the result stays in view while the reader edits', () => {
  // Each edit picks an option in a select, as a reader would (Playwright scrolls the select into view first).
  const EDITS: Record<string, [string, string][]> = {
    item: [
      ['#builder-potency', '2'],
      ['#builder-striking', 'greater-striking'],
      ['#builder-property-2', 'frost'],
    ],
    level: [
      ['#level-current-striking', 'greater-striking'],
      ['#level-target-potency', '3'],
      ['#level-target-property-1', 'flaming'],
    ],
    transfer: [
      ['#transfer-rune', 'greater-flaming'],
      ['#transfer-to-base', 'longsword'],
      ['#transfer-to-potency', '2'],
    ],
    planner: [
      ['#planner-level', '10'],
      ['#planner-party', '5'],
      ['#planner-crafter-level', '12'],
    ],
  };
  for (const width of [360, 390, 1280]) {
    for (const tool of ['item', 'level', 'transfer', 'planner']) {
      it(`${tool} at ${width} px: ${width > 896 ? 'the result' : 'the summary'} is in the first viewport after each edit`, async () => {
        await open(`/en/tools/${tool}/`, width);
        const target = width > 896 ? page.locator('.tool-result') : page.locator('.tool-summary');
        const inView = async () =>
          target.evaluate((el) => {
            const r = el.getBoundingClientRect();
            const visible = getComputedStyle(el).display !== 'none' && r.height > 0;
            return visible && r.top >= 0 && r.top < innerHeight && r.bottom > 0 && (r.bottom <= innerHeight || r.top < innerHeight * 0.5);
          });
        expect(await inView()).toBe(true);
        for (const [select, value] of EDITS[tool]!) {
          await page.locator(select).selectOption(value);
          // the island has rendered the edit (the address follows the state)
          await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))));
          expect(await page.locator(select).inputValue()).toBe(value);
          expect(await inView(), `${select}=${value}`).toBe(true);
        }
      });
    }
  }

  it('on a phone the summary shows name, level and price, and no summary shows on a wide screen', async () => {
    await open(`/en/tools/item/${EXAMPLE_QUERY}`, 390);
    const ev = evaluateItem(EXAMPLE);
    await expect(page.locator('.tool-summary').textContent()).resolves.toBe(
      `${ev.name.en} · level ${ev.level} · ${formatPrice(ev.priceCp, 'en')}`,
    );
    await open(`/en/tools/item/${EXAMPLE_QUERY}`, 1280);
    expect(await page.locator('.tool-summary').isVisible()).toBe(false);
    // form and result side by side
    const form = await page.locator('.tool-form').boundingBox();
    const result = await page.locator('.tool-result').boundingBox();
    expect(result!.x).toBeGreaterThan(form!.x + form!.width - 1);
  });
});

describe('the transfer flow around items A and B (the natural reading)', () => {
  const est = estimateTransfer({
    rune: 'greater-striking',
    swapWith: 'striking',
    from: { base: 'warhammer', potency: 1, striking: 'greater-striking' },
    to: { base: 'longsword', potency: 1, striking: 'striking' },
  });
  for (const lang of ['en', 'ja'] as const) {
    it(`${lang}: B is a +1 striking longsword, A's greater striking swaps with B's striking`, async () => {
      expect(est.problems).toEqual([]);
      expect(est.dc).toBe(30);
      expect(est.costCp).toBe(10650);
      await open(`/${lang}/tools/transfer/`, 390);
      await page.locator('#transfer-action-swap').check();
      await page.locator('#transfer-from-base').selectOption('warhammer');
      await page.locator('#transfer-from-potency').selectOption('1');
      await page.locator('#transfer-from-striking').selectOption('greater-striking');
      await page.locator('#transfer-to-base').selectOption('longsword');
      await page.locator('#transfer-to-potency').selectOption('1');
      await page.locator('#transfer-to-striking').selectOption('striking');
      await page.locator('#transfer-rune').selectOption('greater-striking');
      await page.locator('#transfer-swap').selectOption('striking');
      expect(await figure(lang === 'ja' ? 'DC' : 'DC').textContent()).toMatch(/^30\b/);
      expect(await figure(lang === 'ja' ? '費用' : 'Cost').textContent()).toBe(formatPrice(est.costCp, lang));
      expect(await page.locator('.tool-problems li').count()).toBe(0);
      const changes = page.locator('.tool-change');
      const named = (spec: Parameters<typeof evaluateItem>[0]) => evaluateItem(spec).name;
      for (const [i, side] of [
        [0, 'from'],
        [1, 'to'],
      ] as const) {
        const text = await changes.nth(i).textContent();
        for (const state of ['before', 'after'] as const) {
          const name = named(est.items[side]![state]);
          expect(text).toContain(name.ja);
          expect(text).toContain(name.en);
        }
      }
      expect(await page.locator('.tool-summary').textContent()).toContain(formatPrice(est.costCp, lang));
      expect(new URL(page.url()).search).toBe(
        '?rune=greater-striking&swap=striking&to=longsword&to-potency=1&to-striking=striking&from=warhammer&from-potency=1&from-striking=greater-striking',
      );
    });
  }
});

describe('without JavaScript, or with scripts blocked by a Content Security Policy', () => {
  for (const path of ['/en/tools/item/', '/ja/tools/transfer/', '/en/rules/item-level/']) {
    it(`shows no live-looking form, and says what the calculator does: ${path}`, async () => {
      context = await newContext(browser, { javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      page = await context.newPage();
      await page.goto(new URL(path.replace(/^\//, ''), siteUrl).href);
      expect(await page.locator('.tool').first().isVisible()).toBe(false);
      expect(await page.locator('.tool select:visible, .tool input:visible').count()).toBe(0);
      const note = page.locator('.tool-static').first();
      expect(await note.isVisible()).toBe(true);
      if (!path.includes('/rules/')) expect(await note.locator('a').getAttribute('href')).toMatch(/\/rules\//);
    });
  }

  it('the same when a CSP blocks every script', async () => {
    context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await page.route('**/*', async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers(), 'content-security-policy': "script-src 'none'" };
      await route.fulfill({ response, headers });
    });
    await page.goto(new URL('en/tools/level/', siteUrl).href);
    // The note waits a few seconds for the calculator before it speaks (no flash while scripts load).
    await page.locator('.tool-static').waitFor({ state: 'visible' });
    expect(await page.locator('astro-island[ssr]').count()).toBe(1);
    expect(await page.locator('.tool').isVisible()).toBe(false);
  });

  it('the form appears and the note goes once the calculator has started', async () => {
    await open('/en/tools/item/');
    expect(await page.locator('.tool').isVisible()).toBe(true);
    expect(await page.locator('.tool-static').isVisible()).toBe(false);
  });
});

describe('before the island is live: it starts when the reader turns to it (client:use)', () => {
  const ISLAND_CODE = /\/_astro\/(ItemBuilder|LevelCalculator|TransferEstimator)\.[\w-]+\.js$/;

  /** A fresh phone page of a tool page, the requests for island code counted; `held` holds that code back until released. */
  async function openFresh(path: string, { held = false, touch = false, width = 390 } = {}) {
    // No service worker: once it is in control it serves the island's code from its precache, a request page.route
    // never sees, and whether it takes control before the reader's first turn depends on the machine's speed.
    context = await newContext(browser, { viewport: { width, height: 844 }, hasTouch: touch, isMobile: touch, serviceWorkers: 'block' });
    page = await context.newPage();
    const fetched: string[] = [];
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(ISLAND_CODE, async (route) => {
      fetched.push(route.request().url());
      if (held) await arrived;
      await route.continue();
    });
    await page.goto(new URL(path.replace(/^\//, ''), siteUrl).href);
    return { fetched, release };
  }

  for (const path of ['/ja/tools/item/', '/en/tools/level/', '/ja/tools/transfer/']) {
    it(`at a bare address the server's form shows at once, takes focus, and no island code loads until then: ${path}`, async () => {
      const { fetched } = await openFresh(path);
      await page.locator('astro-island[data-on-use]').waitFor({ state: 'attached' });
      const tool = page.locator('.tool').first();
      await tool.waitFor({ state: 'visible' });
      // The page has loaded and the browser has been idle: still no island code, the island still the server's. The
      // idle callbacks have a timeout: on a starved renderer (two suites at once) an idle period may never come, and an
      // evaluate has no limit of its own, so without one the test hung until the run's 5-minute limit.
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 10_000 }), { timeout: 10_000 })),
      );
      expect(fetched).toEqual([]);
      expect(await page.locator('astro-island[ssr]').count()).toBe(1);
      expect(await tool.getAttribute('inert')).toBeNull();
      // Its first field takes focus (no inert form), which starts the island.
      await page.locator('.tool :is(input, select)').first().focus();
      await page.locator('astro-island:not([ssr])').waitFor({ state: 'attached' });
      expect(fetched).toHaveLength(1);
    });
  }

  it('a pointer over the form starts it (desktop)', async () => {
    await openFresh('/en/tools/item/', { width: 1280 });
    await page.locator('astro-island[data-on-use]').waitFor({ state: 'attached' });
    await page.locator('.tool-form').first().hover();
    await page.locator('astro-island:not([ssr])').waitFor({ state: 'attached' });
  });

  it('Tab into the form starts it (keyboard)', async () => {
    await openFresh('/ja/tools/level/', { width: 1280 });
    await page.locator('astro-island[data-on-use]').waitFor({ state: 'attached' });
    for (let i = 0; i < 60 && !(await page.evaluate(() => !!document.activeElement?.closest('.tool'))); i++)
      await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.tool'))).toBe(true);
    await page.locator('astro-island:not([ssr])').waitFor({ state: 'attached' });
  });

  it('a select tapped before the island is live is not opened with only its chosen option: it gets its whole list and the focus', async () => {
    await openFresh('/en/tools/level/', { touch: true });
    await page.locator('astro-island[data-on-use]').waitFor({ state: 'attached' });
    const select = page.locator('#level-current-potency');
    expect(await select.locator('option').count()).toBe(2); // the server's: "none" and the chosen one
    await select.tap();
    await page.locator('astro-island:not([ssr])').waitFor({ state: 'attached' });
    await expect.poll(() => select.locator('option').count()).toBe(4);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('level-current-potency');
  });

  // The transfer estimator's item B is in a part hydrated a task after the rest (Later.tsx).
  for (const [path, id, base] of [
    ['/ja/tools/item/', 'builder-name', 'builder-base'],
    ['/ja/tools/transfer/', 'transfer-to-name', 'transfer-to-base'],
  ] as const) {
    it(`what the reader typed while the code was on its way is read once it arrives: ${path}#${id}`, async () => {
      const { release } = await openFresh(path, { held: true });
      await page.locator('astro-island[data-on-use]').waitFor({ state: 'attached' });
      const field = page.locator(`#${id}`);
      await field.fill('＋1ストライキング・フレイミング・ダガー');
      expect(await page.locator('astro-island[ssr]').count()).toBe(1);
      release();
      await page.locator('astro-island:not([ssr])').waitFor({ state: 'attached' });
      await expect.poll(() => page.locator(`#${base}`).inputValue()).toBe('dagger');
      expect(await field.inputValue()).toBe('＋1ストライキング・フレイミング・ダガー');
      if (path.includes('/item/')) {
        const name = evaluateItem({ base: 'dagger', potency: 1, striking: 'striking', property: ['flaming'] }).name.ja;
        await expect.poll(() => page.locator('.tool-name--main').textContent()).toContain(name);
      }
    });
  }

  it('a link starts the island at once, and keeps the form hidden until it has read it (no frame of the default item)', async () => {
    const { fetched, release } = await openFresh('/en/tools/item/?base=dagger&potency=1', { held: true });
    await expect.poll(() => fetched.length).toBe(1);
    expect(await page.locator('astro-island[ssr]').count()).toBe(1);
    expect(await page.locator('.tool').isVisible()).toBe(false);
    release();
    await page.locator('astro-island:not([ssr])').waitFor({ state: 'attached' });
    await page.locator('.tool').waitFor({ state: 'visible' });
  });

  it('once live, the form takes input', async () => {
    await open('/ja/tools/item/');
    await page.selectOption('#builder-potency', '2');
    const name = evaluateItem({ base: 'longsword', potency: 2, striking: 'striking' }).name.ja;
    await expect.poll(() => page.locator('.tool-name--main').textContent()).toContain(name);
  });
});

const TOOL_PAGES = [
  '/en/tools/item/',
  '/ja/tools/item/',
  '/en/tools/level/',
  '/ja/tools/level/',
  '/en/tools/transfer/',
  '/ja/tools/transfer/',
];

describe('every tool page', () => {
  for (const path of TOOL_PAGES) {
    it(`has no axe-core violations: ${path}`, async () => {
      await open(path);
      expect(await axeViolations(page)).toEqual([]);
    });

    it(`fits a 360 px screen without sideways scrolling: ${path}`, async () => {
      await open(path, 360);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    });
  }
});

// A calculator loads the problem messages of its page's language only (src/lib/problem-messages.ts), and at its
// bare address only once it is up (the default items have no problem): it hydrates while they are held back, then
// fetches its own language's and never the other's.
describe('problem messages in the page’s language only, after hydration', () => {
  // Messages that take no params, so their text is in the chunk as it is: one of items, one of transfers. A message
  // reads its glossary words from their table (src/rules/data/crafting-words.ts), so the chunk holds the text between them:
  // the longest stretch of it stands for the message.
  const WORDS = Object.values(CRAFTING_TERMS).flatMap((word) => [word.ja, word.en]);
  const text = (code: ProblemCode, lang: Locale) =>
    WORDS.reduce((parts, word) => parts.flatMap((part) => part.split(word)), [problemMessage(anyProblem(code), lang)]).reduce(
      (longest, part) => (part.length > longest.length ? part : longest),
    );
  const MESSAGE_CHUNK = /\/_astro\/(transfer-)?(ja|en)\.[\w-]+\.js$/;
  for (const [path, lang, other] of [
    ['/en/tools/transfer/', 'en', 'ja'],
    ['/ja/tools/transfer/', 'ja', 'en'],
    ['/en/tools/item/', 'en', 'ja'],
    ['/ja/tools/level/', 'ja', 'en'],
  ] as const) {
    it(`${path} hydrates without them, then loads the ${lang} messages and not the ${other} ones`, async () => {
      context = await newContext(browser);
      page = await context.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        if (response.url().endsWith('.js')) scripts.add(response.url());
      });
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(MESSAGE_CHUNK, async (route) => {
        await held;
        await route.continue();
      });
      // The page's own messages, and on the transfer page the transfer estimator's too: waited for by name,
      // not by a quiet network (which a busy machine reaches before the browser's idle callback asks for them).
      const transfer = path.includes('transfer');
      const chunk = (prefix: string) =>
        page.waitForResponse((response) => new RegExp(`/_astro/${prefix}${lang}\\.[\\w-]+\\.js$`).test(response.url()));
      const own = Promise.all([chunk(''), ...(transfer ? [chunk('transfer-')] : [])]);
      await page.goto(new URL(path.replace(/^\//, ''), siteUrl).href);
      // Hydrated while every message chunk is held back: nothing before hydration waits for them.
      await startCalculator(page);
      release();
      await own;
      await page.waitForLoadState('networkidle');
      // What the page loaded, read from the server by address: a browser on a busy machine may no longer hold a
      // response's body when asked for it (which read as an empty script here, and failed a run loaded by two suites).
      const code = (await Promise.all([...scripts].map(async (url) => (await fetch(url)).text()))).join('\n');
      expect(code).toContain(text('invalid-potency', lang));
      expect(code).not.toContain(text('invalid-potency', other));
      expect(code.includes(text('magical-crafting-needed', lang))).toBe(transfer);
      expect(code).not.toContain(text('magical-crafting-needed', other));
    });
  }

  it('a link whose item has a problem shows it in words from the first render', async () => {
    context = await newContext(browser);
    page = await context.newPage();
    const messages: string[] = [];
    page.on('request', (request) => {
      if (/\/_astro\/ja\.[\w-]+\.js$/.test(request.url())) messages.push(request.url());
    });
    await page.goto(new URL('ja/tools/item/?base=longsword&property=flaming', siteUrl).href);
    await startCalculator(page);
    // Fetched before the island hydrated, since the link was there to read, and once. (The table is two files: the
    // chunk the island imports re-exports the module that the export chunk, components/tools/export/exports.ts,
    // shares with it.)
    expect(messages.length).toBeGreaterThan(0);
    expect(new Set(messages).size).toBe(messages.length);
    const alert = page.locator('.tool-problems');
    await expect.poll(() => alert.textContent()).toContain('性質ルーンの枠がありません');
    expect(await alert.textContent()).not.toContain('no-free-slot');
  });
});
