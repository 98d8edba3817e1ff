import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './test/support/slow-first';

// Four projects, run in this order by `npm test`: unit (pure TypeScript) and components (islands in
// happy-dom), which `npm run test:fast` runs too; then, after one build of the site under a sub-path,
// site (checks of dist/) and browser (Chromium).
export default defineConfig({
  // The `~/` import alias of tsconfig.json (the repository's root), which Astro reads by itself.
  resolve: { alias: [{ find: /^~\//, replacement: fileURLToPath(new URL('./', import.meta.url)) }] },
  test: {
    // A fresh clone (CI) has no times of an earlier run: start the browser project's long files first anyway.
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/rules/**/*.test.ts', 'test/i18n/**/*.test.ts', 'test/lib/**/*.test.ts', 'test/build-checks/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/support/all-runes.ts'],
          // One module graph per worker, not per file: the files import the same data modules, and importing them anew
          // for each file was two thirds of the project's CPU time (40 -> 13 CPU-s measured). Passed with the files in
          // shuffled orders (--sequence.shuffle.files, five seeds); test/i18n/urls.test.ts undoes its own env stubs.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['test/components/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['test/support/all-runes.ts'],
          // As unit (21 -> 9 CPU-s): each file renders into a cleaned document (afterEach(cleanup)) and sets the URL it
          // reads before rendering, so the files do not depend on each other's order.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'site',
          include: ['test/site/**/*.test.ts'],
          environment: 'node',
          // One worker, no isolation: the files share test/support/dist.ts's memos, so each built page
          // is read and parsed once per run. No time limit: a scan of every page takes as long as the
          // machine needs, and nothing in it can hang.
          isolate: false,
          fileParallelism: false,
          testTimeout: 0,
          hookTimeout: 0,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          // One Chromium and one server of dist/ for the whole run; the files connect to them.
          globalSetup: ['test/support/browser-setup.ts'],
          // Four files at a time share that browser, each in contexts of its own. On the headless shell the files wait on
          // the page (loads, hydration, frames) more than they compute: on two cores, quiet, the project took 239 s with
          // two workers, 191 s with four and 208 s with six (423 tests, 2026-12-06).
          maxWorkers: 4,
          // Limits only to end a hang: Playwright's own waits give up after HANG_MS (test/support/browser.ts),
          // and so does expect.poll (its default, 1 s, fails on a busy machine).
          testTimeout: 300_000,
          hookTimeout: 300_000,
          expect: { poll: { timeout: 60_000 } },
        },
      },
    ],
  },
});
