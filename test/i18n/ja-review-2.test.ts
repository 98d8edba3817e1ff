// The Japanese corrections of issue 19 (../shared/reference/ja-review-2.md, categories C-K), each pinned so that the
// old wording fails here. The term policy's own tests (terms.test.ts, test/site/terms.test.ts) catch the words
// the glossary now lists as avoided spellings.
import { describe, expect, it } from 'vitest';
import { getRune } from '../../src/rules';
import { RUNE_DETAILS } from '../../src/rules/data/rune-details';

const rune = (slug: string) => {
  const r = getRune(slug);
  if (!r) throw new Error(`no rune ${slug}`);
  return r;
};

describe('names (§C)', () => {
  it('ethereal is the community’s イセリアル, as its own spell イセリアル・ジョーント; the old spelling stays searchable', () => {
    expect(rune('ethereal').name.ja).toBe('イセリアル');
    expect(RUNE_DETAILS.ethereal.jaConfirmed).toBe(true);
    expect(RUNE_DETAILS.ethereal.aliases).toContain('エセリアル');
  });

  it('flurrying keeps its syllables (フラーリイング); rock-braced ends in ト like フックト', () => {
    expect(rune('flurrying').name.ja).toBe('フラーリイング');
    expect(RUNE_DETAILS.flurrying.aliases).toContain('フラーリング');
    expect(rune('rock-braced').name.ja).toBe('ロック・ブレイスト');
    expect(RUNE_DETAILS['rock-braced'].aliases).toContain('ロック・ブレイスド');
  });
});
