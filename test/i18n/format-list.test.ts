import { describe, expect, it } from 'vitest';
import { formatList } from '../../src/i18n/locale';

describe('formatList', () => {
  const items = ['A', 'B', 'C', 'D'];
  for (const lang of ['ja', 'en'] as const) {
    it(`${lang}: writes what Intl.ListFormat (conjunction, long) writes, for 0 to 4 items`, () => {
      const intl = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' });
      for (let n = 0; n <= items.length; n++) expect(formatList(items.slice(0, n), lang)).toBe(intl.format(items.slice(0, n)));
    });
  }

  it('reads as each language lists things', () => {
    expect(formatList(['フレイミング', 'フロスト', 'ショック'], 'ja')).toBe('フレイミング、フロスト、ショック');
    expect(formatList(['flaming', 'frost'], 'en')).toBe('flaming and frost');
    expect(formatList(['flaming', 'frost', 'shock'], 'en')).toBe('flaming, frost, and shock');
  });
});
