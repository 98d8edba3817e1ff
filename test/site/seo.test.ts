import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, DIST, htmlPages, loadHead, loadPage, textOf, withBase } from '../support/dist';
import { CSP_HEADER, CSP_META, SECURITY_HEADERS } from '../../src/security';
import { cacheControlOf, hostCacheRules } from '../support/server';

// What a host and a crawler read: the headers file, the CSP meta, sitemap, robots.txt, absolute
// canonical and hreflang URLs, the 404 pages, the web app manifests and the offline lists.
let pages: string[];
let site: string;
/** The absolute URL of a site path, under the base the site was built for. */
const absolute = (path: string) => `${site}${withBase(path)}`;
beforeAll(() => {
  assertBuilt();
  pages = htmlPages();
  site = new URL(readFileSync(join(DIST, 'robots.txt'), 'utf8').match(/Sitemap: (\S+)/)![1]!).origin;
});

const noindex = (page: string) => loadHead(page).querySelector('meta[name="robots"][content="noindex"]') !== null;

describe('caching by the host', () => {
  const cacheOf = (path: string) => cacheControlOf(hostCacheRules(DIST), path);
  const YEAR = 'public, max-age=31536000, immutable';

  it('keeps a file for a year only where its name is a hash of its content', () => {
    const hashed = (folder: string) => readdirSync(join(DIST, folder)).filter((name) => !name.startsWith('.'));
    for (const name of hashed('_astro')) {
      expect(name).toMatch(/\.[\w-]{8,}\.\w+$/);
      expect(cacheOf(`/_astro/${name}`), name).toBe(YEAR);
    }
    for (const folder of ['index', 'fragment', 'filter'])
      for (const name of hashed(`pagefind/${folder}`)) {
        expect(name).toMatch(/_[0-9a-f]{7,}\.pf_\w+$/);
        expect(cacheOf(`/pagefind/${folder}/${name}`), name).toBe(YEAR);
      }
  });

  it('asks again for pages, the worker and the files whose name stays the same', () => {
    expect(cacheOf('/sw.js')).toBe('no-cache');
    for (const path of ['/ja/', '/en/runes/flaming/', '/pagefind/pagefind.js', '/pagefind/pagefind-entry.json', '/data/v1/runes.json'])
      expect(cacheOf(path), path).toBeUndefined();
  });
});

describe('security headers', () => {
  it('public/_headers ships the policy of src/security.ts and the other headers for every path', () => {
    const headers = readFileSync(join(DIST, '_headers'), 'utf8');
    const block = headers.split(/\n(?=\S)/).find((part) => part.startsWith('/*\n'))!;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(block).toContain(`  ${name}: ${value}\n`);
    expect(CSP_HEADER).toContain("frame-ancestors 'none'");
  });

  it('every page carries the policy in a meta element, first in <head>, without frame-ancestors', () => {
    for (const page of pages) {
      const head = loadHead(page).head;
      const meta = head.querySelector('meta[http-equiv="Content-Security-Policy"]');
      expect(meta?.getAttribute('content'), page).toBe(CSP_META);
      expect(CSP_META).not.toContain('frame-ancestors');
      // before any script or stylesheet, so it covers them all
      const first = head.querySelector('script, link[rel="stylesheet"], style');
      expect(first === null || Boolean(meta!.compareDocumentPosition(first) & 4), page).toBe(true);
    }
  });

  it('no page has inline script, inline style, style="" or on…= attributes', () => {
    for (const page of pages) {
      const html = readFileSync(join(DIST, page.endsWith('/') ? `${page}index.html` : page), 'utf8');
      expect(html, page).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      expect(html, page).not.toMatch(/<style[\s>]/);
      expect(html, page).not.toMatch(/<[a-z][^>]*\s(style|on[a-z]+)=/i);
    }
  });
});

