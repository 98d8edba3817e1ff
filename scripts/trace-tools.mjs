// Main-thread long tasks of the calculator pages and the rune index, from a Chromium performance trace: for each
// page, the tasks that would be long on a phone 4x slower than this machine (as Lighthouse's mobile simulation
// counts them: 4 x the task's time here over 50 ms), with what they spent their time on (script by file, style
// recalculation, layout, HTML parsing), and their total and blocking time (the part of each over 50 ms, which is
// what Total Blocking Time adds up). Times are the main thread's CPU time (the trace's thread duration), not the
// wall clock, so other work on a shared machine changes them little. Run after `npm run build`:
//   npx node scripts/trace-tools.mjs [--runs 3] [/en/tools/item/ ...]
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { TOOLS } from '../src/tools/registry.ts';
import { builtBase } from '../test/support/dist.ts';
import { serveDist } from '../test/support/server.ts';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const paths = args.filter((a) => a.startsWith('/'));
const PAGES =
  paths.length > 0 ? paths : ['en', 'ja'].flatMap((lang) => [...TOOLS.map((tool) => `/${lang}/tools/${tool.slug}/`), `/${lang}/runes/`]);
const DIST = process.env.DIST ?? join(process.cwd(), 'dist');
const base = builtBase(DIST);
const server = await serveDist(DIST, base, {}, { gzip: true });
const origin = server.url.replace(/\/$/, '');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const loadBefore = load();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
});

const SLOWDOWN = 4;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

async function trace(path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'].join(','),
    transferMode: 'ReportEvents',
  });
  await page.goto(new URL(path.slice(1), server.url).href, { waitUntil: 'load' });
  // The islands hydrate, the idle loads arrive: wait until the page has been quiet for a while.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = performance.now();
        new PerformanceObserver(() => (last = performance.now())).observe({ type: 'longtask', buffered: true });
        const check = () => (performance.now() - last > 2500 ? resolve() : setTimeout(check, 250));
        check();
      }),
  );
  await cdp.send('Tracing.end');
  await done;
  const nodes = await page.evaluate(() => ({
    dom: document.getElementsByTagName('*').length,
    options: document.getElementsByTagName('option').length,
  }));
  await context.close();
  // The renderer's main thread: the one with the navigation's CrRendererMain.
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'),
  );
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const cpu = (e) => (e.tdur ?? e.dur) / 1000;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && SLOWDOWN * cpu(e) > 50);
  const report = tasks.map((task) => {
    const end = task.ts + task.dur;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const parts = {};
    const add = (key, ms) => (parts[key] = (parts[key] ?? 0) + ms);
    // Top-level work inside the task (not nested in another counted event).
    const kinds = new Set([
      'EvaluateScript',
      'v8.compileModule',
      'v8.evaluateModule',
      'FunctionCall',
      'TimerFire',
      'EventDispatch',
      'FireAnimationFrame',
      'RunMicrotasks',
      'V8.RunMicrotasks',
      'UpdateLayoutTree',
      'Layout',
      'ParseHTML',
      'ParseAuthorStyleSheet',
      'Paint',
      'PrePaint',
      'MajorGC',
      'MinorGC',
      'v8.compile',
      'HitTest',
      'IntersectionObserverController::computeIntersections',
    ]);
    const counted = inside.filter((e) => kinds.has(e.name));
    const top = counted.filter(
      (e) => !counted.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && (o.ts < e.ts || o.dur > e.dur)),
    );
    for (const e of top) {
      const url = e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url ?? '';
      const file = String(url)
        .replace(origin, '')
        .replace(/^.*\/_astro\//, '');
      // Style and layout nested inside script (forced) are reported apart.
      const nested = inside.filter(
        (n) => (n.name === 'UpdateLayoutTree' || n.name === 'Layout') && n.ts >= e.ts && n.ts + n.dur <= e.ts + e.dur && n !== e,
      );
      const forced = nested.reduce((s, n) => s + cpu(n), 0);
      if (
        ['UpdateLayoutTree', 'Layout', 'ParseHTML', 'Paint', 'PrePaint', 'ParseAuthorStyleSheet', 'MajorGC', 'MinorGC', 'HitTest'].includes(
          e.name,
        )
      ) {
        add(e.name, SLOWDOWN * cpu(e));
      } else {
        add(`script ${file || e.name}`, SLOWDOWN * (cpu(e) - forced));
        if (forced) add('forced style/layout', SLOWDOWN * forced);
      }
    }
    const style = inside.filter((e) => e.name === 'UpdateLayoutTree');
    const elements = style.reduce((s, e) => s + (e.args?.elementCount ?? 0), 0);
    return { ms: SLOWDOWN * cpu(task), parts, styleElements: elements };
  });
  return {
    total: report.reduce((s, t) => s + t.ms, 0),
    blocking: report.reduce((s, t) => s + Math.max(0, t.ms - 50), 0),
    report,
    nodes,
  };
}

const rows = [];
try {
  for (const path of PAGES) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await trace(path));
    const mid = results.sort((a, b) => a.blocking - b.blocking)[Math.floor(results.length / 2)];
    rows.push({ path, total: median(results.map((r) => r.total)), blocking: median(results.map((r) => r.blocking)), mid });
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(
  `\nTrace, main-thread CPU time x ${SLOWDOWN} (a phone 4x slower), 390 x 844, median of ${runs}; load average before ${loadBefore}, after ${load()}\n`,
);
console.log('| page | long tasks ms (sum) | blocking ms (sum of the part over 50) | DOM elements | options |');
console.log('|---|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.path} | ${Math.round(r.total)} | ${Math.round(r.blocking)} | ${r.mid.nodes.dom} | ${r.mid.nodes.options} |`);
console.log('\nLong tasks of the middle run:');
for (const r of rows) {
  console.log(`\n${r.path}`);
  for (const t of r.mid.report) {
    const parts = Object.entries(t.parts)
      .filter(([, ms]) => ms >= 2)
      .sort((a, b) => b[1] - a[1])
      .map(([k, ms]) => `${k} ${Math.round(ms)}`)
      .join(', ');
    console.log(`  ${Math.round(t.ms)} ms: ${parts} (style recalc over ${t.styleElements} elements)`);
  }
}
