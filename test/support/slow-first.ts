import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take longest, longest first (file times of whole-project runs on 2026-12-06, four at a time
 * on the headless shell; quiet, and under load in brackets). Vitest starts the longest files first when it has their
 * times from an earlier run, but a fresh clone (CI) has none and it falls back to the largest files first: the
 * short-but-slow ones (typing-start, 84 s in 3.5 kB; a11y, 44 s) then started last and ran on alone, 40-50 s after
 * the rest had finished. Listing them here gives a fresh clone the order a warm cache gives. A file missing from the
 * list only runs in vitest's own order after these; a stale list costs time, never a test.
 */
export const SLOW_BROWSER_FILES = [
  'typing-start-en.test.ts', // (103 s alone under load; with -ja one 84 s file before, 199 s under load)
  'typing-start-ja.test.ts', // (66 s)
  'tools.test.ts', // 75 s (96 s)
  'phone-table.test.ts', // 73 s (91 s)
  'a11y.test.ts', // 44 s (89 s)
  'offline.test.ts', // 58 s (78 s)
  'search.test.ts', // 62 s (62 s)
  'tables.test.ts', // 44 s (66 s)
  'offline-update.test.ts', // 47 s (57 s)
  'csp.test.ts', // 34 s (43 s)
  'url-sweep.test.ts', // 18 s (31 s)
  'export.test.ts', // (27 s)
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
