// A calculator's first use on a phone, from a Chromium performance trace: each calculator page (bare address, both
// languages) loads on a 390 x 844 touch screen and is left until quiet; then, traced, the player's first tap (the
// first name field: its pointerdown starts the island, components/tools/hydrate-on-use.ts) and what follows until the
// calculator is live: the island hydrated (Astro drops its `ssr` attribute, as test/support/browser.ts waits for),
// the parts a task later (Later.tsx), the replay and what the field's focus loads (the name reader), up to the first
// 300 ms of quiet (1.2 s throttled), or, where the page marks it, the task in which the name reader is ready
// (`name-reader:ready`, src/lib/name-reader-load.ts): the field then reads what is typed. Per page, the median of the runs:
//   - live x4: from the tap to live on a phone 4x slower, estimated as 4 x the main thread's CPU time over that
//     stretch (the waits between its tasks are this machine's loopback fetches, a few ms), idle callbacks apart (the
//     selects' whole lists, one per idle period: full-lists.ts), which a phone runs in its spare time;
//   - wall: the same stretch's wall time here, unthrottled;
//   - longest task x4, and the tasks over 50 ms at x4 with what they spent their time on (scripts/trace-tasks.mjs).
// CPU time x4 by default rather than CDP's CPU throttling and the wall clock: as scripts/trace-tools.mjs, so that the
// two read alike, and because CPU time moves little when other jobs share the two cores, where a throttled wall clock
// moves with them. It leaves out the waits a slow phone adds between the tasks (timers, frames, fetches), so it reads
// shorter than a phone: `--throttle` takes the same trace under CDP's CPU throttling (x4, from the tap on) and gives
// wall times, the time to live included (the "wall" column is then throttled too); trust it on a quiet machine only.
// Run after `npm run build`:
//   npx node scripts/trace-first-use.mjs [--runs 3] [--throttle] [/en/tools/item/ ...]
import { NAME_FIELDS } from '../test/support/typing-runs.ts';
import {
  breakdown,
  CATEGORIES,
  mainThreadEvents,
  median,
  scaled,
  SLOWDOWN,
  taskLine,
  measurePages,
  middleRun,
  phoneContext,
  settled,
  traceArgs,
  traceSession,
} from './trace-tasks.mjs';

