import { describe, expect, it } from 'vitest';
import { joinPath } from '../../src/i18n/urls';

describe('joinPath', () => {
  it('puts the language after the base and ends pages with a slash', () => {
    expect(joinPath('/', 'en', 'runes/flaming')).toBe('/en/runes/flaming/');
    expect(joinPath('/pf2e-runes/', 'ja', '/runes/')).toBe('/pf2e-runes/ja/runes/');
  });

  it('gives the base itself for an empty path', () => {
    expect(joinPath('/', '', '')).toBe('/');
    expect(joinPath('/pf2e-runes', '', '')).toBe('/pf2e-runes/');
  });

  it('keeps a query string and a hash after the trailing slash', () => {
    expect(joinPath('/', 'en', 'tools/item?base=longsword#result')).toBe('/en/tools/item/?base=longsword#result');
  });

  it('does not add a slash after a file name', () => {
    expect(joinPath('/pf2e-runes/', '', 'pagefind/pagefind.js')).toBe('/pf2e-runes/pagefind/pagefind.js');
  });
});
