import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, fileFor, htmlPages, loadPage } from '../support/dist';
import { internalTargets } from '../support/links';

let pages: string[];
beforeAll(() => {
  assertBuilt();
  pages = htmlPages();
});

describe('links', () => {
  it('no page links to a page or file that does not exist', () => {
    const broken: string[] = [];
    for (const page of pages) {
      for (const target of internalTargets(loadPage(page), page)) {
        if (!fileFor(target)) broken.push(`${page} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
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
