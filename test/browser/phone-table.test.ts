// On the phone at the table: what a change does shows where the player looks, the search stays in reach,
// and every target fits a finger. Positions are measured in Chromium at 390 × 844 (both languages) and, for the rune
// index, at 1280 × 800. "Above the keyboard" is y < 480: a phone keyboard takes the lower ~43 % of an 844 px screen.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { startCalculator } from '../support/browser';
import { useBuiltSite } from '../support/site-session';

const site = useBuiltSite();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const KEYBOARD_TOP = 480;
const LANGS = ['ja', 'en'] as const;

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not rendered');
  return { top: b.y, bottom: b.y + b.height, left: b.x, right: b.x + b.width, width: b.width, height: b.height };
};
const barBottom = async (page: Page) => (await box(page.locator('.site-search-bar'))).bottom;
const firstShownCard = (page: Page) => page.locator('rune-index tbody tr:not([hidden])').first();

/** The count and the first result are on screen, below the search bar and above the keyboard. */
async function expectResultsInView(page: Page, count: Locator, firstLine: Locator) {
  const bar = await barBottom(page);
  const c = await box(count);
  const f = await box(firstLine);
  expect(c.top, 'count below the search bar').toBeGreaterThanOrEqual(bar - 1);
  expect(c.bottom, 'count above the keyboard').toBeLessThan(KEYBOARD_TOP);
  expect(f.top, 'first result below the search bar').toBeGreaterThanOrEqual(bar - 1);
  expect(f.bottom, 'first result above the keyboard').toBeLessThan(KEYBOARD_TOP);
}

async function openIndex(lang: string, size = PHONE, query = '') {
  const page = await site.visit(`/${lang}/runes/${query}`, size);
  await page.locator('rune-index[data-ready]').waitFor({ state: 'attached' });
  return page;
}

describe('1. the rune index: after a filter or a sort, the count and the first rune are above the keyboard', () => {
  for (const lang of LANGS) {
    it(`${lang}: typing a name, choosing a target, typing a level, sorting by price`, async () => {
      const page = await openIndex(lang);
      const count = page.locator('rune-index [data-count]');
      expect(await count.getAttribute('role')).toBe('status');
      const name = page.locator('rune-index input[name="text"]');
      await name.tap().catch(() => name.click());
      await name.pressSequentially(lang === 'ja' ? 'ふれいみんぐ' : 'flaming');
      await expect.poll(() => firstShownCard(page).locator('th a').textContent()).toBe(lang === 'ja' ? 'フレイミング' : 'Flaming');
      // The count says what is shown.
      const shown = await page.locator('rune-index tbody tr:not([hidden])').count();
      expect(await count.textContent()).toContain(String(shown));
      await expectResultsInView(page, count, firstShownCard(page).locator('th a'));
      // The field the player types in stays on screen too.
      expect((await box(name)).top).toBeGreaterThanOrEqual(await barBottom(page));

      await name.fill('');
      await page.locator('rune-index details summary').click();
      await page.locator('rune-index select[name="target"]').selectOption('armor');
      await expect.poll(() => firstShownCard(page).getAttribute('data-target')).toBe('armor');
      await expectResultsInView(page, count, firstShownCard(page).locator('th a'));

      const max = page.locator('rune-index input[name="max"]');
      await max.click();
      await max.pressSequentially('10');
      await expect.poll(() => page.url()).toContain('max=10');
      await expectResultsInView(page, count, firstShownCard(page).locator('th a'));
      expect((await box(max)).top).toBeGreaterThanOrEqual(await barBottom(page));

      await page.locator('rune-index th[data-sort-key="price"] button').click();
      await expect.poll(() => page.url()).toContain('sort=price');
      await expectResultsInView(page, count, firstShownCard(page).locator('th a'));
    });

    it(`${lang}: a filter that matches nothing says so above the keyboard`, async () => {
      const page = await openIndex(lang);
      const name = page.locator('rune-index input[name="text"]');
      await name.click();
      await name.pressSequentially('zzqx');
      const none = page.locator('rune-index [data-none]');
      await none.waitFor({ state: 'visible' });
      await expectResultsInView(page, page.locator('rune-index [data-count]'), none);
    });
  }
});

