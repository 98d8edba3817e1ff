import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { booksWithRunes, CORE_BOOK } from '../../src/lib/rune-sources';
import { RUNES } from '../../src/rules';
import { useBuiltSite } from '../support/site-session';

const site = useBuiltSite();
const books = booksWithRunes(RUNES);
const core = books.find(({ book }) => book === CORE_BOOK)!;
// A book other than GM Core when the data has one (then the filter hides GM Core's runes); GM Core otherwise.
const chosen = books.find(({ book }) => book !== CORE_BOOK) ?? core;

const visibleBooks = (page: Page) =>
  page.locator('rune-index tbody tr:not([hidden])').evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.book));

/**
 * The layout shift the page has had so far (the Layout Instability API, as Lighthouse counts it): the
 * buffered entries, read once two frames have passed (a shift is reported with the frame it happened in).
 */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
        let total = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as Shift[]) if (!entry.hadRecentInput) total += entry.value;
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            add(observer.takeRecords());
            observer.disconnect();
            resolve(total);
          }),
        );
      }),
  );

describe('the source-book filter of the rune index', () => {
  it('filters by the chosen book, keeps it in the URL and shows it again after a reload', async () => {
    const page = await site.visit('/en/runes/');
    const select = page.getByRole('combobox', { name: 'Source book' });
    // Options come from the data: "All books" and each book that has runes.
    expect(await select.locator('option').count()).toBe(books.length + 1);
    await select.selectOption(chosen.book);
    await expect.poll(() => page.url()).toContain(`book=${chosen.book}`);
    const shown = await visibleBooks(page);
    expect(shown).toHaveLength(chosen.count);
    expect(new Set(shown)).toEqual(new Set([chosen.book]));
    expect(await page.getByRole('status').filter({ hasText: 'runes' }).textContent()).toBe(`${chosen.count} of ${RUNES.length} runes`);

    await page.reload();
    expect(await page.getByRole('combobox', { name: 'Source book' }).inputValue()).toBe(chosen.book);
    expect(await visibleBooks(page)).toEqual(shown);
  });

  it('"GM Core only" is one tap, says it is pressed, survives a reload and the language switch, and a second tap undoes it', async () => {
    const page = await site.visit('/ja/runes/');
    const coreOnly = page.getByRole('button', { name: 'GM Coreのみ' });
    expect(await coreOnly.getAttribute('aria-pressed')).toBe('false');
    await coreOnly.click();
    await expect.poll(() => page.url()).toMatch(/\?book=gm-core$/);
    expect(await coreOnly.getAttribute('aria-pressed')).toBe('true');
    const shown = await visibleBooks(page);
    expect(shown).toHaveLength(core.count);
    expect(new Set(shown)).toEqual(new Set([CORE_BOOK]));

    await page.reload();
    expect(await page.getByRole('button', { name: 'GM Coreのみ' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('combobox', { name: '出典の書籍' }).inputValue()).toBe(CORE_BOOK);

    await page.getByRole('link', { name: 'This page in English' }).click();
    await page.waitForURL(/\/en\/runes\/\?book=gm-core$/);
    const en = page.getByRole('button', { name: 'GM Core only' });
    expect(await en.getAttribute('aria-pressed')).toBe('true');
    await en.click();
    await expect.poll(() => page.url()).toMatch(/\/en\/runes\/$/);
    expect(await visibleBooks(page)).toHaveLength(RUNES.length);
  });

  it("shows each rune's source in the page's language", async () => {
    const rune = RUNES.find((r) => r.source.book === CORE_BOOK && r.source.page !== null)!;
    for (const [lang, page] of [
      ['ja', `GM Core ${rune.source.page}ページ`],
      ['en', `GM Core p. ${rune.source.page}`],
    ] as const) {
      const view = await site.visit(`/${lang}/runes/`);
      const cell = view.locator('tbody tr', { has: view.locator(`a[href$="/runes/${rune.slug}/"]`) }).locator('[data-col="source"]');
      expect((await cell.textContent())?.replace(/\s+/g, ' ').trim()).toBe(page);
    }
  });

  it('on a phone, loads without moving the rune list (the controls appear in the place kept for them)', async () => {
    const page = await site.open('/ja/runes/', { width: 390, height: 800 });
    await page.locator('rune-index[data-ready]').waitFor();
    expect(await layoutShift(page)).toBeLessThan(0.01);
    // The ※ mark next to a name the site wrote is no second link crowding the rune's own link.
    expect(await page.locator('rune-index tbody th a.own-name').count()).toBe(0);
  });

  it('without JavaScript lists every rune, explains the missing filters and shows no dead controls', async () => {
    const page = await site.visit('/en/runes/', { javaScriptEnabled: false });
    expect(await page.locator('rune-index tbody tr:visible').count()).toBe(RUNES.length);
    expect(await page.getByText('Sorting and filtering need JavaScript.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'GM Core only' }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Source book' }).count()).toBe(0);
    expect(await page.getByText('Mythic runes (War of Immortals) are listed with their level and Price').isVisible()).toBe(true);
  });
});
