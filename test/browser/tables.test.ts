import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadPage } from '../support/dist';
import { useBuiltSite } from '../support/site-session';
import { axeViolations } from '../support/axe';
import { TOOLS } from '../../src/tools/registry';

// Reference tables on a phone and a desktop: the rune index and glossary layouts, line breaks,
// sort state, sticky first columns of chapter tables, and the activation blocks of rune pages.
const site = useBuiltSite();

/**
 * Runs in the page: every place where a rendered line of a text node starts, when that start is
 * not between two words. Line starts are read from the boxes of each character (Range.getClientRects);
 * word boundaries from Intl.Segmenter in the text's language, made stricter for Japanese, where the
 * segmenter splits unknown katakana words (基本|ルー|ン): a line may never start inside a run of
 * katakana, inside a run of Latin letters or digits, or between ＋ and its number.
 */
function midWordBreaks(selector: string): string[] {
  const KATAKANA = /[\u30A1-\u30FA\u30FC-\u30FF\uFF66-\uFF9F]/;
  const ALNUM = /[A-Za-z0-9\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]/;
  const found: string[] = [];
  const segmenters = new Map<string, Intl.Segmenter>();
  const boundaries = (text: string, lang: string) => {
    if (!segmenters.has(lang)) segmenters.set(lang, new Intl.Segmenter(lang, { granularity: 'word' }));
    return new Set([...segmenters.get(lang)!.segment(text)].map((s) => s.index));
  };
  const range = document.createRange();
  for (const root of document.querySelectorAll(selector)) {
    if ((root as HTMLElement).offsetParent === null && getComputedStyle(root).position !== 'fixed') continue;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data;
      if (text.trim().length < 2) continue;
      // A text node drawn in one box sits on one line and has no line start to check (most cells): only a node
      // that wraps is read character by character.
      range.selectNodeContents(node);
      if (range.getClientRects().length <= 1) continue;
      const lang = node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? 'en';
      let words: Set<number> | null = null;
      let last: DOMRect | null = null;
      for (let i = 0; i < text.length; i++) {
        if (/\s/.test(text[i]!)) continue;
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rects = range.getClientRects();
        if (rects.length === 0) continue;
        const box = rects[rects.length - 1]!;
        // A new line: lower down and back to the left (character boxes may overlap between lines).
        const newLine = last !== null && box.top > last.top + 1 && box.left < last.right - 1;
        if (newLine && i > 0 && !/\s/.test(text[i - 1]!)) {
          words ??= boundaries(text, lang);
          const before = text[i - 1]!;
          const after = text[i]!;
          const ok =
            words.has(i) &&
            !(KATAKANA.test(before) && KATAKANA.test(after)) &&
            !(ALNUM.test(before) && ALNUM.test(after)) &&
            !(/[＋+]/.test(before) && /[0-9０-９]/.test(after));
          if (!ok) found.push(`${text.slice(0, i)}/${text.slice(i)}`.trim());
        }
        last = box;
      }
    }
  }
  return found;
}

async function open(path: string, width: number, height = 800): Promise<Page> {
  const page = await site.visit(path, { width, height });
  await page.waitForLoadState('load');
  return page;
}