describe('2. a search box is on screen at every scroll position', () => {
  for (const lang of LANGS) {
    for (const path of ['runes/', 'glossary/', 'rules/transferring/', 'tools/item/', 'runes/flaming/']) {
      it(`${lang}: /${lang}/${path} at the top, the middle and the bottom`, async () => {
        const page = await site.visit(`/${lang}/${path}`, PHONE);
        const input = page.locator('#site-search-input');
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (const y of [0, height / 2, height]) {
          await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
          const b = await box(input);
          expect(b.top).toBeGreaterThanOrEqual(0);
          expect(b.bottom).toBeLessThanOrEqual(PHONE.height);
          // Nothing covers it: the element at its centre is the box itself.
          const hit = await page.evaluate(
            ([x, cy]) => document.elementFromPoint(x!, cy!)?.id,
            [b.left + b.width / 2, b.top + b.height / 2],
          );
          expect(hit).toBe('site-search-input');
        }
      });
    }
  }

  it('the bar covers no anchor target and not the sticky summary of a calculator', async () => {
    const page = await site.visit('/ja/glossary/#own-names', PHONE);
    await expect.poll(async () => (await box(page.locator('#own-names'))).top).toBeGreaterThanOrEqual(await barBottom(page));
    const tool = await site.visit('/ja/tools/level/', PHONE);
    await startCalculator(tool);
    const summary = await box(tool.locator('.tool-summary'));
    expect(summary.top).toBeGreaterThan(await barBottom(tool));
    expect(summary.bottom).toBeLessThanOrEqual(PHONE.height + 1);
  });
});

/** Targets outside running text (a link alone in its cell, a button, a field) under 24 × 24 px, as "tag text w×h". */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>('a[href], button, select, input:not([type="hidden"]), summary, [tabindex="0"]');
    for (const el of targets) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || el.closest('[hidden], .visually-hidden, .skip-link')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      // Inline in a sentence: its block holds more text than the target itself (WCAG 2.5.8's inline exception).
      if (style.display === 'inline') {
        const block = el.parentElement?.closest('p, li, dd, td, th, h1, h2, h3, figcaption, caption');
        const own = (el.textContent ?? '').trim().length;
        if (block && (block.textContent ?? '').trim().length > own + 1) continue;
      }
      // The element's own box, even where a link also covers its card (::after): a keyboard's focus ring and a
      // reader's magnifier show the link itself.
      if (r.width < 23.5 || r.height < 23.5)
        small.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 20)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    }
    return small;
  });
}

