// The rules terms of the site in Japanese and English, with where each Japanese term comes from.
// Rune names are not listed here: the glossary takes them from RUNES in src/rules. The words of traits, damage
// types, conditions, skills, armor categories and proficiency ranks are written once, in the label tables the pages
// and calculators read (TRAITS, DAMAGE_TYPE_LABELS, CONDITION_LABELS, SKILL_LABELS, ARMOR_CATEGORY_LABELS,
// PROFICIENCY_LABELS, ACTION_LABELS), and so are the Crafting words the problem messages say (CRAFTING_TERMS: 〈製作〉,
// “作成”, 《魔法のアイテム作成》); an entry here gives their provenance, reading and chapter.
// test/i18n/glossary-once.test.ts fails on a glossary word written again in another catalogue file.
import { ACTION_LABELS, CONDITION_LABELS, DAMAGE_TYPE_LABELS, SKILL_LABELS } from './vocabulary';
import { ARMOR_CATEGORY_LABELS, PROFICIENCY_LABELS } from '../rules/data/labels';
import { TRAITS } from '../rules/data/traits';
import { CRAFTING_TERMS } from '../rules/data/crafting-words';

/** A damage type as the Japanese books write it in running text, in full-width square brackets. */
const bracketed = (word: string): string => `［${word}］`;

import { MATERIAL_ALIASES, MATERIAL_GRADE_ALIASES, MATERIAL_TYPED_SPELLINGS } from '../rules/data/material-aliases';
import { MATERIAL_GRADE_NAMES, MATERIAL_GRADES, MATERIAL_SLUGS, MATERIALS, type MaterialGrade, type MaterialSlug } from '../rules/data/materials';

/** A material grade's glossary id: 'standard-grade'. */
const gradeTermId = (grade: MaterialGrade) => `${grade}-grade`;

const isJapanese = (w: string): boolean => /[\u3040-\u30ff\u4e00-\u9fff]/u.test(w);
const GRADE_READINGS: Readonly<Record<MaterialGrade, string>> = { low: 'ていひんい', standard: 'ひょうじゅんひんい', high: 'こうひんい' };
/** Readings of the material names written in kanji (the glossary sorts by reading; the katakana ones need none). */
const MATERIAL_READINGS: Readonly<Partial<Record<MaterialSlug, string>>> = {
  'cold-iron': 'つめたいてつ',
  silver: 'ぎん',
  'sovereign-steel': 'そゔりんこう',
  'grisantian-pelt': 'ぐりざんとのけがわ',
  'dusk-sisterstone': 'しまいせきはくめい',
  'scarlet-sisterstone': 'しまいせきゆうひ',
};
const splitByLanguage = (words: readonly string[]) => ({ ja: words.filter(isJapanese), en: words.filter((w) => !isJapanese(w)) });

/** Where the Japanese term comes from, in order of authority (content/README.md, "Term policy"):
 * 'seed': the seed text (the translation of GM Core pp. 224-225 this site follows), word for word;
 * 'wiki': the community translation (the p2rdj wiki, or text that takes its terms from it);
 * 'site': this site's own wording where neither has a word (marked on the pages). */
export type Provenance = 'seed' | 'wiki' | 'site';

/** What kind of rules word a term is; the term policy covers every kind. */
export type TermKind =
  | 'rule'
  | 'condition'
  | 'action'
  | 'trait'
  | 'damage-type'
  | 'skill'
  | 'feat'
  | 'spell'
  | 'weapon-group'
  | 'ability';

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
  | 'property-runes'
  | 'materials'
  | 'specific-items';

export interface GlossaryTerm {
  /** anchor and stable key, kebab-case English */
  id: string;
  ja: string;
  en: string;
  /** how the Japanese term is read, in hiragana, when it has kanji or symbols (gojūon order, kana search) */
  reading?: string;
  provenance: Provenance;
  /** the kind of rules word; 'rule' when absent */
  kind?: TermKind;
  /** other names in use: other Japanese localisations, legacy or pre-Remaster names (searchable, shown) */
  aliases?: { ja?: readonly string[]; en?: readonly string[] };
  /** those of `aliases` that no source writes (typing variants): searchable, never shown as a name */
  unshown?: readonly string[];
  /** spellings the site must never use for this term (test/i18n/terms.test.ts, test/site/terms.test.ts) */
  avoid?: { ja?: readonly string[]; en?: readonly string[] };
  /** the chapter that explains the term */
  chapter: ChapterId;
  /** a free-standing page that explains it better than any chapter (the entry links there instead) */
  page?: PageId;
}

/** The free-standing pages a term can link to, as in content/pages/{ja,en}/<id>.mdx. */
export type PageId = 'not-etched-runes';

