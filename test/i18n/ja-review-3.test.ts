// The Japanese corrections of the third review (../shared/reference/ja-review-3.md), each pinned so that the old
// wording fails here: the community's material words, the Crafting-rank notes, the offline strings, the style points.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TERMS } from '../../src/glossary/terms';
import { ja } from '../../src/i18n/ja';
import { MATERIAL_GRADE_NAMES, MATERIALS } from '../../src/rules/data/materials';
import { MESSAGES as ITEM_MESSAGES } from '../../src/rules/messages/ja';
import { MESSAGES as TRANSFER_MESSAGES } from '../../src/rules/messages/transfer-ja';

const catalogue = Object.entries(ja);
const jaContent = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => [`${dir}/${name}`, readFileSync(`${dir}/${name}`, 'utf8')] as const);
const content = [...jaContent('content/rules/ja'), ...jaContent('content/runes/ja'), ...jaContent('content/pages/ja')];
// The problem messages' source text (their words are built from parameters at run time).
const messageSources = ['src/rules/messages/ja.ts', 'src/rules/messages/transfer-ja.ts'].map((p) => [p, readFileSync(p, 'utf8')] as const);

/** Every catalogue string, chapter and message source that contains the pattern. */
const usesOf = (pattern: RegExp): string[] => [
  ...catalogue.filter(([, text]) => pattern.test(text)).map(([key]) => key),
  ...content.filter(([, text]) => pattern.test(text)).map(([path]) => path),
  ...messageSources.filter(([, text]) => pattern.test(text)).map(([path]) => path),
];

describe('materials in the community’s words (M1-M4)', () => {
  it('冷たい鉄 and 銀, confirmed with アダマンティン and オリハルコン; ドーンシルバー and ダスクウッド stay the site’s', () => {
    expect(MATERIALS['cold-iron'].name.ja).toBe('冷たい鉄');
    expect(MATERIALS.silver.name.ja).toBe('銀');
    for (const slug of ['cold-iron', 'silver', 'adamantine', 'orichalcum'] as const) expect(MATERIALS[slug].jaConfirmed, slug).toBe(true);
    for (const slug of ['dawnsilver', 'duskwood'] as const) expect(MATERIALS[slug].jaConfirmed, slug).toBe(false);
  });

  it('the grades are 低品位・標準品位・高品位, labelled 品位', () => {
    expect(Object.values(MATERIAL_GRADE_NAMES).map((g) => g.ja)).toEqual(['低品位', '標準品位', '高品位']);
    expect(ja['tools.materialGrade']).toBe('品位');
    expect(ja['chapter.materials.grade']).toBe('品位');
    expect(usesOf(/等級|コールド・アイアン|(?<!ドーン)シルバー|低級|高級/u)).toEqual([]);
  });

  it('the glossary gives 冷たい鉄 and 銀 their readings and the community’s provenance', () => {
    const term = (id: string) => TERMS.find((t) => t.id === id);
    expect(term('cold-iron')).toMatchObject({ ja: '冷たい鉄', reading: 'つめたいてつ', provenance: 'wiki' });
    expect(term('silver')).toMatchObject({ ja: '銀', reading: 'ぎん', provenance: 'wiki' });
    expect(term('low-grade')).toMatchObject({ ja: '低品位', provenance: 'wiki' });
  });
});

describe('the community’s phrasing (M6-M10, C6, G2)', () => {
  // The UI, the problem messages and the rules chapters (the rune entries' older prose was not part of the review).
  const newText = (pattern: RegExp) => usesOf(pattern).filter((where) => !where.startsWith('content/runes/'));
  it('「…に対する弱点」, 「着用している間」, 「軽バルク」, 「自動的に大失敗」, 作成者', () => {
    expect(newText(/への弱点/u)).toEqual([]);
    expect(newText(/軽いバルク/u)).toEqual([]);
    expect(newText(/自動的な大失敗/u)).toEqual([]);
    expect(usesOf(/製作者|製作時/u)).toEqual([]);
    expect(newText(/を着ている間/u)).toEqual([]);
    expect(ja['tools.materialEffect.armorSilver']).toContain('銀に対する弱点を持つクリーチャーは、この鎧を着用している間は');
    expect(ja['tools.materialEffect.lighterBulkLight']).toBe('軽バルク（通常より1軽い）');
    expect(ja['chapter.materials.tower']).toBe('{material}製のタワー・シールド：');
  });
});

describe('Crafting-rank notes and days (C1-C5, C7)', () => {
  it('say whose rank (〈製作〉の…), why, and count upgrades in 回', () => {
    expect(ja['level.rankByLevel']).toContain('〈製作〉の{rank}が必要です');
    expect(ja['level.rankByMaterial']).toMatch(/^新しい品位の素材は\{level\}レベルなので、〈製作〉の\{rank\}が必要です/u);
    expect(ja['level.rankByRequirements']).toMatch(/^ルーンの作成要件で求められています。/u);
    expect(ja['transfer.rankByLevel']).toMatch(/^ルーンが\{master\}レベル以上なら〈製作〉の達人、\{legendary\}レベル以上なら伝説/u);
    // The same fact in the same words in both calculators.
    expect(ja['transfer.rankByFeat']).toBe(ja['level.rankByFeat'].replace('{rank}', '熟練'));
    expect(ja['level.daysValue']).toContain('改良{count}回、1回につき{each}日、1回ずつ順に');
  });

  it('problem messages: the level before レベル, 品位, no 「品」', () => {
    const rank = TRANSFER_MESSAGES['problem.crafting-rank-too-low']({ rank: 'master', count: 12 });
    expect(rank).toContain('9レベル以上は達人、17レベル以上は伝説');
    const missing = ITEM_MESSAGES['problem.material-grade-missing']({
      material: { ja: 'アダマンティン', en: 'Adamantine' },
      item: { ja: 'ロングソード', en: 'Longsword' },
      grade: 'low',
    });
    expect(missing).toBe('アダマンティン製の「ロングソード」に低品位はありません。この素材にある品位から選んでください。');
  });
});

describe('offline and update strings (O1-O5), loading and reader strings (R1, R5, R6)', () => {
  it('name the language, count with a counter word, and keep the polite form', () => {
    expect(usesOf(/この言語|その言語/u)).toEqual([]);
    expect(ja['offline.saving']).toBe('保存しています…（{done}／{total}件）');
    expect(ja['offline.failed']).toMatch(/^保存を中断しました。/u);
    expect(ja['update.ready']).toBe('このサイトの新しいバージョンがあります。');
    expect(usesOf(/どれかのページ/u)).toEqual([]);
    const plainLoading = catalogue.filter(([key, text]) => /Loading$/u.test(key) && /ている…$/u.test(text)).map(([key]) => key);
    expect(plainLoading).toEqual([]);
    expect(ja['tools.nameNoBase']).toContain('彫刻したものとして読みました');
    expect(ja['transfer.xNotOnA']).toContain('見積もれません');
  });
});

describe('legend, glossary and about page (X1, G1, spot-checks 10-11)', () => {
  it('the ※ legend says the name is a spelling; Sustain takes the community’s older actions as aliases', () => {
    expect(ja['index.legend']).toMatch(/^は、その名前がこのサイト独自のカタカナ表記で/u);
    expect(TERMS.find((t) => t.id === 'sustain')?.aliases?.ja).toEqual(['“呪文の維持”', '“起動の維持”']);
    expect(usesOf(/有志翻訳/u)).toEqual([]);
  });
});
