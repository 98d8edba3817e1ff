import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

// `npm test` builds and checks the site under /pf2e-runes/ only; these hold the root case (and the
// sub-path one) for the helpers that read Astro's BASE_URL when their module loads.
describe.each(['/', '/pf2e-runes/'])('with the site deployed at %s', (base) => {
  beforeEach(() => {
    vi.stubEnv('BASE_URL', base);
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('pages of a language and files outside them are under the base', async () => {
    const { localizedPath, sitePath } = await import('../../src/i18n/urls');
    expect(localizedPath('ja', 'runes/flaming/')).toBe(`${base}ja/runes/flaming/`);
    expect(localizedPath('en')).toBe(`${base}en/`);
    expect(localizedPath('en', 'tools/item/?base=mace')).toBe(`${base}en/tools/item/?base=mace`);
    expect(sitePath()).toBe(base);
    expect(sitePath('pagefind/pagefind.js')).toBe(`${base}pagefind/pagefind.js`);
  });

  it('robots.txt names the sitemap under the base', async () => {
    const { GET } = await import('../../src/pages/robots.txt');
    const response = await GET({ site: new URL('https://example.org') } as Parameters<typeof GET>[0]);
    expect(await response.text()).toContain(`Sitemap: https://example.org${base}sitemap-index.xml\n`);
  });
});
