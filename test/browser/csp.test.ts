import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectChromium, HANG_MS, newContext, nextFrames, startCalculator } from '../support/browser';
import { builtBase, DIST } from '../support/dist';
import { serveDist } from '../support/server';
import { CSP_HEADER, SECURITY_HEADERS } from '../../src/security';
import { axeViolations, COLOUR_RULES } from '../support/axe';
import { headerSearchPaths } from '../support/header-search';

// Every kind of page, served with the site's real headers (public/_headers), must run without a
// single Content Security Policy violation, with its scripts doing their work.

let browser: Browser;
let server: Awaited<ReturnType<typeof serveDist>>;
let blocked: Awaited<ReturnType<typeof serveDist>>;
const table: string[][] = [];

beforeAll(async () => {
  server = await serveDist(DIST, builtBase(), { ...SECURITY_HEADERS, 'Cache-Control': 'no-store' });
  // The same site where no script may run at all (a strict filter, a broken CDN, a reader's setting).
  blocked = await serveDist(DIST, builtBase(), {
    'Content-Security-Policy': CSP_HEADER.replace("script-src 'self' 'wasm-unsafe-eval'", "script-src 'none'"),
    'Cache-Control': 'no-store',
  });
  browser = await connectChromium();
});
afterAll(async () => {
  if (table.length > 0) {
    console.log(
      ['page kind | path | CSP violations | checked', '--- | --- | --- | ---', ...table.map((row) => row.join(' | '))].join('\n'),
    );
  }
  await Promise.all([...readers.values()].map(async (reader) => (await reader).page.context().close()));
  await browser?.close();
  await server?.close();
  await blocked?.close();
});

interface Watched {
  page: Page;
  violations: () => Promise<string[]>;
}

/** One page for each server and JavaScript setting, kept for the whole file, with what it reports since its last open(). */
interface Reader {
  page: Page;
  reported: string[];
}
const readers = new Map<string, Promise<Reader>>();

/**
 * A reader who goes from page to page of one site, as a visitor does: one context (a new one costs a renderer, and
 * its service worker would download the whole shell again), so the worker registers under the policy on the first
 * page and the later pages load with it in control, each one watched for violations of its own.
 */
function reader(base: string, options: { javaScriptEnabled?: boolean }): Promise<Reader> {
  const key = `${base} ${options.javaScriptEnabled ?? true}`;
  let made = readers.get(key);
  if (!made) {
    made = (async () => {
      // Service workers run as on the real site: their registration is under the policy too.
      const context = await newContext(browser, { viewport: { width: 1024, height: 800 }, ...options });
      const page = await context.newPage();
      const watched: Reader = { page, reported: [] };
      page.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) watched.reported.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => watched.reported.push(`pageerror: ${error.message}`));
      // Runs again in every document the page loads.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __csp: string[] }).__csp = seen;
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      return watched;
    })();
    readers.set(key, made);
  }
  return made;
}

