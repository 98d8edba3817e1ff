// Lighthouse (mobile preset, the default) on the calculator pages and the rune index of the built site: performance
// score, Total Blocking Time and the main-thread breakdown, printed as a table with the machine's load average before
// and after (figures from a busy machine are not comparable). Run after `npm run build`:
//   npm run bench:lighthouse [-- --runs 3] [-- --raw] [-- --no-paint-holding] [-- /en/tools/item/ ...]
// Text is sent gzipped, as every static host does (GitHub Pages, Netlify, Cloudflare Pages); `--raw` sends the files as
// they are (the rune index's HTML is 280 kB raw, 22 kB gzipped: on Lighthouse's simulated mobile link that alone moves
// its LCP by about a second).
// Uses Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium); never downloads a browser. Serves dist/ itself.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { TOOLS } from '../src/tools/registry.ts';
import { builtBase } from '../test/support/dist.ts';
import { serveDist } from '../test/support/server.ts';

const DIST = join(process.cwd(), 'dist');
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const paths = args.filter((a, i) => a.startsWith('/') && !(runsAt >= 0 && i === runsAt + 1));
const gzip = !args.includes('--raw');
// Chromium without Paint Holding: the first frame is not held back (see the note printed below the table), so every
// task after the first paint counts towards TBT, as on a phone whose first frame comes on time. The stricter reading.
const noPaintHolding = args.includes('--no-paint-holding');
const PAGES =
  paths.length > 0 ? paths : ['en', 'ja'].flatMap((lang) => [...TOOLS.map((tool) => `/${lang}/tools/${tool.slug}/`), `/${lang}/runes/`]);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const loadBefore = load();

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('No dist/: run `npm run build` first.');
  process.exit(1);
}

// Served under the base it was built for (`npm run build`: the root).
const server = await serveDist(DIST, builtBase(DIST), {}, { gzip });
const origin = server.url.replace(/\/$/, '');

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-gpu',
    ...(noPaintHolding ? ['--disable-features=PaintHolding'] : []),
  ],
});

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const rows = [];
try {
  for (const path of PAGES) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const bootup = lhr.audits['bootup-time']?.details?.items ?? [];
      const ours = bootup.filter((item) => String(item.url).startsWith(origin));
      results.push({
        score: lhr.categories.performance.score,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        si: lhr.audits['speed-index'].numericValue,
        // What this machine's Chromium did, before Lighthouse's simulation: see the note printed below the table.
        observedFcp: lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN,
        script: ours.reduce((sum, item) => sum + (item.scripting ?? 0), 0),
        groups: Object.fromEntries(
          (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration]),
        ),
        tasks: (lhr.audits['long-tasks']?.details?.items ?? []).map(
          (item) => `${Math.round(item.duration)} ms ${String(item.url).replace(origin, '')}`,
        ),
      });
    }
    rows.push({
      page: path,
      score: median(results.map((r) => r.score)),
      tbt: Math.round(median(results.map((r) => r.tbt))),
      lcp: Math.round(median(results.map((r) => r.lcp))),
      cls: median(results.map((r) => r.cls)).toFixed(3),
      si: Math.round(median(results.map((r) => r.si))),
      observedFcp: results.map((r) => Math.round(r.observedFcp)).join(' / '),
      script: Math.round(median(results.map((r) => r.script))),
      groups: results[Math.floor(results.length / 2)].groups,
      tasks: results[Math.floor(results.length / 2)].tasks,
    });
  }
} finally {
  await chrome.kill();
  await server.close();
}

console.log(
  `\nLighthouse ${lighthouse.version ?? ''} mobile, median of ${runs} run(s) per page, text ${gzip ? 'gzipped' : 'sent raw'}${noPaintHolding ? ', Paint Holding off' : ''}; load average (1, 5, 15 min) before ${loadBefore}, after ${load()}\n`,
);
console.log('| page | performance | TBT ms | LCP ms | Speed Index ms | CLS | script eval ms (site JS) | observed FCP ms, each run |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.page} | ${r.score} | ${r.tbt} | ${r.lcp} | ${r.si} | ${r.cls} | ${r.script} | ${r.observedFcp} |`);
// Headless Chromium often presents a page's first frame a whole second or two late (the renderer's frames held
// back while the page loads; GoogleChrome/lighthouse#17148, #17230), with the main thread idle meanwhile. Lighthouse's
// simulation then counts every request made before that late paint as needed for it, and its Speed Index
// follows the late filmstrip. A run whose observed FCP is over a second after a sub-second load hit this.
console.log(
  '\nObserved FCP is what Chromium showed here; runs with 1,000 ms or more were held back by headless Chromium (see the comment in this script).',
);
console.log('\nWhere the main thread goes (ms, one run per page: the middle one):\n');
const GROUPS = ['scriptEvaluation', 'scriptParseCompile', 'styleLayout', 'parseHTML', 'paintCompositeRender', 'garbageCollection', 'other'];
console.log(`| page | ${GROUPS.join(' | ')} | long tasks |`);
console.log(`|---|${GROUPS.map(() => '---').join('|')}|---|`);
for (const r of rows)
  console.log(`| ${r.page} | ${GROUPS.map((g) => Math.round(r.groups[g] ?? 0)).join(' | ')} | ${r.tasks.join('; ') || 'none'} |`);
const failing = rows.filter((r) => r.score < 0.98 || r.tbt > 150);
if (failing.length > 0) console.log(`\nBelow the aim (performance >= 0.98, TBT <= 150 ms): ${failing.map((r) => r.page).join(', ')}`);