describe('the word-break check itself', () => {
  it('finds a word split by overflow-wrap:anywhere in both languages, and accepts a normal wrap', async () => {
    const page = await open('/en/', 360);
    const found = await page.evaluate(
      ({ fn }) => {
        const check = new Function(`return (${fn})`)() as (selector: string) => string[];
        document.body.insertAdjacentHTML(
          'beforeend',
          '<div id="probe"><p lang="en">fundamental rune</p><p lang="ja">基本ルーン、アンコモン、エレクトリシティ</p><p id="ok" lang="en">a b c d e f g h</p></div>',
        );
        // Styled through the CSSOM: the pages' Content Security Policy drops a style="" attribute.
        const probe = document.getElementById('probe')!;
        probe.style.width = '3em';
        probe.style.overflowWrap = 'anywhere';
        return { bad: check('#probe p:not(#ok)'), ok: check('#ok') };
      },
      { fn: midWordBreaks.toString() },
    );
    const inside = (word: string) =>
      found.bad.some(
        (line) =>
          line.replace('/', '').includes(word) &&
          !line.includes(`/${word}`) &&
          !line.includes(`${word}/`) &&
          new RegExp(`${[...word].join('/?')}`).test(line) &&
          line.split('/')[0]!.length > 0,
      );
    expect(found.bad).not.toEqual([]);
    expect(inside('fundamental')).toBe(true);
    expect(found.bad.some((line) => /[\u30A1-\u30FC]\/[\u30A1-\u30FC]/.test(line))).toBe(true);
    expect(found.ok).toEqual([]);
  });
});

describe('the rune index on a phone', () => {
  for (const lang of ['ja', 'en'] as const) {
    it(`${lang}: shows both names, the level, the Price and the effect of the first row in the first screen at 360 × 800 px without sideways scrolling`, async () => {
      const page = await open(`/${lang}/runes/`, 360);
      const [width, height] = await page.evaluate(() => [window.innerWidth, window.innerHeight]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const row = page.locator('rune-index tbody tr').first();
      const parts = {
        name: row.locator('[data-col="name"] a'),
        other: row.locator('[data-col="name"] .other-lang'),
        level: row.locator('[data-col="level"]'),
        price: row.locator('[data-col="price"]'),
        effect: row.locator('[data-col="effect"]'),
      };
      for (const [part, locator] of Object.entries(parts)) {
        const box = await locator.boundingBox();
        expect(box, part).not.toBeNull();
        expect(box!.x, part).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, part).toBeLessThanOrEqual(width);
        expect(box!.width, part).toBeGreaterThan(0);
        // At the table, the answer is in the first screen: the first card sits above the fold of a 360 × 800 phone.
        expect(box!.y + box!.height, `${part} is in the first screen`).toBeLessThanOrEqual(height);
      }
      expect((await parts.level.textContent())?.trim()).toMatch(/^\d+$/);
      expect(await parts.price.textContent()).toMatch(/\d gp$/);
      expect((await parts.effect.textContent())?.trim().length).toBeGreaterThan(4);
    });
  }

  it('explains the ※ mark with a visible legend line, and marks the site-written names in the index', async () => {
    const page = await open('/ja/runes/', 390);
    const legend = page.locator('#own-name-legend');
    expect(await legend.isVisible()).toBe(true);
    expect(await legend.textContent()).toContain('※');
    expect(await legend.textContent()).toContain('独自');
    const animated = page.locator('tbody tr', { has: page.locator('a[href$="/runes/animated/"]') });
    expect(await animated.locator('.own-name').count()).toBe(1);
    const striking = page.locator('tbody tr', { has: page.locator('a[href$="/runes/striking/"]') });
    expect(await striking.locator('.own-name').count()).toBe(0);
    const en = await open('/en/runes/', 390);
    expect(await en.locator('#own-name-legend').isVisible()).toBe(true);
    expect(
      await en
        .locator('tbody tr', { has: en.locator('a[href$="/runes/animated/"]') })
        .locator('.other-lang .own-name')
        .count(),
    ).toBe(1);
  });
});

describe('no word broken inside in the rune index and the glossary', () => {
  const selector =
    '.rune-table thead th, .rune-table tbody th, .rune-table tbody td, .glossary thead th, .glossary tbody th, .glossary tbody td';
  for (const width of [360, 390, 1280, 1440]) {
    for (const path of ['/ja/runes/', '/en/runes/', '/ja/glossary/', '/en/glossary/']) {
      it(`${path} at ${width} px`, async () => {
        const page = await open(path, width);
        const broken = await page.evaluate(({ fn, sel }) => (new Function(`return (${fn})`)() as (s: string) => string[])(sel), {
          fn: midWordBreaks.toString(),
          sel: selector,
        });
        expect(broken.slice(0, 10)).toEqual([]);
      });
    }
  }
});

