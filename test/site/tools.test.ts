import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '~/src/i18n';
import { TOOLS } from '~/src/tools/registry';
import { assertBuilt, htmlPages, loadPage } from '../support/dist';

// Every calculator of the registry has its page in both languages, is listed on the tools index and on
// the offline page, and is embedded in its chapter.
let pages: Set<string>;
beforeAll(() => {
  assertBuilt();
  pages = new Set(htmlPages());
});

describe.each(TOOLS.map((tool) => [tool.slug, tool] as const))('calculator %s', (_, tool) => {
  it.each(LOCALES)('has its page, its index card and its offline link in %s', (lang) => {
    const path = `/${lang}/tools/${tool.slug}/`;
    expect(pages.has(path), path).toBe(true);
    const islands = [...loadPage(path).querySelectorAll('astro-island')];
    expect(islands.map((island) => island.getAttribute('component-url') ?? '')).toEqual([expect.stringContaining(tool.island)]);
    for (const listing of [`/${lang}/tools/`, `/${lang}/offline/`]) {
      const links = [...loadPage(listing).querySelectorAll('main a')].map((a) => a.getAttribute('href') ?? '');
      expect(links.some((href) => href.endsWith(`/${lang}/tools/${tool.slug}/`)), listing).toBe(true);
    }
  });

  it.each(LOCALES)('is embedded in its chapter in %s', (lang) => {
    const islands = [...loadPage(`/${lang}/rules/${tool.chapter}/`).querySelectorAll('astro-island')];
    expect(islands.map((island) => island.getAttribute('component-url') ?? '')).toEqual([expect.stringContaining(tool.island)]);
  });
});
