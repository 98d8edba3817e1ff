#!/usr/bin/env node
// Search benchmark (a measurement, not a test: it prints a table and exits 0 unless it cannot run).
// Serves dist/ on loopback (as a static host would, gzip-compressed), drives Debian's Chromium
// (CHROMIUM_PATH to override) and measures, in ja and en:
// - what a content page loads of search before the box is used (must be nothing but the small element);
// - the bytes fetched on the first use (name layer, results UI, Pagefind) and per later query;
// - milliseconds from the keystroke (the input event) to the first rendered result, for the first
//   query after page load (box focused, query typed at once) and for later queries, and to the final
//   status (full text included);
// - the item-name reader (parseItemName, src/rules/read-name.ts), which the calculators run on every
//   keystroke: milliseconds per name, median and slowest, in Chromium as is and with the CPU slowed 4×
//   (Lighthouse's mid phone), bundled by esbuild from src/rules with the whole catalogue and its aliases.
// Run `npm run build` first.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { builtBase } from '../test/support/dist.ts';
import { serveDist } from '../test/support/server.ts';

const dist = join(process.cwd(), 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ is empty: run `npm run build` first.');
  process.exit(1);
}

const BUDGET = { firstMs: 300, laterMs: 50, nameLayerGz: 8 * 1024, readerMs: 5 };
// A chapter without a calculator: a calculator's own code (its base-item filter shares the fold) is not search code.
const QUERIES = {
  ja: {
    page: '/ja/rules/overview/',
    first: 'ふれいみんぐ',
    later: ['ぐれーたー', 'たんけんかのふく', 'ﾌﾚｲﾐﾝｸﾞ', 'バイタライジング', 'ファイヤー・レジスタント', 'ごーすとたっち'],
  },
  en: {
    page: '/en/rules/overview/',
    first: 'flaming',
    later: ['greater', 'ghost touch', 'resist fire', 'disrupting', 'longsword', 'spell storing'],
  },
};

const server = await serveDist(dist, builtBase(dist), {}, { gzip: true });
const origin = server.url.replace(/\/$/, '');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

/** Bytes on the wire (encoded, as fetched) per finished request, the Pagefind worker's included. */
async function trackBytes(page) {
  const log = [];
  page.context().on('requestfinished', async (request) => {
    const entry = { url: request.url(), bytes: 0 };
    log.push(entry);
    const sizes = await request.sizes().catch(() => undefined);
    entry.bytes = sizes ? sizes.responseBodySize : 0;
  });
  return {
    mark: () => log.length,
    since: (mark) => log.slice(mark),
  };
}

/** Puts `query` in the box as one input event (as an IME commits it) and times the first option and the final status. */
async function timeQuery(page, query, options = {}) {
  await page.evaluate(() => {
    const box = document.querySelector('#site-search-input');
    const list = document.querySelector('#site-search-results');
    const status = document.querySelector('#site-search-status');
    const timing = (window.__searchTiming = { focus: 0, start: 0, first: 0, done: 0 });
    box.addEventListener('focus', () => (timing.focus = performance.now()), { once: true, capture: true });
    box.addEventListener('input', () => (timing.start = performance.now()), { once: true, capture: true });
    new MutationObserver((_, observer) => {
      if (!timing.first && list.querySelector('[role="option"]')) {
        timing.first = performance.now();
        observer.disconnect();
      }
    }).observe(list, { childList: true, subtree: true });
    new MutationObserver((_, observer) => {
      if (status.textContent) {
        timing.done = performance.now();
        observer.disconnect();
      }
    }).observe(status, { childList: true, characterData: true, subtree: true });
  });
  if (options.focus) await page.locator('#site-search-input').focus();
  await page.keyboard.insertText(query);
  await page.waitForFunction(() => window.__searchTiming.first && window.__searchTiming.done, null, { timeout: 15_000 });
  const t = await page.evaluate(() => window.__searchTiming);
  return { first: t.first - t.start, done: t.done - t.start, fromFocus: t.focus ? t.first - t.focus : 0 };
}