describe("no word broken inside in the calculators' tables", () => {
  // The level calculator's default plan (＋1ウェポン・ポテンシィ → ＋2ウェポン・ポテンシィ) and the item builder's price rows.
  const selector = '.tool-plan tbody th, .tool-breakdown tbody th';
  for (const width of [360, 1280]) {
    for (const path of ['/ja/tools/level/', '/ja/tools/item/?base=longsword&potency=2&striking=greater-striking&property=flaming,frost']) {
      it(`${path} at ${width} px`, async () => {
        const page = await open(path, width);
        expect(await page.locator(selector).count()).toBeGreaterThan(0);
        const broken = await page.evaluate(({ fn, sel }) => (new Function(`return (${fn})`)() as (s: string) => string[])(sel), {
          fn: midWordBreaks.toString(),
          sel: selector,
        });
        expect(broken.slice(0, 10)).toEqual([]);
      });
    }
  }
});

describe("no word broken inside in the calculators' notes without JavaScript", () => {
  // Each note ends in the title of the chapter with the same rules (基本ルーン, アイテム・レベル、バルク、稀少度), linked.
  for (const width of [360, 390]) {
    it(`/ja/tools/*/ at ${width} px`, async () => {
      const broken: string[] = [];
      for (const tool of TOOLS) {
        const page = await site.visit(`/ja/tools/${tool.slug}/`, { width, height: 800, javaScriptEnabled: false });
        await expect.poll(() => page.locator('.tool-static').isVisible()).toBe(true);
        const found = await page.evaluate(({ fn, sel }) => (new Function(`return (${fn})`)() as (s: string) => string[])(sel), {
          fn: midWordBreaks.toString(),
          sel: '.tool-static',
        });
        broken.push(...found.map((f) => `${tool.slug}: ${f}`));
      }
      expect(broken).toEqual([]);
    });
  }
});

describe('the glossary on a phone', () => {
  it('is compact: stacked rows no wider than the screen, each entry a few lines', async () => {
    for (const lang of ['ja', 'en'] as const) {
      const page = await open(`/${lang}/glossary/`, 390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const rows = await page.locator('[data-glossary-row]').count();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      // Before the change a phone needed ~22,900 px (ja) and ~40,900 px (en): now at most ~70 px an entry.
      expect(height / rows, lang).toBeLessThan(75);
      // No column is squeezed: the term and its other-language name each get the width their text needs
      // (up to the row's width), so a short word such as "acid" may be narrow but never wraps for lack of room.
      const squeezed = await page.locator('[data-glossary-row]').evaluateAll((rows) =>
        rows.slice(0, 40).flatMap((row) =>
          ['term', 'other'].flatMap((col) => {
            const cell = row.querySelector<HTMLElement>(`[data-col="${col}"]`);
            if (!cell) return [`${row.textContent?.trim().slice(0, 20)}: no ${col}`];
            // The width of the visible text on one line (screen-reader-only notes have no visible width).
            let textWidth = 0;
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (node.parentElement?.closest('.visually-hidden')) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of range.getClientRects()) textWidth += rect.width;
            }
            const room = row.getBoundingClientRect().width;
            const width = cell.getBoundingClientRect().width;
            return width + 1 >= Math.min(textWidth, room * 0.45) ? [] : [`${cell.textContent?.trim()}: ${Math.round(width)} px`];
          }),
        ),
      );
      expect(squeezed).toEqual([]);
    }
  });
});

