// The test run as steps, one after another, with a table of their times at the end: `npm run test:fast` (lint,
// format, unit and component tests, astro check) and `npm test` (those, one build of the site under a sub-path, the
// built-site checks and the browser tests). One at a time: on two cores every step is CPU-bound, and running them side
// by side (the build and browser tests at normal priority, the rest niced) made `npm test` slower, 9.5 -> 11 minutes,
// the browser project 7 -> 10.5 of them, and test:fast no faster (70 s either way). Every step runs even when another
// fails, so one run reports every failure; the site and browser steps are skipped when the build failed.
// Each step has a budget in seconds, printed beside its time: the budgets of `npm test` add up to five minutes on the
// 2-core machine, quiet, and a step that grows past its own shows up in every run's table. A budget is a ceiling to
// watch, not a test: on a busy machine every step is slower, and the run stays green.
//   node scripts/run-tests.mjs fast | all
import { spawn } from 'node:child_process';

const mode = process.argv[2];
if (mode !== 'fast' && mode !== 'all') {
  console.error('usage: node scripts/run-tests.mjs fast|all');
  process.exit(2);
}

/** @typedef {{ name: string, command: string[], budget: number, env?: Record<string, string>, needs?: string }} Step */
const BUILD = 'build (BASE_PATH=/pf2e-runes/)';
/** @type {Step[]} */
const FAST = [
  // Both keep a cache in node_modules/.cache (a fresh clone starts without one): on the inner loop's second run they
  // read only the files that changed, 4-5 times faster. Safe for eslint here: no rule of eslint.config.js reads types.
  { name: 'eslint', budget: 10, command: ['npx', 'eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.'] },
  { name: 'prettier', budget: 9, command: ['npx', 'prettier', '--check', '--cache', '.'] },
  { name: 'unit + components', budget: 23, command: ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'components'] },
  { name: 'astro check', budget: 27, command: ['npx', 'astro', 'check'] },
];
/** @type {Step[]} */
const STEPS =
  mode === 'fast'
    ? FAST
    : [
        ...FAST,
        { name: BUILD, budget: 16, command: ['npm', 'run', 'build'], env: { BASE_PATH: '/pf2e-runes/' } },
        { name: 'site', budget: 30, command: ['npx', 'vitest', 'run', '--project', 'site'], needs: BUILD },
        { name: 'browser', budget: 185, command: ['npx', 'vitest', 'run', '--project', 'browser'], needs: BUILD },
      ];

const t0 = performance.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs a step with the terminal's output; resolves with its exit code (-1 when it could not start). */
function run(step) {
  return new Promise((resolve) => {
    const child = spawn(step.command[0], step.command.slice(1), { env: { ...process.env, ...step.env }, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(-1);
    });
    child.on('close', (code) => resolve(code ?? -1));
  });
}

/** @type {{ name: string, budget: number, ok: boolean, skipped?: boolean, start: number, took: number }[]} */
const results = [];
for (const step of STEPS) {
  const start = performance.now() - t0;
  if (step.needs && !results.find((r) => r.name === step.needs)?.ok) {
    results.push({ name: step.name, budget: step.budget, ok: false, skipped: true, start, took: 0 });
    continue;
  }
  console.log(`\n▶ ${step.name}`);
  const code = await run(step);
  const took = performance.now() - t0 - start;
  console.log(`${code === 0 ? '✔' : '✘'} ${step.name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(took)}`);
  results.push({ name: step.name, budget: step.budget, ok: code === 0, start, took });
}

const width = Math.max(...results.map((r) => r.name.length), 'total (wall clock)'.length);
/** The time beside its budget, marked when over it. */
const againstBudget = (ms, budget) =>
  `${seconds(ms).padStart(7)}  ${`${budget} s`.padStart(6)}${ms > budget * 1000 ? '  over budget' : ''}`;
console.log(`\nnpm ${mode === 'fast' ? 'run test:fast' : 'test'}: the steps' times`);
console.log(`${'step'.padEnd(width)}  started     took  budget   result`);
for (const r of results) {
  const result = r.skipped ? 'skipped (the build failed)' : r.ok ? 'passed' : 'FAILED';
  console.log(`${r.name.padEnd(width)}  ${seconds(r.start).padStart(7)}  ${againstBudget(r.took, r.budget)}   ${result}`);
}
const budget = STEPS.reduce((sum, step) => sum + step.budget, 0);
console.log(`${'total (wall clock)'.padEnd(width)}           ${againstBudget(performance.now() - t0, budget)}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
