// Main-thread long tasks of the calculator pages and the rune index as they load, from a Chromium performance trace
// (scripts/trace-tasks.mjs reads it): for each page, the tasks that would be long on a phone 4x slower than this
// machine, with what they spent their time on, and their total and blocking time (the part of each over 50 ms, which
// is what Total Blocking Time adds up). A calculator's first use: scripts/trace-first-use.mjs. Run after `npm run build`:
//   npx node scripts/trace-tools.mjs [--runs 3] [/en/tools/item/ ...]
import { TOOLS } from '../src/tools/registry.ts';
import {
  CATEGORIES,
  longTasks,
  mainThreadEvents,
  median,
  SLOWDOWN,
  taskLine,
  measurePages,
  middleRun,
  phoneContext,
  settled,
  traceArgs,
  traceSession,
} from './trace-tasks.mjs';

const { runs, paths } = traceArgs();
const PAGES =
  paths.length > 0 ? paths : ['en', 'ja'].flatMap((lang) => [...TOOLS.map((tool) => `/${lang}/tools/${tool.slug}/`), `/${lang}/runes/`]);
const session = await traceSession();
const { server, origin, browser, load, loadBefore } = session;

async function trace(path) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: CATEGORIES,
    transferMode: 'ReportEvents',
  });
  await page.goto(new URL(path.slice(1), server.url).href, { waitUntil: 'load' });
  // The islands hydrate, the idle loads arrive: wait until the page has been quiet for a while.
  await settled(page);
  await cdp.send('Tracing.end');
  await done;
  const nodes = await page.evaluate(() => ({
    dom: document.getElementsByTagName('*').length,
    options: document.getElementsByTagName('option').length,
  }));
  await context.close();
  const onMain = mainThreadEvents(events, 'ParseHTML');
  const report = longTasks(onMain, origin);
  return {
    total: report.reduce((s, t) => s + t.ms, 0),
    blocking: report.reduce((s, t) => s + Math.max(0, t.ms - 50), 0),
    report,
    nodes,
  };
}

const rows = (await measurePages(session, PAGES, runs, trace)).map(({ path, results }) => ({
  path,
  total: median(results.map((r) => r.total)),
  blocking: median(results.map((r) => r.blocking)),
  mid: middleRun(results, 'blocking'),
}));
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
  for (const t of r.mid.report) console.log(`  ${taskLine(t)}`);
}