describe('3. every target outside running text is at least 24 × 24 px', () => {
  for (const lang of LANGS) {
    for (const path of [
      '',
      'runes/',
      'glossary/',
      'runes/flaming/',
      'runes/true-quenching/',
      'tools/',
      'tools/item/',
      'rules/transferring/',
    ]) {
      it(`${lang}: /${lang}/${path}`, async () => {
        const page = await site.visit(`/${lang}/${path}`, PHONE);
        await page.waitForLoadState('load');
        expect(await smallTargets(page)).toEqual([]);
      });
    }

    it(`${lang}: every rune name of the index is a 24 px target itself, not only through its card`, async () => {
      const page = await openIndex(lang);
      const heights = await page
        .locator('rune-index tbody [data-col="name"] a')
        .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
      expect(heights.length).toBeGreaterThan(100);
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
    });

    it(`${lang}: a rune card opens its rune from anywhere on the card, not only from its name`, async () => {
      const page = await openIndex(lang);
      const card = page.locator('rune-index tbody tr').first();
      const href = await card.locator('th a').getAttribute('href');
      const price = await box(card.locator('[data-col="price"]'));
      expect(price.height).toBeGreaterThan(0);
      await Promise.all([
        page.waitForURL((url) => url.pathname === href),
        page.mouse.click(price.left + price.width / 2, price.top + price.height / 2),
      ]);
    });

    it(`${lang}: the ※/* mark is no small link of its own: plain text in the glossary, a 24 px target on a rune page`, async () => {
      const glossary = await site.visit(`/${lang}/glossary/`, PHONE);
      expect(await glossary.locator('.glossary .own-name').count()).toBeGreaterThan(0);
      expect(await glossary.locator('.glossary a.own-name').count()).toBe(0);
      const heights = await glossary
        .locator('.glossary tbody [data-col="term"] a')
        .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
      expect(heights.length).toBeGreaterThan(0);
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
      const index = await openIndex(lang);
      const marked = index.locator('rune-index tbody tr:has(.own-name) th a').first();
      const page = await site.visit((await marked.getAttribute('href'))!.replace(/^.*?\/(ja|en)\//, '/$1/'), PHONE);
      const mark = page.locator('h1 a.own-name');
      const b = await box(mark);
      expect(b.width).toBeGreaterThanOrEqual(24);
      expect(b.height).toBeGreaterThanOrEqual(24);
    });
  }
});

describe('4. the glossary filter: readings, a count that follows, "no match" with the search', () => {
  for (const [lang, query, expected] of [
    ['ja', 'ひらめ', '平目判定'],
    ['ja', 'こうか', '効果を停止'],
    ['ja', 'テイシ', '効果を停止'],
    ['en', 'flat che', 'flat check'],
  ] as const) {
    it(`${lang}: "${query}" finds ${expected}, says how many, above the keyboard`, async () => {
      const page = await site.visit(`/${lang}/glossary/`, PHONE);
      const input = page.locator('#glossary-filter-input');
      await input.click();
      await input.pressSequentially(query);
      const rows = page.locator('[data-glossary-row]:not([hidden])');
      await expect.poll(() => rows.locator('[data-col="term"], [data-col="other"]').allTextContents()).toContain(expected);
      const shown = await rows.count();
      const count = page.locator('[data-glossary-count]');
      expect(await count.getAttribute('role')).toBe('status');
      expect(await count.textContent()).toContain(String(shown));
      expect(await page.locator('[data-glossary-caption-count]').textContent()).toContain(String(shown));
      await expectResultsInView(page, count, rows.first().locator('[data-col="term"] a'));
    });
  }

  for (const lang of LANGS) {
    it(`${lang}: nothing found says so and offers the site search with the same words`, async () => {
      const page = await site.visit(`/${lang}/glossary/`, PHONE);
      const input = page.locator('#glossary-filter-input');
      await input.click();
      await input.pressSequentially('zzqx');
      const none = page.locator('[data-glossary-none]');
      await none.waitFor({ state: 'visible' });
      expect(await page.locator('[data-glossary-row]:not([hidden])').count()).toBe(0);
      const link = none.locator('a');
      expect(new URL((await link.getAttribute('href'))!, site.url('/')).searchParams.get('q')).toBe('zzqx');
      await expectResultsInView(page, page.locator('[data-glossary-count]'), none);
      await input.fill('');
      await input.dispatchEvent('input');
      await none.waitFor({ state: 'hidden' });
    });
  }
});

/** The text of each line box of an element (by the tops of its characters' boxes). */
function lineTexts(locator: Locator) {
  return locator.evaluate((el) => {
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect || /\s/.test(text[i]!)) continue;
        const top = Math.round(rect.top / 4);
        lines.set(top, (lines.get(top) ?? '') + text[i]);
      }
    }
    return [...lines.entries()].sort((a, b) => a[0] - b[0]).map(([, line]) => line);
  });
}

