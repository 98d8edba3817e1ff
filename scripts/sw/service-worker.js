// The service worker, bundled by scripts/offline.mjs after the build and Pagefind (Workbox
// injectManifest). BUILD_ID is replaced at bundling time; self.__WB_MANIFEST by Workbox.
//
// - Precache (revisioned, install waits for all of it): the shell — every CSS and JS file of the
//   build (so every calculator's code), icons, manifests, the landing page, the two offline pages,
//   the lists of pages per language and Pagefind's loader and WebAssembly.
// - The table kit of a language, once a page of that language tells the worker it was shown
//   ('visit', sent by src/offline/register.ts after the page's load event and an idle moment): the
//   calculators' pages, the tools index, the rune index, the glossary, the search page, the name
//   layer (search-names.json) and Pagefind's whole index of that language. The same message names
//   the pages read before the worker controlled them, which are kept too.
// - Pages: network first (a reader online always gets the current page), each page read is kept;
//   offline, a kept page opens, and a page never kept opens the offline page of its language.
//   A page is kept only if every file of _astro/ it names is in this build's precache, so an older
//   worker never keeps a newer build's page that it could not render offline.
// - A new deploy: the new worker installs beside the old one and, before it counts as installed,
//   fetches again in the new version everything the reader had: the pages kept, every page of a
//   language saved with "save all", the table kit and search index of each language used. If
//   anything cannot be fetched (a flaky network), the install fails and the old worker stays with
//   all its caches intact; what the new one already stored is kept for its next attempt (the page
//   asks for an update on every load). Once installed, it waits: the page offers to reload, and
//   the new worker takes over when the reader accepts or when every tab of the old one is closed.
//   Activation then deletes the old build's caches, so no page of one build is shown with the
//   files of another.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';

/* global BUILD_ID */
const BUILD = BUILD_ID;
const PREFIX = 'pf2e-runes-';
const PAGES = `${PREFIX}pages-${BUILD}`;
const SEARCH = `${PREFIX}search-${BUILD}`;
/** What the reader asked for, across builds: the languages whose table kit is wanted, those saved whole. */
const STATE = `${PREFIX}state`;
const LANGS = ['ja', 'en'];
const scope = new URL(self.registration.scope);
const base = scope.pathname; // '/' or '/pf2e-runes/'
const STATE_KEY = `${scope.origin}${base}__offline-state`;

const MANIFEST = self.__WB_MANIFEST;
const precache = new PrecacheController();
precache.addToCacheList(MANIFEST);
/** Paths of this build's bundled files: a page naming another one belongs to another build. */
const ASSETS = new Set(MANIFEST.filter((entry) => entry.url.startsWith('_astro/')).map((entry) => new URL(entry.url, scope).pathname));

cleanupOutdatedCaches();
// Pagefind asks for pagefind-entry.json?ts=<now> to get past HTTP caches: the precached copy is
// the one of this build, so the parameter is ignored.
registerRoute(new PrecacheRoute(precache, { ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^ts$/] }));

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

/** The language of a URL path: its first part after the base, or null. */
function langOf(pathname) {
  const first = pathname.slice(base.length).split('/')[0];
  return first === 'ja' || first === 'en' ? first : null;
}

/** True when every _astro/ file the HTML names is one of this build's. */
function ofThisBuild(html) {
  for (const match of html.matchAll(/["']([^"'\s]*\/_astro\/[^"'\s]+\.(?:js|css))["']/g)) {
    if (!ASSETS.has(new URL(match[1], scope).pathname)) return false;
  }
  return true;
}

const sameBuildOnly = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && ofThisBuild(await response.clone().text()) ? response : null),
};

// Pages: network first, kept in PAGES; offline without a copy → the offline page of the language.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async (options) => {
    const strategy = new NetworkFirst({
      cacheName: PAGES,
      networkTimeoutSeconds: 5,
      matchOptions: { ignoreSearch: true },
      plugins: [sameBuildOnly],
    });
    try {
      const response = await strategy.handle(options);
      if (response) return response;
    } catch {
      // offline and not kept: fall through
    }
    const url = new URL(options.request.url);
    const lang = langOf(url.pathname) ?? (self.navigator.language?.startsWith('ja') ? 'ja' : 'en');
    return (await precache.matchPrecache(`${base}${lang}/offline/index.html`)) ?? Response.error();
  },
);

