// The rules terms of the site in Japanese and English, with where each Japanese term comes from.
// Rune names are not listed here: the glossary takes them from RUNES in src/rules.

/** Where the Japanese term comes from: the seed text (the community translation of GM Core pp. 224-225),
 * the community translation wiki (p2rdj), or this site's own wording where neither has one. */
export type Provenance = 'seed' | 'wiki' | 'site';

/** The rules chapters, as in content/rules/{ja,en}/<id>.mdx. */
export type ChapterId =
  | 'overview'
  | 'property-slots'
  | 'naming'
  | 'item-level'
  | 'usage'
  | 'investiture'
  | 'formulas'
  | 'etching'
  | 'transferring'
  | 'fundamental-runes'
  | 'property-runes';

export interface GlossaryTerm {
  /** anchor and stable key, kebab-case English */
  id: string;
  ja: string;
  en: string;
  /** how the Japanese term is read, in kana, when it has kanji or symbols (for gojūon order) */
  reading?: string;
  provenance: Provenance;
  /** other names in use: other Japanese localisations, legacy or pre-Remaster names */
  aliases?: { ja?: readonly string[]; en?: readonly string[] };
  /** the chapter that explains the term */
  chapter: ChapterId;
}

export const TERMS: readonly GlossaryTerm[] = [
  { id: 'rune', ja: 'ルーン', en: 'rune', provenance: 'seed', chapter: 'overview' },
  { id: 'fundamental-rune', ja: '基本ルーン', en: 'fundamental rune', reading: 'きほんルーン', provenance: 'seed', chapter: 'fundamental-runes' },
  {
    id: 'property-rune',
    ja: '性質ルーン',
    en: 'property rune',
    reading: 'せいしつルーン',
    provenance: 'seed',
    aliases: { ja: ['プロパティ・ルーン'] }, // Foundry's Japanese localisation
    chapter: 'property-runes',
  },
  { id: 'potency-rune', ja: 'ポテンシィ・ルーン', en: 'potency rune', provenance: 'seed', chapter: 'property-slots' },
  { id: 'etch', ja: '彫刻', en: 'etch', reading: 'ちょうこく', provenance: 'seed', aliases: { ja: ['刻印'] }, chapter: 'etching' },
  { id: 'upgrade', ja: '改良', en: 'upgrade', reading: 'かいりょう', provenance: 'seed', chapter: 'fundamental-runes' },
  {
    id: 'invested',
    ja: '充填',
    en: 'invested',
    reading: 'じゅうてん',
    provenance: 'seed',
    aliases: { ja: ['装着'], en: ['investiture', 'invest'] },
    chapter: 'investiture',
  },
  { id: 'formula', ja: '処方', en: 'formula', reading: 'しょほう', provenance: 'seed', chapter: 'formulas' },
  { id: 'transfer', ja: '転送', en: 'transfer', reading: 'てんそう', provenance: 'seed', chapter: 'transferring' },
  { id: 'swap', ja: '入れ替え', en: 'swap', reading: 'いれかえ', provenance: 'seed', chapter: 'transferring' },
  { id: 'form', ja: '形態', en: 'form (fundamental or property)', reading: 'けいたい', provenance: 'seed', chapter: 'transferring' },
  { id: 'dormant', ja: '効果の停止', en: 'dormant', reading: 'こうかのていし', provenance: 'seed', chapter: 'property-slots' },
  { id: 'runestone', ja: 'ルーンストーン', en: 'runestone', provenance: 'seed', chapter: 'transferring' },
  {
    id: 'explorers-clothing',
    ja: '探検家の服',
    en: "explorer's clothing",
    reading: 'たんけんかのふく',
    provenance: 'seed',
    aliases: { ja: ['冒険者の衣服'] },
    chapter: 'usage',
  },
  {
    id: 'crafting',
    ja: '〈製作〉',
    en: 'Crafting',
    reading: 'せいさく',
    provenance: 'seed',
    aliases: { ja: ['《製作》'] },
    chapter: 'etching',
  },
  { id: 'craft', ja: '“作成”', en: 'Craft (activity)', reading: 'さくせい', provenance: 'seed', chapter: 'etching' },
  { id: 'craft-requirements', ja: '作成要件', en: 'Craft Requirements', reading: 'さくせいようけん', provenance: 'seed', chapter: 'etching' },
  {
    id: 'magical-crafting',
    ja: '《マジカル・クラフティング》',
    en: 'Magical Crafting',
    reading: 'マジカル・クラフティング',
    provenance: 'site',
    chapter: 'etching',
  },
  { id: 'magic-item', ja: '魔法のアイテム', en: 'magic item', reading: 'まほうのアイテム', provenance: 'seed', chapter: 'etching' },
  { id: 'magical', ja: '魔法', en: 'magical (trait)', reading: 'まほう', provenance: 'wiki', chapter: 'fundamental-runes' },
  { id: 'activate', ja: '起動', en: 'activate', reading: 'きどう', provenance: 'seed', chapter: 'property-runes' },
  { id: 'price', ja: '市価', en: 'Price', reading: 'しか', provenance: 'seed', aliases: { ja: ['価格'] }, chapter: 'item-level' },
  { id: 'item-level', ja: 'アイテム・レベル', en: 'item level', provenance: 'seed', chapter: 'item-level' },
  { id: 'bulk', ja: 'バルク', en: 'Bulk', provenance: 'seed', chapter: 'item-level' },
  { id: 'rarity', ja: '稀少度', en: 'rarity', reading: 'きしょうど', provenance: 'seed', chapter: 'item-level' },
  { id: 'usage', ja: '使用方法', en: 'usage', reading: 'しようほうほう', provenance: 'seed', aliases: { ja: ['使用法'] }, chapter: 'usage' },
  { id: 'light-armor', ja: '軽装鎧', en: 'light armor', reading: 'けいそうよろい', provenance: 'seed', chapter: 'usage' },
  { id: 'medium-armor', ja: '中装鎧', en: 'medium armor', reading: 'ちゅうそうよろい', provenance: 'seed', chapter: 'usage' },
  { id: 'heavy-armor', ja: '重装鎧', en: 'heavy armor', reading: 'じゅうそうよろい', provenance: 'seed', chapter: 'usage' },
  { id: 'melee-weapon', ja: '近接武器', en: 'melee weapon', reading: 'きんせつぶき', provenance: 'seed', chapter: 'usage' },
  { id: 'ranged-weapon', ja: '遠隔武器', en: 'ranged weapon', reading: 'えんかくぶき', provenance: 'seed', chapter: 'usage' },
  { id: 'item-bonus', ja: 'アイテム・ボーナス', en: 'item bonus', provenance: 'seed', chapter: 'overview' },
  { id: 'attack-roll', ja: '攻撃ロール', en: 'attack roll', reading: 'こうげきロール', provenance: 'seed', chapter: 'overview' },
  { id: 'saving-throw', ja: 'セーヴィング・スロー', en: 'saving throw', provenance: 'seed', chapter: 'overview' },
  { id: 'damage-dice', ja: 'ダメージ・ダイス', en: 'damage dice', provenance: 'seed', chapter: 'fundamental-runes' },
  { id: 'hardness', ja: '硬度', en: 'Hardness', reading: 'こうど', provenance: 'seed', chapter: 'fundamental-runes' },
  { id: 'hit-points', ja: 'HP', en: 'Hit Points (HP)', reading: 'エイチピー', provenance: 'seed', chapter: 'fundamental-runes' },
  { id: 'broken-threshold', ja: 'BT', en: 'Broken Threshold (BT)', reading: 'ビーティー', provenance: 'seed', chapter: 'fundamental-runes' },
  { id: 'critical-failure', ja: '大失敗', en: 'critical failure', reading: 'だいしっぱい', provenance: 'seed', chapter: 'transferring' },
  { id: 'trained', ja: '習熟', en: 'trained', reading: 'しゅうじゅく', provenance: 'site', chapter: 'transferring' },
  { id: 'expert', ja: '熟練', en: 'expert', reading: 'じゅくれん', provenance: 'wiki', chapter: 'transferring' },
  { id: 'master', ja: '達人', en: 'master', reading: 'たつじん', provenance: 'wiki', chapter: 'transferring' },
  { id: 'legendary', ja: '伝説', en: 'legendary', reading: 'でんせつ', provenance: 'site', chapter: 'transferring' },
  // Combat terms the rune entries use again and again; neither the seed nor the stored wiki pages show them.
  { id: 'strike', ja: '“打撃”', en: 'Strike', reading: 'だげき', provenance: 'site', chapter: 'property-runes' },
  { id: 'multiple-attack-penalty', ja: '多重攻撃ペナルティ', en: 'multiple attack penalty', reading: 'たじゅうこうげきペナルティ', provenance: 'site', chapter: 'property-runes' },
  { id: 'critical-specialization', ja: 'クリティカル特化効果', en: 'critical specialization effect', reading: 'クリティカルとっかこうか', provenance: 'site', chapter: 'property-runes' },
  { id: 'weakness', ja: '弱点', en: 'weakness', reading: 'じゃくてん', provenance: 'site', chapter: 'property-runes' },
  // フィーンド as in VS_LABELS (src/i18n/effects.ts), so the prose matches the effects list of a rune page;
  // 魔物 is too general a word (it means any monster).
  { id: 'fiend', ja: 'フィーンド', en: 'fiend', reading: 'ふぃーんど', provenance: 'site', chapter: 'property-runes' },
  {
    id: 'off-guard',
    ja: '無防備状態',
    en: 'off-guard',
    reading: 'むぼうびじょうたい',
    provenance: 'site',
    aliases: { ja: ['立ちすくみ状態'], en: ['flat-footed'] }, // the pre-Remaster condition
    chapter: 'property-runes',
  },
  { id: 'clumsy', ja: '不器用状態', en: 'clumsy', reading: 'ぶきようじょうたい', provenance: 'site', chapter: 'property-runes' },
  { id: 'broken', ja: '破損状態', en: 'broken', reading: 'はそんじょうたい', provenance: 'site', chapter: 'fundamental-runes' },
];
