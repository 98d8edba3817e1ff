import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { useBuiltSite } from '../support/site-session';

// axe-core on every kind of content page (the calculators have their own checks in tools.test.ts),
// in both colour schemes because contrast differs, and the reflow check at 360 px.
const site = useBuiltSite();

const PAGES = [
  '/',
  '/404.html',
  ...['ja', 'en'].flatMap((lang) => [
    `/${lang}/`,
    `/${lang}/about/`,
    `/${lang}/rules/`,
    `/${lang}/rules/transferring/`,
    `/${lang}/runes/`,
    `/${lang}/runes/greater-flaming/`,
    `/${lang}/runes/minor-reinforcing/`,
    `/${lang}/glossary/`,
    `/${lang}/tools/`,
  ]),
];

describe('accessibility of the content pages', () => {
  for (const path of PAGES) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`axe finds no violations on ${path} (${colorScheme})`, async () => {
        const page = await site.open(path, { colorScheme });
        const result = await new AxeBuilder({ page }).analyze();
        expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }

    it(`fits a 360 px screen without sideways scrolling: ${path}`, async () => {
      const page = await site.open(path, { width: 360 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }

  it('the skip link is the first thing the keyboard reaches and it moves focus to the content', async () => {
    const page = await site.open('/en/runes/flaming/');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });
});