describe('findable', () => {
  it('robots.txt points to the sitemap with an absolute URL', () => {
    const robots = readFileSync(join(DIST, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap-index\.xml$/m);
  });

  it('the sitemap lists every content page once, absolute, with its twin and the landing page as alternates', () => {
    const xml = readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8');
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
    const content = pages.filter((page) => !noindex(page));
    expect(urls.map((m) => m[1]!).sort()).toEqual(content.map(absolute).sort());
    const flaming = urls.find((m) => m[1] === absolute('/ja/runes/flaming/'))!;
    expect(flaming[2]).toContain(`hreflang="en" href="${absolute('/en/runes/flaming/')}"`);
    expect(flaming[2]).toContain(`hreflang="ja" href="${absolute('/ja/runes/flaming/')}"`);
  });

  it('every content page has an absolute canonical URL to itself and absolute hreflang URLs', () => {
    for (const page of pages.filter((p) => !noindex(p))) {
      const document = loadHead(page);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? absolute(page), page).toBe(absolute(page));
      for (const link of document.querySelectorAll('link[rel="alternate"][hreflang]')) {
        expect(link.getAttribute('href'), page).toMatch(/^https?:\/\//);
      }
    }
    expect(loadHead('/ja/runes/').querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(absolute('/ja/runes/'));
  });
});

describe('404 pages', () => {
  it.each([
    ['ja', 'ページが見つかりません', 'This page in English'],
    ['en', 'Page not found', 'この'],
  ])('/%s/404.html: right lang, the site header with nav, language switch and search, honest text', (lang, title, switchText) => {
    const document = loadPage(`/${lang}/404.html`);
    expect(document.documentElement.getAttribute('lang')).toBe(lang);
    expect(textOf(document.querySelector('h1'))).toBe(title);
    expect(document.querySelector('header nav a')).not.toBeNull();
    expect(textOf(document.querySelector('a[data-lang-switch]'))).toContain(switchText);
    expect(document.querySelector('a[data-lang-switch]')?.getAttribute('href')).toBe(withBase(`/${lang === 'ja' ? 'en' : 'ja'}/404.html`));
    expect(document.querySelector('site-search input[type="search"]')).not.toBeNull();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(existsSync(join(DIST, lang, '404'))).toBe(false);
  });

  it('/404.html, for hosts with one 404 file, speaks both languages, each marked with its lang', () => {
    const document = loadPage('/404.html');
    expect([...document.querySelectorAll('main section[lang]')].map((s) => s.getAttribute('lang'))).toEqual(['ja', 'en']);
    expect(document.querySelectorAll(`main a[href="${withBase('/ja/runes/')}"], main a[href="${withBase('/en/runes/')}"]`)).toHaveLength(2);
  });

  it('_redirects sends a missing page of each language to its own 404 page', () => {
    const redirects = readFileSync(join(DIST, '_redirects'), 'utf8');
    expect(redirects).toMatch(/^\/ja\/\*\s+\/ja\/404\.html\s+404$/m);
    expect(redirects).toMatch(/^\/en\/\*\s+\/en\/404\.html\s+404$/m);
  });
});

describe('installable and offline', () => {
  it.each(['ja', 'en'])('the %s manifest has a name, start URL in its language and SVG and PNG icons that exist', (lang) => {
    const manifest = JSON.parse(readFileSync(join(DIST, `manifest.${lang}.webmanifest`), 'utf8'));
    expect(manifest.lang).toBe(lang);
    expect(manifest.start_url).toBe(`./${lang}/`);
    expect(manifest.name).toMatch(lang === 'ja' ? /ルーン/ : /Runes/);
    const types = manifest.icons.map((icon: { type: string }) => icon.type);
    expect(types).toEqual(expect.arrayContaining(['image/svg+xml', 'image/png']));
    for (const icon of manifest.icons) expect(existsSync(join(DIST, icon.src)), icon.src).toBe(true);
    expect(loadHead(`/${lang}/`).querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      withBase(`/manifest.${lang}.webmanifest`),
    );
  });

  it('the service worker precaches the shell and lists every content page of each language', () => {
    const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
    for (const file of ['ja/offline/index.html', 'en/offline/index.html', 'pagefind/pagefind.js', 'offline-pages.ja.json'])
      expect(sw).toContain(file);
    expect(sw).toMatch(/_astro\/ItemBuilder\.[\w-]+\.js/);
    for (const lang of ['ja', 'en']) {
      const list = JSON.parse(readFileSync(join(DIST, `offline-pages.${lang}.json`), 'utf8'));
      // Every content page, and the search page (noindex, but it works offline once saved).
      const content = pages.filter((page) => page.startsWith(`/${lang}/`) && (!noindex(page) || page.endsWith('/search/')));
      expect(list.pages.map((p: { url: string }) => p.url).sort()).toEqual(content.map((page) => withBase(page)).sort());
      // The search of the language: its name layer and Pagefind's files of that language only.
      const search = list.search.map((f: { url: string }) => f.url);
      expect(search.length).toBeGreaterThan(10);
      expect(search[0]).toBe(withBase(`/${lang}/search-names.json`));
      expect(search.slice(1).every((url: string) => url.startsWith(withBase('/pagefind/')) && url.includes(`${lang}_`))).toBe(true);
      // The table kit: pages of the list, with the calculators, the rune index, the glossary and the search page.
      for (const url of list.table) expect(list.pages.map((p: { url: string }) => p.url)).toContain(url);
      expect(list.table).toEqual(
        expect.arrayContaining(
          [`/${lang}/tools/item/`, `/${lang}/runes/`, `/${lang}/glossary/`, `/${lang}/search/`].map((page) => withBase(page)),
        ),
      );
    }
  });
});
