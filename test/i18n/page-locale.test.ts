import { describe, expect, it } from 'vitest';
import { joinList, localeOf } from '../../src/i18n/locale';
import { pageLocale } from '../../src/i18n/page';

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