// Pagefind's index files (named by content) and the name layer of each language: cache first, so
// the search a worker answers is always that of its own build.
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin &&
    (url.pathname.startsWith(`${base}pagefind/`) || /^(ja|en)\/search-names\.json$/.test(url.pathname.slice(base.length))),
  new CacheFirst({ cacheName: SEARCH, matchOptions: { ignoreSearch: true }, plugins: [okOnly] }),
);

/** The lists written by scripts/offline.mjs: the pages, table kit and search files of a language. */
async function languageList(lang) {
  const response = await precache.matchPrecache(`${base}offline-pages.${lang}.json`);
  return response ? response.json() : null;
}

const absolute = (path) => new URL(path, scope).href;
const isPage = (url) => !/\.[a-z_]+$/.test(new URL(url).pathname) || url.endsWith('.html');

/**
 * Stores the URLs that are not stored yet (pages checked to be of this build), a few at a time,
 * each tried up to `tries` times. `onStored(url)` after each one stored or found; returns the
 * URLs that could not be stored.
 */
async function store(cacheName, urls, { onStored = () => {}, tries = 2 } = {}) {
  const cache = await caches.open(cacheName);
  const failed = [];
  const queue = [...new Set(urls.map(absolute))];
  const one = async (url) => {
    if (await cache.match(url)) return true;
    for (let attempt = 0; attempt < tries; attempt += 1) {
      try {
        const response = await fetch(url, { cache: 'no-cache' });
        if (response.ok && (!isPage(url) || ofThisBuild(await response.clone().text()))) {
          await cache.put(url, response);
          return true;
        }
        if (response.status === 404) return false;
      } catch {
        // network error: try again
      }
    }
    return false;
  };
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (await one(url)) onStored(url);
      else failed.push(url);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return failed;
}

let stateWrite = Promise.resolve();
async function readState() {
  const response = await (await caches.open(STATE)).match(STATE_KEY);
  const state = response ? await response.json() : {};
  return { kits: state.kits ?? [], saved: state.saved ?? [] };
}
/** Adds a language to one of the state's lists (writes one after another). */
function remember(key, lang) {
  stateWrite = stateWrite.then(async () => {
    const state = await readState();
    if (state[key].includes(lang)) return;
    state[key].push(lang);
    await (
      await caches.open(STATE)
    ).put(STATE_KEY, new Response(JSON.stringify(state), { headers: { 'content-type': 'application/json' } }));
  });
  return stateWrite;
}

/** Pages of `lang` in the cache, and whether its search (names and Pagefind) is all there. */
async function status(lang) {
  const list = await languageList(lang);
  if (!list) return null;
  const pages = await caches.open(PAGES);
  const search = await caches.open(SEARCH);
  const saved = [];
  let missingBytes = 0;
  for (const page of list.pages) {
    if (await pages.match(absolute(page.url))) saved.push({ url: page.url, title: page.title });
    else missingBytes += page.bytes;
  }
  let searchReady = true;
  for (const file of list.search) {
    if (!(await search.match(absolute(file.url)))) {
      searchReady = false;
      missingBytes += file.bytes;
    }
  }
  return { saved, total: list.pages.length, search: searchReady, missingBytes };
}

