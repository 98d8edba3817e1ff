import fc from 'fast-check';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TERMS } from '../../src/glossary';
import { foldForSearch } from '../../src/lib/fold-text';
import { readQuery } from '../../src/search/answers';
import { longEnoughForTwoEdits, withinTwoEdits } from '../../src/search/edits';
import { matchNames, prepareNames } from '../../src/search/match';
import { nameData } from '../../src/search/names';
import { SYNONYMS } from '../../src/search/synonyms';
import { entryPath } from '../../src/search/types';
import { readChapters } from '../support/chapters';

// Words the pages don't use, typos of two letters and questions: the synonym table, the two-edit guesses and the
// chapters that answer a query of several words, on the name layer's data as the build writes it.
const chapters = readChapters();
const LANGS = ['ja', 'en'] as const;
const layer = Object.fromEntries(
  LANGS.map((lang) => {
    const data = nameData(lang, chapters);
    return [lang, { data, prepared: prepareNames(data) }];
  }),
) as Record<(typeof LANGS)[number], { data: ReturnType<typeof nameData>; prepared: ReturnType<typeof prepareNames> }>;

/** The paths of the name layer's hits for `query`, best first, with "?" after a guess. */
function found(lang: 'ja' | 'en', query: string): string[] {
  const half = lang === 'en' ? 0 : 1;
  return matchNames(layer[lang].prepared, query).map(
    ({ entry: [group, path, title], guess }) => entryPath(group, path, title.split(' / ')[half] ?? '') + (guess ? '?' : ''),
  );
}
const fullText = (lang: 'ja' | 'en', query: string) => readQuery(layer[lang].prepared.answers, query).fullText;

describe('the synonym table', () => {
  it('leads every word to a chapter that exists in both languages, through a glossary term that chapter explains', () => {
    for (const synonym of SYNONYMS) {
      for (const lang of LANGS) expect(existsSync(join('content', 'rules', lang, `${synonym.chapter}.mdx`)), synonym.chapter).toBe(true);
      if (synonym.term) expect(TERMS.find((term) => term.id === synonym.term)?.chapter, synonym.term).toBe(synonym.chapter);
      expect(synonym.ja.length + synonym.en.length).toBeGreaterThan(0);
    }
    expect(SYNONYMS.some((s) => s.ja.length) && SYNONYMS.some((s) => s.en.length)).toBe(true);
  });

  it('holds only words the site does not use as a name: no glossary term, alias or reading', () => {
    const siteNames = new Set(
      TERMS.flatMap((term) => [term.ja, term.en, term.reading ?? '', ...(term.aliases?.ja ?? []), ...(term.aliases?.en ?? [])]).map(
        foldForSearch,
      ),
    );
    for (const synonym of SYNONYMS)
      for (const word of [...synonym.ja, ...synonym.en]) expect(siteNames.has(foldForSearch(word)), word).toBe(false);
  });

  it.each(LANGS)('puts the chapter first for every word of the table, typed alone or in a sentence (%s pages)', (lang) => {
    for (const synonym of SYNONYMS) {
      const chapter = `rules/${synonym.chapter}/`;
      for (const word of synonym[lang]) {
        expect(found(lang, word)[0], word).toBe(chapter);
        const sentence = /[a-z]/i.test(word) ? `${word} runes` : `ルーンを${word}`;
        expect(found(lang, sentence)[0], sentence).toBe(chapter);
      }
    }
  });

  it('shows the chapter under its own title, never under the player’s word', () => {
    const [first] = matchNames(layer.ja.prepared, '付け替え');
    expect(first?.entry[2]).toBe('ルーンの転送');
    expect(first?.guess).toBeUndefined();
    expect(matchNames(layer.en.prepared, 'engrave')[0]?.entry[2]).toBe('The Etching Process');
  });

  it('has the full text look for the site’s word in place of the player’s', () => {
    expect(fullText('ja', 'ルーンを移す')).toBe('ルーン 転送');
    expect(fullText('ja', 'ルーン交換')).toBe('ルーン 入れ替え');
    expect(fullText('ja', 'ルーンを刻む')).toBe('ルーン 彫刻');
    expect(fullText('ja', '休眠')).toBe('効果を停止');
    expect(fullText('en', 'move a rune')).toBe('rune transfer');
    expect(fullText('en', 'rune stops working')).toBe('rune dormant');
    expect(fullText('en', 'engraving runes')).toBe('runes etch');
  });

  it('leaves a query without players’ words or question words to the full text as typed', () => {
    for (const query of ['ふれいみんぐ', 'ルーンの転送', '非公式', 'flaming', 'ghost touch', "explorer's clothing"]) {
      expect(fullText(query.match(/[a-z]/i) ? 'en' : 'ja', query), query).toBeUndefined();
    }
  });
});

