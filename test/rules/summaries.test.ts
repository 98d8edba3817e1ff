import { describe, expect, it } from 'vitest';
import { RUNES } from '../../src/rules';
import { RUNE_SUMMARIES, runeSummary } from '../../src/rules/data/rune-summaries';

const DIGITS = /[0-9０-９]+/g;
// Every number the rune's own data holds (levels and prices excluded: a summary never repeats them).
const dataNumbers = (effects: unknown) => new Set(JSON.stringify(effects).match(/\d+/g) ?? []);

describe('the rune index summaries (src/rules/data/rune-summaries.ts)', () => {
  it('has a line for every rune and none for a rune that does not exist', () => {
    const slugs = RUNES.map((rune) => rune.slug).sort();
    expect(Object.keys(RUNE_SUMMARIES).sort()).toEqual(slugs);
  });

  it('gives each rune a short, non-empty line in both languages', () => {
    for (const rune of RUNES) {
      const summary = runeSummary(rune);
      expect(summary, rune.slug).toBeDefined();
      expect(summary!.ja.length, rune.slug).toBeGreaterThan(4);
      expect(summary!.en.length, rune.slug).toBeGreaterThan(8);
      expect(summary!.ja.length, `${rune.slug} ja is one short line`).toBeLessThanOrEqual(40);
      expect(summary!.en.length, `${rune.slug} en is one short line`).toBeLessThanOrEqual(90);
      expect(summary!.ja, 'Japanese uses full-width ＋').not.toMatch(/\+/);
    }
  });

  it('writes no number of its own: fixed lines are number-free, computed lines only use the rune data', () => {
    for (const [slug, summary] of Object.entries(RUNE_SUMMARIES)) {
      const rune = RUNES.find((r) => r.slug === slug)!;
      if (typeof summary !== 'function') {
        expect(`${summary.ja} ${summary.en}`, slug).not.toMatch(DIGITS);
        continue;
      }
      const line = summary(rune);
      const allowed = dataNumbers(rune.effects);
      const used = `${line.ja} ${line.en}`.normalize('NFKC').match(DIGITS) ?? [];
      expect(used.length, `${slug} computes a number`).toBeGreaterThan(0);
      for (const n of used) expect(allowed, `${slug}: ${n} comes from its data`).toContain(n);
    }
  });

  it('tells grades apart when a computed line can', () => {
    expect(runeSummary(RUNES.find((r) => r.slug === 'striking')!)!.en).not.toBe(
      runeSummary(RUNES.find((r) => r.slug === 'major-striking')!)!.en,
    );
  });
});