const { args, runs, paths } = traceArgs();
// Each calculator page once, with its first name field: the field a player taps first.
const FIRST_FIELD = new Map();
for (const [path, field] of NAME_FIELDS) if (!FIRST_FIELD.has(path)) FIRST_FIELD.set(path, field);
const PAGES = paths.length > 0 ? paths : ['en', 'ja'].flatMap((lang) => [...FIRST_FIELD.keys()].map((path) => `/${lang}/${path}`));
const fieldOf = (path) => FIRST_FIELD.get(path.replace(/^\/\w\w\//, '').replace(/\?.*$/, ''));
const session = await traceSession();
const { server, origin, browser, load, loadBefore } = session;

const throttled = args.includes('--throttle');
// A task's time on the phone: CPU time x 4, or the wall time under throttling.
const time = throttled ? (e) => e.dur / 1000 : scaled;
const QUIET_MS = throttled ? SLOWDOWN * 300 : 300;

async function firstUse(path) {
  const field = fieldOf(path);
  if (!field) throw new Error(`${path}: not a calculator page with a name field`);
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.goto(new URL(path.slice(1), server.url).href, { waitUntil: 'load' });
  // The page settles (its own scripts, the idle loads): 2.5 s without a long task.
  await settled(page);
  if ((await page.locator('astro-island:not([ssr]) .tool').count()) > 0) throw new Error(`${path}: the calculator started before use`);
  // The moment the island is hydrated, in the trace.
  await page.evaluate(() => {
    const island = document.querySelector('astro-island[ssr]');
    new MutationObserver((_, observer) => {
      if (island.hasAttribute('ssr')) return;
      performance.mark('first-use:hydrated');
      observer.disconnect();
    }).observe(island, { attributes: true, attributeFilter: ['ssr'] });
  });
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  if (throttled) await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await page.tap(`#${field}`);
  await page.locator('astro-island:not([ssr]) .tool').first().waitFor({ state: 'attached', timeout: 10_000 });
  // What the start set going (Later.tsx's parts, the replay, the name reader) ends well inside this.
  await page.waitForTimeout(2000);
  await cdp.send('Tracing.end');
  await done;
  await context.close();

  const onMain = mainThreadEvents(events, 'EventDispatch');
  const tap = onMain.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown');
  const hydrated = events.find((e) => e.name === 'first-use:hydrated');
  if (!tap || !hydrated) throw new Error(`${path}: no ${tap ? 'hydration mark' : 'pointerdown'} in the trace`);
  // The tasks from the tap's on, until the first quiet stretch after the island hydrated. An idle callback's task (a
  // select's whole list, rendered one per idle period: full-lists.ts) is the browser's spare time, not the start:
  // it counts for the longest task, not for the time to live.
  const idle = (t) => onMain.some((e) => e.name === 'FireIdleCallback' && e.ts >= t.ts && e.ts < t.ts + t.dur);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts + e.dur >= tap.ts).sort((a, b) => a.ts - b.ts);
  const first = Math.max(
    0,
    tasks.findIndex((t) => t.ts <= tap.ts && t.ts + t.dur >= tap.ts),
  );
  // Live: the name reader has read the field (its mark, src/lib/name-reader-load.ts), or without one, quiet after hydration.
  const ready = events.find((e) => e.name === 'name-reader:ready' && e.ts >= tap.ts);
  let end = first;
  if (ready) end = tasks.findLastIndex((t) => t.ts <= ready.ts);
  else
    for (let i = first + 1; i < tasks.length; i++) {
      const gap = (tasks[i].ts - (tasks[end].ts + tasks[end].dur)) / 1000;
      if (gap > QUIET_MS && tasks[end].ts + tasks[end].dur >= hydrated.ts) break;
      if (time(tasks[i]) >= 4 && !idle(tasks[i])) end = i;
    }
  const stretch = tasks.slice(first, end + 1);
  const start = stretch.filter((t) => !idle(t));
  const last = start.at(-1);
  const long = stretch.filter((t) => time(t) > 50).map((t) => ({ ...breakdown(t, onMain, origin, time), idle: idle(t) }));
  return {
    live: throttled ? (last.ts + last.dur - tap.ts) / 1000 : start.reduce((s, t) => s + time(t), 0),
    idle: stretch.filter(idle).reduce((s, t) => s + time(t), 0),
    wall: (last.ts + last.dur - tap.ts) / 1000,
    hydrated: (hydrated.ts - tap.ts) / 1000,
    longest: Math.max(...stretch.map(time)),
    long,
  };
}

const rows = (await measurePages(session, PAGES, runs, firstUse)).map(({ path, results }) => {
  const of = (key) => median(results.map((r) => r[key]));
  return {
    path,
    live: of('live'),
    idle: of('idle'),
    wall: of('wall'),
    hydrated: of('hydrated'),
    longest: of('longest'),
    mid: middleRun(results, 'longest'),
  };
});
console.log(
  `\nFirst use (tap on the first name field until live), ${throttled ? `CDP CPU throttling x ${SLOWDOWN}, wall times` : `main-thread CPU time x ${SLOWDOWN}`}, 390 x 844, median of ${runs}; load average before ${loadBefore}, after ${load()}\n`,
);
console.log(
  `| page | live x4 ms | longest task x4 ms | wall ms (${throttled ? 'throttled' : 'unthrottled'}) | hydrated, wall ms | idle callbacks meanwhile x4 ms |`,
);
console.log('|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.path} | ${Math.round(r.live)} | ${Math.round(r.longest)} | ${Math.round(r.wall)} | ${Math.round(r.hydrated)} | ${Math.round(r.idle)} |`,
  );
console.log('\nTasks over 50 ms at x4, of the run with the middle longest task:');
for (const r of rows) {
  console.log(`\n${r.path}`);
  for (const t of r.mid.long) console.log(`  ${t.idle ? '(idle callback) ' : ''}${taskLine(t)}`);
}
