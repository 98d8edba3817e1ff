import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TERMS, type GlossaryTerm } from '../../src/glossary/terms';
import { FREQUENCY_LABELS } from '../../src/i18n/effects';
import { DAMAGE_TYPE_LABELS } from '../../src/glossary/vocabulary';
import type { Locale } from '../../src/i18n/locale';

// Each word of the glossary is written once: in its table (SKILL_LABELS, CRAFTING_TERMS, CONDITION_LABELS,
// DAMAGE_TYPE_LABELS, FREQUENCY_LABELS …) or in TERMS, and every other file of the catalogue reads it there, by
// slug (`{skill.crafting}` in an effect label) or by a lookup (`SKILL_LABELS.crafting.ja` in a UI table or a problem
// message). This reads the catalogue's source files and fails on a word written in two of them.

const CATALOGUE_DIRS = ['src/i18n', 'src/rules/messages', 'src/glossary'];
const CATALOGUE_FILES = [
  'src/rules/data/labels.ts',
  'src/rules/data/damage-traits.ts',
  'src/rules/data/damage-types.ts',
  'src/rules/data/crafting-words.ts',
  'src/rules/export/words.ts',
];
// The books' titles are names, not words of the catalogue ("Pathfinder Society Guide" is not the skill).
const NAMES = new Set(['src/i18n/books.ts']);
const files = [
  ...CATALOGUE_DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => `${dir}/${name}`),
  ),
  ...CATALOGUE_FILES,
].filter((path) => !NAMES.has(path));

/** A file's code without its comments (a comment may cite a word's source: "wiki: 〈製作〉の熟練") and without the
 * words it names by slug (`{term.scent}`). */
function code(path: string): string {
  return readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1')
    .replace(/\{\w+\.[\w-]+\}/g, '');
}
const sources = files.map((path) => ({ path, text: code(path) }));

/** Words that only ever name the rules term: skills 〈〉, feats 《》, actions “”, abilities 【】, conditions …状態. */
const DISTINCT_JA: readonly NonNullable<GlossaryTerm['kind']>[] = ['skill', 'feat', 'action', 'ability', 'condition'];
/** In English only the proper names: a skill, a feat, an ability ("Crafting", "Magical Crafting", "Strength"). */
const DISTINCT_EN: readonly NonNullable<GlossaryTerm['kind']>[] = ['skill', 'feat', 'ability'];

function words(lang: Locale): { word: string; match: RegExp }[] {
  const literal = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const exact = (word: string) => ({ word, match: lang === 'en' ? new RegExp(`\\b${literal(word)}\\b`) : new RegExp(literal(word)) });
  const kinds = lang === 'ja' ? DISTINCT_JA : DISTINCT_EN;
  const terms = TERMS.filter((term) => term.kind && kinds.includes(term.kind)).map((term) => term[lang]);
  // A damage type in running Japanese: in the seed's brackets, 「［力場］」.
  const damage = lang === 'ja' ? Object.values(DAMAGE_TYPE_LABELS).map((label) => `［${label.ja}］`) : [];
  const frequencies = Object.values(FREQUENCY_LABELS).map((label) => label[lang]);
  return [...new Set([...terms, ...damage, ...frequencies])].map(exact);
}

describe('each glossary word is written once in the catalogue', () => {
  it('reads the catalogue files', () => {
    expect(sources.map((s) => s.path)).toEqual(expect.arrayContaining(['src/i18n/ja.ts', 'src/rules/messages/transfer-ja.ts']));
    expect(words('ja').map((w) => w.word)).toEqual(
      expect.arrayContaining(['〈製作〉', '“作成”', '《魔法のアイテム作成》', '［力場］', '1日1回']),
    );
    expect(words('en').map((w) => w.word)).toEqual(expect.arrayContaining(['Crafting', 'Magical Crafting', 'once per day']));
  });

  it('finds a word written again (the check itself)', () => {
    const again = { path: 'x.ts', text: "'level.dc': '〈製作〉のDC'" };
    expect(
      words('ja')
        .filter(({ match }) => match.test(again.text))
        .map((w) => w.word),
    ).toEqual(['〈製作〉']);
    expect(code('src/rules/data/labels.ts')).not.toContain('〈製作〉'); // only in its comments
  });

  for (const lang of ['ja', 'en'] as const) {
    it(`no ${lang} glossary word is written in two catalogue files`, () => {
      const twice = words(lang).flatMap(({ word, match }) => {
        const where = sources.filter(({ text }) => match.test(text)).map(({ path }) => path);
        return where.length > 1 ? [`${word}: ${where.join(', ')}`] : [];
      });
      expect(twice).toEqual([]);
    });
  }
});
