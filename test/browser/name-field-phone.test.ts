// A name field on a phone with the keyboard up (a 390 × 420 window): what the reader read and its notes are in view,
// above the answer bar, in both languages and every calculator; the builder's "share this" is on the page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectChromium, newContext } from '../support/browser';

let browser: Browser;
let page: Page;
const siteUrl = inject('siteUrl');

beforeAll(async () => {
  browser = await connectChromium();
  page = await (await newContext(browser, { viewport: { width: 390, height: 420 }, hasTouch: true, isMobile: true })).newPage();
});
afterAll(async () => {
  await page?.context().close();
  await browser?.close();
});

const NAMES = {
  ja: '＋2グレーター・ストライキング・フレイミング・こーるどあいあん・ロングソード',
  en: '+2 greater striking flaming cold iron longsword',
} as const;

describe('with the keyboard up (390 × 420)', () => {
  for (const lang of ['ja', 'en'] as const) {
    for (const [tool, field] of [
      ['item', 'builder-name'],
      ['level', 'level-target-name'],
      ['transfer', 'transfer-to-name'],
    ] as const) {
      it(`${lang} ${tool}: the field, its reading and the grade note are in view above the answer bar`, async () => {
        await page.goto(new URL(`${lang}/tools/${tool}/`, siteUrl).href);
        await page.locator(`#${field}`).tap();
        await page.keyboard.insertText(NAMES[lang]);
        const reading = page.locator(`#${field}-reading[data-state="read"]`);
        await reading.locator('.tool-grade-choice').waitFor();
        const box = await page.evaluate((id) => {
          const rect = (el: Element | null) => el?.getBoundingClientRect();
          const bar = rect(document.querySelector('.tool-summary'));
          return {
            field: rect(document.getElementById(id)),
            reading: rect(document.getElementById(`${id}-reading`)),
            barTop: bar?.top ?? innerHeight,
          };
        }, field);
        expect(box.field!.top).toBeGreaterThanOrEqual(0);
        expect(box.reading!.bottom).toBeLessThanOrEqual(Math.min(box.barTop, 420));
      });
    }
  }

  it('a swap chosen, then item B’s name typed before the names have loaded: the swap stays, with B’s runes as quick picks', async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const own = await context.newPage();
    await own.goto(new URL('en/tools/transfer/', siteUrl).href);
    await own.locator('#transfer-action-swap').tap();
    await own.locator('#transfer-swap').waitFor();
    await own.locator('#transfer-to-name').tap();
    await own.keyboard.insertText('+1 striking frost warhammer');
    await own.locator('#transfer-to-name-reading[data-state="read"]').waitFor();
    await expect.poll(() => own.locator('#transfer-to-base').inputValue()).toBe('warhammer');
    expect(await own.locator('#transfer-action-swap').isChecked()).toBe(true);
    await own.locator('#transfer-pick-y-frost').check();
    expect(await own.locator('#transfer-swap').inputValue()).toBe('frost');
    await context.close();
  });

  it('the builder shows a "share this" button that copies the page’s link', async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(siteUrl).origin });
    const own = await context.newPage();
    await own.goto(new URL('en/tools/item/?base=dagger&potency=1', siteUrl).href);
    const share = own.getByRole('button', { name: 'Share this item (copy link)' });
    await share.click();
    await expect.poll(() => own.evaluate(() => navigator.clipboard.readText())).toContain('base=dagger');
    await context.close();
  });
});
