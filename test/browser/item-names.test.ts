// The calculators driven by typed names, on a phone: the name field is first and on the first screen,
// the reader loads on its first focus (not before), and the transfer estimator estimates nothing for a rune the
// reader has not chosen from item A's runes.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBuiltSite } from '../support/site-session';
import { axeViolations } from '../support/axe';

const site = useBuiltSite();
/** For expect.poll: the value of a field that may not be rendered yet ('' until it is). */
const valueOf = (page: Page, selector: string) => () =>
  page
    .locator(selector)
    .inputValue()
    .catch(() => '');
const phone = { width: 390, height: 844 };
// The reader, every rune and the base items load on the first focus (or before a link is read): a shared, busy
// machine may take seconds.

describe('a typed name fills each calculator', () => {
  it('item builder (ja): kana as typed; the reader arrives on focus, not with the page', async () => {
    const page = await site.open('/ja/tools/item/', phone);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    const field = page.getByLabel('アイテム名', { exact: true });
    await field.waitFor();
    const box = await field.boundingBox();
    expect(box && box.y + box.height).toBeLessThan(phone.height);
    await page.waitForLoadState('networkidle');
    expect(requested.some((u) => /name-reader/.test(u))).toBe(false);
    await field.fill('＋２ぐれーたーすとらいきんぐ・ふれいみんぐ・うぉーはんまー');
    await expect.poll(valueOf(page, '#builder-base')).toBe('warhammer');
    expect(requested.some((u) => /name-reader/.test(u))).toBe(true);
    expect(await page.locator('#builder-potency').inputValue()).toBe('2');
    expect(await page.locator('#builder-striking').inputValue()).toBe('greater-striking');
    expect(await page.locator('#builder-property-1').inputValue()).toBe('flaming');
    await expect
      .poll(() => page.locator('#builder-name-reading').textContent())
      .toContain('読み取った語：＋2、グレーター・ストライキング、フレイミング、ウォーハンマー');
    expect(await page.locator('.tool-name--main').first().textContent()).toContain(
      '＋2グレーター・ストライキング・フレイミング・ウォーハンマー',
    );
  });

  it('item builder (en): a link from a character sheet opens with the item read (?item=)', async () => {
    const page = await site.visit(`/en/tools/item/?item=${encodeURIComponent('+1 Strikng Flaming Longsword of Doom')}`, phone);
    await expect.poll(valueOf(page, '#builder-property-1')).toBe('flaming');
    expect(await page.locator('#builder-striking').inputValue()).toBe('striking');
    const reading = (await page.locator('#builder-name-reading').textContent()) ?? '';
    expect(reading).toContain('“Strikng” read as Striking');
    expect(reading).toContain('Not read: “of”, “Doom”');
    expect(new URL(page.url()).search).toBe('?base=longsword&potency=1&striking=striking&property=flaming');
  });

  it('level calculator (en): both names are on the first screen, and give the plan', async () => {
    const page = await site.visit('/en/tools/level/', phone);
    const target = page.getByLabel('Target item’s name', { exact: true });
    await target.waitFor();
    const box = await target.boundingBox();
    expect(box && box.y + box.height).toBeLessThan(phone.height);
    await page.getByLabel('Item name', { exact: true }).fill('+1 striking warhammer');
    // The reader loads on the first focus, and the current item's reading renames the target (its field shows the
    // target's name until one types there): a player sees that before typing the target, so wait for it too, or
    // fill's select-all may lose to the new name and the typed text lands after it.
    await expect.poll(valueOf(page, '#level-current-base')).toBe('warhammer');
    await target.fill('+2 greater striking flaming warhammer');
    await expect.poll(valueOf(page, '#level-target-property-1')).toBe('flaming');
    expect(await page.locator('#level-target-striking').inputValue()).toBe('greater-striking');
    expect(await page.locator('#level-target-potency').inputValue()).toBe('2');
    expect(await target.inputValue()).toBe('+2 greater striking flaming warhammer');
  });
});