async function open(path: string, base = server.url, options: { javaScriptEnabled?: boolean } = {}): Promise<Watched> {
  const { page, reported } = await reader(base, options);
  reported.length = 0;
  const target = new URL(path.replace(/^\//, ''), base).href;
  // The same document with another #fragment would only scroll: load it anew.
  if (page.url().split('#')[0] === target.split('#')[0]) await page.goto('about:blank');
  const response = await page.goto(target);
  expect(response?.headers()['content-security-policy']).toBeDefined();
  return {
    page,
    violations: async () => {
      // A violation is reported in a task after the refusal: by the second frame after load it is in.
      await page.waitForLoadState('load');
      await nextFrames(page);
      const events = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
      return [...events, ...reported];
    },
  };
}

async function expectClean(kind: string, path: string, watched: Watched, checked: string) {
  const violations = await watched.violations();
  table.push([kind, path, String(violations.length), checked]);
  expect(violations).toEqual([]);
  // The meta element repeats the policy for hosts without headers (without frame-ancestors).
  const meta = await watched.page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  expect(meta).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(meta).not.toContain('frame-ancestors');
}

async function calculatorStarts(page: Page) {
  await startCalculator(page, HANG_MS);
  await page.locator('astro-island select').first().waitFor();
  expect(await page.locator('.tool-static').first().isVisible()).toBe(false);
}

describe('every kind of page under the Content Security Policy', () => {
  it('landing page', async () => {
    const watched = await open('/');
    await watched.page
      .getByRole('link', { name: /English/ })
      .first()
      .waitFor();
    await expectClean('landing', '/', watched, 'loads');
  });

  it('home, with a search', async () => {
    const watched = await open('/ja/');
    expect(await headerSearchPaths(watched.page, '転送')).toContain('/ja/rules/transferring/');
    await expectClean('home + search', '/ja/', watched, 'search finds 転送');
  });

  it('a chapter without a calculator', async () => {
    const watched = await open('/en/rules/overview/');
    await expectClean('chapter', '/en/rules/overview/', watched, 'loads');
  });

  for (const path of ['/ja/rules/naming/', '/en/rules/item-level/', '/ja/rules/transferring/']) {
    it(`a chapter with its calculator: ${path}`, async () => {
      const watched = await open(path);
      await calculatorStarts(watched.page);
      await expectClean('chapter + calculator', path, watched, 'calculator starts');
    });
  }

  it('a rune entry, with a search', async () => {
    const watched = await open('/en/runes/flaming/');
    expect((await headerSearchPaths(watched.page, 'ghost touch'))[0]).toBe('/en/runes/ghost-touch/');
    await expectClean('rune entry + search', '/en/runes/flaming/', watched, 'search finds ghost touch');
  });

  it('the rune index, filtered', async () => {
    const watched = await open('/ja/runes/');
    await watched.page.getByRole('searchbox', { name: '名前で検索' }).fill('ゴーストタッチ');
    await expect.poll(() => watched.page.locator('rune-index tbody tr:not([hidden])').count()).toBe(1);
    await expectClean('rune index + filter', '/ja/runes/', watched, 'filter leaves 1 row');
  });

  it('the glossary, filtered', async () => {
    const watched = await open('/ja/glossary/');
    await watched.page.getByRole('searchbox', { name: '一覧を絞り込む' }).fill('ぐれーたーふれいみんぐ');
    await expect.poll(() => watched.page.locator('[data-glossary-row]:not([hidden])').count()).toBe(1);
    await expectClean('glossary + filter', '/ja/glossary/', watched, 'filter leaves 1 row');
  });

  it('the tools page', async () => {
    const watched = await open('/en/tools/');
    await expectClean('tools', '/en/tools/', watched, 'loads');
  });

  for (const path of ['/en/tools/item/', '/ja/tools/level/', '/en/tools/transfer/']) {
    it(`a calculator page: ${path}`, async () => {
      const watched = await open(path);
      await calculatorStarts(watched.page);
      await expectClean('calculator', path, watched, 'calculator starts');
    });
  }

  it('the about page, with the save-offline control measuring its download', async () => {
    const watched = await open('/ja/about/');
    await expect
      .poll(() => watched.page.locator('offline-save [role="status"]').textContent(), { timeout: HANG_MS })
      .toMatch(/^ダウンロード量：/);
    await expectClean('about + save control', '/ja/about/', watched, 'size shown');
  });

  it('the offline page', async () => {
    const watched = await open('/en/offline/');
    await expectClean('offline', '/en/offline/', watched, 'loads');
  });

  for (const path of ['/en/no-such-page/', '/ja/no-such-page/', '/no-such-page/']) {
    it(`the 404 page: ${path}`, async () => {
      const watched = await open(path);
      await expectClean('404', path, watched, 'loads');
    });
  }
});

describe('the 404 and offline pages are accessible', () => {
  for (const path of ['/ja/404.html', '/en/404.html', '/ja/offline/', '/en/offline/']) {
    describe(path, () => {
      // One load: the dark pass re-renders the same page (emulated media) and checks the colour rules.
      let page: Page;
      beforeAll(async () => {
        const context = await newContext(browser, { colorScheme: 'light', serviceWorkers: 'block' });
        page = await context.newPage();
        await page.goto(new URL(path.replace(/^\//, ''), server.url).href);
      });
      afterAll(() => page?.context().close());

      it('axe finds no violations (light)', async () => {
        expect(await axeViolations(page)).toEqual([]);
      });

      it('axe finds no contrast violations (dark)', async () => {
        await page.emulateMedia({ colorScheme: 'dark' });
        expect(await axeViolations(page, COLOUR_RULES)).toEqual([]);
      });
    });
  }
});

describe('when scripts cannot run', () => {
  it('says where the calculator would be that it needs JavaScript, when scripts are blocked', async () => {
    const { page } = await open('/en/tools/item/', blocked.url);
    const note = page.locator('.tool-static');
    await note.waitFor({ state: 'visible', timeout: HANG_MS });
    expect(await note.textContent()).toContain('runs in your browser with JavaScript');
    expect(await page.locator('astro-island[ssr]').count()).toBe(1);
  });

  it('says so in a chapter too, in Japanese', async () => {
    const { page } = await open('/ja/rules/naming/', blocked.url);
    await page.locator('.tool-static').scrollIntoViewIfNeeded();
    await page.locator('.tool-static').waitFor({ state: 'visible', timeout: HANG_MS });
    expect(await page.locator('.tool-static').textContent()).toContain('JavaScriptで動きます');
  });

  it('shows the note, and not twice, when JavaScript is off', async () => {
    const { page } = await open('/en/tools/item/', server.url, { javaScriptEnabled: false });
    await page.waitForLoadState('load');
    const notes = page.locator('.tool-static');
    let visible = 0;
    for (let i = 0; i < (await notes.count()); i += 1) if (await notes.nth(i).isVisible()) visible += 1;
    expect(await notes.first().textContent()).toContain('runs in your browser with JavaScript');
    expect(visible).toBe(1);
  });
});
