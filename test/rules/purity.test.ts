import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '~/src/tools/registry';
import { importClosure, ROOT, type ImportEdge } from '../support/imports';

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

  it('reaches, through every import and re-export (types included, followed to the end), only src/rules and the Locale and Localized types', () => {
    // The one exception: the Locale and Localized types from src/i18n/locale.ts, a leaf with no imports and no tables.
    const entries = files(root).map((f) => relative(ROOT, f));
    const { files: reached, edges } = importClosure(entries, { types: true });
    const outside = [...reached].filter((f) => !f.startsWith('src/rules/'));
    expect(outside).toEqual(['src/i18n/locale.ts']);
    const intoLocale = edges.filter((e) => e.file === 'src/i18n/locale.ts');
    expect(intoLocale.length).toBeGreaterThan(0);
    for (const edge of intoLocale) expect(edge.typeOnly, `${edge.from} imports ${edge.specifier} for more than a type`).toBe(true);
    expect(edges.filter((e) => e.from === 'src/i18n/locale.ts')).toEqual([]);
    // no package at all: no node:, astro, preact
    expect(edges.filter((e) => !e.file).map((e) => `${e.from}: ${e.specifier}`)).toEqual([]);
    for (const file of reached) expect(readFileSync(join(ROOT, file), 'utf8'), file).not.toMatch(/\/shared\b|\bdocument\.|\bwindow\./);
  });
});

/** The one way from an island to the catalogue's descriptive part: the exports to the table (CCFOLIA, Foundry, the
 * printed card) read it (catalog.ts: base-item statistics, critical riders, index lines), so they are a chunk of their
 * own that the export buttons import when the reader reaches for them, never part of a calculator's first load. */
const EXPORT_CHUNK = 'components/tools/export/exports.ts';
const EXPORT_BUTTONS = 'components/tools/export/ItemExport.tsx';
const intoExportChunk = (edge: ImportEdge) => edge.file === EXPORT_CHUNK && edge.from === EXPORT_BUTTONS && edge.dynamic === true;

describe('calculator islands bundle only the rules part of the catalogue', () => {
  // What the browser loads: every value import of every island of the registry, followed to the end, but for the
  // export chunk (checked on its own below).
  const islands = TOOLS.map((tool) => `components/tools/${tool.island}.tsx`);
  const { files: bundled, edges } = importClosure(islands, { types: false, skip: intoExportChunk });

  it('reach the export chunk only through import() from the export buttons, and it reaches no page, string table or package but Preact', () => {
    const into = edges.filter((e) => e.file === EXPORT_CHUNK);
    expect(into.length).toBeGreaterThan(0);
    for (const edge of into) expect(intoExportChunk(edge), `${edge.from}: ${edge.specifier}`).toBe(true);
    const chunk = importClosure([EXPORT_CHUNK], { types: false });
    // the reason for the chunk: it holds the descriptive part
    expect(chunk.files.has('src/rules/catalog.ts')).toBe(true);
    const tables = [...chunk.files].filter((f) => /^src\/i18n\/(index|en|ja)\.ts$/.test(f) || f === 'components/tools/pick-strings.ts');
    expect(tables).toEqual([]);
    expect([...chunk.files].filter((f) => f.endsWith('.astro') || f.startsWith('src/pages/') || f.startsWith('src/build-checks/'))).toEqual(
      [],
    );
    const packages = [...new Set(chunk.edges.filter((e) => !e.file).map((e) => e.specifier))];
    expect(packages.filter((p) => !/^preact(\/|$)/.test(p))).toEqual([]);
  });

  it('follow the islands of the registry into the files they share', () => {
    for (const island of islands) expect(bundled.has(island), island).toBe(true);
    for (const shared of ['src/lib/url-state.ts', 'src/i18n/locale.ts', 'components/tools/strings.ts'])
      expect(bundled.has(shared), shared).toBe(true);
  });

  it('import the rules modules themselves, never the index, catalog.ts or the descriptive data', () => {
    // Through the index a bundler counts every rules module as used by every island; catalog.ts and the
    // *-details.ts files hold what only pages show. Type-only imports are erased and don't count.
    for (const edge of edges) {
      expect(edge.specifier, `${edge.from}: ${edge.specifier}`).not.toMatch(/\/rules$|\/rules\/(index|catalog)$|-details$/);
    }
    const forbidden = [...bundled].filter((f) => /^src\/rules\/(index|catalog|all-runes|all-base-items)\.ts$|-details\.ts$/.test(f));
    expect(forbidden).toEqual([]);
  });

  it('reach the rune data only through import(), two chunks per target (src/lib/rune-data.ts)', () => {
    // What an island loads before it starts: static imports only. The runes are not in it; each target's runes
    // are two chunks of their own that the island imports when an item of that kind is shown: GM Core's, then the
    // other books'.
    const { files: first } = importClosure(islands, { types: false, dynamic: false });
    expect([...first].filter((f) => f.startsWith('src/rules/data/runes/'))).toEqual([]);
    const chunks = edges.filter((e) => e.dynamic && e.from === 'src/lib/rune-data.ts').map((e) => e.file);
    expect(chunks.sort()).toEqual(
      ['armor-more', 'armor', 'shield-more', 'shield', 'weapon-more', 'weapon'].map((c) => `src/lib/runes/${c}.ts`),
    );
  });

  it("reach the base-item table only through import(), with the default item's record before it (src/lib/base-item-data.ts)", () => {
    const { files: first } = importClosure(islands, { types: false, dynamic: false });
    expect(first.has('src/rules/data/base-items.ts')).toBe(false);
    expect(first.has('src/rules/data/base-item-start.ts')).toBe(true);
    const chunks = edges.filter((e) => e.dynamic && e.file === 'src/rules/data/base-items.ts').map((e) => e.from);
    expect(chunks).toEqual(['src/lib/base-item-data.ts']);
  });

  it('never bundle the UI string tables (the page passes an island its strings), Astro files or server code', () => {
    const tables = [...bundled].filter((f) => /^src\/i18n\/(index|en|ja)\.ts$/.test(f) || f === 'components/tools/pick-strings.ts');
    expect(tables).toEqual([]);
    expect([...bundled].filter((f) => f.endsWith('.astro') || f.startsWith('src/pages/') || f.startsWith('src/build-checks/'))).toEqual([]);
    const packages = [...new Set(edges.filter((e) => !e.file).map((e) => e.specifier))];
    expect(
      packages.filter((p) => !/^preact(\/|$)/.test(p)),
      'packages other than Preact',
    ).toEqual([]);
  });
});
