// The test run, as steps that overlap where they can: `npm run test:fast` (lint, format, unit and component tests,
// astro check) and `npm test` (those, one build of the site under a sub-path, the built-site checks and the browser
// tests). The build and then the browser tests are the long path, so they start first and run at normal priority;
// the other steps run niced beside them and take the cores the long path leaves idle. `astro check` waits for the
// build: both write Astro's generated types (.astro/). Every step runs even when another fails (the site and browser
// steps need the build); the run fails if any step did. Each step's output is printed whole when it ends, the
// browser step's as it goes (it is the longest), and a table of the steps' times ends the run.
//   node scripts/run-tests.mjs fast | all
import { spawn } from 'node:child_process';

const mode = process.argv[2];
if (mode !== 'fast' && mode !== 'all') {
  console.error('usage: node scripts/run-tests.mjs fast|all');
  process.exit(2);
}

/** @typedef {{ name: string, command: string[], env?: Record<string, string>, after?: string, background?: boolean, live?: boolean }} Step */
/** @type {Step[]} */
const FAST = [
  { name: 'eslint', command: ['npx', 'eslint', '.'], background: true },
  { name: 'prettier', command: ['npx', 'prettier', '--check', '.'], background: true },
  { name: 'unit + components', command: ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'components'], background: true },
];
const CHECK = { name: 'astro check', command: ['npx', 'astro', 'check'], background: true };
/** @type {Step[]} */
const STEPS =
  mode === 'fast'
    ? [...FAST, CHECK]
    : [
        { name: 'build (BASE_PATH=/pf2e-runes/)', command: ['npm', 'run', 'build'], env: { BASE_PATH: '/pf2e-runes/' } },
        ...FAST,
        { ...CHECK, after: 'build (BASE_PATH=/pf2e-runes/)' },
        { name: 'site', command: ['npx', 'vitest', 'run', '--project', 'site'], after: 'build (BASE_PATH=/pf2e-runes/)', background: true },
        { name: 'browser', command: ['npx', 'vitest', 'run', '--project', 'browser'], after: 'build (BASE_PATH=/pf2e-runes/)', live: true },
      ];

const t0 = performance.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
/** @type {Map<string, Promise<{ name: string, ok: boolean, skipped?: boolean, start: number, took: number }>>} */
const runs = new Map();

function run(step) {
  const start = performance.now() - t0;
  return new Promise((resolve) => {
    // nice: a POSIX command, there on every machine that runs .ci/run (Debian) and on macOS.
    const [command, ...args] = step.background ? ['nice', '-n', '10', ...step.command] : step.command;
    const child = spawn(command, args, { env: { ...process.env, ...color, ...step.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    const keep = (chunk) => (step.live ? process.stdout.write(chunk) : output.push(chunk));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    console.log(`▶ ${step.name} (${seconds(start)})`);
    const done = (code) => {
      const took = performance.now() - t0 - start;
      if (!step.live) process.stdout.write(Buffer.concat(output));
      console.log(`${code === 0 ? '✔' : '✘'} ${step.name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(took)}\n`);
      resolve({ name: step.name, ok: code === 0, start, took });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done(-1);
    });
    child.on('close', (code) => done(code ?? -1));
  });
}

for (const step of STEPS) {
  const before = step.after ? runs.get(step.after) : undefined;
  runs.set(
    step.name,
    before
      ? before.then((result) =>
          result.ok ? run(step) : { name: step.name, ok: false, skipped: true, start: performance.now() - t0, took: 0 },
        )
      : run(step),
  );
}

const results = await Promise.all(runs.values());
const width = Math.max(...results.map((r) => r.name.length));
console.log(`npm ${mode === 'fast' ? 'run test:fast' : 'test'}: the steps' times (they overlap)`);
console.log(`${'step'.padEnd(width)}  started   took      result`);
for (const r of results) {
  const result = r.skipped ? 'skipped (the build failed)' : r.ok ? 'passed' : 'FAILED';
  console.log(`${r.name.padEnd(width)}  ${seconds(r.start).padStart(7)}  ${seconds(r.took).padStart(7)}   ${result}`);
}
console.log(`${'total (wall clock)'.padEnd(width)}           ${seconds(performance.now() - t0).padStart(7)}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