describe('two typos in a long name', () => {
  it('finds quickstrike from "qickstrik", and its kana from two typos, as a guess', () => {
    expect(found('en', 'qickstrik')[0]).toBe('runes/quickstrike/?');
    expect(found('en', 'fortifcaton')).toContain('runes/fortification/?');
    expect(found('ja', 'くいくすとらく')).toContain('runes/quickstrike/?');
  });

  it('reads only words of 7 letters or 6 kana and more with two typos', () => {
    expect(longEnoughForTwoEdits('quickst')).toBe(true);
    expect(longEnoughForTwoEdits('quicks')).toBe(false);
    expect(longEnoughForTwoEdits(foldForSearch('ばいたらいじ'))).toBe(true);
    expect(longEnoughForTwoEdits(foldForSearch('ばいたら'))).toBe(false);
    // "vorpl" is one edit from vorpal, "vrpl" two: too short for two.
    expect(found('en', 'vorpl')).toContain('runes/vorpal/?');
    expect(found('en', 'shadw')).toContain('runes/shadow/?');
    expect(found('en', 'shdw')).toEqual([]);
  });

  it('ranks an exact name first, then one typo, then two', () => {
    // "resiliant": one edit from resilient; two from other names of 7 letters and more.
    const hits = matchNames(layer.en.prepared, 'resiliant');
    const scores = hits.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const one = hits.filter((hit) => hit.guess && hit.score === hits.find((h) => h.guess)!.score);
    expect(one.map((hit) => hit.entry[2])).toContain('Resilient / リジリアント');
    const exact = matchNames(layer.en.prepared, 'quickstrike');
    expect(exact[0]?.entry[2]).toMatch(/^Quickstrike/);
    expect(exact[0]?.guess).toBeUndefined();
    const guesses = found('en', 'thunderinx');
    expect(guesses[0]).toBe('runes/thundering/?');
  });

  it('agrees with the edit distance computed in full, on any two short words', () => {
    /** Optimal string alignment distance, the whole table. */
    const distance = (a: string, b: string) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
          d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      }
      return d[a.length]![b.length]!;
    };
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'ル', 'ン'), maxLength: 9 });
    fc.assert(
      fc.property(word, word, (a, b) => withinTwoEdits(a, b) === distance(a, b) <= 2),
      { numRuns: 3000 },
    );
  });
});

describe('questions and queries of several words', () => {
  it('ranks the chapter whose headings answer the question first', () => {
    expect(found('en', 'how long does a transfer take')[0]).toBe('rules/transferring/');
    expect(found('ja', 'ルーンを移す')[0]).toBe('rules/transferring/');
    expect(found('ja', 'ルーンは何個まで')[0]).toBe('rules/property-slots/');
    expect(found('en', 'how many property runes can i have')[0]).toBe('rules/property-slots/');
    expect(found('ja', '転送は何日かかる')[0]).toBe('rules/transferring/');
    expect(found('en', 'how do i upgrade my fundamental runes')[0]).toBe('rules/fundamental-runes/');
  });

  it('drops the question words from what the full text looks for', () => {
    expect(fullText('en', 'how long does a transfer take')).toBe('transfer');
    expect(fullText('en', 'what is the dc of a transfer')).toBe('dc transfer');
    expect(fullText('ja', '転送の費用はいくら')).toBe('転送 費用');
    expect(fullText('ja', 'どれを彫刻できる')).toBe('彫刻');
  });

  it('keeps an exact name above every chapter, and a single word to the names', () => {
    expect(found('en', 'greater striking')[0]).toBe('runes/greater-striking/');
    expect(found('ja', 'グレーター・フロスト')[0]).toBe('runes/greater-frost/');
    expect(found('en', 'transfer estimator')[0]).toBe('tools/transfer/');
    // One word is no question: the chapters that only use it stay out of the names.
    expect(found('en', 'striking')).not.toContain('rules/property-slots/');
    expect(found('ja', '転送')[0]).toBe('glossary/#term-transfer');
  });

  it('counts no chapter for a word every chapter uses (rune, ルーン), not even the one that explains it', () => {
    for (const lang of LANGS) {
      const rune = lang === 'ja' ? 'ルーン' : 'rune';
      expect(readQuery(layer[lang].prepared.answers, `${rune} ${rune}`).answers, lang).toEqual([]);
    }
    expect(found('ja', 'ルーンの金額')[0]).toBe('rules/item-level/');
  });

  it('answers from the words each language’s pages use', () => {
    expect(found('ja', '性質ルーンの枠はいくつ')[0]).toBe('rules/property-slots/');
    expect(found('en', 'what happens when a transfer goes wrong')[0]).toBe('rules/transferring/');
    expect(found('en', 'price of a rune formula')[0]).toBe('rules/formulas/');
  });
});
