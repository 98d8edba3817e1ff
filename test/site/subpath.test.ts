import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileFor, htmlPages, loadPage } from '../support/dist';
import { internalTargets } from '../support/links';

// The same site built for a sub-path host (GitHub Pages style): every link must carry the base.
const BASE = '/pf2e-runes/';
let outDir: string;

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'pf2e-runes-subpath-'));
  // A clean environment: Vitest's own variables (NODE_ENV=test, BASE_URL ...) would leak into Vite.
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, BASE_PATH: BASE, ASTRO_TELEMETRY_DISABLED: '1' };
  execFileSync('npx', ['astro', 'build', '--outDir', outDir], { stdio: 'pipe', env });
}, 300_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('built under a sub-path', () => {
  it('every link and asset of every page stays inside the base and exists', () => {
    const outside: string[] = [];
    const broken: string[] = [];
    for (const page of htmlPages(outDir)) {
      for (const target of internalTargets(loadPage(page, outDir), `${BASE}${page.slice(1)}`)) {
        if (!target.startsWith(BASE)) outside.push(`${page} → ${target}`);
        else if (!fileFor(`/${target.slice(BASE.length)}`, outDir)) broken.push(`${page} → ${target}`);
      }
    }
    expect(outside).toEqual([]);
    expect(broken).toEqual([]);
  });

  it('search looks for its code and index under the base', () => {
    const search = loadPage('/en/', outDir).querySelector('site-search');
    expect(search?.getAttribute('data-bundle')).toBe(`${BASE}pagefind/pagefind.js`);
    expect(search?.getAttribute('data-base')).toBe(BASE);
  });
});