describe('sortable headings', () => {
  it('show an arrow for their state, set aria-sort, and are not drawn struck through or underlined', async () => {
    const page = await open('/en/runes/', 1280);
    const headers = page.locator('rune-index thead th[data-sort-key]');
    expect(await headers.count()).toBe(7);
    expect(await page.locator('rune-index thead th[aria-sort]').count()).toBe(0);
    const arrow = (key: string) =>
      page.locator(`th[data-sort-key="${key}"] .sort-arrow`).evaluate((el) => getComputedStyle(el, '::after').content);
    const decoration = await page
      .locator('th[data-sort-key="price"] button')
      .evaluate((el) => `${getComputedStyle(el).textDecorationLine} ${getComputedStyle(el.parentElement!).textDecorationLine}`);
    expect(decoration).toBe('none none');
    expect(await arrow('price')).toContain('↕');

    const price = page.getByRole('button', { name: 'Sort by Price' });
    await price.click();
    expect(await page.locator('th[data-sort-key="price"]').getAttribute('aria-sort')).toBe('ascending');
    expect(await arrow('price')).toContain('▲');
    expect(await arrow('level')).toContain('↕');
    await price.click();
    expect(await page.locator('th[data-sort-key="price"]').getAttribute('aria-sort')).toBe('descending');
    expect(await arrow('price')).toContain('▼');
    expect(await page.locator('th[aria-sort]').count()).toBe(1);
  });

  it('stay reachable on a phone, where the rows are cards', async () => {
    const page = await open('/ja/runes/', 360);
    const level = page.getByRole('button', { name: 'レベルで並べ替え' });
    expect(await level.isVisible()).toBe(true);
    await level.click();
    expect(await page.locator('th[data-sort-key="level"]').getAttribute('aria-sort')).toBe('ascending');
  });
});

describe('the rune index without JavaScript', () => {
  it('promises no sorting or filtering until <rune-index> has upgraded: it says they need JavaScript instead', async () => {
    for (const lang of ['ja', 'en'] as const) {
      // The HTML holds the controls (so nothing moves when the script shows them), hidden until the element is
      // ready; without scripting the only word about sorting or filtering is the note that they need JavaScript.
      const document = loadPage(`/${lang}/runes/`);
      expect(document.querySelector('rune-index')?.hasAttribute('data-ready')).toBe(false);
      const page = await site.visit(`/${lang}/runes/`, { javaScriptEnabled: false });
      const visibleText = await page
        .locator('main p:visible, main h1:visible, main summary:visible, main button:visible')
        .allTextContents();
      const promising = visibleText.filter((text) => /並べ替え|絞り込|[Ss]ort|[Ff]ilter/.test(text));
      expect(promising, lang).toHaveLength(1);
      expect(promising[0], lang).toMatch(/JavaScript/);
      expect(await page.locator('[data-enhanced]').isVisible()).toBe(false);
      expect(await page.locator('.rune-filters').isVisible()).toBe(false);
    }
  });

  it('says what works once the element is active', async () => {
    const page = await open('/en/runes/', 1280);
    expect(await page.locator('[data-enhanced]').isVisible()).toBe(true);
    expect(await page.locator('[data-enhanced]').textContent()).toMatch(/Sort/);
  });
});

