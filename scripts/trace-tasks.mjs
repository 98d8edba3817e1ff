// What a Chromium performance trace says of the page's main thread, shared by scripts/trace-tools.mjs (page load)
// and scripts/trace-first-use.mjs (a calculator's first use): the tasks that would be long on a phone 4x slower
// than this machine (as Lighthouse's mobile simulation counts them: 4 x the task's time here over 50 ms), each with
// what it spent its time on (script by file, style recalculation, layout, HTML parsing). Times are the main thread's
// CPU time (the trace's thread duration), not the wall clock, so other work on a shared machine changes them little.

import { join } from 'node:path';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { builtBase } from '../test/support/dist.ts';
import { serveDist } from '../test/support/server.ts';

/**
 * What a trace script runs against: dist/ (or DIST) served as a host serves it, gzip included, and Debian's full
 * Chromium (CHROMIUM_PATH overrides), whose paint path is a phone browser's; with the load average, to print beside
 * the figures.
 */
export async function traceSession() {
  const dist = process.env.DIST ?? join(process.cwd(), 'dist');
  const server = await serveDist(dist, builtBase(dist), {}, { gzip: true });
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
  return { server, origin: server.url.replace(/\/$/, ''), browser, load, loadBefore };
}

/** The command line of a trace script: `--runs N` (3 by default) and the pages to trace (paths starting with /). */
export function traceArgs() {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  return { args, runs: runsAt >= 0 ? Number(args[runsAt + 1]) : 3, paths: args.filter((a) => a.startsWith('/')) };
}

/** A phone's screen to trace in: 390 x 844 CSS px at twice the density, touch. */
export const phoneContext = (browser) =>
  browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

/**
 * Measures each page `runs` times, one run after another, then closes the session's browser and server (also when a
 * run throws): each page with its runs' results, in order.
 */
export async function measurePages({ browser, server }, pages, runs, measure) {
  const measured = [];
  try {
    for (const path of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await measure(path));
      measured.push({ path, results });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return measured;
}

/** The run in the middle when the runs are ordered by `key`: the one whose breakdown a script prints. */
export const middleRun = (results, key) => [...results].sort((a, b) => a[key] - b[key])[Math.floor(results.length / 2)];

/** Resolves once the page has gone 2.5 s without a long task: its own scripts and its idle loads are done. */
export function settled(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = performance.now();
        new PerformanceObserver(() => (last = performance.now())).observe({ type: 'longtask', buffered: true });
        const check = () => (performance.now() - last > 2500 ? resolve() : setTimeout(check, 250));
        check();
      }),
  );
}

/** Lighthouse's mobile CPU slowdown. */
export const SLOWDOWN = 4;

/** The trace categories the breakdown reads. */
export const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'].join(',');

export const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** A task's main-thread CPU time here, in ms. */
export const cpu = (e) => (e.tdur ?? e.dur) / 1000;

/**
 * The complete events of the page's renderer main thread: the CrRendererMain that ran `marker` (an event name, as
 * ParseHTML for a navigation or EventDispatch for a tap), the busiest such thread when more than one did.
 */
export function mainThreadEvents(events, marker) {
  const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const ran = (t) => events.filter((x) => x.pid === t.pid && x.tid === t.tid && x.name === marker).length;
  const main = threads.sort((a, b) => ran(b) - ran(a))[0];
  return events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
}

// Top-level work inside a task (not nested in another counted event).
const KINDS = new Set([
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
const RENDERING = [
  'UpdateLayoutTree',
  'Layout',
  'ParseHTML',
  'Paint',
  'PrePaint',
  'ParseAuthorStyleSheet',
  'MajorGC',
  'MinorGC',
  'HitTest',
];

/** A phone's time for an event: its CPU time here x SLOWDOWN. */
export const scaled = (e) => SLOWDOWN * cpu(e);

/**
 * What one task spent its time on, as `time` reckons an event (default: CPU time x SLOWDOWN; a trace taken under
 * CDP's CPU throttling reads the wall time): { ms, parts: { 'script file': ms, Layout: ms, … }, styleElements }.
 */
export function breakdown(task, onMain, origin, time = scaled) {
  const end = task.ts + task.dur;
  const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
  const parts = {};
  const add = (key, ms) => (parts[key] = (parts[key] ?? 0) + ms);
  const counted = inside.filter((e) => KINDS.has(e.name));
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
    const forced = nested.reduce((s, n) => s + time(n), 0);
    if (RENDERING.includes(e.name)) {
      add(e.name, time(e));
    } else {
      add(`script ${file || e.name}`, time(e) - forced);
      if (forced) add('forced style/layout', forced);
    }
  }
  const style = inside.filter((e) => e.name === 'UpdateLayoutTree');
  const styleElements = style.reduce((s, e) => s + (e.args?.elementCount ?? 0), 0);
  return { ms: time(task), parts, styleElements };
}

/** The main thread's tasks long at SLOWDOWN (over 50 ms), each broken down. */
export function longTasks(onMain, origin) {
  return onMain.filter((e) => e.name === 'RunTask' && SLOWDOWN * cpu(e) > 50).map((task) => breakdown(task, onMain, origin));
}

/** One line per task: its time and its parts of 2 ms or more, largest first. */
export function taskLine(t) {
  const parts = Object.entries(t.parts)
    .filter(([, ms]) => ms >= 2)
    .sort((a, b) => b[1] - a[1])
    .map(([k, ms]) => `${k} ${Math.round(ms)}`)
    .join(', ');
  return `${Math.round(t.ms)} ms: ${parts} (style recalc over ${t.styleElements} elements)`;
}
