import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../src/lib/fold-text';

describe('foldForSearch', () => {
  it('treats hiragana as katakana, so a reader can type either', () => {
    expect(foldForSearch('ろんぐそーど')).toBe(foldForSearch('ロングソード'));
  });

  it('ignores width, case and the separators of names', () => {
    expect(foldForSearch('ＦＩＲＥ－Resistant')).toBe(foldForSearch('fire resistant'));
    expect(foldForSearch('ｸﾞﾚｰﾀｰ・ﾌﾚｲﾐﾝｸﾞ')).toBe(foldForSearch('グレーターフレイミング'));
    expect(foldForSearch("Explorer's Clothing")).toBe('explorersclothing');
  });
});