describe('old rune names in a calculator', () => {
  it('item builder (en): "+1 striking disrupting mace" reads as today’s vitalizing rune, with nothing guessed or left unread', async () => {
    const page = await site.visit('/en/tools/item/', phone);
    await page.getByLabel('Item name', { exact: true }).fill('+1 striking disrupting mace');
    await expect.poll(valueOf(page, '#builder-property-1')).toBe('vitalizing');
    expect(await page.locator('#builder-base').inputValue()).toBe('mace');
    expect(await page.locator('#builder-potency').inputValue()).toBe('1');
    expect(await page.locator('#builder-striking').inputValue()).toBe('striking');
    const reading = (await page.locator('#builder-name-reading').textContent()) ?? '';
    expect(reading).toContain('Read: +1, Striking, Vitalizing, Mace');
    expect(reading).not.toMatch(/Not read|read as/);
    expect(await page.locator('.tool-name--main').first().textContent()).toContain('+1 striking vitalizing mace');
  });
});

describe('transfer estimator: the rune to move is one of item A’s runes', () => {
  it('shows no figures for a rune nobody named, then moves flaming from a longsword to a warhammer in 3 inputs (ja)', async () => {
    const page = await site.visit('/ja/tools/transfer/', phone);
    const nameA = page.getByLabel('アイテムAの名前', { exact: true });
    await nameA.waitFor();
    // nothing chosen: no DC, no cost, in the result or the summary
    expect(await page.locator('.tool-result .tool-figures').count()).toBe(0);
    expect(await page.locator('.tool-summary').textContent()).not.toMatch(/^DC \d/);
    await nameA.fill('＋1ストライキング・フレイミング・ロングソード'); // input 1
    await page.getByRole('group', { name: '移すルーン（アイテムAのルーンから選ぶ）' }).getByLabel('フレイミング', { exact: true }).click(); // input 2
    await page.getByLabel('アイテムBの名前', { exact: true }).fill('＋1ストライキング・ウォーハンマー'); // input 3
    await expect.poll(() => page.locator('.tool-summary').textContent()).toMatch(/^DC \d+/);
    expect(await page.locator('#transfer-to-base').inputValue()).toBe('warhammer');
    expect(await page.locator('#transfer-rune').inputValue()).toBe('flaming');
  });

  it('an item A that no longer holds the chosen rune drops it and says so; no figure is left', async () => {
    const page = await site.visit('/en/tools/transfer/', phone);
    const nameA = page.getByLabel('Item A’s name', { exact: true });
    await nameA.fill('+1 striking flaming longsword');
    await page.getByLabel('Flaming', { exact: true }).click();
    await expect.poll(() => page.locator('.tool-result .tool-figures').count()).toBe(1);
    await nameA.fill('+1 resilient chain mail');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Item A does not hold Flaming');
    expect(await page.locator('.tool-result .tool-figures').count()).toBe(0);
    expect(await page.locator('.tool-summary').textContent()).not.toMatch(/^DC \d/);
    expect(await page.locator('#transfer-rune').inputValue()).toBe('');
  });
});

describe('accessibility with a name read', () => {
  for (const lang of ['ja', 'en'] as const) {
    it(`axe finds no violations with a reading, a guess and unread words under the field, within 360 px (${lang})`, async () => {
      const page = await site.visit(`/${lang}/tools/item/`, { width: 360, height: 800 });
      const field = page.locator('#builder-name');
      await field.fill(lang === 'ja' ? '＋1すとらいきんぐ・ふれいみんく・ろんぐそーど ほげ' : '+1 strikng flaming longsword of doom');
      await expect
        .poll(() => page.locator('#builder-name-reading').textContent())
        .toMatch(lang === 'ja' ? /読み取れなかった語/ : /Not read/);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }
});
