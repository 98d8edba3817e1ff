// The reading rules a player trusts: a material without its grade takes the lowest grade that holds the runes, a word
// one kana or letter off is read as that word (and said so), and every note quotes the text as it was typed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateItem, getRune, parseItemName, problemMessage } from '../../src/rules';
import { getBaseItem } from '../../src/rules/core';
import {
  MATERIAL_GRADE_MAX_RUNE_LEVEL,
  MATERIAL_GRADES,
  MATERIALS,
  type MaterialGrade,
  type MaterialSlug,
} from '../../src/rules/data/materials';
import { canMake, gradesFor } from '../../src/rules/materials';

const read = (text: string) => parseItemName(text);
/** A material's name as the data writes it in one language (the reader must read the data's own words). */
const materialName = (slug: MaterialSlug, lang: 'ja' | 'en') => MATERIALS[slug].name[lang];

describe('a material named without its grade takes the lowest grade that holds the runes', () => {
  it('+2 greater striking flaming cold iron longsword: standard grade, since low grade holds runes up to 8th level', () => {
    const r = read(`+2 greater striking flaming ${materialName('cold-iron', 'en')} longsword`);
    expect(r.spec?.material).toEqual({ slug: 'cold-iron', grade: 'standard' });
    expect(r.material).toMatchObject({ grade: 'standard', said: false, holds: true, grades: ['low', 'standard', 'high'] });
    expect(r.material?.rune).toEqual({ name: getRune('greater-striking')?.name, level: 12 });
    const item = evaluateItem(r.spec!);
    expect(item.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect([item.level, item.priceCp]).toEqual([12, 346_900]);
  });

  it('the same name in Japanese, written as the seed writes names', () => {
    const r = read(`＋2グレーター・ストライキング・フレイミング・${materialName('cold-iron', 'ja')}・ロングソード`);
    expect(r.spec).toEqual({
      base: 'longsword',
      potency: 2,
      striking: 'greater-striking',
      property: ['flaming'],
      material: { slug: 'cold-iron', grade: 'standard' },
    });
    expect(r.material?.said).toBe(false);
  });

  it('runes of 8th level or lower keep low grade; a 19th-level rune needs high grade', () => {
    expect(read('+1 striking cold iron longsword').material).toMatchObject({ grade: 'low', rune: { level: 4 } });
    expect(read('+3 major striking silver dagger').material).toMatchObject({ grade: 'high', rune: { level: 19 } });
    // No rune: the material's lowest grade for the item.
    expect(read('silver dagger').material).toMatchObject({ grade: 'low', said: false });
    expect(read('+1 adamantine longsword').material).toMatchObject({ grade: 'standard', grades: ['standard', 'high'] });
  });

  it('the +N counts as its potency rune: +3 (level 16) needs high grade', () => {
    expect(getRune('weapon-potency-3')?.level ?? 16).toBeGreaterThan(MATERIAL_GRADE_MAX_RUNE_LEVEL.standard);
    expect(read('+3 cold iron longsword').material?.grade).toBe('high');
  });

  it('a grade that was typed is kept, and the rune it cannot hold names the grade that would', () => {
    const r = read('+2 greater striking low-grade cold iron longsword');
    expect(r.material).toMatchObject({ grade: 'low', said: true });
    const limit = evaluateItem(r.spec!).problems.find((p) => p.code === 'material-grade-rune-limit');
    expect(limit?.params).toMatchObject({ grade: 'low', fix: 'standard' });
    expect(problemMessage(limit!, 'en')).toContain('Choose standard-grade to keep it.');
    expect(problemMessage(limit!, 'ja')).toMatch(/を選ぶと、このルーンも彫刻できます。$/);
  });

  it('for any material, item and runes: the chosen grade holds every rune, and no lower grade the item has does', () => {
    const weapon = ['longsword', 'dagger', 'club', 'mace', 'staff'].map((s) => getBaseItem(s)!);
    const armor = ['chain-mail', 'full-plate', 'breastplate', 'leather-armor'].map((s) => getBaseItem(s)!);
    fc.assert(
      fc.property(
        fc.constantFrom(...weapon, ...armor),
        fc.constantFrom(...(Object.keys(MATERIALS) as MaterialSlug[])),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom('', 'striking', 'greater-striking', 'major-striking'),
        (base, slug, potency, fundamental) => {
          const runes =
            base.kind === 'weapon'
              ? fundamental
                ? `${fundamental.replace('-', ' ')} `
                : ''
              : fundamental
                ? `${fundamental.replace('striking', 'resilient').replace('-', ' ')} `
                : '';
          const r = read(`${potency ? `+${potency} ` : ''}${runes}${materialName(slug, 'en')} ${base.name.en}`);
          if (!canMake(MATERIALS[slug], base)) return; // the material can't make it: its own problem
          const grades = gradesFor(MATERIALS[slug], base);
          const chosen = r.material?.grade;
          expect(chosen).toBeDefined();
          const limited = (grade: MaterialGrade) =>
            evaluateItem({ ...r.spec!, material: { slug, grade } }).problems.some((p) => p.code === 'material-grade-rune-limit');
          expect(limited(chosen!)).toBe(!r.material?.holds);
          for (const lower of grades.filter((g) => MATERIAL_GRADES.indexOf(g) < MATERIAL_GRADES.indexOf(chosen!)))
            expect(limited(lower)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('a word one kana or one letter off is read as that word, and said to be a guess', () => {
  it('「+1すとらいきんふれいみんぐろんぐそーど」 (ぐ lost) is a +1 striking flaming longsword, not キーン', () => {
    const r = read('+1すとらいきんふれいみんぐろんぐそーど');
    expect(r.spec).toEqual({ base: 'longsword', potency: 1, striking: 'striking', property: ['flaming'] });
    expect(r.guesses).toEqual([{ typed: 'すとらいきん', chosen: getRune('striking')?.name, slug: 'striking' }]);
    expect(r.unread).toEqual([]);
  });

  it('one kana missing, extra or swapped inside a run of kana', () => {
    expect(read('すとらいきんぐふれいみんぐろぐそーど').spec?.base).toBe('longsword'); // ん lost
    expect(read('すとらいきんぐふれいみみんぐろんぐそーど').spec?.property).toEqual(['flaming']); // み doubled
    expect(read('すとらいきんぐふれいみんぐろんそぐーど').spec?.base).toBe('longsword'); // ぐそ swapped
    for (const text of ['すとらいきんぐふれいみんぐろぐそーど', 'すとらいきんぐふれいみみんぐろんぐそーど'])
      expect(read(text).guesses).toHaveLength(1);
  });

  it('an English word with one letter off, as before', () => {
    expect(read('+1 strikng flaming longsword')).toMatchObject({
      spec: { base: 'longsword', potency: 1, striking: 'striking', property: ['flaming'] },
      guesses: [{ typed: 'strikng', slug: 'striking' }],
    });
  });

  it('an exact word is never stretched over a letter that follows it: the letter is reported unread', () => {
    expect(read('ストライキングほげロングソード')).toMatchObject({ guesses: [], unread: ['ほげ'] });
    expect(read('すとらいきんぐふれいみんぐろそーど').unread).toEqual(['ろそーど']);
  });
});

describe('the notes quote what the player typed', () => {
  it('unread words and guesses keep hiragana, kanji, long vowels and half-width kana as typed', () => {
    expect(read('ストライキングほげロングソード').unread).toEqual(['ほげ']);
    expect(read('+1すとらいきんふれいみんぐろんぐそーど').guesses[0]?.typed).toBe('すとらいきん');
    expect(read('ｽﾄﾗｲｷﾝｸﾞほげﾛﾝｸﾞｿｰﾄﾞ').unread).toEqual(['ほげ']);
    expect(read('ストライキングｘｙｚロングソード').unread).toEqual(['ｘｙｚ']);
  });

  it('a material typed in hiragana inside a run is quoted as typed', () => {
    const r = read('＋1すとらいきんぐこーるどあいあんろんぐそーど');
    expect(r.spec?.material?.slug).toBe('cold-iron');
    expect(r.words.map((w) => w.text)).toEqual(['＋1', 'すとらいきんぐ', 'こーるどあいあん', 'ろんぐそーど']);
  });

  it('any text: every unread note is a piece of what was typed', () => {
    const pieces = ['すとらいきんぐ', 'ほげ', 'ろんぐそーど', 'ふれいみんぐ', 'ｱｲｳ', 'こーるどあいあん', 'ぴよ', 'ー', 'x', '製の'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 6 }), (chosen) => {
        const text = chosen.join('');
        for (const word of read(text).unread) for (const piece of word.split(' ')) expect(text).toContain(piece);
      }),
    );
  });
});
