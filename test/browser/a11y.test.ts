import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, COLOUR_RULES } from '../support/axe';
import { useBuiltSite } from '../support/site-session';

// axe-core on every kind of content page (the calculators have their own checks in tools.test.ts), in both colour
// schemes because contrast differs, and the reflow check at 360 px. Each page is loaded once: the dark scheme and
// the narrow screen are the same page re-rendered (emulated media, a resized viewport), as a phone that turns to
// dark mode or a narrower window re-renders it.
const site = useBuiltSite();

const PAGES = [
  '/',
  '/404.html',
  ...['ja', 'en'].flatMap((lang) => [
    `/${lang}/`,
    `/${lang}/about/`,
    `/${lang}/rules/`,
    `/${lang}/rules/transferring/`,
    `/${lang}/rules/materials/`,
    `/${lang}/runes/`,
    `/${lang}/runes/greater-flaming/`,
    `/${lang}/runes/minor-reinforcing/`,
    `/${lang}/glossary/`,
    `/${lang}/tools/`,
  ]),
];

describe('accessibility of the content pages', () => {
  for (const path of PAGES) {
    describe(path, () => {
      let page: Page;
      beforeAll(async () => {
        page = await site.visit(path, { colorScheme: 'light' });
      });

      it('axe finds no violations (light)', async () => {
        expect(await axeViolations(page)).toEqual([]);
      });

      it('axe finds no contrast violations (dark)', async () => {
        await page.emulateMedia({ colorScheme: 'dark' });
        expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
        expect(await axeViolations(page, COLOUR_RULES)).toEqual([]);
      });

      it('fits a 360 px screen without sideways scrolling', async () => {
        await page.setViewportSize({ width: 360, height: 800 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      });
    });
  }

  it('the check itself finds what it looks for: low contrast in the dark scheme, an image without a text alternative', async () => {
    const page = await site.visit('/en/about/', { colorScheme: 'dark' });
    await page.evaluate(() => {
      // Styled through the CSSOM: the site's CSP drops inline style attributes.
      const faint = Object.assign(document.createElement('p'), { id: 'faint', textContent: 'faint text' });
      Object.assign(faint.style, { color: '#333', background: '#222' });
      const bare = Object.assign(document.createElement('img'), { id: 'bare', src: 'data:,' });
      document.querySelector('main')!.append(faint, bare);
    });
    expect(await axeViolations(page, COLOUR_RULES)).toEqual(['color-contrast: #faint']);
    expect(await axeViolations(page)).toEqual(expect.arrayContaining(['color-contrast: #faint', 'image-alt: #bare']));
  });

  it('the skip link is the first thing the keyboard reaches and it moves focus to the content', async () => {
    const page = await site.visit('/en/runes/flaming/');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });
});