describe('5. copying a name moves nothing, clears itself, and a name never breaks at ・ or after ＋', () => {
  for (const lang of LANGS) {
    it(`${lang}: the item builder`, async () => {
      // Its own context: the clipboard permission stays with it.
      const page = await site.open(`/${lang}/tools/item/?base=longsword&potency=2&striking=striking&property=flaming`, PHONE);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.url('/')).origin });
      await startCalculator(page);
      const main = page.locator('.tool-name--main');
      await main.scrollIntoViewIfNeeded();
      const name = main.locator('.tool-name__text');
      const next = page.locator('.tool-names + *');
      const before = { name: await box(name), next: await box(next), lines: await lineTexts(name) };
      await main.locator('button').click();
      const status = main.locator('.tool-copy__status');
      await expect.poll(() => status.textContent()).not.toBe('');
      expect(await box(name)).toEqual(before.name);
      expect(await box(next)).toEqual(before.next);
      // The message clears itself.
      await expect.poll(() => status.textContent()).toBe('');
      if (lang === 'ja') {
        expect(before.lines.join('')).toBe('＋2ストライキング・フレイミング・ロングソード');
        for (const line of before.lines) {
          expect(line.startsWith('・'), line).toBe(false);
          expect(line.endsWith('＋'), line).toBe(false);
        }
      }
    });

    it(`${lang}: the level calculator's names and sticky summary`, async () => {
      const page = await site.visit(`/${lang}/tools/level/?potency=1&striking=striking&to-potency=2&to-striking=greater-striking`, PHONE);
      await startCalculator(page);
      for (const text of [
        page.locator('.tool-name--main .tool-name__text'),
        page.locator('.tool-summary'),
        page.locator('.tool-name:not(.tool-name--main) .tool-name__text'),
      ]) {
        await text.scrollIntoViewIfNeeded();
        for (const line of await lineTexts(text)) {
          expect(line.startsWith('・'), line).toBe(false);
          expect(line.endsWith('＋'), line).toBe(false);
        }
      }
    });
  }
});

describe('6. every sort key of the rune index is on screen or visibly scrolls at 390 px', () => {
  for (const lang of LANGS) {
    it(`${lang}: Level and Price are whole on the first screen; the strip shows it scrolls`, async () => {
      const page = await openIndex(lang);
      for (const key of ['level', 'price']) {
        const b = await box(page.locator(`rune-index th[data-sort-key="${key}"] button`));
        expect(b.left, key).toBeGreaterThanOrEqual(0);
        expect(b.right, key).toBeLessThanOrEqual(PHONE.width);
        expect(b.bottom, key).toBeLessThan(PHONE.height);
      }
      const strip = page.locator('rune-index thead tr');
      const sizes = await strip.evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
        background: getComputedStyle(el).backgroundImage,
      }));
      if (sizes.scroll > sizes.client) expect(sizes.background).toContain('radial-gradient');
    });
  }
});

