import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../src/rules');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('src/rules stays pure TypeScript', () => {
  it('imports only its own files: no node:, Astro, Preact or DOM, and never the shared research folder', () => {
    for (const f of files(root)) {
      const text = readFileSync(f, 'utf8');
      const imports = [...text.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1] ?? '');
      for (const i of imports) expect(i.startsWith('./') || i.startsWith('../'), `${f}: ${i}`).toBe(true);
      expect(text, f).not.toMatch(/\/shared\b|\bdocument\.|\bwindow\./);
    }
  });
});

describe('calculator islands bundle only the rules part of the catalogue', () => {
  it('import the rules modules themselves, never the index, catalog.ts or the descriptive data', () => {
    // Through the index a bundler counts every rules module as used by every island; catalog.ts and the
    // *-details.ts files hold what only pages show. Type-only imports are erased and don't count.
    const tools = join(import.meta.dirname, '../../components/tools');
    const sources = [
      ...readdirSync(tools).filter((n) => /\.tsx?$/.test(n)).map((n) => join(tools, n)),
      ...['url-state', 'url-state-level', 'url-state-transfer'].map((n) => join(import.meta.dirname, `../../src/lib/${n}.ts`)),
    ];
    for (const f of sources) {
      const text = readFileSync(f, 'utf8');
      const valueImports = [...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1] ?? '');
      for (const i of valueImports) {
        expect(i, `${f}: ${i}`).not.toMatch(/\/rules$|\/rules\/(index|catalog)$|-details$/);
      }
    }
  });
});
