import { describe, expect, it } from 'vitest';
import { BASE_ITEMS, formatPrice, RUNES } from '../../src/rules';
import { TERMS } from '../../src/glossary';
import { nameData } from '../../src/search/names';
import { matchNames, prepareNames } from '../../src/search/match';
import { entryPath, GROUPS } from '../../src/search/types';
import { fullTextQuery, type Hit } from '../../src/search/controller';

// The name layer's data is generated from src/rules and the glossary: every rune grade, base item and
// glossary term is in it once, with the path of its own page, and the matcher ranks an exact name first.
const chapters = [{ id: 'transferring', title: { ja: 'ルーンの転送', en: 'Transferring Runes' } }];

describe.each(['ja', 'en'] as const)('names data (%s)', (lang) => {
  const data = nameData(lang, chapters);
  const en = lang === 'en' ? 0 : 1;
  const paths = data.e.map(([group, path, title]) => entryPath(group, path, title.split(' / ')[en] ?? ''));

  it('has every rune grade with the path of its page, both names, level and Price', () => {
    for (const rune of RUNES) {
      const i = paths.indexOf(`runes/${rune.slug}/`);
      expect(i, rune.slug).toBeGreaterThanOrEqual(0);
      const [group, , title, meta] = data.e[i]!;
      expect(GROUPS[group]).toBe('runes');
      expect(title).toBe(lang === 'ja' ? `${rune.name.ja} / ${rune.name.en}` : `${rune.name.en} / ${rune.name.ja}`);
      expect(meta).toBe(`${lang === 'ja' ? 'レベル' : 'Lv '}${rune.level} · ${formatPrice(rune.priceCp, lang)}`);
    }
  });

  it('has every base item (opening the item builder) and every glossary term', () => {
    for (const item of BASE_ITEMS) expect(paths, item.slug).toContain(`tools/item/?base=${item.slug}`);
    for (const term of TERMS) expect(paths, term.id).toContain(`glossary/#term-${term.id}`);
    expect(paths).toContain('rules/transferring/');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('puts the exact name first, then names that start with the query', () => {
    const prepared = prepareNames(data);
    const top = (query: string) => matchNames(prepared, query).map(({ entry: [g, p, t] }) => entryPath(g, p, t.split(' / ')[en] ?? ''));
    expect(top('ふれいみんぐ')[0]).toBe('runes/flaming/');
    expect(top('ｸﾞﾚｰﾀｰﾌﾚｲﾐﾝｸﾞ')[0]).toBe('runes/greater-flaming/');
    expect(top('Striking (Greater)')[0]).toBe('runes/greater-striking/');
    expect(top('resist fire').slice(0, 2)).toEqual(['runes/fire-resistant/', 'runes/greater-fire-resistant/']);
    expect(top('たんけんかのふく')[0]).toBe('glossary/#term-explorers-clothing');
    expect(top('dancing')[0]).toBe('runes/animated/');
    // the planner by the variant and the tables it reads
    expect(top('ABP')[0]).toBe('tools/planner/');
    expect(top('自動ボーナス成長')[0]).toBe('tools/planner/');
    expect(top('party treasure')[0]).toBe('tools/planner/');
    expect(top('')).toEqual([]);
    expect(top('zzzz')).toEqual([]);
  });
});

describe('what the full text looks for', () => {
  const hit = (group: Hit['group'], title: string): Hit => ({ group, title, href: '/', meta: '' });
  it('looks for a kanji term as the pages write it when its reading was typed', () => {
    expect(fullTextQuery('ひらめはんてい', [hit('glossary', '平目判定 / flat check')], 'ja')).toBe('平目判定');
    expect(fullTextQuery('せいさく', [hit('glossary', '〈製作〉 / Crafting')], 'ja')).toBe('製作');
    expect(fullTextQuery('ひらめ', [hit('glossary', 'flat check / 平目判定')], 'en')).toBe('平目判定');
  });
  it('keeps any other query as typed', () => {
    expect(fullTextQuery('ふれいみんぐ', [hit('runes', 'フレイミング / Flaming')], 'ja')).toBe('ふれいみんぐ');
    expect(fullTextQuery('平目', [hit('glossary', '平目判定 / flat check')], 'ja')).toBe('平目');
    expect(fullTextQuery('flat', [hit('glossary', '平目判定 / flat check')], 'ja')).toBe('flat');
    expect(fullTextQuery('るーん', [hit('glossary', 'ルーン / rune')], 'ja')).toBe('るーん');
    expect(fullTextQuery('ひらめ', [], 'ja')).toBe('ひらめ');
  });
});