describe('7. the calculators: no "needs JavaScript" flash, the first field on the first screen', () => {
  for (const lang of LANGS) {
    it(`${lang}: while the scripts are on their way the note stays hidden; once they run it is gone, and the form starts when turned to`, async () => {
      // Its own page: the route holding the scripts back stays with it.
      const page = await site.open(`/${lang}/`, PHONE);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      // The page's modules wait; the calculator's early mark (tool-early, a render-blocking classic script in <head>,
      // like a stylesheet) does not. Astro's runtime (with the client:use directive) is deferred, so it runs after the
      // modules before it in the page: it waits with them.
      await page.route(/\/_astro\/(?!island-runtime|tool-early)[^/]+\.js(\?|$)/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(site.url(`/${lang}/tools/item/`), { waitUntil: 'commit' });
      const note = page.locator('.tool-static');
      await note.waitFor({ state: 'attached' });
      // Let the page paint with its scripts still held back.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.locator('astro-island[ssr]').count()).toBe(1);
      expect(await page.locator('.tool').isVisible()).toBe(true);
      // The note shows by an animation that waits seconds: set its clock rather than race it (a busy machine may
      // take that long to get here). Hidden from the start to just before the delay, shown after it.
      const delayMs = await note.evaluate((el) => parseFloat(getComputedStyle(el).animationDelay) * 1000);
      expect(delayMs).toBeGreaterThanOrEqual(3000);
      const shownAt = (ms: number) =>
        note.evaluate((el, t) => {
          for (const animation of el.getAnimations()) {
            animation.pause();
            animation.currentTime = t;
          }
          return getComputedStyle(el).visibility === 'visible';
        }, ms);
      expect(await note.evaluate((el) => el.getAnimations().length)).toBe(1);
      expect(await shownAt(0)).toBe(false);
      expect(await shownAt(delayMs - 50)).toBe(false);
      expect(await shownAt(delayMs + 50)).toBe(true);
      await shownAt(0);
      expect(await note.isVisible()).toBe(false);
      release();
      // The directive has run, so scripts run: the note is out of the layout for good, the island still the server's.
      await page.locator('astro-island[data-on-use]').waitFor({ state: 'attached' });
      expect(await note.evaluate((el) => getComputedStyle(el).display)).toBe('none');
      expect(await page.locator('astro-island[ssr]').count()).toBe(1);
      await startCalculator(page);
      expect(await page.locator('.tool').isVisible()).toBe(true);
      expect(await note.isVisible()).toBe(false);
    });

    for (const tool of ['item', 'level', 'transfer', 'planner']) {
      it(`${lang}: /${lang}/tools/${tool}/ has its first field above the sticky summary on the first screen`, async () => {
        const page = await site.visit(`/${lang}/tools/${tool}/`, PHONE);
        await startCalculator(page);
        const field = await box(page.locator('.tool :is(select, input)').first());
        const summary = await box(page.locator('.tool-summary'));
        expect(field.bottom).toBeLessThan(summary.top);
        expect(field.bottom).toBeLessThan(PHONE.height);
        // How it works is one tap away.
        expect(await page.locator('details.tool-about summary').isVisible()).toBe(true);
      });
    }
  }
});

describe('8. the rune index on a desktop (1280 × 800)', () => {
  for (const lang of LANGS) {
    it(`${lang}: a whole rune row on the first screen, no column clipped, before and after a filter`, async () => {
      const page = await openIndex(lang, DESKTOP);
      const row = await box(page.locator('rune-index tbody tr').first());
      expect(row.bottom).toBeLessThanOrEqual(DESKTOP.height);
      const table = await page.locator('rune-index .table-scroll').evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(table.scroll).toBeLessThanOrEqual(table.client);
      await page.locator('rune-index select[name="target"]').selectOption('armor');
      await expect.poll(() => firstShownCard(page).getAttribute('data-target')).toBe('armor');
      expect((await box(firstShownCard(page))).bottom).toBeLessThanOrEqual(DESKTOP.height);
    });
  }
});

describe('10. leftovers: unusable filters of a link are named; a transfer link without item A; focusable wide tables', () => {
  for (const lang of LANGS) {
    it(`${lang}: the rune index names the filters of a link it could not use`, async () => {
      const page = await openIndex(lang, PHONE, '?target=nope&max=999&kind=property&trait=%3Cb%3E');
      const notice = page.locator('rune-index [data-link-notice]');
      await notice.waitFor({ state: 'visible' });
      const text = (await notice.textContent()) ?? '';
      // Each name in the language's quotation marks (the message runes.linkIgnoredParam): 「target」 / “target”.
      for (const key of ['target', 'max', 'trait']) expect(text).toContain(lang === 'ja' ? `「${key}」` : `“${key}”`);
      expect(text).not.toContain('kind');
      expect(text).not.toMatch(/nope|999|<b>/);
      const clean = await openIndex(lang, PHONE, '?target=armor');
      expect(await clean.locator('rune-index [data-link-notice]').isVisible()).toBe(false);
    });

    it(`${lang}: the transfer estimator names the runes it dropped, not a "from" the link never had`, async () => {
      const page = await site.visit(`/${lang}/tools/transfer/?rune=flaming&from-potency=2`, PHONE);
      await startCalculator(page);
      const problems = page.locator('.tool-problems');
      await expect.poll(() => problems.textContent()).toContain('from-potency');
      expect(await problems.textContent()).not.toMatch(/[「“]from[」”]/);
    });

    for (const path of ['rules/fundamental-runes/', 'rules/transferring/']) {
      it(`${lang}: /${lang}/${path}: a table that scrolls sideways can be reached by keyboard (axe)`, async () => {
        const page = await site.visit(`/${lang}/${path}`, PHONE);
        expect(await axeViolations(page, ['scrollable-region-focusable'])).toEqual([]);
        expect(await page.locator('section.table-scroll[tabindex="0"][aria-label]').count()).toBeGreaterThan(0);
      });
    }
  }
});
