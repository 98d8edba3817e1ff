import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { assertBuilt, DIST, htmlPages, loadPage, readPage } from '../support/dist';

// Content pages ship no JavaScript of their own: only the search box's small script, which fetches
// Pagefind when first used. Islands (the calculators) hydrate only when scrolled into view.
let pages: string[];
beforeAll(() => {
  assertBuilt();
  pages = htmlPages().filter((page) => /^\/(ja|en)\//.test(page));
});

const CALCULATOR_PAGES = /\/(tools\/(item|level|transfer)|rules\/(naming|item-level|transferring))\/$/;
// Small custom elements that enhance HTML already on the page (the search page runs its query).
const ENHANCED_PAGES = /\/(runes|glossary|search)\/$/;

describe('JavaScript on the pages', () => {
  it('content pages have no island and no script but the search box', () => {
    const offenders: string[] = [];
    for (const page of pages.filter((p) => !CALCULATOR_PAGES.test(p) && !ENHANCED_PAGES.test(p))) {
      const document = loadPage(page);
      const scripts = [...document.querySelectorAll('script')];
      if (document.querySelector('astro-island')) offenders.push(`${page}: island`);
      // The search box's module: the small <site-search> element, which imports the search on first use.
      if (scripts.length !== 1 || !/\/Search\.astro[^"]*\.js$/.test(scripts[0]!.getAttribute('src') ?? '')) {
        offenders.push(`${page}: ${scripts.length} scripts`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('every calculator page has exactly one island, hydrated when visible', () => {
    const calculators = pages.filter((p) => CALCULATOR_PAGES.test(p));
    expect(calculators).toHaveLength(12);
    for (const page of calculators) {
      const islands = [...loadPage(page).querySelectorAll('astro-island')];
      expect(islands.length, page).toBe(1);
      expect(islands[0]!.getAttribute('client'), page).toBe('visible');
    }
  });

  it('the search box loads only a small element up front; the search itself is imported on first use', () => {
    const src = loadPage('/en/about/').querySelector('script')!.getAttribute('src')!;
    const code = readFileSync(join(DIST, src), 'utf8');
    expect(gzipSync(code).length).toBeLessThan(1024);
    expect(code).toMatch(/import\(/);
    expect(code).not.toMatch(/pagefind|search-names/);
  });

  it('the search box never loads Pagefind up front', () => {
    for (const page of pages) {
      const html = readPage(page);
      expect(html, page).not.toMatch(/<script[^>]+src="[^"]*pagefind/);
      expect(html, page).not.toMatch(/<link[^>]+href="[^"]*pagefind[^"]*"/);
    }
  });
});
