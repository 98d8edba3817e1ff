import { describe, expect, it } from 'vitest';
import { fill, LOCALES, otherLocale, t, template, translator, ui } from '../../src/i18n';
import { en } from '../../src/i18n/en';
import { ja } from '../../src/i18n/ja';

describe('UI strings', () => {
  it('Japanese and English have exactly the same keys', () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
  });

  it('no UI string is empty in either language', () => {
    for (const lang of LOCALES) {
      const empty = Object.entries(ui[lang]).filter(([, text]) => text.trim() === '');
      expect(empty, lang).toEqual([]);
    }
  });

  it('a placeholder used in one language is used in the other', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(ja[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(t('en', 'footer.pageRef', { page: 225 })).toBe('GM Core p. 225');
    expect(t('ja', 'footer.pageRef', { page: 225 })).toBe('GM Core 225ページ');
    expect(template('en', 'footer.pageRef')).toBe('GM Core p. {page}');
    expect(fill(template('en', 'footer.pageRef'), {})).toBe('GM Core p. {page}');
  });

  it('types the params by the key: each placeholder needed, no other (astro check compiles these lines)', () => {
    // @ts-expect-error footer.pageRef names {page}: leaving it out does not compile
    expect(t('en', 'footer.pageRef')).toBe('GM Core p. {page}');
    // @ts-expect-error a param the message does not name does not compile
    expect(t('en', 'footer.pageRef', { page: 1, pages: 2 })).toBe('GM Core p. 1');
    // @ts-expect-error nav.home names nothing: no params
    expect(t('en', 'nav.home', { x: 1 })).toBe('Home');
    expect(translator('ja')('footer.pageRef', { page: 3 })).toBe(t('ja', 'footer.pageRef', { page: 3 }));
  });

  it('does not read placeholder values from the object prototype', () => {
    expect(t('en', 'footer.pageRef', JSON.parse('{"__proto__": {"page": 1}}'))).toBe('GM Core p. {page}');
  });

  it('the other locale of each locale is the other one', () => {
    expect(otherLocale('ja')).toBe('en');
    expect(otherLocale('en')).toBe('ja');
  });
});
