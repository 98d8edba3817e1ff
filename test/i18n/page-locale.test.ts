import { describe, expect, it } from 'vitest';
import { joinList, localeOf } from '../../src/i18n/locale';
import { bindPageLanguage, pageLocale } from '../../src/i18n/page';

describe('pageLocale: the page language, read one way', () => {
  const at = (lang: string | undefined) => ({ params: { lang }, url: new URL('http://x/en/tools/item/') });
  it('returns the [lang] parameter when it is a language of the site', () => {
    expect(pageLocale(at('ja'))).toBe('ja');
    expect(pageLocale(at('en'))).toBe('en');
  });
  it('throws, naming the page, on an unknown or missing language (no silent English)', () => {
    expect(() => pageLocale(at('fr'))).toThrow(/\/en\/tools\/item\/.*"fr"/);
    expect(() => pageLocale(at(undefined))).toThrow(/no page language/);
  });
});

describe('bindPageLanguage: Astro.locals.lang and .t, as the middleware sets them', () => {
  const at = (lang: string | undefined) => ({ params: { lang }, url: new URL('http://x/pf2e-runes/404.html') });
  it('gives the page language and t bound to it', () => {
    const ja = {};
    bindPageLanguage(ja, at('ja'));
    expect(ja.lang).toBe('ja');
    expect(ja.t('footer.pageRef', { page: 225 })).toBe('GM Core 225ページ');
    const en = {};
    bindPageLanguage(en, at('en'));
    expect(en.t('nav.home')).toBe('Home');
  });
  it('on a page without a language, reading either throws with the page address', () => {
    const locals = {};
    bindPageLanguage(locals, at(undefined));
    expect(() => locals.lang).toThrow(/404\.html.*no page language/);
    expect(() => locals.t).toThrow(/no page language/);
  });
});

describe('joinList: a plain list of names', () => {
  it('joins with 、 in Japanese and ", " in English, without "and"', () => {
    expect(joinList(['A', 'B', 'C'], 'ja')).toBe('A、B、C');
    expect(joinList(['A', 'B'], 'en')).toBe('A, B');
    expect(joinList([], 'en')).toBe('');
  });
});

describe('localeOf: a language read from a data-lang attribute in the browser', () => {
  it('passes ja and en, and throws naming the element on anything else', () => {
    expect(localeOf('ja', 'x')).toBe('ja');
    expect(() => localeOf(undefined, 'site-search data-lang')).toThrow(/site-search data-lang/);
    expect(() => localeOf('de', 'offline-save data-lang')).toThrow(/"de"/);
  });
});