async function clearBox(page) {
  await page.locator('#site-search-input').fill('');
  await page.waitForFunction(
    () => !document.querySelector('#site-search-results [role="option"]') && !document.querySelector('#site-search-status').textContent,
  );
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value) => `${value.toFixed(0)} ms`;
const rows = [];
const row = (lang, measure, value, budget = '', ok = '') => rows.push([lang, measure, value, budget, ok]);
const sum = (entries, test = () => true) => entries.filter((e) => test(e.url)).reduce((total, e) => total + e.bytes, 0);
const isNameLayer = (url) => /\/search-names\.json$/.test(url) || /\/_astro\/(controller|fold-text|fold)\./.test(url);
const isResultsUi = (url) => /\/_astro\/combobox\./.test(url);
const isPagefind = (url) => url.includes('/pagefind/');

for (const [lang, q] of Object.entries(QUERIES)) {
  // No service worker: it stores the reader's language's search index for offline use in the background,
  // which is not what the search itself costs (README, "Offline and installable").
  const context = await browser.newContext({ viewport: { width: 390, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const bytes = await trackBytes(page);
  const start = bytes.mark();
  await page.goto(origin + q.page, { waitUntil: 'networkidle' });
  const onLoad = bytes.since(start);
  const searchOnLoad = onLoad.filter((e) => isNameLayer(e.url) || isResultsUi(e.url) || isPagefind(e.url));
  const element = sum(onLoad, (url) => /\/_astro\/(Search\.astro|preload-helper)/.test(url));
  row(
    lang,
    `search code a content page loads before use (${q.page})`,
    kb(sum(searchOnLoad)),
    '0 kB',
    searchOnLoad.length === 0 ? 'ok' : 'OVER',
  );
  row(lang, "the <site-search> element and Vite's import helper, loaded up front (gzip)", kb(element), '', '');

  // First query: focus, then type at once; the name layer and Pagefind load on the focus.
  const firstMark = bytes.mark();
  const first = await timeQuery(page, q.first, { focus: true });
  await page.waitForLoadState('networkidle');
  const firstBytes = bytes.since(firstMark);
  row(
    lang,
    `first query "${q.first}": keystroke → first result`,
    ms(first.first),
    `≤ ${BUDGET.firstMs} ms`,
    first.first <= BUDGET.firstMs ? 'ok' : 'OVER',
  );
  row(
    lang,
    'first query: focus → first result (the box was empty until then)',
    ms(first.fromFocus),
    `≤ ${BUDGET.firstMs} ms`,
    first.fromFocus <= BUDGET.firstMs ? 'ok' : 'OVER',
  );
  row(lang, `first query: keystroke → full text done`, ms(first.done), '', '');
  const nameLayer = sum(firstBytes, isNameLayer);
  const ui = sum(firstBytes, isResultsUi);
  row(
    lang,
    'name layer: names data + fold + engine/match JS, gzip',
    kb(nameLayer),
    `≤ ${kb(BUDGET.nameLayerGz)}`,
    nameLayer <= BUDGET.nameLayerGz ? 'ok' : 'OVER',
  );
  row(lang, '  of which names data', kb(sum(firstBytes, (url) => url.endsWith('search-names.json'))), '', '');
  row(lang, 'results UI JS (combobox: keys, grouping, rendering), gzip', kb(ui), '', '');
  row(lang, 'all search code and data on first use but Pagefind, gzip', kb(nameLayer + ui), '', '');
  row(lang, 'Pagefind on first use (JS, WASM, index, fragments)', kb(sum(firstBytes, isPagefind)), '', '');

  const later = [];
  let laterBytes = 0;
  for (const query of q.later) {
    await clearBox(page);
    const mark = bytes.mark();
    const t = await timeQuery(page, query);
    await page.waitForLoadState('networkidle');
    laterBytes += sum(bytes.since(mark));
    later.push({ query, ...t });
  }
  const firsts = later.map((l) => l.first).sort((a, b) => a - b);
  const median = firsts[Math.floor(firsts.length / 2)];
  const worst = firsts.at(-1);
  row(
    lang,
    `later queries (${later.length}): keystroke → first result, median`,
    ms(median),
    `≤ ${BUDGET.laterMs} ms`,
    median <= BUDGET.laterMs ? 'ok' : 'OVER',
  );
  row(
    lang,
    'later queries: keystroke → first result, slowest',
    ms(worst),
    `≤ ${BUDGET.laterMs} ms`,
    worst <= BUDGET.laterMs ? 'ok' : 'OVER',
  );
  row(
    lang,
    'later queries: keystroke → full text done, median',
    ms(later.map((l) => l.done).sort((a, b) => a - b)[Math.floor(later.length / 2)]),
    '',
    '',
  );
  row(lang, 'later queries: bytes fetched per query (Pagefind chunks), mean', kb(laterBytes / later.length), '', '');
  await context.close();
}

// The item-name reader: names as the builder writes them and as players type them, both languages.
const READER_NAMES = [
  '+1 striking flaming longsword',
  '+2 greater striking flaming frost longsword',
  '+3 major striking keen vorpal anarchic greatsword',
  '+1 Striking Flamming Longsword',
  '+2 resilient greater fire-resistant full plate',
  'minor reinforcing steel shield',
  '+1 speed disrupting mace',
  'striking (greater) halfling sling staff',
  'hello world, this is not an item at all',
  '＋1ストライキング・フレイミング・ロングソード',
  '＋2グレーター・ストライキング・フレイミング・フロスト・ロングソード',
  '＋１すとらいきんぐふれいみんぐろんぐそーど',
  '+1ｽﾄﾗｲｷﾝｸﾞ･ﾌﾚｲﾐﾝｸﾞ･ﾛﾝｸﾞｿｰﾄﾞ',
  '＋3メジャー・ストライキング・グレーター・アシェン・拳',
  '＋2グレーター・リジリアント・ファイアー・レジスタント・フル・プレート',
];
const bundle = await build({
  stdin: {
    contents: "import { parseItemName } from './src/rules/index.ts'; window.__parseItemName = parseItemName;",
    resolveDir: process.cwd(),
    loader: 'ts',
  },
  bundle: true,
  format: 'iife',
  write: false,
  minify: true,
  logLevel: 'silent',
});
for (const throttle of [1, 4]) {
  const page = await browser.newPage();
  // A blank page: the site's pages forbid inline scripts (CSP), and the reader needs no page.
  await page.goto('about:blank');
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  // Per name: the mean of 20 readings in a row (the clock is coarse, 0.1 ms); then the median and the slowest name.
  const times = await page.evaluate((names) => {
    const parse = window.__parseItemName;
    // The first call builds the word table (once per page); a warm-up round lets the engine compile the reader.
    for (let round = 0; round < 5; round++) for (const name of names) parse(name);
    return names
      .map((name) => {
        const start = performance.now();
        for (let round = 0; round < 20; round++) parse(name);
        return (performance.now() - start) / 20;
      })
      .sort((a, b) => a - b);
  }, READER_NAMES);
  const median = times[Math.floor(times.length / 2)];
  const worst = times.at(-1);
  const label = throttle === 1 ? 'this machine' : `CPU ${throttle}× slower (mid phone)`;
  const fmt = (v) => `${v.toFixed(2)} ms`;
  row(
    'both',
    `item-name reader, ${READER_NAMES.length} names: per name, median (${label})`,
    fmt(median),
    `≤ ${BUDGET.readerMs} ms`,
    median <= BUDGET.readerMs ? 'ok' : 'OVER',
  );
  row('both', `item-name reader: per name, slowest (${label})`, fmt(worst), '', '');
  await page.close();
}

await browser.close();
await server.close();

const widths = [0, 1, 2, 3, 4].map((i) =>
  Math.max(...[['lang', 'measure', 'value', 'budget', ''], ...rows].map((r) => String(r[i]).length)),
);
const line = (r) => `| ${r.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
console.log(line(['lang', 'measure', 'value', 'budget', '']));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
