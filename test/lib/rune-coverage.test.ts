import { describe, expect, it } from 'vitest';
import { gradeCounts, leftOutList } from '../../src/lib/rune-coverage';
import { RUNES } from '../../src/rules';
import { LEFT_OUT_GRADES } from '../../src/rules/data/left-out';

// The rune index's statement of what it holds and what it leaves out is computed from the data (the old
// sentence said four grades were missing when the audit found twenty-one).
describe('what the rune index says about its completeness', () => {
  it('counts every grade by kind, the counts adding up to the whole catalogue', () => {
    const counts = gradeCounts(RUNES);
    expect(counts.total).toBe(RUNES.length);
    expect(counts.fundamental + counts.property + counts.accessory + counts.mythic).toBe(counts.total);
    expect(counts.accessory).toBe(33);
    expect(counts.mythic).toBe(4);
    // GM Core's and the other books' 161 grades, then Impossible Magic's and the others' 21 etched, 33 accessory and 4 mythic grades.
    expect(counts.total).toBe(161 + 21 + 33 + 4);
  });

  it('holds the grades the audit found missing, so nothing is listed as left out', () => {
    const missing = [
      'deflecting',
      'energy-vulnerability',
      'greater-energy-vulnerability',
      'convincing',
      'greater-convincing',
      'major-convincing',
      'mobile',
      'moonweave',
      'greater-moonweave',
      'major-moonweave',
      'safeguarding',
      'self-sealing',
      'sidestepping',
      'sunweave',
      'greater-sunweave',
      'major-sunweave',
      'unnerving',
      'called',
      'energy-absorbing',
      'greater-energy-absorbing',
      'caverns-heart',
    ];
    const slugs = new Set(RUNES.map((r) => r.slug));
    expect(missing.filter((slug) => !slugs.has(slug))).toEqual([]);
    expect(LEFT_OUT_GRADES).toEqual([]);
  });

  it('names a left-out grade with its book and page in each language', () => {
    const grades = [{ name: { ja: 'テスト', en: 'Test' }, source: { book: 'kingmaker', page: 12 } }] as const;
    expect(leftOutList(grades, 'en')).toBe('Test (Kingmaker p. 12)');
    expect(leftOutList(grades, 'ja')).toBe('テスト（Kingmaker 12ページ）');
  });
});
