// The test run as steps, with a table of their times at the end: `npm run test:fast` (lint, format, unit and
// component tests, astro check) and `npm test` (those, one build of the site under a sub-path, the built-site checks
// and the browser tests).
// Lanes side by side, the steps of a lane one after another. Most steps use one core (eslint, prettier, astro check,
// the build, the site checks in their one worker), so on two cores two lanes of them finish in about the time of the
// longer lane, where one after another took their sum. The browser tests, which fill both cores by themselves, start
// as soon as the build has passed, beside the site checks (the site step alone left a core idle for half a minute);
// lint and unit tests have ended by then. The lanes never share a file they write: the build and astro check both
// write .astro/, so they share a lane; nothing else reads dist/ or .astro/.
// Every step runs even when another fails, so one run reports every failure; the site and browser steps are skipped
// when the build failed. The browser tests print as they go; the other steps print their output whole when they end.
// Each step has a budget in seconds, printed beside its time, and the run has one for its wall clock (five minutes
// for `npm test` on the 2-core machine, quiet): the budgets along the longest path (astro check, the build, the
// browser tests) add up to the wall's; the site checks' is for a run beside the browser tests, the lint lane's fits
// beside astro check and the build. A step that grows past its own shows up in every run's table. A budget
// is a ceiling to watch, not a test: on a busy machine every step is slower, and the run stays green.
//   node scripts/run-tests.mjs fast | all
import { spawn } from 'node:child_process';

const mode = process.argv[2];
if (mode !== 'fast' && mode !== 'all') {
  console.error('usage: node scripts/run-tests.mjs fast|all');
  process.exit(2);
}

/** @typedef {{ name: string, command: string[], budget: number, env?: Record<string, string>, needs?: string }} Step */
const BUILD = 'build (BASE_PATH=/pf2e-runes/)';
// Both keep a cache in node_modules/.cache (a fresh clone starts without one): on the inner loop's second run they
// read only the files that changed, 4-5 times faster. Safe for eslint here: no rule of eslint.config.js reads types.
/** @type {Step} */
const ESLINT = {
  name: 'eslint',
  budget: 15,
  command: ['npx', 'eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.'],
};
/** @type {Step} */
const PRETTIER = { name: 'prettier', budget: 15, command: ['npx', 'prettier', '--check', '--cache', '.'] };
/** @type {Step} */
const UNIT = { name: 'unit + components', budget: 30, command: ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'components'] };
/** @type {Step} */
const CHECK = { name: 'astro check', budget: 35, command: ['npx', 'astro', 'check'] };

/** @type {Step} */
const SITE = { name: 'site', budget: 120, command: ['npx', 'vitest', 'run', '--project', 'site'], needs: BUILD };
/** @type {Step} */
const BROWSER = { name: 'browser', budget: 240, command: ['npx', 'vitest', 'run', '--project', 'browser'], needs: BUILD };
/**
 * Lanes side by side; the steps of a lane one after another, a step that needs another waiting for it. The last lane
 * prints as it goes, the others when each step ends.
 */
const LANES =
  mode === 'fast'
    ? [[ESLINT, PRETTIER, UNIT], [CHECK]]
    : [
        [ESLINT, PRETTIER, UNIT],
        [CHECK, { name: BUILD, budget: 25, command: ['npm', 'run', 'build'], env: { BASE_PATH: '/pf2e-runes/' } }, SITE],
        [BROWSER],
      ];
const WALL_BUDGET = mode === 'fast' ? 60 : 300;

const t0 = performance.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs a step; resolves with its exit code (-1 when it could not start). With `buffered`, its output is kept and
 * printed when it ends; otherwise it goes to the terminal as it comes.
 */
function run(step, buffered) {
  return new Promise((resolve) => {
    const child = spawn(step.command[0], step.command.slice(1), {
      env: { ...process.env, ...step.env },
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const end = (code) => {
      if (buffered) process.stdout.write(`\n▶ ${step.name} (output)\n${Buffer.concat(output).toString()}`);
      resolve(code);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      end(-1);
    });
    child.on('close', (code) => end(code ?? -1));
  });
}

/** @type {{ name: string, budget: number, ok: boolean, skipped?: boolean, start: number, took: number }[]} */
const results = [];
/** Each step's end, by name: whether it passed. */
const ended = new Map(
  LANES.flat().map((step) => {
    let resolve = (/** @type {boolean} */ ok) => void ok;
    const promise = new Promise((done) => (resolve = done));
    return [step.name, { promise, resolve }];
  }),
);

/** Runs the steps one after another, each after the step it needs (and only if that passed). */
async function lane(steps, buffered) {
  for (const step of steps) {
    const ok = step.needs ? await ended.get(step.needs).promise : true;
    const start = performance.now() - t0;
    if (!ok) {
      results.push({ name: step.name, budget: step.budget, ok: false, skipped: true, start, took: 0 });
      ended.get(step.name).resolve(false);
      continue;
    }
    console.log(`\n▶ ${step.name}${buffered ? ' (its output follows when it ends)' : ''}`);
    const code = await run(step, buffered);
    const took = performance.now() - t0 - start;
    console.log(`${code === 0 ? '✔' : '✘'} ${step.name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(took)}`);
    results.push({ name: step.name, budget: step.budget, ok: code === 0, start, took });
    ended.get(step.name).resolve(code === 0);
  }
}

await Promise.all(LANES.map((steps, i) => lane(steps, i < LANES.length - 1)));

const order = LANES.flat().map((step) => step.name);
results.sort((a, b) => a.start - b.start || order.indexOf(a.name) - order.indexOf(b.name));
const width = Math.max(...results.map((r) => r.name.length), 'total (wall clock)'.length);
/** The time beside its budget, marked when over it. */
const againstBudget = (ms, budget) =>
  `${seconds(ms).padStart(7)}  ${`${budget} s`.padStart(6)}${ms > budget * 1000 ? '  over budget' : ''}`;
console.log(`\nnpm ${mode === 'fast' ? 'run test:fast' : 'test'}: the steps' times (lanes side by side)`);
console.log(`${'step'.padEnd(width)}  started     took  budget   result`);
for (const r of results) {
  const result = r.skipped ? 'skipped (the build failed)' : r.ok ? 'passed' : 'FAILED';
  console.log(`${r.name.padEnd(width)}  ${seconds(r.start).padStart(7)}  ${againstBudget(r.took, r.budget)}   ${result}`);
}
console.log(`${'total (wall clock)'.padEnd(width)}           ${againstBudget(performance.now() - t0, WALL_BUDGET)}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
