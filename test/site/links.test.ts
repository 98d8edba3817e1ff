import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, builtBase, fileFor, htmlPages, loadPage, withBase, withoutBase } from '../support/dist';
import { internalTargets } from '../support/links';

// `npm test` builds the site for a sub-path host (GitHub Pages style, BASE_PATH=/pf2e-runes/), the stricter
// case: a link written without the base works at `/` but breaks there. (The root case is in test/i18n/urls.test.ts.)
let pages: string[];
let base: string;
beforeAll(() => {
  assertBuilt();
  pages = htmlPages();
  base = builtBase();
});

describe('links', () => {
  it('every link and asset of every page stays inside the base and exists', () => {
    const outside: string[] = [];
    const broken: string[] = [];
    for (const page of pages) {
      for (const target of internalTargets(loadPage(page), withBase(page, base))) {
        const path = withoutBase(target, base);
        if (path === undefined) outside.push(`${page} → ${target}`);
        else if (!fileFor(path)) broken.push(`${page} → ${target}`);
      }
    }
    expect(outside).toEqual([]);
    expect(broken).toEqual([]);
  });

  it('search looks for its code and index under the base', () => {
    const search = loadPage('/en/').querySelector('site-search');
    expect(search?.getAttribute('data-bundle')).toBe(`${base}pagefind/pagefind.js`);
    expect(search?.getAttribute('data-base')).toBe(base);
  });

  it('every in-page anchor points to an element that exists', () => {
    const broken: string[] = [];
    for (const page of pages) {
      const document = loadPage(page);
      for (const link of document.querySelectorAll('a[href^="#"]')) {
        const id = decodeURIComponent(link.getAttribute('href')!.slice(1));
        if (id && !document.getElementById(id)) broken.push(`${page} → #${id}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
