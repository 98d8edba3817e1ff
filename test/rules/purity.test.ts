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
