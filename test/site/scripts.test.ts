import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { assertBuilt, DIST, htmlPages, loadPage, readPage, withoutBase } from '../support/dist';
import { TOOLS } from '../../src/tools/registry';
import { CEILINGS, scriptWeight } from '../../scripts/script-weight.mjs';

// Content pages ship no JavaScript of their own: only the search box's small script, which fetches
// Pagefind when first used, and the service worker's registration (offline use; its client loads after
// load and idle). All are files:
// the Content Security Policy allows no inline script. Islands (the calculators) hydrate only when
// scrolled into view.
let pages: string[];
beforeAll(() => {
  assertBuilt();
  pages = htmlPages().filter((page) => /^\/(ja|en)\//.test(page));
});

// Each calculator of the registry has its own page, and most a chapter it is embedded in (the planner's chapter links to it).
const EMBEDDED = TOOLS.filter((t) => t.embedded);
const CALCULATOR_PAGES = new RegExp(
  `/(tools/(${TOOLS.map((t) => t.slug).join('|')})|rules/(${EMBEDDED.map((t) => t.chapter).join('|')}))/$`,
);
// Small custom elements that enhance HTML already on the page (the search page runs its query; the about
// page saves for offline use; the offline page lists the saved pages).
const ENHANCED_PAGES = /\/(runes|glossary|search|about|offline)\/$/;
// A script's file in dist/ from its URL (which carries the base) or its path in dist/ (`_astro/…`).
const scriptText = (src: string) => {
  const path = src.split('?')[0]!;
  return readFileSync(join(DIST, withoutBase(path) ?? path), 'utf8');
};

describe('JavaScript on the pages', () => {
  it('content pages have no island and no script but the search box', () => {
    const offenders: string[] = [];
    for (const page of pages.filter((p) => !CALCULATOR_PAGES.test(p) && !ENHANCED_PAGES.test(p))) {
      const document = loadPage(page);
      const scripts = [...document.querySelectorAll('script')];
      if (document.querySelector('astro-island')) offenders.push(`${page}: island`);
      const texts = scripts.map((script) => (script.hasAttribute('src') ? scriptText(script.getAttribute('src')!) : 'inline'));
      const search = texts.filter((text) => text.includes('site-search'));
      // The registration: the page's script waits for load and idle, then imports the client that registers sw.js.
      const register = texts.filter((text) => {
        const client = /import\(["'`]\.\/(worker-client\.[\w-]+\.js)["'`]\)/.exec(text)?.[1];
        return text.includes('serviceWorker') && client !== undefined && scriptText(`_astro/${client}`).includes('sw.js');
      });
      if (scripts.length !== 2 || search.length !== 1 || register.length !== 1) {
        offenders.push(`${page}: ${scripts.length} scripts`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('a content page loads at most 2 kB of JavaScript (gzip), the worker registration’s client included', () => {
    // Every file a page's scripts load before the reader does anything: their static imports, and the worker's
    // client, which the registration imports once the page is idle. The search loads on first use: not counted.
    const CEILING = CEILINGS.content;
    const filesOf = (file: string, seen: Set<string>) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = scriptText(`_astro/${file}`);
      for (const m of text.matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) filesOf(m[1]!, seen);
      const client = /import\(["'`]\.\/(worker-client\.[\w-]+\.js)["'`]\)/.exec(text)?.[1];
      if (client) filesOf(client, seen);
    };
    const measured = pages.filter((p) => !CALCULATOR_PAGES.test(p) && !ENHANCED_PAGES.test(p));
    expect(measured.length).toBeGreaterThan(100);
    const over: string[] = [];
    for (const page of measured) {
      const files = new Set<string>();
      for (const script of loadPage(page).querySelectorAll('script[src]')) filesOf(script.getAttribute('src')!.split('/').pop()!, files);
      const bytes = [...files].reduce((sum, file) => sum + gzipSync(scriptText(`_astro/${file}`), { level: 9 }).length, 0);
      if (bytes > CEILING) over.push(`${page}: ${bytes} B (${[...files].join(', ')})`);
    }
    expect(over).toEqual([]);
  });

  it('a calculator page loads at most 6 kB of JavaScript (gzip) before use, and its calculator at most 40 kB on first use', () => {
    // Before use: the page's scripts (the island is not among them: it hydrates on use). First use: the island with
    // its imports and the runes it awaits before it hydrates (scripts/script-weight.mjs).
    const calculators = pages.filter((p) => CALCULATOR_PAGES.test(p));
    expect(calculators.length).toBeGreaterThanOrEqual((TOOLS.length + EMBEDDED.length) * 2);
    const over: string[] = [];
    for (const page of calculators) {
      const weight = scriptWeight(DIST, readPage(page));
      expect(weight.firstUse, page).toBeGreaterThan(10 * 1024); // the measure finds the island's code at all
      if (weight.beforeUse > CEILINGS.toolBeforeUse) over.push(`${page}: ${weight.beforeUse} B before use`);
      if (weight.firstUse > CEILINGS.calculatorFirstUse) over.push(`${page}: ${weight.firstUse} B on first use`);
    }
    expect(over).toEqual([]);
  });

  it('every calculator page has exactly one island, started when the reader turns to it (client:use)', () => {
    const calculators = pages.filter((p) => CALCULATOR_PAGES.test(p));
    // its tool page in two languages for every calculator, and its chapter in two for each embedded one
    expect(calculators).toHaveLength((TOOLS.length + EMBEDDED.length) * 2);
    expect(TOOLS.length).toBeGreaterThanOrEqual(3);
    for (const page of calculators) {
      const islands = [...loadPage(page).querySelectorAll('astro-island')];
      expect(islands.length, page).toBe(1);
      expect(islands[0]!.getAttribute('client'), page).toBe('use');
    }
  });

  it('nothing in a calculator page holds up its parse: the island runtime is deferred, its style and the early mark in the head', () => {
    for (const page of pages.filter((p) => CALCULATOR_PAGES.test(p))) {
      const document = loadPage(page);
      // a classic script or a stylesheet in the body stops the parser until fetched: the form after it would wait
      const blocking = [...document.querySelectorAll('body script[src], body link[rel="stylesheet"]')].filter(
        (el) => el.tagName === 'LINK' || (!el.hasAttribute('defer') && !el.hasAttribute('async') && el.getAttribute('type') !== 'module'),
      );
      expect(
        blocking.map((el) => el.outerHTML),
        page,
      ).toEqual([]);
      const early = [...document.querySelectorAll('head script[src]:not([type])')].map((s) => scriptText(s.getAttribute('src')!));
      expect(early.filter((text) => text.includes('tool-early')).length, page).toBe(1);
      expect(gzipSync(early.join('')).length, page).toBeLessThan(300);
    }
    // and only there: content pages do not get it
    for (const page of pages.filter((p) => !CALCULATOR_PAGES.test(p))) {
      expect(loadPage(page).querySelector('script[src*="tool-early"]'), page).toBeNull();
    }
  });

  it('the search box loads only a small element up front; the search itself is imported on first use', () => {
    const sources = [...loadPage('/en/rules/overview/').querySelectorAll('script[src]')].map((s) => s.getAttribute('src')!);
    const code = sources.map(scriptText).find((text) => text.includes('site-search'))!;
    expect(code).toBeDefined();
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
