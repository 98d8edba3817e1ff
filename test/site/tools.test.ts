import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, t } from '~/src/i18n';
import { TOOLS } from '~/src/tools/registry';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertBuilt, DIST, htmlPages, loadPage } from '../support/dist';

// Every calculator of the registry has its page in both languages, is listed on the tools index, is in the
// table kit a visit stores for offline use (and so on the offline page), and is embedded in its chapter (or, for the
// planner, linked from it).
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
    const links = [...loadPage(`/${lang}/tools/`).querySelectorAll('main a')].map((a) => a.getAttribute('href') ?? '');
    expect(links.some((href) => href.endsWith(`/${lang}/tools/${tool.slug}/`))).toBe(true);
    // Offline: in the table kit every visit stores, and among the calculators the offline page looks for in the caches.
    const list = JSON.parse(readFileSync(join(DIST, `offline-pages.${lang}.json`), 'utf8')) as { table: string[] };
    expect(list.table.some((url) => url.endsWith(`/${lang}/tools/${tool.slug}/`))).toBe(true);
    const offlineTools = JSON.parse(
      loadPage(`/${lang}/offline/`).querySelector('offline-pages')?.getAttribute('data-tools') ?? '[]',
    ) as string[];
    expect(offlineTools.some((href) => href.endsWith(`/${lang}/tools/${tool.slug}/`))).toBe(true);
  });

  it.each(LOCALES)(tool.embedded ? 'is embedded in its chapter in %s' : 'is linked from its chapter in %s', (lang) => {
    const chapter = loadPage(`/${lang}/rules/${tool.chapter}/`);
    const islands = [...chapter.querySelectorAll('astro-island')];
    if (tool.embedded) {
      expect(islands.map((island) => island.getAttribute('component-url') ?? '')).toEqual([expect.stringContaining(tool.island)]);
    } else {
      expect(islands).toEqual([]);
      const links = [...chapter.querySelectorAll('main a')].map((a) => a.getAttribute('href') ?? '');
      expect(links.some((href) => href.startsWith(`../../tools/${tool.slug}/`))).toBe(true);
    }
  });
});

// The planner's engine loads on first use, so the page before use has no plan; it says what brings one rather than
// that one is being worked out (which the island says once it is live and the engine is on its way).
describe('the planner before use', () => {
  it.each(LOCALES)('says in %s that the plan comes once the form is used, in its answer bar and its result', (lang) => {
    const page = loadPage(`/${lang}/tools/planner/`);
    const texts = ['.tool-summary', '.tool-result .tool-note'].map((selector) => page.querySelector(selector)?.textContent?.trim());
    expect(texts).toEqual([t(lang, 'planner.beforeUse'), t(lang, 'planner.beforeUse')]);
    expect(page.querySelector('main')?.textContent).not.toContain(t(lang, 'planner.loading'));
  });
});