export const TERMS: readonly GlossaryTerm[] = [
  { id: 'rune', ja: 'ルーン', en: 'rune', provenance: 'seed', chapter: 'overview' },
  { id: 'fundamental-rune', ja: '基本ルーン', en: 'fundamental rune', reading: 'きほんるーん', provenance: 'seed', chapter: 'fundamental-runes' },
  {
    id: 'property-rune',
    ja: '性質ルーン',
    en: 'property rune',
    reading: 'せいしつるーん',
    provenance: 'seed',
    aliases: { ja: ['プロパティ・ルーン'] }, // Foundry's Japanese localisation
    chapter: 'property-runes',
  },
  { id: 'potency-rune', ja: 'ポテンシィ・ルーン', en: 'potency rune', reading: 'ぽてんしぃるーん', provenance: 'seed', avoid: { ja: ['ポテンシー・ルーン'] }, chapter: 'property-slots' },
  // Runes that are not etched, and what is not a rune at all (content/pages/*/not-etched-runes.mdx).
  { id: 'accessory-rune', ja: 'アクセサリー・ルーン', en: 'accessory rune', reading: 'あくせさりーるーん', provenance: 'site', aliases: { ja: ['付与'], en: ['applied rune'] }, chapter: 'investiture', page: 'not-etched-runes' },
  { id: 'mythic-rune', ja: '神話級のルーン', en: 'mythic rune', reading: 'しんわきゅうのるーん', provenance: 'site', aliases: { ja: ['ミシック・ルーン'] }, chapter: 'fundamental-runes', page: 'not-etched-runes' },
  { id: 'talisman', ja: 'タリスマン', en: 'talisman', provenance: 'site', aliases: { ja: ['取り付ける'], en: ['affixed', 'affix a talisman'] }, chapter: 'overview', page: 'not-etched-runes' },
  { id: 'spellheart', ja: 'スペルハート', en: 'spellheart', provenance: 'site', chapter: 'overview', page: 'not-etched-runes' },
  { id: 'potency-crystal', ja: 'ポテンシィ・クリスタル', en: 'potency crystal', provenance: 'site', aliases: { ja: ['ポテンシー・クリスタル'] }, chapter: 'overview', page: 'not-etched-runes' },
  { id: 'runesmith', ja: 'ルーンスミス', en: 'runesmith', provenance: 'site', chapter: 'overview', page: 'not-etched-runes' },
  { id: 'etch', ja: '彫刻', en: 'etch', reading: 'ちょうこく', provenance: 'seed', aliases: { ja: ['刻印'] }, chapter: 'etching' },
  { id: 'upgrade', ja: '改良', en: 'upgrade', reading: 'かいりょう', provenance: 'seed', chapter: 'fundamental-runes' },
  {
    id: 'invested',
    ja: TRAITS.invested.label.ja,
    en: TRAITS.invested.label.en,
    reading: 'じゅうてん',
    provenance: 'seed',
    kind: 'trait',
    aliases: { ja: ['装着'], en: ['investiture', 'invest'] },
    chapter: 'investiture',
  },
  { id: 'formula', ja: '処方', en: 'formula', reading: 'しょほう', provenance: 'seed', chapter: 'formulas' },
  { id: 'transfer', ja: '転送', en: 'transfer', reading: 'てんそう', provenance: 'seed', chapter: 'transferring' },
  { id: 'swap', ja: '入れ替え', en: 'swap', reading: 'いれかえ', provenance: 'seed', chapter: 'transferring' },
  { id: 'form', ja: '形態', en: 'form (fundamental or property)', reading: 'けいたい', provenance: 'seed', chapter: 'transferring' },
  // The seed: 「効果を停止する」. 休眠 was this site's word before the review.
  { id: 'dormant', ja: '効果を停止', en: 'dormant', reading: 'こうかをていし', provenance: 'seed', avoid: { ja: ['休眠', '効果の停止'], en: ['inactive rune'] }, chapter: 'property-slots' },
  { id: 'runestone', ja: 'ルーンストーン', en: 'runestone', provenance: 'seed', avoid: { en: ['rune stone'] }, chapter: 'transferring' },
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
    ja: SKILL_LABELS.crafting.ja,
    en: SKILL_LABELS.crafting.en,
    reading: 'せいさく',
    provenance: 'seed',
    kind: 'skill',
    aliases: { ja: ['《製作》'] },
    chapter: 'etching',
  },
  // The seed writes the activity 「“作成”連続行動」; 活動 was this site's word for "activity".
  { id: 'craft', ja: CRAFTING_TERMS.craft.ja, en: `${CRAFTING_TERMS.craft.en} (activity)`, reading: 'さくせい', provenance: 'seed', kind: 'action', chapter: 'etching' },
  { id: 'activity', ja: '連続行動', en: 'activity', reading: 'れんぞくこうどう', provenance: 'seed', avoid: { ja: ['活動'] }, chapter: 'etching' },
  { id: 'craft-requirements', ja: '作成要件', en: 'Craft Requirements', reading: 'さくせいようけん', provenance: 'seed', chapter: 'etching' },
  {
    id: 'magical-crafting',
    ja: CRAFTING_TERMS['magical-crafting'].ja,
    en: CRAFTING_TERMS['magical-crafting'].en,
    reading: 'まほうのあいてむさくせい',
    provenance: 'wiki',
    kind: 'feat',
    aliases: { ja: ['マジカル・クラフティング'] },
    avoid: { ja: ['《マジカル・クラフティング》', '［マジカル・クラフティング］'] },
    chapter: 'etching',
  },
  { id: 'magic-item', ja: '魔法のアイテム', en: 'magic item', reading: 'まほうのあいてむ', provenance: 'seed', chapter: 'etching' },
  { id: 'magical', ja: TRAITS.magical.label.ja, en: 'magical (trait)', reading: 'まほう', provenance: 'wiki', kind: 'trait', chapter: 'fundamental-runes' },
  { id: 'activate', ja: '起動', en: 'activate', reading: 'きどう', provenance: 'seed', chapter: 'property-runes' },
  { id: 'price', ja: '市価', en: 'Price', reading: 'しか', provenance: 'seed', aliases: { ja: ['価格'] }, chapter: 'item-level' },
  { id: 'item-level', ja: 'アイテム・レベル', en: 'item level', reading: 'あいてむれべる', provenance: 'seed', chapter: 'item-level' },
  { id: 'bulk', ja: 'バルク', en: 'Bulk', provenance: 'seed', chapter: 'item-level' },
  { id: 'rarity', ja: '稀少度', en: 'rarity', reading: 'きしょうど', provenance: 'seed', avoid: { ja: ['希少度'] }, chapter: 'item-level' },
  { id: 'usage', ja: '使用方法', en: 'usage', reading: 'しようほうほう', provenance: 'seed', aliases: { ja: ['使用法'] }, chapter: 'usage' },
  { id: 'light-armor', ja: ARMOR_CATEGORY_LABELS.light.ja, en: ARMOR_CATEGORY_LABELS.light.en, reading: 'けいそうよろい', provenance: 'seed', chapter: 'usage' },
  { id: 'medium-armor', ja: ARMOR_CATEGORY_LABELS.medium.ja, en: ARMOR_CATEGORY_LABELS.medium.en, reading: 'ちゅうそうよろい', provenance: 'seed', chapter: 'usage' },
  { id: 'heavy-armor', ja: ARMOR_CATEGORY_LABELS.heavy.ja, en: ARMOR_CATEGORY_LABELS.heavy.en, reading: 'じゅうそうよろい', provenance: 'seed', chapter: 'usage' },
  { id: 'melee-weapon', ja: '近接武器', en: 'melee weapon', reading: 'きんせつぶき', provenance: 'seed', chapter: 'usage' },
  { id: 'ranged-weapon', ja: '遠隔武器', en: 'ranged weapon', reading: 'えんかくぶき', provenance: 'seed', chapter: 'usage' },
  { id: 'item-bonus', ja: 'アイテム・ボーナス', en: 'item bonus', reading: 'あいてむぼーなす', provenance: 'seed', chapter: 'overview' },
  {
    id: 'status-bonus',
    ja: 'ステータスボーナス',
    en: 'status bonus',
    provenance: 'wiki',
    avoid: { ja: ['状態ボーナス', '状態ペナルティ'] },
    chapter: 'property-runes',
  },
  { id: 'attack-roll', ja: '攻撃ロール', en: 'attack roll', reading: 'こうげきろーる', provenance: 'seed', chapter: 'overview' },
  { id: 'saving-throw', ja: 'セーヴィング・スロー', en: 'saving throw', reading: 'せーゔぃんぐすろー', provenance: 'seed', chapter: 'overview' },
  { id: 'damage-dice', ja: 'ダメージ・ダイス', en: 'damage dice', reading: 'だめーじだいす', provenance: 'seed', chapter: 'fundamental-runes' },
  { id: 'hardness', ja: '硬度', en: 'Hardness', reading: 'こうど', provenance: 'seed', chapter: 'fundamental-runes' },
  { id: 'hit-points', ja: 'HP', en: 'Hit Points (HP)', reading: 'えいちぴー', provenance: 'seed', chapter: 'fundamental-runes' },
  { id: 'broken-threshold', ja: 'BT', en: 'Broken Threshold (BT)', reading: 'びーてぃー', provenance: 'seed', chapter: 'fundamental-runes' },
  { id: 'critical-success', ja: '大成功', en: 'critical success', reading: 'だいせいこう', provenance: 'seed', avoid: { ja: ['クリティカル成功'] }, chapter: 'transferring' },
  { id: 'critical-failure', ja: '大失敗', en: 'critical failure', reading: 'だいしっぱい', provenance: 'seed', avoid: { ja: ['クリティカル失敗'] }, chapter: 'transferring' },
  { id: 'page', ja: 'ページ', en: 'page', provenance: 'seed', avoid: { ja: ['頁'] }, chapter: 'overview' },
  // Proficiency ranks: 修得 / 未修得 in the community translation (習熟 is its word for proficiency itself).
  { id: 'trained', ja: PROFICIENCY_LABELS.trained.label.ja, en: PROFICIENCY_LABELS.trained.label.en, reading: 'しゅうとく', provenance: 'wiki', aliases: { ja: ['未修得'] }, chapter: 'transferring' },
  { id: 'expert', ja: PROFICIENCY_LABELS.expert.label.ja, en: PROFICIENCY_LABELS.expert.label.en, reading: 'じゅくれん', provenance: 'wiki', chapter: 'transferring' },
  { id: 'master', ja: PROFICIENCY_LABELS.master.label.ja, en: PROFICIENCY_LABELS.master.label.en, reading: 'たつじん', provenance: 'wiki', chapter: 'transferring' },
  { id: 'legendary', ja: PROFICIENCY_LABELS.legendary.label.ja, en: PROFICIENCY_LABELS.legendary.label.en, reading: 'でんせつ', provenance: 'wiki', chapter: 'transferring' },
  { id: 'trigger', ja: '誘発', en: 'Trigger', reading: 'ゆうはつ', provenance: 'wiki', avoid: { ja: ['トリガー'] }, chapter: 'property-runes' },
  { id: 'precious-material', ja: '貴重な素材', en: 'precious material', reading: 'きちょうなそざい', provenance: 'wiki', avoid: { ja: ['貴金属'], en: ['precious metal'] }, chapter: 'materials' },
  { id: 'specific-item', ja: '特定の魔法のアイテム', en: 'specific magic item', reading: 'とくていのまほうのあいてむ', provenance: 'site', chapter: 'specific-items' },
  {
    id: 'counteract',
    ja: '無効化',
    en: 'counteract',
    reading: 'むこうか',
    provenance: 'wiki',
    aliases: { ja: ['無効化判定', '無効化ランク', '無効化修正値'] },
    avoid: { ja: ['相殺', '対抗ランク', '対抗修正値', '対抗判定'] },
    chapter: 'property-runes',
  },
  { id: 'flat-check', ja: '平目判定', en: 'flat check', reading: 'ひらめはんてい', provenance: 'wiki', avoid: { ja: ['単純判定'] }, chapter: 'property-runes' },
  // Combat terms the rune entries use again and again: the community translation's words.
  { id: 'strike', ja: ACTION_LABELS.strike.ja, en: ACTION_LABELS.strike.en, reading: 'だげき', provenance: 'wiki', kind: 'action', chapter: 'property-runes' },
  {
    id: 'multiple-attack-penalty',
    ja: '複数回攻撃ペナルティ',
    en: 'multiple attack penalty',
    reading: 'ふくすうかいこうげきぺなるてぃ',
    provenance: 'wiki',
    avoid: { ja: ['多重攻撃ペナルティ'], en: ['multi-attack penalty', 'multiattack penalty'] },
    chapter: 'property-runes',
  },
  { id: 'critical-specialization', ja: 'クリティカル特化効果', en: 'critical specialization effect', reading: 'くりてぃかるとっかこうか', provenance: 'wiki', chapter: 'property-runes' },
  { id: 'weakness', ja: '弱点', en: 'weakness', reading: 'じゃくてん', provenance: 'wiki', chapter: 'property-runes' },
  { id: 'resistance', ja: '抵抗', en: 'resistance', reading: 'ていこう', provenance: 'wiki', chapter: 'property-runes' },
  { id: 'immunity', ja: '完全耐性', en: 'immunity', reading: 'かんぜんたいせい', provenance: 'wiki', chapter: 'property-runes' },
  { id: 'temporary-immunity', ja: '一時的耐性', en: 'temporarily immune', reading: 'いちじてきたいせい', provenance: 'wiki', avoid: { ja: ['一時的な完全耐性'] }, chapter: 'property-runes' },
  { id: 'persistent-damage', ja: '持続ダメージ', en: 'persistent damage', reading: 'じぞくだめーじ', provenance: 'wiki', chapter: 'property-runes' },
  // フィーンド as in VS_LABELS (src/i18n/effects.ts), so the prose matches the effects list of a rune page;
  // 魔物 is too general a word (it means any monster).
  { id: 'fiend', ja: 'フィーンド', en: 'fiend', reading: 'ふぃーんど', provenance: 'wiki', chapter: 'property-runes' },
  // Conditions (the community translation's names; 朦朧状態 is *stunned* there, never stupefied).
  {
    id: 'off-guard',
    ja: '立ちすくみ状態',
    en: 'off-guard',
    reading: 'たちすくみじょうたい',
    provenance: 'wiki',
    kind: 'condition',
    aliases: { en: ['flat-footed'] }, // the pre-Remaster condition: searchable, never written
    avoid: { ja: ['無防備状態'], en: ['flat-footed', 'flat footed'] },
    chapter: 'property-runes',
  },
  { id: 'clumsy', ja: CONDITION_LABELS.clumsy.ja, en: CONDITION_LABELS.clumsy.en, reading: 'よたつきじょうたい', provenance: 'wiki', kind: 'condition', avoid: { ja: ['不器用状態'] }, chapter: 'property-runes' },
  { id: 'enfeebled', ja: CONDITION_LABELS.enfeebled.ja, en: CONDITION_LABELS.enfeebled.en, reading: 'きょじゃくじょうたい', provenance: 'wiki', kind: 'condition', avoid: { ja: ['弱体状態'] }, chapter: 'property-runes' },
  { id: 'stupefied', ja: CONDITION_LABELS.stupefied.ja, en: CONDITION_LABELS.stupefied.en, reading: 'ちせいていかじょうたい', provenance: 'wiki', kind: 'condition', avoid: { ja: ['朦朧状態'] }, chapter: 'property-runes' },
  { id: 'invisible', ja: '不可視状態', en: 'invisible', reading: 'ふかしじょうたい', provenance: 'wiki', kind: 'condition', avoid: { ja: ['透明状態'] }, chapter: 'property-runes' },
  { id: 'hidden', ja: '隠れた状態', en: 'hidden', reading: 'かくれたじょうたい', provenance: 'wiki', kind: 'condition', avoid: { ja: ['秘匿状態'] }, chapter: 'property-runes' },
  { id: 'undetected', ja: '未探知状態', en: 'undetected', reading: 'みたんちじょうたい', provenance: 'wiki', kind: 'condition', avoid: { ja: ['未発見状態'] }, chapter: 'property-runes' },
  { id: 'grabbed', ja: 'つかまれた状態', en: 'grabbed', reading: 'つかまれたじょうたい', provenance: 'wiki', kind: 'condition', avoid: { ja: ['つかまれ状態'] }, chapter: 'property-runes' },
  { id: 'immobilized', ja: CONDITION_LABELS.immobilized.ja, en: CONDITION_LABELS.immobilized.en, reading: 'うごけないじょうたい', provenance: 'wiki', kind: 'condition', avoid: { ja: ['移動不能状態'] }, chapter: 'property-runes' },
  { id: 'blinded', ja: CONDITION_LABELS.blinded.ja, en: CONDITION_LABELS.blinded.en, reading: 'もうもくじょうたい', provenance: 'wiki', kind: 'condition', chapter: 'property-runes' },
  { id: 'deafened', ja: CONDITION_LABELS.deafened.ja, en: CONDITION_LABELS.deafened.en, reading: 'ちょうかくそうしつじょうたい', provenance: 'wiki', kind: 'condition', chapter: 'property-runes' },
  { id: 'frightened', ja: CONDITION_LABELS.frightened.ja, en: CONDITION_LABELS.frightened.en, reading: 'おそれじょうたい', provenance: 'wiki', kind: 'condition', chapter: 'property-runes' },
  { id: 'quickened', ja: CONDITION_LABELS.quickened.ja, en: CONDITION_LABELS.quickened.en, reading: 'かそくじょうたい', provenance: 'wiki', kind: 'condition', chapter: 'property-runes' },
  { id: 'slowed', ja: CONDITION_LABELS.slowed.ja, en: CONDITION_LABELS.slowed.en, reading: 'げんそくじょうたい', provenance: 'wiki', kind: 'condition', chapter: 'property-runes' },
  { id: 'broken', ja: '破損状態', en: 'broken', reading: 'はそんじょうたい', provenance: 'wiki', kind: 'condition', chapter: 'fundamental-runes' },
  // Actions, in “” as the seed writes them.
  { id: 'squeeze', ja: '“無理矢理入り込む”', en: 'Squeeze', reading: 'むりやりはいりこむ', provenance: 'wiki', kind: 'action', avoid: { ja: ['“すり抜け'] }, chapter: 'property-runes' },
  { id: 'balance', ja: '“平衡感覚”', en: 'Balance', reading: 'へいこうかんかく', provenance: 'wiki', kind: 'action', avoid: { ja: ['“平衡を保つ”'] }, chapter: 'property-runes' },
  { id: 'tumble-through', ja: '“軽業移動”', en: 'Tumble Through', reading: 'かるわざいどう', provenance: 'wiki', kind: 'action', avoid: { ja: ['“転がり抜ける”'] }, chapter: 'property-runes' },
  { id: 'hide', ja: '“隠れ身”', en: 'Hide', reading: 'かくれみ', provenance: 'wiki', kind: 'action', avoid: { ja: ['“隠れる”'] }, chapter: 'property-runes' },
  // ja-review.md: Avoid Notice is “隠行” in the community translation, Sneak is “忍び歩き”.
  { id: 'avoid-notice', ja: '“隠行”', en: 'Avoid Notice', reading: 'おんぎょう', provenance: 'wiki', kind: 'action', avoid: { ja: ['“目立たないように行動する”'] }, chapter: 'property-runes' },
  { id: 'sneak', ja: '“忍び歩き”', en: 'Sneak', reading: 'しのびあるき', provenance: 'wiki', kind: 'action', chapter: 'property-runes' },
  { id: 'seek', ja: '“捜す”', en: 'Seek', reading: 'さがす', provenance: 'wiki', kind: 'action', avoid: { ja: ['“探す”'] }, chapter: 'property-runes' },
  { id: 'escape', ja: '“脱出”', en: 'Escape', reading: 'だっしゅつ', provenance: 'wiki', kind: 'action', chapter: 'property-runes' },
  // Traits.
  { id: 'concentrate', ja: TRAITS.concentrate.label.ja, en: TRAITS.concentrate.label.en, reading: 'せいしんしゅうちゅう', provenance: 'wiki', kind: 'trait', avoid: { ja: ['集中の特性', '集中と操作', '、集中、'] }, chapter: 'property-runes' },
  { id: 'manipulate', ja: TRAITS.manipulate.label.ja, en: TRAITS.manipulate.label.en, reading: 'そうさ', provenance: 'wiki', kind: 'trait', chapter: 'property-runes' },
  { id: 'deadly', ja: '致命的', en: 'deadly', reading: 'ちめいてき', provenance: 'wiki', kind: 'trait', avoid: { ja: ['致命（'] }, chapter: 'property-runes' },
  { id: 'holy', ja: TRAITS.holy.label.ja, en: TRAITS.holy.label.en, reading: 'せい', provenance: 'site', kind: 'trait', chapter: 'usage' },
  { id: 'unholy', ja: TRAITS.unholy.label.ja, en: TRAITS.unholy.label.en, reading: 'じゃ', provenance: 'site', kind: 'trait', chapter: 'usage' },
  // Damage types, in ［］ as the seed writes ［火炎］.
  { id: 'fire', ja: bracketed(DAMAGE_TYPE_LABELS.fire.ja), en: DAMAGE_TYPE_LABELS.fire.en, reading: 'かえん', provenance: 'seed', kind: 'damage-type', chapter: 'property-runes' },
  { id: 'acid', ja: bracketed(DAMAGE_TYPE_LABELS.acid.ja), en: DAMAGE_TYPE_LABELS.acid.en, reading: 'きょうさん', provenance: 'wiki', kind: 'damage-type', avoid: { ja: ['［酸］'] }, chapter: 'property-runes' },
  { id: 'cold', ja: bracketed(DAMAGE_TYPE_LABELS.cold.ja), en: DAMAGE_TYPE_LABELS.cold.en, reading: 'れいき', provenance: 'wiki', kind: 'damage-type', aliases: { ja: ['［氷雪］'] }, chapter: 'property-runes' },
  { id: 'electricity', ja: bracketed(DAMAGE_TYPE_LABELS.electricity.ja), en: DAMAGE_TYPE_LABELS.electricity.en, reading: 'でんげき', provenance: 'wiki', kind: 'damage-type', aliases: { ja: ['［雷撃］'] }, chapter: 'property-runes' },
  { id: 'sonic', ja: bracketed(DAMAGE_TYPE_LABELS.sonic.ja), en: DAMAGE_TYPE_LABELS.sonic.en, reading: 'おんぱ', provenance: 'wiki', kind: 'damage-type', chapter: 'property-runes' },
  { id: 'spirit', ja: bracketed(DAMAGE_TYPE_LABELS.spirit.ja), en: DAMAGE_TYPE_LABELS.spirit.en, reading: 'れい', provenance: 'site', kind: 'damage-type', chapter: 'property-runes' },
  { id: 'vitality', ja: bracketed(DAMAGE_TYPE_LABELS.vitality.ja), en: DAMAGE_TYPE_LABELS.vitality.en, reading: 'かつりょく', provenance: 'site', kind: 'damage-type', chapter: 'property-runes' },
  { id: 'void', ja: bracketed(DAMAGE_TYPE_LABELS.void.ja), en: DAMAGE_TYPE_LABELS.void.en, reading: 'ゔぉいど', provenance: 'site', kind: 'damage-type', chapter: 'property-runes' },
  { id: 'bleed', ja: bracketed(DAMAGE_TYPE_LABELS.bleed.ja), en: DAMAGE_TYPE_LABELS.bleed.en, reading: 'しゅっけつ', provenance: 'wiki', kind: 'damage-type', chapter: 'property-runes' },
  // Ability scores in 【】, written in full.
  { id: 'strength', ja: '【筋力】', en: 'Strength', reading: 'きんりょく', provenance: 'wiki', kind: 'ability', avoid: { ja: ['【筋】'] }, chapter: 'property-runes' },
  // Skills in 〈〉.
  { id: 'acrobatics', ja: SKILL_LABELS.acrobatics.ja, en: SKILL_LABELS.acrobatics.en, reading: 'かるわざ', provenance: 'wiki', kind: 'skill', chapter: 'property-runes' },
  { id: 'athletics', ja: SKILL_LABELS.athletics.ja, en: SKILL_LABELS.athletics.en, reading: 'うんどう', provenance: 'wiki', kind: 'skill', chapter: 'property-runes' },
  { id: 'stealth', ja: SKILL_LABELS.stealth.ja, en: SKILL_LABELS.stealth.en, reading: 'おんみつ', provenance: 'wiki', kind: 'skill', chapter: 'property-runes' },
  // Feats in 《》; spells are written without brackets.
  { id: 'shield-block', ja: '《盾防御》', en: 'Shield Block', reading: 'たてぼうぎょ', provenance: 'wiki', kind: 'feat', avoid: { ja: ['“盾で防ぐ”'] }, chapter: 'property-runes' },
  { id: 'spell-enlarge', ja: 'エンラージ', en: 'enlarge (spell)', provenance: 'site', kind: 'spell', avoid: { ja: ['《エンラージ》'] }, chapter: 'property-runes' },
  { id: 'spell-shrink', ja: 'シュリンク', en: 'shrink (spell)', provenance: 'site', kind: 'spell', avoid: { ja: ['《シュリンク》'] }, chapter: 'property-runes' },
  { id: 'spell-invisibility', ja: 'インヴィジビリティ（呪文）', en: 'invisibility (spell)', reading: 'いんゔぃじびりてぃじゅもん', provenance: 'wiki', kind: 'spell', avoid: { ja: ['《インヴィジビリティ》'] }, chapter: 'property-runes' },
  { id: 'spell-heroism', ja: 'ヒロイズム', en: 'heroism (spell)', provenance: 'site', kind: 'spell', avoid: { ja: ['《ヒロイズム》'] }, chapter: 'property-runes' },
  // Weapon groups (critical specialization), the community's names.
  { id: 'group-knife', ja: '短剣', en: 'knife (group)', reading: 'たんけん', provenance: 'wiki', kind: 'weapon-group', chapter: 'property-runes' },
  { id: 'group-dart', ja: '投げ矢', en: 'dart (group)', reading: 'なげや', provenance: 'wiki', kind: 'weapon-group', chapter: 'property-runes' },
  { id: 'group-sling', ja: '投石具', en: 'sling (group)', reading: 'とうせきぐ', provenance: 'wiki', kind: 'weapon-group', chapter: 'property-runes' },
  { id: 'group-polearm', ja: '長柄', en: 'polearm (group)', reading: 'ながえ', provenance: 'wiki', kind: 'weapon-group', avoid: { ja: ['長柄武器'] }, chapter: 'property-runes' },
  { id: 'group-brawling', ja: '豪腕', en: 'brawling (group)', reading: 'ごうわん', provenance: 'wiki', kind: 'weapon-group', chapter: 'property-runes' },
  // The other books' runes: words their prose uses. 'wiki' only where the word was seen in p2rdj-derived
  // text: rkasumi/pf2eja compendium/pf2e.conditionitems.json and bestiary-ability-glossary-srd.json (15fa349),
  // actionspf2e.json (0312c44, whose skill-action entries keep the wiki's table markup), ancestries.json, classes.json,
  // equipment-srd.json and spells-srd.json (0312c44); 'site' for remaster-only words and for words not found there.
  { id: 'confused', ja: CONDITION_LABELS.confused.ja, en: CONDITION_LABELS.confused.en, reading: 'こんらんじょうたい', provenance: 'wiki', kind: 'condition', chapter: 'property-runes' },
  { id: 'sickened', ja: CONDITION_LABELS.sickened.ja, en: CONDITION_LABELS.sickened.en, reading: 'ふちょうじょうたい', provenance: 'wiki', kind: 'condition', chapter: 'property-runes' },
  { id: 'drained', ja: CONDITION_LABELS.drained.ja, en: CONDITION_LABELS.drained.en, reading: 'きゅうせいじょうたい', provenance: 'wiki', kind: 'condition', chapter: 'property-runes' },
  { id: 'dazzled', ja: CONDITION_LABELS.dazzled.ja, en: CONDITION_LABELS.dazzled.en, reading: 'めがくらんだじょうたい', provenance: 'wiki', kind: 'condition', chapter: 'property-runes' },
  { id: 'fascinated', ja: CONDITION_LABELS.fascinated.ja, en: CONDITION_LABELS.fascinated.en, reading: 'こうこつじょうたい', provenance: 'wiki', kind: 'condition', chapter: 'property-runes' },
  { id: 'doomed', ja: '凶兆状態', en: 'doomed', reading: 'きょうちょうじょうたい', provenance: 'wiki', kind: 'condition', chapter: 'property-runes' },
  { id: 'wounded', ja: '重傷状態', en: 'wounded', reading: 'じゅうしょうじょうたい', provenance: 'wiki', kind: 'condition', chapter: 'property-runes' },
  { id: 'dying', ja: '瀕死状態', en: 'dying', reading: 'ひんしじょうたい', provenance: 'wiki', kind: 'condition', chapter: 'property-runes' },
  { id: 'fatigued', ja: '疲労状態', en: 'fatigued', reading: 'ひろうじょうたい', provenance: 'wiki', kind: 'condition', chapter: 'property-runes' },
  { id: 'encumbered', ja: '過重状態', en: 'encumbered', reading: 'かじゅうじょうたい', provenance: 'wiki', kind: 'condition', chapter: 'property-runes' },
  { id: 'restrained', ja: '拘束状態', en: 'restrained', reading: 'こうそくじょうたい', provenance: 'wiki', kind: 'condition', chapter: 'property-runes' },
  { id: 'prone', ja: '伏せ状態', en: 'prone', reading: 'ふせじょうたい', provenance: 'wiki', kind: 'condition', chapter: 'property-runes' },
  { id: 'concealed', ja: '視認困難状態', en: 'concealed', reading: 'しにんこんなんじょうたい', provenance: 'wiki', kind: 'condition', chapter: 'property-runes' },
  { id: 'step', ja: '“ステップ”', en: 'Step', reading: 'すてっぷ', provenance: 'wiki', kind: 'action', avoid: { ja: ['“一歩移動”'] }, chapter: 'property-runes' },
  { id: 'trip', ja: '“足払い”', en: 'Trip', reading: 'あしばらい', provenance: 'wiki', kind: 'action', avoid: { ja: ['“転倒させる”'] }, chapter: 'property-runes' },
  { id: 'stride', ja: '“歩行”', en: 'Stride', reading: 'ほこう', provenance: 'wiki', kind: 'action', chapter: 'property-runes' },
  { id: 'make-an-impression', ja: '“好印象”', en: 'Make an Impression', reading: 'こういんしょう', provenance: 'site', kind: 'action', chapter: 'property-runes' },
  { id: 'request', ja: '“要望”', en: 'Request', reading: 'ようぼう', provenance: 'wiki', kind: 'action', avoid: { ja: ['“要請”'] }, chapter: 'property-runes' },
  { id: 'recall-knowledge', ja: '“知識の想起”', en: 'Recall Knowledge', reading: 'ちしきのそうき', provenance: 'wiki', kind: 'action', chapter: 'property-runes' },
  { id: 'disarm', ja: '“武器落とし”', en: 'Disarm', reading: 'ぶきおとし', provenance: 'wiki', kind: 'action', chapter: 'property-runes' },
  { id: 'interact', ja: '“扱う”', en: 'Interact', reading: 'あつかう', provenance: 'wiki', kind: 'action', chapter: 'property-runes' },
  { id: 'fly', ja: '“飛行”', en: 'Fly', reading: 'ひこう', provenance: 'wiki', kind: 'action', chapter: 'property-runes' },
  { id: 'dismiss', ja: '“解除”', en: 'Dismiss', reading: 'かいじょ', provenance: 'wiki', kind: 'action', chapter: 'property-runes' },
  { id: 'sense-motive', ja: '“真意看破”', en: 'Sense Motive', reading: 'しんいかんぱ', provenance: 'wiki', kind: 'action', chapter: 'property-runes' },
  { id: 'steal', ja: '“盗み”', en: 'Steal', reading: 'ぬすみ', provenance: 'wiki', kind: 'action', avoid: { ja: ['“盗む”'] }, chapter: 'property-runes' },
  // 機会攻撃: the pre-remaster Attack of Opportunity, the word a community reader types (ja-review-2 §B).
  { id: 'reactive-strike', ja: '“反応打撃”', en: 'Reactive Strike', reading: 'はんのうだげき', provenance: 'site', kind: 'action', aliases: { ja: ['機会攻撃'], en: ['Attack of Opportunity'] }, chapter: 'property-runes' },
  { id: 'flurry-of-blows', ja: '“連打”', en: 'Flurry of Blows', reading: 'れんだ', provenance: 'wiki', kind: 'action', chapter: 'property-runes' },
  {
    id: 'sustain',
    ja: '“維持”',
    en: 'Sustain',
    reading: 'いじ',
    provenance: 'wiki',
    kind: 'action',
    // The community's legacy actions, which the remaster's Sustain replaces (p2rdj-derived spell and item text).
    aliases: { ja: ['“呪文の維持”', '“起動の維持”'] },
    avoid: { ja: ['持続すれば', '持続できる'] },
    chapter: 'property-runes',
  },
  { id: 'shove', ja: '“突き飛ばし”', en: 'Shove', reading: 'つきとばし', provenance: 'wiki', kind: 'action', avoid: { ja: ['“押しやる”'] }, chapter: 'property-runes' },
  { id: 'administer-first-aid', ja: '“応急手当”', en: 'Administer First Aid', reading: 'おうきゅうてあて', provenance: 'wiki', kind: 'action', chapter: 'property-runes' },
  { id: 'ready', ja: '“待機”', en: 'Ready', reading: 'たいき', provenance: 'wiki', kind: 'action', chapter: 'property-runes' },
  { id: 'coerce', ja: '“強制”', en: 'Coerce', reading: 'きょうせい', provenance: 'wiki', kind: 'action', avoid: { ja: ['“強要”'] }, chapter: 'property-runes' },
  { id: 'demoralize', ja: '“士気をくじく”', en: 'Demoralize', reading: 'しきをくじく', provenance: 'wiki', kind: 'action', chapter: 'property-runes' },
  { id: 'repair', ja: '“修理”', en: 'Repair', reading: 'しゅうり', provenance: 'wiki', kind: 'action', chapter: 'property-runes' },
  { id: 'reposition', ja: '“位置をずらす”', en: 'Reposition', reading: 'いちをずらす', provenance: 'site', kind: 'action', chapter: 'property-runes' },
  { id: 'force-open', ja: '“こじ開け”', en: 'Force Open', reading: 'こじあけ', provenance: 'wiki', kind: 'action', chapter: 'property-runes' },
  { id: 'swallow-whole', ja: '“飲み込み”', en: 'Swallow Whole', reading: 'のみこみ', provenance: 'wiki', kind: 'action', avoid: { ja: ['“丸呑み”', '丸呑み', '呑み込'] }, chapter: 'property-runes' },
  { id: 'engulf', ja: '“包み込み”', en: 'Engulf', reading: 'つつみこみ', provenance: 'wiki', kind: 'action', chapter: 'property-runes' },
  { id: 'conduct-energy', ja: '“エネルギー伝導”', en: 'Conduct Energy', reading: 'えねるぎーでんどう', provenance: 'site', kind: 'action', chapter: 'property-runes' },
  { id: 'divine', ja: TRAITS.divine.label.ja, en: TRAITS.divine.label.en, reading: 'しんこう', provenance: 'wiki', kind: 'trait', chapter: 'property-runes' },
  { id: 'dwarf', ja: TRAITS.dwarf.label.ja, en: TRAITS.dwarf.label.en, provenance: 'wiki', kind: 'trait', chapter: 'property-runes' },
  { id: 'poison-trait', ja: TRAITS.poison.label.ja, en: 'poison (trait)', reading: 'どく', provenance: 'wiki', kind: 'trait', chapter: 'property-runes' },
  { id: 'extradimensional', ja: TRAITS.extradimensional.label.ja, en: TRAITS.extradimensional.label.en, reading: 'いじげん', provenance: 'wiki', kind: 'trait', chapter: 'property-runes' },
  { id: 'healing', ja: TRAITS.healing.label.ja, en: TRAITS.healing.label.en, reading: 'ちゆ', provenance: 'wiki', kind: 'trait', chapter: 'property-runes' },
  { id: 'visual', ja: TRAITS.visual.label.ja, en: TRAITS.visual.label.en, reading: 'しかく', provenance: 'wiki', kind: 'trait', chapter: 'property-runes' },
  { id: 'auditory', ja: TRAITS.auditory.label.ja, en: TRAITS.auditory.label.en, reading: 'ちょうかく', provenance: 'wiki', kind: 'trait', chapter: 'property-runes' },
  { id: 'emotion', ja: TRAITS.emotion.label.ja, en: TRAITS.emotion.label.en, reading: 'かんじょう', provenance: 'wiki', kind: 'trait', chapter: 'property-runes' },
  { id: 'fear', ja: TRAITS.fear.label.ja, en: TRAITS.fear.label.en, reading: 'きょうふ', provenance: 'wiki', kind: 'trait', chapter: 'property-runes' },
  { id: 'mental-trait', ja: TRAITS.mental.label.ja, en: 'mental (trait)', reading: 'せいしん', provenance: 'wiki', kind: 'trait', chapter: 'property-runes' },
  { id: 'linguistic', ja: TRAITS.linguistic.label.ja, en: TRAITS.linguistic.label.en, reading: 'げんご', provenance: 'wiki', kind: 'trait', chapter: 'property-runes' },
  { id: 'attack-trait', ja: TRAITS.attack.label.ja, en: 'attack (trait)', reading: 'こうげき', provenance: 'wiki', kind: 'trait', chapter: 'property-runes' },
  { id: 'force-trait', ja: TRAITS.force.label.ja, en: 'force (trait)', reading: 'りきば', provenance: 'wiki', kind: 'trait', chapter: 'property-runes' },
  // ja-review-2 §D: the community's trait is 完全変身 (部分変身 is morph); plain 変身 stays an everyday word.
  { id: 'polymorph', ja: TRAITS.polymorph.label.ja, en: TRAITS.polymorph.label.en, reading: 'かんぜんへんしん', provenance: 'wiki', kind: 'trait', avoid: { ja: ['変身※', '変身の特性'] }, chapter: 'property-runes' },
  { id: 'flourish', ja: '卓越', en: 'flourish', reading: 'たくえつ', provenance: 'wiki', kind: 'trait', avoid: { ja: ['妙技'] }, chapter: 'property-runes' },
  { id: 'versatile', ja: '多用途', en: 'versatile', reading: 'たようと', provenance: 'wiki', kind: 'trait', avoid: { ja: ['万能の武器', '万能'] }, chapter: 'property-runes' },
  { id: 'composition', ja: '奏演', en: 'composition', reading: 'そうえん', provenance: 'wiki', kind: 'trait', avoid: { ja: ['作曲呪文'] }, chapter: 'property-runes' },
  { id: 'scent', ja: '鋭敏嗅覚', en: 'scent', reading: 'えいびんきゅうかく', provenance: 'wiki', kind: 'ability', avoid: { ja: ['嗅覚※', '感覚の嗅覚'] }, chapter: 'property-runes' },
  { id: 'filigree', ja: '線条細工', en: 'filigree', reading: 'せんじょうざいく', provenance: 'site', avoid: { ja: ['金線細工'] }, chapter: 'property-runes' },
  { id: 'teleportation', ja: TRAITS.teleportation.label.ja, en: TRAITS.teleportation.label.en, reading: 'しゅんかんいどう', provenance: 'wiki', kind: 'trait', chapter: 'property-runes' },
  { id: 'metal', ja: TRAITS.metal.label.ja, en: 'metal (trait)', reading: 'きんぞく', provenance: 'site', kind: 'trait', chapter: 'property-runes' },
  { id: 'plant', ja: TRAITS.plant.label.ja, en: TRAITS.plant.label.en, reading: 'しょくぶつ', provenance: 'site', kind: 'trait', chapter: 'property-runes' },
  { id: 'wood', ja: TRAITS.wood.label.ja, en: TRAITS.wood.label.en, reading: 'き', provenance: 'site', kind: 'trait', chapter: 'property-runes' },
  { id: 'water', ja: TRAITS.water.label.ja, en: TRAITS.water.label.en, reading: 'みず', provenance: 'site', kind: 'trait', chapter: 'property-runes' },
  { id: 'saggorak', ja: TRAITS.saggorak.label.ja, en: TRAITS.saggorak.label.en, provenance: 'site', kind: 'trait', chapter: 'property-runes' },
  { id: 'resonant', ja: TRAITS.resonant.label.ja, en: TRAITS.resonant.label.en, provenance: 'site', kind: 'trait', chapter: 'property-runes' },
  { id: 'trip-trait', ja: TRAITS.trip.label.ja, en: 'trip (trait)', reading: 'あしばらい', provenance: 'wiki', kind: 'trait', chapter: 'property-runes' },
  { id: 'nonlethal', ja: TRAITS.nonlethal.label.ja, en: TRAITS.nonlethal.label.en, reading: 'ひちしょう', provenance: 'wiki', kind: 'trait', chapter: 'property-runes' },
  { id: 'monk', ja: TRAITS.monk.label.ja, en: 'monk (trait)', provenance: 'wiki', kind: 'trait', chapter: 'property-runes' },
  { id: 'force', ja: bracketed(DAMAGE_TYPE_LABELS.force.ja), en: DAMAGE_TYPE_LABELS.force.en, reading: 'りきば', provenance: 'wiki', kind: 'damage-type', chapter: 'property-runes' },
  { id: 'mental', ja: bracketed(DAMAGE_TYPE_LABELS.mental.ja), en: DAMAGE_TYPE_LABELS.mental.en, reading: 'せいしん', provenance: 'wiki', kind: 'damage-type', chapter: 'property-runes' },
  { id: 'poison', ja: bracketed(DAMAGE_TYPE_LABELS.poison.ja), en: DAMAGE_TYPE_LABELS.poison.en, reading: 'どく', provenance: 'wiki', kind: 'damage-type', chapter: 'property-runes' },
  { id: 'bludgeoning', ja: bracketed(DAMAGE_TYPE_LABELS.bludgeoning.ja), en: DAMAGE_TYPE_LABELS.bludgeoning.en, reading: 'おうだ', provenance: 'wiki', kind: 'damage-type', chapter: 'property-runes' },
  { id: 'piercing', ja: bracketed(DAMAGE_TYPE_LABELS.piercing.ja), en: DAMAGE_TYPE_LABELS.piercing.en, reading: 'しとつ', provenance: 'wiki', kind: 'damage-type', chapter: 'property-runes' },
  { id: 'slashing', ja: bracketed(DAMAGE_TYPE_LABELS.slashing.ja), en: DAMAGE_TYPE_LABELS.slashing.en, reading: 'ざんげき', provenance: 'wiki', kind: 'damage-type', chapter: 'property-runes' },
  { id: 'diplomacy', ja: SKILL_LABELS.diplomacy.ja, en: SKILL_LABELS.diplomacy.en, reading: 'こうしょう', provenance: 'wiki', kind: 'skill', chapter: 'property-runes' },
  { id: 'society', ja: SKILL_LABELS.society.ja, en: SKILL_LABELS.society.en, reading: 'しゃかい', provenance: 'wiki', kind: 'skill', chapter: 'property-runes' },
  { id: 'deception', ja: SKILL_LABELS.deception.ja, en: SKILL_LABELS.deception.en, reading: 'ぺてん', provenance: 'wiki', kind: 'skill', chapter: 'property-runes' },
  { id: 'intimidation', ja: SKILL_LABELS.intimidation.ja, en: SKILL_LABELS.intimidation.en, reading: 'いあつ', provenance: 'wiki', kind: 'skill', chapter: 'property-runes' },
  { id: 'lore', ja: SKILL_LABELS.lore.ja, en: SKILL_LABELS.lore.en, reading: 'ちしき', provenance: 'wiki', kind: 'skill', chapter: 'property-runes' },
  { id: 'medicine', ja: SKILL_LABELS.medicine.ja, en: SKILL_LABELS.medicine.en, reading: 'いじゅつ', provenance: 'wiki', kind: 'skill', chapter: 'property-runes' },
  { id: 'wisdom', ja: '【判断力】', en: 'Wisdom', reading: 'はんだんりょく', provenance: 'wiki', kind: 'ability', chapter: 'property-runes' },
  { id: 'constitution', ja: '【耐久力】', en: 'Constitution', reading: 'たいきゅうりょく', provenance: 'wiki', kind: 'ability', chapter: 'property-runes' },
  { id: 'dexterity', ja: '【敏捷力】', en: 'Dexterity', reading: 'びんしょうりょく', provenance: 'wiki', kind: 'ability', chapter: 'property-runes' },
  // Precious materials (the group, 貴重な素材, is above; their records in src/rules/data/materials.ts, which the
  // entries below read): the grades 低品位… and 冷たい鉄, 銀, アダマンティン, オリハルコン are the community's
  // (p2rdj-derived item names); ドーンシルバー and ダスクウッド the site's own. Spellings no source writes are
  // searchable but not shown.
  ...MATERIAL_GRADES.map((g): GlossaryTerm => {
    const typed = MATERIAL_TYPED_SPELLINGS.grades[g];
    return {
      id: gradeTermId(g),
      ja: MATERIAL_GRADE_NAMES[g].ja,
      en: MATERIAL_GRADE_NAMES[g].en,
      reading: GRADE_READINGS[g],
      provenance: 'wiki',
      aliases: splitByLanguage([...MATERIAL_GRADE_ALIASES[g], ...typed]),
      unshown: typed,
      chapter: 'materials',
    };
  }),
  ...MATERIAL_SLUGS.map((slug): GlossaryTerm => {
    // 「冷たい鉄製」 as an item name writes it (「冷たい鉄製ロングソード」), so that the search reads such a name as an item.
    const typed = [...(MATERIAL_TYPED_SPELLINGS.materials[slug] ?? []), `${MATERIALS[slug].name.ja}製`];
    return {
      id: slug,
      ja: MATERIALS[slug].name.ja,
      en: MATERIALS[slug].name.en.toLowerCase(),
      ...(MATERIAL_READINGS[slug] ? { reading: MATERIAL_READINGS[slug] } : {}),
      provenance: MATERIALS[slug].jaConfirmed ? 'wiki' : 'site',
      aliases: splitByLanguage([...MATERIAL_ALIASES[slug], ...typed]),
      unshown: typed,
      chapter: 'materials',
    };
  }),
];

