import { describe, expect, it } from 'vitest';
import { isBookId } from '../../src/rules/data/books';
import { RUNE_DETAILS } from '../../src/rules/data/rune-details';
import { RUNE_DATA } from '../../src/rules/data/runes';
import type { RuneCoreData, RuneDetails } from '../../src/rules/types';

// The rune data is one file per target and book: src/rules/data/runes/<target>/<book>.ts (what the rules read)
// and <book>-details.ts beside it (what only pages show), so people adding families from different books never
// edit the same lines, and a calculator can load one target's index.
const files = import.meta.glob<Record<string, unknown>>('../../src/rules/data/runes/*/*.ts', { eager: true });

function parts(path: string): { target: string; book: string; details: boolean } | null {
  const m = /runes\/([a-z]+)\/([a-z0-9-]+?)(-details)?\.ts$/.exec(path);
  if (!m || m[2] === 'index') return null;
  return { target: m[1]!, book: m[2]!, details: m[3] !== undefined };
}

describe('rune data layout', () => {
  const books = Object.entries(files).flatMap(([path, mod]) => {
    const p = parts(path);
    return p ? [{ path, ...p, exports: mod, values: Object.values(mod) }] : [];
  });

  it('puts each rune in the file of its target and of the book its details name', () => {
    const seen: string[] = [];
    for (const file of books.filter((b) => !b.details)) {
      expect(isBookId(file.book), `${file.path}: the file name is a book id of BOOKS`).toBe(true);
      expect(file.values, file.path).toHaveLength(1);
      for (const rune of file.values[0] as readonly RuneCoreData[]) {
        seen.push(rune.slug);
        // runes/mythic/ holds the mythic weapon and armor runes, which no calculator chunk loads.
        if (file.target === 'mythic') expect(rune.kind, `${file.path}: ${rune.slug}`).toBe('mythic');
        else expect(rune.target, `${file.path}: ${rune.slug}`).toBe(file.target);
        expect(RUNE_DETAILS[rune.slug as keyof typeof RUNE_DETAILS].source.book, `${file.path}: ${rune.slug}`).toBe(file.book);
      }
    }
    expect(seen.sort()).toEqual(RUNE_DATA.map((r) => r.slug).sort());
  });

  it('gives each book file a details file with its details and index lines, keyed by exactly its slugs', () => {
    for (const file of books.filter((b) => !b.details)) {
      const details = books.find((b) => b.details && b.target === file.target && b.book === file.book);
      expect(details, `${file.path}: no ${file.book}-details.ts beside it`).toBeDefined();
      const slugs = (file.values[0] as readonly RuneCoreData[]).map((r) => r.slug).sort();
      const name = Object.keys(file.exports)[0]!; // WEAPON_GM_CORE
      const table = details?.exports[`${name}_DETAILS`] as Record<string, RuneDetails> | undefined;
      const summaries = details?.exports[`${name}_SUMMARIES`] as Record<string, unknown> | undefined;
      expect(Object.keys(table ?? {}).sort(), `${details?.path}: ${name}_DETAILS`).toEqual(slugs);
      expect(Object.keys(summaries ?? {}).sort(), `${details?.path}: ${name}_SUMMARIES`).toEqual(slugs);
    }
  });
});
