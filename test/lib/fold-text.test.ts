import { describe, expect, it } from 'vitest';
import { foldForSearch, kanaForFullText } from '../../src/lib/fold-text';

const same = (a: string, b: string) => expect(foldForSearch(a), `${a} = ${b}`).toBe(foldForSearch(b));

describe('foldForSearch', () => {
  it('treats hiragana as katakana, so a reader can type either', () => {
    expect(foldForSearch('ろんぐそーど')).toBe(foldForSearch('ロングソード'));
  });

  it('ignores width, case and the separators of names', () => {
    expect(foldForSearch('ＦＩＲＥ－Resistant')).toBe(foldForSearch('fire resistant'));
    expect(foldForSearch('ｸﾞﾚｰﾀｰ・ﾌﾚｲﾐﾝｸﾞ')).toBe(foldForSearch('グレーターフレイミング'));
    expect(foldForSearch("Explorer's Clothing")).toBe('explorersclothing');
  });

  it('folds NFKC forms: half-width kana, full-width plus and digits', () => {
    same('ﾌﾚｲﾐﾝｸﾞ', 'フレイミング');
    same('＋１ウェポン・ポテンシィ', '+1ウェポンポテンシィ');
    same('ＧＨＯＳＴ　ＴＯＵＣＨ', 'ghost touch');
    same('Main-gauche', 'main gauché');
  });

  it('ignores ・, spaces, ー and punctuation', () => {
    same('グレーター・ストライキング', 'ぐれーたーすとらいきんぐ');
    same('グレーター ストライキング', 'グレーターストライキング');
    same('〈製作〉', '製作');
    same('“作成”', '作成');
  });

  // The pairs of the issue: spellings other translations and players use for the same word.
  const variants: [string, string][] = [
    ['ヴァイタライジング', 'バイタライジング'],
    ['インヴィジビリティ', 'インビジビリティ'],
    ['ヴォーパル', 'ボーパル'],
    ['ショックウェーヴ', 'ショックウェーブ'],
    ['ヴェノム', 'ベノム'],
    ['ウェポン・ポテンシィ', 'ウェポンポテンシー'],
    ['ポテンシィ', 'ポテンシー'],
    ['ホーリィ', 'ホーリー'],
    ['ファイアー・レジスタント', 'ファイヤー・レジスタント'],
    ['ファイア', 'ファイアー'],
    ['ファイア', 'ファイヤー'],
    ['ファイアー・レジスタント', 'ファイアー・レジスタンス'],
    ['アンティマジック', 'アンチマジック'],
    ['グレーター', 'グレイター'],
    ['ショックウェーヴ', 'ショックウェイブ'],
    ['ウェポン', 'ウエポン'],
    ['ふぉーてぃふぃけーしょん', 'フォーティフィケーション'],
    ['レインフォースィング', 'レインフォーシング'],
  ];
  it.each(variants)('%s = %s', (a, b) => same(a, b));

  it('keeps different names apart', () => {
    const names = [
      'フレイミング',
      'フロスト',
      'ショック',
      'ストライキング',
      'スペル・レザヴォア',
      'レジリエント',
      'リジリアント',
      'ブリリアント',
      'ロングソード',
      'ロングボウ',
    ];
    expect(new Set(names.map(foldForSearch)).size).toBe(names.length);
  });

  it('is idempotent and returns only letters and digits', () => {
    for (const text of [
      '＋2グレーター・リジリアント・ファイアー・レジスタント・チェイン・メイル',
      "Explorer's Clothing (Greater)",
      'ぐれーたーふれいみんぐ',
    ]) {
      const folded = foldForSearch(text);
      expect(foldForSearch(folded)).toBe(folded);
      expect(folded).toMatch(/^[\p{L}\p{N}]*$/u);
    }
  });
});

describe('kanaForFullText', () => {
  it('turns hiragana and half-width kana into the katakana the pages write, keeping ー', () => {
    expect(kanaForFullText('ぐれーたー')).toBe('グレーター');
    expect(kanaForFullText('ﾌﾚｲﾐﾝｸﾞ ')).toBe('フレイミング');
  });
});
