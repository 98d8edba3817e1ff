// The points of the accuracy audit that change data, checked against the public references named in
// src/rules/README.md ("Accuracy audit (traits, prose, sources)"). Each test pins the outcome, so an edit that brings back the
// old reading fails here with the reason.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getRune } from '../../src/rules';
import { runeSummary } from '../../src/rules/data/rune-summaries';

const rune = (slug: string) => {
  const r = getRune(slug);
  if (!r) throw new Error(`no rune ${slug}`);
  return r;
};

describe('the runes carry the remaster traits the references give', () => {
  it('misleading, sinister knight and flickering carry illusion (a remaster trait, not a dropped school): AoN and Foundry’s rune table', () => {
    for (const slug of ['misleading', 'sinister-knight', 'flickering']) {
      expect(rune(slug).traits, slug).toContain('illusion');
      expect(rune(slug).traits, slug).toContain('magical');
    }
  });
});

// Prose: the rune entries are MDX in content/; these read them as text.
const entry = (lang: 'ja' | 'en', family: string) =>
  readFileSync(new URL(`../../content/runes/${lang}/${family}.mdx`, import.meta.url), 'utf8');

describe('the prose and the index lines say what the book says', () => {
  it('ashen: the burning does not let a confused target recover (only damage from an attack or a spell does)', () => {
    expect(entry('en', 'ashen')).not.toMatch(/burning helps it shake/);
    expect(entry('en', 'ashen')).toMatch(/attack or a spell, and persistent damage is neither/);
    expect(entry('ja', 'ashen')).not.toMatch(/燃焼も回復のきっかけ/);
    expect(entry('ja', 'ashen')).toMatch(/攻撃か呪文からダメージを受けたときだけ/);
  });

  it('ashen’s Japanese one-liner: confusion on any hit, not only on a critical hit', () => {
    for (const slug of ['ashen', 'greater-ashen'] as const) {
      expect(runeSummary(rune(slug))?.ja).not.toContain('クリティカル・ヒット');
      expect(runeSummary(rune(slug))?.ja).toContain('混乱状態');
    }
  });

  it('impossible: ignoring circumstance penalties leaves cover, a bonus to AC', () => {
    expect(entry('en', 'impossible')).not.toMatch(/means cover/);
    expect(entry('en', 'impossible')).toMatch(/Cover still counts: it is a bonus to the target's AC/);
    expect(entry('ja', 'impossible')).not.toMatch(/遮蔽や恐れ状態などのペナルティ/);
    expect(entry('ja', 'impossible')).toMatch(/遮蔽は残る/);
  });

  it('malleable: its example is medium armor (chain mail), not a chain shirt the rune cannot take', () => {
    expect(rune('malleable').usage).toMatchObject({ categories: ['medium', 'heavy'] });
    expect(entry('en', 'malleable')).not.toMatch(/chain shirt/i);
    expect(entry('ja', 'malleable')).not.toContain('チェイン・シャツ');
    expect(entry('ja', 'malleable')).toContain('チェイン・メイル');
  });

  it('the filigrees: each page says the book leaves the property slot open', () => {
    for (const family of ['bolkas-blessing', 'kolss-oath', 'trudds-strength']) {
      expect(entry('en', family), family).toMatch(
        /none of the references this site could reach says whether one fills a property rune slot/,
      );
      expect(entry('ja', family), family).toMatch(/性質ルーンの枠を使うかどうかは/);
      expect(entry('en', family), family).not.toMatch(/few property slots/);
    }
  });
});

describe('each rune names the book and page it is printed on', () => {
  // Pages as the Archives of Nethys equipment table gives them (read by the accuracy audit, src/rules/README.md).
  const PAGES: Record<string, [string, number]> = {
    flickering: ['ap-200-seven-dooms-for-sandpoint', 182],
    nightmare: ['ap-200-seven-dooms-for-sandpoint', 185],
    'bolkas-blessing': ['lo-shining-kingdoms', 101],
    'greater-bolkas-blessing': ['lo-shining-kingdoms', 101],
    'kolss-oath': ['lo-shining-kingdoms', 101],
    'greater-kolss-oath': ['lo-shining-kingdoms', 101],
    'trudds-strength': ['lo-shining-kingdoms', 101],
    'greater-trudds-strength': ['lo-shining-kingdoms', 101],
    rooting: ['rage-of-elements', 202],
    'greater-rooting': ['rage-of-elements', 202],
    'major-rooting': ['rage-of-elements', 202],
    'true-rooting': ['rage-of-elements', 202],
    underwater: ['rage-of-elements', 178],
    malleable: ['rage-of-elements', 146],
    'greater-impactful': ['secrets-of-magic', 185],
  };

  it('fills the pages the public references give', () => {
    for (const [slug, [book, page]] of Object.entries(PAGES)) expect(rune(slug).source, slug).toEqual({ book, page });
  });
});

describe('what the references leave open is said on the page', () => {
  it('the Kingmaker runes say that AoN places them in the Kingmaker Companion Guide', () => {
    for (const family of ['deathdrinking', 'giant-killing', 'hooked']) {
      expect(rune(family).source, family).toEqual({ book: 'kingmaker', page: null });
      expect(entry('en', family), family).toMatch(/Kingmaker Companion Guide/);
      expect(entry('ja', family), family).toMatch(/Kingmaker Companion Guide/);
    }
  });
});
