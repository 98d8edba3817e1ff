import { describe, expect, it } from 'vitest';
import { lineBreakHtml, lineChunks } from '~/src/lib/line-breaks';

describe('lineChunks', () => {
  it('keeps a sign with its number and a katakana compound whole', () => {
    const chunks = lineChunks('セーヴィング・スローに＋1アイテム・ボーナス', 'ja');
    expect(chunks.join('')).toBe('セーヴィング・スローに＋1アイテム・ボーナス');
    expect(chunks.some((c) => c.endsWith('＋'))).toBe(false);
    expect(chunks.some((c) => /^[0-9]/.test(c))).toBe(false);
    for (const c of chunks) expect(c === 'セーヴィ' || c === 'ング').toBe(false);
    expect(chunks.length).toBeGreaterThan(1);
  });

  it('cuts only at word edges, so 滑空 and つなぎ止める stay whole', () => {
    for (const text of ['落下する代わりにゆっくり滑空する', 'クリティカル・ヒットで目標を次元界につなぎ止める']) {
      const chunks = lineChunks(text, 'ja');
      expect(chunks.join('')).toBe(text);
      expect(chunks.some((c) => c.endsWith('滑') || c.endsWith('つな'))).toBe(false);
    }
  });

  it('never starts a line with ・, and escapes what it returns as HTML', () => {
    expect(lineChunks('アイテム・ボーナス', 'ja').some((c) => c.startsWith('・'))).toBe(false);
    expect(lineChunks('ボーナス、性質ルーン（1つ）まで', 'ja').some((c) => /^[、）]/.test(c) || c.endsWith('（'))).toBe(false);
    expect(lineBreakHtml('<b>に＋1', 'ja')).not.toContain('<b>');
    expect(lineBreakHtml('攻撃ロールに＋1', 'ja')).toContain('<wbr>');
  });

  it('leaves English and very short text whole', () => {
    expect(lineChunks('+1 item bonus to saving throws', 'en')).toEqual(['+1 item bonus to saving throws']);
    expect(lineChunks('火', 'ja')).toEqual(['火']);
  });
});