describe('wide chapter tables', () => {
  for (const lang of ['ja', 'en'] as const) {
    it(`${lang}: the extra-days table in Transferring keeps its first column in view and shows that it scrolls`, async () => {
      const page = await open(`/${lang}/rules/transferring/`, 360);
      const wrapper = page.locator('.table-scroll:has([data-table="income"])');
      const sizes = await wrapper.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(sizes.scroll).toBeGreaterThan(sizes.client);
      expect(await wrapper.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('radial-gradient');
      const firstCell = wrapper.locator('tbody tr').first().locator('th').first();
      const lastCell = wrapper.locator('tbody tr').first().locator('td').last();
      const before = { first: (await firstCell.boundingBox())!.x, last: (await lastCell.boundingBox())!.x };
      await wrapper.evaluate((el) => el.scrollBy({ left: 150, behavior: 'instant' }));
      await page.waitForFunction((sel) => document.querySelector(sel)!.scrollLeft > 0, '.table-scroll:has([data-table="income"])');
      const after = { first: (await firstCell.boundingBox())!.x, last: (await lastCell.boundingBox())!.x };
      expect(after.first).toBeCloseTo(before.first, 0);
      expect(after.last).toBeLessThan(before.last - 50);
      const header = wrapper.locator('thead th').first();
      expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    });
  }

  it('the DC, formula and fundamental runes tables have a sticky first column too', async () => {
    for (const [path, table] of [
      ['/en/rules/etching/', 'dc'],
      ['/en/rules/formulas/', 'formula'],
      ['/en/rules/overview/', 'fundamental'],
    ] as const) {
      const page = await open(path, 360);
      const cell = page.locator(`[data-table="${table}"] tbody tr`).first().locator(':scope > *').first();
      expect(await cell.evaluate((el) => getComputedStyle(el).position), table).toBe('sticky');
    }
  });
});

describe('activation blocks on rune pages', () => {
  const parts = (page: Page) =>
    page
      .locator('.activation')
      .first()
      .evaluate((block) => ({
        head: block.querySelector('.activation__head')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
        glyphHidden: block.querySelector('.activation__glyph')?.getAttribute('aria-hidden'),
        traits: [...block.querySelectorAll('.activation__traits li')].map((li) => li.textContent?.trim()),
        parts: Object.fromEntries(
          [...block.querySelectorAll('[data-part]')].map((div) => [
            (div as HTMLElement).dataset.part,
            `${div.querySelector('dt')?.textContent?.trim()}|${div.querySelector('dd')?.textContent?.trim()}`,
          ]),
        ),
      }));

  it('animated (ja): 2 actions, traits, effect with the numbers from the data', async () => {
    const page = await open('/ja/runes/animated/', 390);
    const block = await parts(page);
    expect(block.head).toContain('起動');
    expect(block.head).toContain('◆◆');
    expect(block.head).toContain('2アクション');
    expect(block.glyphHidden).toBe('true');
    expect(block.traits).toEqual(['精神集中', '操作']);
    expect(block.parts.effect).toMatch(/^効果\|.*40フィート.*DC6/);
    expect(await page.locator('.activation').isVisible()).toBe(true);
  });

  it('vorpal (en): a reaction with its traits, trigger and effect', async () => {
    const page = await open('/en/runes/vorpal/', 1280);
    const block = await parts(page);
    expect(block.head).toMatch(/^Activate ↩ ?reaction$/);
    expect(block.traits).toEqual(['concentrate', 'death', 'incapacitation']);
    expect(block.parts.trigger).toMatch(/^Trigger\|.*natural 20/);
    expect(block.parts.effect).toMatch(/^Effect\|.*DC 37 Fortitude/);
  });

  it('invisibility and spell reservoir: frequency, requirements, two blocks', async () => {
    const invisibility = await parts(await open('/en/runes/greater-invisibility/', 390));
    expect(invisibility.parts.frequency).toBe('Frequency|three times per day');
    const page = await open('/ja/runes/spell-reservoir/', 390);
    expect(await page.locator('.activation').count()).toBe(2);
    const block = await parts(page);
    expect(block.parts.requirements).toMatch(/^要件\|/);
    expect(block.parts.effect).toMatch(/DCは30/);
    const holy = await parts(await open('/ja/runes/holy/', 390));
    expect(holy.parts.frequency).toBe('頻度|1日1回');
    expect(holy.parts.trigger).toMatch(/^誘発\|/);
  });
});

describe('accessibility of the new layouts (a11y.test.ts covers the desktop width)', () => {
  for (const [path, width] of [
    ['/ja/runes/', 360],
    ['/ja/runes/animated/', 390],
    ['/en/runes/vorpal/', 1280],
    ['/en/runes/spell-reservoir/', 390],
  ] as const) {
    it(`axe finds no violations on ${path} at ${width} px`, async () => {
      const page = await open(path, width);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
