// @ts-check
// After `astro build` and Pagefind: writes the lists of pages and search files of each language,
// bundles the service worker (scripts/sw/service-worker.js) and injects Workbox's precache manifest.
// Run by `npm run build`; reads and writes dist/ only.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
// The registry is plain data with type-only imports: Node runs it as TypeScript (type stripping).
import { TOOLS } from '../src/tools/registry.ts';

const DIST = join(process.cwd(), 'dist');
const BASE = (() => {
  const base = process.env.BASE_PATH ?? '/';
  return `/${base.split('/').filter(Boolean).join('/')}${base.split('/').filter(Boolean).length ? '/' : ''}`;
})();
const LANGS = ['ja', 'en'];
/** The pages every visit of a language stores for the table (with the language's search): its home,
 * the calculators and their index, the rune index, the glossary and the search page. */
const TABLE = ['', 'tools/', ...TOOLS.map((tool) => `tools/${tool.slug}/`), 'runes/', 'glossary/', 'search/'];
/** Pages that are not content: never stored by "save this language". */
const NOT_CONTENT = /(^|\/)(404\.html|offline\/index\.html)$/;

/** @param {string} dir @returns {string[]} paths relative to DIST, with / */
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [relative(DIST, path).split(sep).join('/')];
  });
}

const all = files(DIST).filter((f) => f !== 'sw.js' && !f.endsWith('.map'));
const buildId = createHash('sha256')
  .update(
    all
      .map(
        (f) =>
          `${f}\0${createHash('sha256')
            .update(readFileSync(join(DIST, f)))
            .digest('hex')}`,
      )
      .join('\n'),
  )
  .digest('hex')
  .slice(0, 12);

/** URL of a file in dist: `ja/runes/index.html` → `/ja/runes/`. @param {string} file */
const urlOf = (file) => `${BASE}${file.replace(/(^|\/)index\.html$/, '$1')}`;
const gzipBytes = (/** @type {string} */ file) => gzipSync(readFileSync(join(DIST, file))).length;

const entry = JSON.parse(readFileSync(join(DIST, 'pagefind/pagefind-entry.json'), 'utf8'));
for (const lang of LANGS) {
  const pages = all
    .filter((f) => f.startsWith(`${lang}/`) && f.endsWith('.html') && !NOT_CONTENT.test(f))
    .map((file) => {
      const title = /<title>([^<]*)<\/title>/.exec(readFileSync(join(DIST, file), 'utf8'))?.[1] ?? file;
      return { url: urlOf(file), title: title.replace(/ \| [^|]+$/, '').replace(/&amp;/g, '&'), bytes: gzipBytes(file) };
    })
    .sort((a, b) => a.url.localeCompare(b.url));
  const info = entry.languages[lang];
  if (!info) throw new Error(`dist/pagefind/pagefind-entry.json has no language "${lang}"`);
  // The search of the language: its name layer (gzip, as a host sends it) and Pagefind's index files
  // (compressed already: their size is what travels).
  const search = [
    { url: urlOf(`${lang}/search-names.json`), bytes: gzipBytes(`${lang}/search-names.json`) },
    ...all
      .filter((f) => f.startsWith('pagefind/') && (f.includes(`/${lang}_`) || f === `pagefind/pagefind.${info.hash}.pf_meta`))
      .map((file) => ({ url: `${BASE}${file}`, bytes: statSync(join(DIST, file)).size })),
  ];
  // The table kit's pages: what a player needs offline after one visit of the language.
  const table = TABLE.map((path) => urlOf(`${lang}/${path}index.html`));
  for (const url of table)
    if (!pages.some((page) => page.url === url)) throw new Error(`offline: the table kit's page ${url} is not built`);
  const list = {
    build: buildId,
    lang,
    pages,
    table,
    search,
    pagesBytes: pages.reduce((n, p) => n + p.bytes, 0),
    searchBytes: search.reduce((n, f) => n + f.bytes, 0),
    tableBytes: pages.filter((p) => table.includes(p.url)).reduce((n, p) => n + p.bytes, 0),
  };
  writeFileSync(join(DIST, `offline-pages.${lang}.json`), JSON.stringify(list));
}

await build({
  entryPoints: [join(process.cwd(), 'scripts/sw/service-worker.js')],
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  define: { BUILD_ID: JSON.stringify(buildId), 'process.env.NODE_ENV': '"production"' },
  outfile: join(DIST, 'sw.js'),
  logLevel: 'warning',
});

const { count, size, warnings } = await injectManifest({
  swSrc: join(DIST, 'sw.js'),
  swDest: join(DIST, 'sw.js'),
  globDirectory: DIST,
  globPatterns: [
    '_astro/**/*.{js,css}',
    'favicon.svg',
    'icons/*.{svg,png}',
    'manifest.*.webmanifest',
    'index.html',
    '{ja,en}/offline/index.html',
    'offline-pages.*.json',
    // the open data and its schemas (README, "Open data"), there offline as every other file
    'data/v1/*.json',
    'pagefind/pagefind.js',
    'pagefind/pagefind-worker.js',
    'pagefind/pagefind-entry.json',
    'pagefind/wasm.*.pagefind',
  ],
  dontCacheBustURLsMatching: /^_astro\//,
  maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
console.log(
  `service worker: build ${buildId}, ${count} files precached (${(size / 1024).toFixed(0)} kB); page lists for ${LANGS.join(', ')}`,
);
