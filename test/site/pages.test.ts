import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, fileFor, htmlPages, loadHead, loadPage, withBase } from '../support/dist';
import { TOOLS } from '../../src/tools/registry';

// Checks of the built site (dist/), language by language.
let pages: string[];
beforeAll(() => {
  assertBuilt();
  pages = htmlPages();
});

const localized = (lang: string) => pages.filter((page) => page.startsWith(`/${lang}/`));
const twinOf = (page: string) => page.replace(/^\/(ja|en)\//, (_, lang: string) => (lang === 'ja' ? '/en/' : '/ja/'));

describe('both languages', () => {
  it('builds a reasonable number of pages in each language', () => {
    expect(localized('ja').length).toBeGreaterThan(2);
    expect(localized('ja').length).toBe(localized('en').length);
  });

  it('every Japanese page has its English twin at the same path, and the reverse', () => {
    const missing = [...localized('ja'), ...localized('en')].filter((page) => !fileFor(twinOf(page)));
    expect(missing).toEqual([]);
  });

  it('every page declares the language of its folder in <html lang>', () => {
    const wrong = [...localized('ja'), ...localized('en')].filter(
      (page) => loadHead(page).documentElement.getAttribute('lang') !== page.slice(1, 3),
    );
    expect(wrong).toEqual([]);
  });

  // The URLs are absolute (from SITE_URL, or the local address), and the 404 and offline pages, which are not
  // content, carry no alternates (noindex).
  it('every page names its twin and itself with hreflang, and the landing page as x-default', () => {
    for (const page of [...localized('ja'), ...localized('en')]) {
      const document = loadHead(page);
      const links = [...document.querySelectorAll('link[rel="alternate"][hreflang]')];
      if (document.querySelector('meta[name="robots"][content="noindex"]')) {
        expect(links, page).toEqual([]);
        continue;
      }
      const alternates = Object.fromEntries(
        links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]),
      );
      const lang = page.slice(1, 3);
      expect(alternates, page).toEqual({
        [lang]: withBase(page),
        [lang === 'ja' ? 'en' : 'ja']: withBase(twinOf(page)),
        'x-default': withBase('/'),
      });
    }
  });

  it('the language switch of every page leads to its twin', () => {
    for (const page of [...localized('ja'), ...localized('en')]) {
      const href = loadPage(page).querySelector('a[data-lang-switch]')?.getAttribute('href');
      expect(href, page).toBe(withBase(twinOf(page)));
    }
  });

  it('each language’s home page links every calculator directly', () => {
    for (const lang of ['ja', 'en']) {
      const hrefs = [...loadPage(`/${lang}/`).querySelectorAll('main a')].map((a) => a.getAttribute('href'));
      expect(hrefs).toEqual(expect.arrayContaining(TOOLS.map((tool) => withBase(`/${lang}/tools/${tool.slug}/`))));
    }
  });

  it('the landing page links to both languages and needs no script', () => {
    const landing = loadPage('/');
    const hrefs = [...landing.querySelectorAll('main a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining([withBase('/ja/'), withBase('/en/')]));
    expect(landing.querySelectorAll('script')).toHaveLength(0);
  });
});
