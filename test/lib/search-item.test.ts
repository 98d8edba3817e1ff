// The search's side of the item-name reader: a query that reads as an item offers the item builder first, and a rune's or a
// base item's name with one typo is found, marked "did you mean".
import { describe, expect, it } from 'vitest';
import { nameData } from '../../src/search/names';
import { matchNames, prepareNames, readsAsItem } from '../../src/search/match';

const chapters = [{ id: 'transferring', title: { ja: 'ルーンの転送', en: 'Transferring Runes' } }];

describe.each(['ja', 'en'] as const)('item-like queries and typos (%s)', (lang) => {
  const prepared = prepareNames(nameData(lang, chapters));
  const titles = (query: string) =>
    matchNames(prepared, query).map((m) => [m.entry[2].split(' / ')[lang === 'ja' ? 1 : 0], m.guess ?? false]);

  it('reads "+3 major striking" and 「＋1ストライキング・ロングソード」 as items', () => {
    for (const q of [
      '+3 major striking',
      '＋1ストライキング・ロングソード',
      '+1 striking flaming longsword',
      'flaming longsword',
      '＋２ぐれーたー・すとらいきんぐ',
    ]) {
      expect(readsAsItem(prepared, q), q).toBe(true);
    }
  });

  it('reads an item of a precious material, with its grade written on or apart, as an item', () => {
    for (const q of [
      '＋1ストライキング・標準コールド・アイアン・ロングソード',
      '＋1ストライキング・コールド・アイアン・ロングソード',
      'こーるどあいあん・ろんぐそーど',
      '＋2低級シルバー・メイス',
      '+1 striking cold iron longsword',
      '+1 striking standard-grade cold iron longsword',
      'mithral chain mail',
      // the community's shape, as the item builder now writes it
      '＋1ストライキング・冷たい鉄製ロングソード（標準品位）',
      '銀製ロングソード',
    ]) {
      expect(readsAsItem(prepared, q), q).toBe(true);
    }
    // a material or a grade alone, or with a word the site does not know, is no item
    for (const q of ['コールド・アイアン', '標準', 'cold iron', 'standard-grade', '標準ほげ・ロングソード', 'cold iron zzz']) {
      expect(readsAsItem(prepared, q), q).toBe(false);
    }
  });

  it('does not read a rune alone, a rules term or a word it does not know as an item', () => {
    for (const q of ['flaming', 'ストライキング', 'transfer', 'flaming zzz', '+1 zzz', '', '+', 'ghost touch']) {
      expect(readsAsItem(prepared, q), q).toBe(false);
    }
  });

  it('finds a rune or a base item with one typo, marked as a guess, only when nothing else matched it', () => {
    expect(titles('flamming')).toContainEqual(['Flaming', true]);
    expect(titles('vorpel')).toContainEqual(['Vorpal', true]);
    expect(titles('lnogsword')).toContainEqual(['Longsword', true]);
    expect(titles('ふれいみんく')).toContainEqual(['Flaming', true]);
    // an exact match is no guess; a guess ranks below every real match
    expect(titles('flaming')[0]).toEqual(['Flaming', false]);
    const mixed = matchNames(prepared, 'frost');
    expect(mixed.every((m) => !m.guess || mixed.indexOf(m) > mixed.findIndex((x) => !x.guess))).toBe(true);
    // short words are never guessed (fist ≠ frist)
    expect(matchNames(prepared, 'fisx').some((m) => m.guess)).toBe(false);
  });
});
