// The service worker, bundled by scripts/offline.mjs after the build and Pagefind (Workbox
// injectManifest). BUILD_ID is replaced at bundling time; self.__WB_MANIFEST by Workbox.
//
// - Precache (revisioned, install waits for all of it): the shell — every CSS and JS file of the
//   build (so every calculator), icons, manifests, the landing page, the two offline pages, the
//   lists of pages per language and Pagefind's loader and WebAssembly.
// - The search index of the reader's language: the page tells the worker its language once it
//   controls the page; the worker then stores that language's Pagefind files (cache-first, they
//   are named by their content).
// - Pages: network first (a reader online always gets the current page), each page read is kept;
//   offline, a kept page opens, and a page never read opens the offline page of its language.
// - A new deploy: the new worker precaches everything first, then takes over at once (skipWaiting,
//   clientsClaim); Workbox drops the old precache entries, and the pages and search caches of the
//   old build are replaced by fresh copies of the same pages (fetched on activation) so no page of
//   the old build is ever shown with the files of the new one. The page reloads itself once when a
//   new worker takes over (src/offline/register.ts), so an open page never mixes builds either.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';

/* global BUILD_ID */
const BUILD = BUILD_ID;
const PREFIX = 'pf2e-runes-';
const PAGES = `${PREFIX}pages-${BUILD}`;
const SEARCH = `${PREFIX}search-${BUILD}`;
const scope = new URL(self.registration.scope);
const base = scope.pathname; // '/' or '/pf2e-runes/'

self.addEventListener('install', () => self.skipWaiting());
clientsClaim();
cleanupOutdatedCaches();
// Pagefind asks for pagefind-entry.json?ts=<now> to get past HTTP caches: the precached copy is
// the one of this build, so the parameter is ignored.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^ts$/] });

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

/** The language of a URL path: its first part after the base, or null. */
function langOf(pathname) {
  const first = pathname.slice(base.length).split('/')[0];
  return first === 'ja' || first === 'en' ? first : null;
}

// Pages: network first, kept in PAGES; offline without a copy → the offline page of the language.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async (options) => {
    const strategy = new NetworkFirst({ cacheName: PAGES, networkTimeoutSeconds: 5, matchOptions: { ignoreSearch: true }, plugins: [okOnly] });
    try {
      const response = await strategy.handle(options);
      if (response) return response;
    } catch {
      // offline and not kept: fall through
    }
    const url = new URL(options.request.url);
    const lang = langOf(url.pathname) ?? (self.navigator.language?.startsWith('ja') ? 'ja' : 'en');
    return (await matchPrecache(`${base}${lang}/offline/index.html`)) ?? Response.error();
  },
);

// Pagefind's index files (named by content): cache first.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith(`${base}pagefind/`),
  new CacheFirst({ cacheName: SEARCH, matchOptions: { ignoreSearch: true }, plugins: [okOnly] }),
);

/** The lists written by scripts/offline.mjs: pages and search files of a language. */
async function languageList(lang) {
  const response = await matchPrecache(`${base}offline-pages.${lang}.json`);
  return response ? response.json() : null;
}

/** Stores the URLs that are not stored yet; returns how many could not be fetched. */
async function store(cacheName, urls, onProgress = () => {}) {
  const cache = await caches.open(cacheName);
  let failed = 0;
  let done = 0;
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        if (!(await cache.match(url))) {
          const response = await fetch(url, { cache: 'no-cache' });
          if (response.ok) await cache.put(url, response);
          else failed += 1;
        }
      } catch {
        failed += 1;
      }
      done += 1;
      onProgress(done);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return failed;
}

self.addEventListener('message', (event) => {
  const data = event.data ?? {};
  const lang = data.lang === 'ja' || data.lang === 'en' ? data.lang : null;
  if (!lang) return;
  const port = event.ports[0];
  if (data.type === 'cache-search') {
    event.waitUntil(
      languageList(lang).then((list) => (list ? store(SEARCH, list.search.map((f) => f.url)) : 0)),
    );
  }
  if (data.type === 'keep-page' && typeof data.url === 'string') {
    const url = new URL(data.url);
    if (url.origin === self.location.origin && langOf(url.pathname) === lang) {
      event.waitUntil(store(PAGES, [`${url.origin}${url.pathname}`]));
    }
  }
  if (data.type === 'save-language') {
    event.waitUntil(
      languageList(lang).then(async (list) => {
        if (!list) return port?.postMessage({ type: 'done', failed: -1 });
        const urls = list.pages.map((p) => p.url);
        const total = urls.length + list.search.length;
        const failedSearch = await store(SEARCH, list.search.map((f) => f.url));
        const failedPages = await store(PAGES, urls, (done) => port?.postMessage({ type: 'progress', done: done + list.search.length, total }));
        port?.postMessage({ type: 'done', failed: failedSearch + failedPages, total: urls.length });
      }),
    );
  }
  if (data.type === 'saved-pages') {
    event.waitUntil(
      languageList(lang).then(async (list) => {
        const cache = await caches.open(PAGES);
        const saved = [];
        for (const page of list?.pages ?? []) if (await cache.match(page.url)) saved.push(page);
        port?.postMessage({ type: 'saved-pages', saved, total: list?.pages.length ?? 0 });
      }),
    );
  }
});

// A new build: copy the pages the reader had kept into the new cache, fresh from the network,
// then delete the old pages and search caches.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const old = (await caches.keys()).filter(
        (name) => (name.startsWith(`${PREFIX}pages-`) && name !== PAGES) || (name.startsWith(`${PREFIX}search-`) && name !== SEARCH),
      );
      const kept = [];
      for (const name of old.filter((n) => n.startsWith(`${PREFIX}pages-`))) {
        for (const request of await (await caches.open(name)).keys()) kept.push(request.url);
      }
      if (kept.length > 0) await store(PAGES, [...new Set(kept)]);
      await Promise.all(old.map((name) => caches.delete(name)));
    })(),
  );
});
