import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, htmlPages, loadPage, readPage } from '../support/dist';

// Content pages ship no JavaScript of their own: only the search box's small script, which fetches
// Pagefind when first used. Islands (the calculators) hydrate only when scrolled into view.
let pages: string[];
beforeAll(() => {
  assertBuilt();
  pages = htmlPages().filter((page) => /^\/(ja|en)\//.test(page));
});

const CALCULATOR_PAGES = /\/(tools\/(item|level|transfer)|rules\/(naming|item-level|transferring))\/$/;
// Small custom elements that enhance HTML already on the page.
const ENHANCED_PAGES = /\/(runes|glossary)\/$/;

describe('JavaScript on the pages', () => {
  it('content pages have no island and no script but the search box', () => {
    const offenders: string[] = [];
    for (const page of pages.filter((p) => !CALCULATOR_PAGES.test(p) && !ENHANCED_PAGES.test(p))) {
      const document = loadPage(page);
      const scripts = [...document.querySelectorAll('script')];
      if (document.querySelector('astro-island')) offenders.push(`${page}: island`);
      if (scripts.length !== 1 || scripts[0]!.hasAttribute('src') || !scripts[0]!.textContent!.includes('site-search')) {
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

  it('the search box never loads Pagefind up front', () => {
    for (const page of pages) {
      const html = readPage(page);
      expect(html, page).not.toMatch(/<script[^>]+src="[^"]*pagefind/);
      expect(html, page).not.toMatch(/<link[^>]+href="[^"]*pagefind[^"]*"/);
    }
  });
});
