// The next-level planner in Chromium, in both languages: typing a level-10 character's two items gives the steps the
// rules give, ABP takes the fundamental runes' steps away, a link restores the plan, a step opens the level calculator
// filled in, and on a phone with the keyboard up the item's part of the answer is in view.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { t } from '../../src/i18n';
import { formatPrice, type Locale } from '../../src/rules';
import { planUpgrades } from '../../src/rules/planner';
import { parseItemName } from '../../src/rules/read-name';
import { axeViolations } from '../support/axe';
import { connectChromium, newContext, startCalculator } from '../support/browser';

let browser: Browser;
let page: Page;
const siteUrl = inject('siteUrl');

beforeAll(async () => {
  browser = await connectChromium();
  page = await (await newContext(browser, { viewport: { width: 1024, height: 800 } })).newPage();
});
afterAll(async () => {
  await page?.context().close();
  await browser?.close();
});

const ITEMS = {
  ja: ['＋1ストライキング・ロングソード', '＋1リジリアント・チェイン・メイル'],
  en: ['+1 striking longsword', '+1 resilient chain mail'],
};
const plan = (lang: Locale, abp: boolean) => planUpgrades({ level: 10, abp, items: ITEMS[lang].map((name) => parseItemName(name).spec!) });
const linkOf = (lang: Locale, abp = false) =>
  `${lang}/tools/planner/?level=10${abp ? '&abp=1' : ''}&${ITEMS[lang].map((i) => `item=${encodeURIComponent(i)}`).join('&')}`;
const stepTexts = () => page.locator('.planner-step__what strong').allTextContents();

describe.each(['ja', 'en'] as const)('the planner (%s)', (lang) => {
  it('typing a level-10 character’s two items shows the steps the rules give, and the total', async () => {
    await page.goto(new URL(`${lang}/tools/planner/`, siteUrl).href);
    await startCalculator(page);
    await page.selectOption('#planner-level', '10');
    await page.locator('#planner-item-0').fill(ITEMS[lang][0]!);
    await page.getByRole('button', { name: t(lang, 'planner.addItem') }).click();
    await page.locator('#planner-item-1').fill(ITEMS[lang][1]!);
    const expected = plan(lang, false);
    expect(expected.steps.map((s) => s.rune)).toEqual(['weapon-potency-2', 'armor-potency-2']);
    await expect.poll(() => page.locator('.planner-step').count()).toBe(2);
    const total = page.locator('.tool-figures dt', { hasText: t(lang, 'planner.total') }).locator('xpath=following-sibling::dd[1]');
    expect(await total.textContent()).toBe(
      t(lang, 'planner.totalValue', { cost: formatPrice(expected.totalCp, lang), days: expected.totalDays }),
    );
    expect(new URL(page.url()).search).toBe(`?${linkOf(lang).split('?')[1]}`);
    // Beside each step, the other path: the finished item's full Price.
    const buy = page.locator('.planner-step dt', { hasText: t(lang, 'planner.buyPrice') }).locator('xpath=following-sibling::dd[1]');
    expect(await buy.allTextContents()).toEqual(expected.steps.map((s) => formatPrice(s.itemAfter.priceCp, lang)));
  });

  it('shows no plan while a typed name waits for the name reader, then the item’s step once it is read', async () => {
    const context = await newContext(browser, { viewport: { width: 1024, height: 800 } });
    const held = await context.newPage();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await held.route(/\/_astro\/name-reader\.[\w-]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await held.goto(new URL(`${lang}/tools/planner/`, siteUrl).href);
    await startCalculator(held);
    await held.selectOption('#planner-level', '10');
    const summary = () => held.locator('.tool-summary').textContent();
    // The engine is in: level 10 with no items has nothing to buy.
    await expect.poll(summary).toBe(t(lang, 'planner.summaryNone', { level: 10 }));
    await held.locator('#planner-item-0').fill(ITEMS[lang][0]!);
    // Without the reader the sword is not read yet: no "nothing to buy", no plan, only that it is being worked out.
    await expect.poll(summary).toBe(t(lang, 'planner.loading'));
    expect(await held.locator('.planner-step').count()).toBe(0);
    release();
    await expect.poll(() => held.locator('.planner-step').count()).toBe(1);
    await context.close();
  });

  it('with ABP on, no step touches potency, striking or resilient, and the runes taken away are listed with their worth', async () => {
    await page.goto(new URL(linkOf(lang), siteUrl).href);
    await expect.poll(() => page.locator('.planner-step').count()).toBe(2);
    await page.locator('#planner-abp').check();
    await expect.poll(() => page.locator('.planner-step').count()).toBe(0);
    expect(await page.locator('.planner-removed li').count()).toBe(4);
    expect(await page.locator('.planner-abp').textContent()).toContain(formatPrice(plan(lang, true).abp!.removedCp, lang));
    expect(new URL(page.url()).searchParams.get('abp')).toBe('1');
  });

  it('a link restores the plan: level, ABP and both items', async () => {
    await page.goto(new URL(linkOf(lang, true), siteUrl).href);
    await page.locator('.planner-abp').waitFor();
    expect(await page.locator('#planner-level').inputValue()).toBe('10');
    expect(await page.locator('#planner-abp').isChecked()).toBe(true);
    expect(await page.locator('#planner-item-1').inputValue()).toBe(ITEMS[lang][1]);
    expect(await stepTexts()).toEqual([]);
  });

  it('a step’s link opens the level calculator with that step filled in', async () => {
    await page.goto(new URL(linkOf(lang), siteUrl).href);
    await page.locator('.planner-open').first().click();
    await page.waitForURL(/\/tools\/level\//);
    await startCalculator(page);
    const cost = page
      .locator('.tool dt', { hasText: t(lang, 'level.totalCost') })
      .first()
      .locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => cost.textContent()).toBe(formatPrice(plan(lang, false).steps[0]!.costCp, lang));
    expect(await page.locator('#level-target-potency').inputValue()).toBe('2');
  });

  it('has no accessibility violations with a plan shown', async () => {
    await page.goto(new URL(linkOf(lang, true), siteUrl).href);
    await page.locator('.planner-abp').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('on a 360 px phone nothing runs off the side, and with the keyboard up the item’s part of the answer is in view', async () => {
    const phone = await (await newContext(browser, { viewport: { width: 360, height: 420 }, hasTouch: true, isMobile: true })).newPage();
    try {
      await phone.goto(new URL(linkOf(lang), siteUrl).href);
      await phone.locator('.planner-step').first().waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await phone.locator('#planner-item-1').tap();
      const answer = phone.locator('#planner-item-1-reading .planner-item-answer');
      const mailSteps = plan(lang, false).steps.filter((s) => s.itemIndex === 1);
      expect(await answer.textContent()).toBe(
        t(lang, 'planner.itemSteps', {
          count: mailSteps.length,
          cost: formatPrice(
            mailSteps.reduce((sum, s) => sum + s.costCp, 0),
            lang,
          ),
        }),
      );
      const box = await answer.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(420);
    } finally {
      await phone.context().close();
    }
  });
});