const kitsDone = new Set();
self.addEventListener('message', (event) => {
  const data = event.data ?? {};
  const port = event.ports[0];
  if (data.type === 'skip-waiting') {
    self.skipWaiting();
    return;
  }
  const lang = data.lang === 'ja' || data.lang === 'en' ? data.lang : null;
  if (!lang) return;
  if (data.type === 'visit') {
    // The page was shown: keep it (and any page read before the worker controlled it), then the table kit.
    const read = (Array.isArray(data.pages) ? data.pages : [])
      .map((path) => new URL(String(path), scope))
      .filter((url) => url.origin === scope.origin && langOf(url.pathname) !== null)
      .map((url) => `${url.origin}${url.pathname}`);
    event.waitUntil(
      (async () => {
        const failed = await store(PAGES, read);
        port?.postMessage({ type: 'kept', pages: read.filter((url) => !failed.includes(url)).map((url) => new URL(url).pathname) });
        await remember('kits', lang);
        if (kitsDone.has(lang)) return;
        const list = await languageList(lang);
        if (!list) return;
        const kitFailed = await Promise.all([
          store(PAGES, list.table),
          store(
            SEARCH,
            list.search.map((file) => file.url),
          ),
        ]);
        if (kitFailed.flat().length === 0) kitsDone.add(lang);
      })(),
    );
  }
  if (data.type === 'save-language') {
    // Progress in bytes, over every file still to fetch (pages and search alike), so the counter
    // moves from the start and ends at the size shown before saving.
    event.waitUntil(
      (async () => {
        await remember('saved', lang);
        const list = await languageList(lang);
        if (!list) return port?.postMessage({ type: 'done', failed: -1, saved: 0, total: 0 });
        const bytes = new Map([...list.pages, ...list.search].map((file) => [absolute(file.url), file.bytes]));
        const pages = await caches.open(PAGES);
        const search = await caches.open(SEARCH);
        const missingPages = [];
        for (const page of list.pages) if (!(await pages.match(absolute(page.url)))) missingPages.push(page.url);
        const missingSearch = [];
        for (const file of list.search) if (!(await search.match(absolute(file.url)))) missingSearch.push(file.url);
        const total = [...missingPages, ...missingSearch].reduce((sum, url) => sum + (bytes.get(absolute(url)) ?? 0), 0);
        let done = 0;
        let last = 0;
        const onStored = (url) => {
          done += bytes.get(url) ?? 0;
          if (done - last >= total / 50 || done === total) {
            last = done;
            port?.postMessage({ type: 'progress', done, total });
          }
        };
        port?.postMessage({ type: 'progress', done: 0, total });
        const failed = (await Promise.all([store(SEARCH, missingSearch, { onStored }), store(PAGES, missingPages, { onStored })])).flat();
        const now = await status(lang);
        port?.postMessage({ type: 'done', failed: failed.length, saved: now?.saved.length ?? 0, total: list.pages.length });
      })(),
    );
  }
  if (data.type === 'status' || data.type === 'saved-pages') {
    event.waitUntil(
      status(lang).then((result) =>
        port?.postMessage({ type: 'status', ...(result ?? { saved: [], total: 0, search: false, missingBytes: 0 }) }),
      ),
    );
  }
});

/**
 * Install: the precache, then everything the reader had in the old build's caches, fetched again
 * in this build. Throws (the install fails, the old worker stays) when something could not be fetched.
 */
async function carryOver() {
  const state = await readState();
  const names = await caches.keys();
  const oldPages = new Set();
  const oldSearch = [];
  for (const name of names) {
    if (name.startsWith(`${PREFIX}pages-`) && name !== PAGES) {
      for (const request of await (await caches.open(name)).keys()) oldPages.add(new URL(request.url).pathname);
    }
    if (name.startsWith(`${PREFIX}search-`) && name !== SEARCH) {
      for (const request of await (await caches.open(name)).keys()) oldSearch.push(new URL(request.url).pathname);
    }
  }
  const failed = [];
  for (const lang of LANGS) {
    const list = await languageList(lang);
    if (!list) continue;
    // A language's search was used under the old build (also before the state was recorded).
    const kit =
      state.kits.includes(lang) || oldSearch.some((path) => path.includes(`/${lang}_`) || path.endsWith(`/${lang}/search-names.json`));
    const saved = state.saved.includes(lang);
    // Pages of the old build that this one no longer has are not fetched (they would be 404s).
    const pages = list.pages.map((page) => page.url).filter((url) => saved || oldPages.has(url) || (kit && list.table.includes(url)));
    failed.push(...(await store(PAGES, pages, { tries: 3 })));
    if (kit || saved)
      failed.push(
        ...(await store(
          SEARCH,
          list.search.map((file) => file.url),
          { tries: 3 },
        )),
      );
  }
  if (failed.length > 0) throw new Error(`offline: ${failed.length} files of the new version could not be fetched; the old version stays`);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache.install(event).then(carryOver));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await precache.activate(event);
      // Pages read while this worker waited were kept by the old one: fetch them in this build too
      // (best effort; the reader is online, having just reloaded).
      const old = (await caches.keys()).filter(
        (name) => (name.startsWith(`${PREFIX}pages-`) && name !== PAGES) || (name.startsWith(`${PREFIX}search-`) && name !== SEARCH),
      );
      const latePages = [];
      for (const name of old.filter((n) => n.startsWith(`${PREFIX}pages-`))) {
        for (const request of await (await caches.open(name)).keys()) latePages.push(request.url);
      }
      if (latePages.length > 0) await store(PAGES, latePages, { tries: 1 });
      await Promise.all(old.map((name) => caches.delete(name)));
    })(),
  );
});
// The first worker takes the page that registered it at once (there is no older one to wait for).
clientsClaim();
