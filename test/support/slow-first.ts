import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take longest, longest first (each file's time in a whole-project run, four at a time on the
 * headless shell, 452 tests, 2026-12-06 afternoon). Vitest starts the longest files first when it has their
 * times from an earlier run, but a fresh clone (CI) has none and it falls back to the largest files first: the
 * short-but-slow ones (typing-start, a11y, offline-update's one long test) then started last and ran on alone, 40-50 s
 * after the rest had finished. Listing them here gives a fresh clone the order a warm cache gives. A file missing from
 * the list only runs in vitest's own order after these; a stale list costs time, never a test.
 */
export const SLOW_BROWSER_FILES = [
  'tools.test.ts', // 121 s
  'phone-table.test.ts', // 114 s
  'typing-start-ja.test.ts', // 97 s
  'search.test.ts', // 95 s
  'offline.test.ts', // 87 s
  'a11y.test.ts', // 81 s
  'offline-update.test.ts', // 64 s, in one test
  'typing-start-en.test.ts', // 62 s
  'tables.test.ts', // 56 s
  'csp.test.ts', // 45 s
  'url-sweep.test.ts', // 31 s
  'planner.test.ts', // 25 s
  'export.test.ts', // 25 s
];

/**
 * Vitest's order; when the browser files have no times from an earlier run, their known long files first (in the
 * list's order).
 */
export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const timed = (spec: TestSpecification) => this.ctx.cache.getTestSpecificationResult(spec) !== undefined;
    if (sorted.every((spec) => spec.project.name !== 'browser' || timed(spec))) return sorted;
    const rank = (spec: TestSpecification) => {
      if (spec.project.name !== 'browser') return -1;
      const at = SLOW_BROWSER_FILES.indexOf(basename(spec.moduleId));
      return at === -1 ? SLOW_BROWSER_FILES.length : at;
    };
    // Only files of the browser project move, and only among themselves (Array.prototype.sort is stable).
    const browser = sorted.filter((spec) => spec.project.name === 'browser').sort((a, b) => rank(a) - rank(b));
    return sorted.map((spec) => (spec.project.name === 'browser' ? browser.shift()! : spec));
  }
}
