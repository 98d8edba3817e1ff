import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take longest, longest first (file times of a quiet fresh-clone run, 2026-12-06, four at
 * a time on the headless shell). Vitest starts the longest files first when it has their times from an earlier
 * run, but a fresh clone (CI) has none and it falls back to the largest files first: the short-but-slow ones
 * (typing-start, 84 s in 3.5 kB; a11y, 44 s) then started last and ran on alone, 40-50 s after the rest had
 * finished. Listing them here gives a fresh clone the order a warm cache gives. A file missing from the list only
 * runs in vitest's own order after these; a stale list costs time, never a test.
 */
export const SLOW_BROWSER_FILES = [
  'typing-start.test.ts', // 84 s
  'tools.test.ts', // 75 s
  'phone-table.test.ts', // 73 s
  'search.test.ts', // 62 s
  'offline.test.ts', // 58 s
  'offline-update.test.ts', // 47 s
  'a11y.test.ts', // 44 s
  'tables.test.ts', // 44 s
  'csp.test.ts', // 34 s
];

/**
 * Vitest's order; when the browser files have no times from an earlier run, their known long files first (in the
 * list's order).
 */
export default class SlowFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
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