/**
 * The glossary terms that are words of an item's name, a precious material and its grade: the header search
 * reads a query of these and rune and base-item names as an item (「＋1ストライキング・冷たい鉄・ロングソード」).
 */
export const ITEM_NAME_TERMS: ReadonlySet<string> = new Set([...MATERIAL_GRADES.map(gradeTermId), ...MATERIAL_SLUGS]);

/** Names of runes and base items the site spelled otherwise before the review: aliases (searchable, listed
 * as 別名) but never a display name, so prose and UI must not use them (test/site/terms.test.ts). */
export const AVOIDED_NAME_SPELLINGS: { ja: readonly string[]; en: readonly string[] } = {
  ja: [
    'ディケイイング', 'ショックウェーブ', 'スペル・リザーヴァー', 'アンチマジック', 'ホーリー', 'アンホーリー',
    'フォーティフィケイション', 'ダート', 'ボー・スタッフ', 'ギザルメ', 'マン・ゴーシュ', 'ソウトゥース・セイバー',
    'パッデッド・アーマー', 'ウドゥン・シールド', 'スティール・シールド', 'スターディ・シールド', '頑丈な盾',
    'ハンドラップ・オヴ',
  ],
  en: ['handwraps of mighty blows', 'Hand Wraps of Mighty Blows', 'Hand Wraps'],
};
