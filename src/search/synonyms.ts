// Words players type for a rule that the site names otherwise: everyday verbs (移す, move), other
// translations' and the community's words (スロット, 休眠, inactive). Each leads to the chapter that explains
// the rule, and the full-text query looks for the site's own word instead (the glossary term's, or the
// chapter's title). These words are only read from the query: the site never shows them as its own.
// Build time only: names.ts writes the page language's words into the name layer's data (search-names.json).
import type { ChapterId } from '../glossary';

export interface Synonym {
  /** the chapter that explains the rule */
  chapter: ChapterId;
  /** the glossary term the pages use for it (its id); without one, the chapter's title is the site's word */
  term?: string;
  /**
   * What players type, as they type it. Japanese verbs are listed by the stems a query carries (刻む, 刻み, 刻ん),
   * since the query is read by containment; English words are matched as words, with their endings
   * (-s, -ed, -ing) folded, so "move" also reads "moving" and "moved".
   */
  ja: readonly string[];
  en: readonly string[];
}

export const SYNONYMS: readonly Synonym[] = [
  {
    chapter: 'transferring',
    term: 'transfer',
    ja: ['移す', '移し', '移せ', '付け替え', '載せ替え', '引き継'],
    en: ['move', 'carry over', 'relocate'],
  },
  {
    chapter: 'transferring',
    term: 'swap',
    ja: ['取り替え', '取り換え', '交換', '差し替え', 'スワップ'],
    en: ['exchange', 'switch', 'trade rune'],
  },
  {
    chapter: 'etching',
    term: 'etch',
    ja: ['刻む', '刻み', '刻ん', '彫る', '彫り', '彫っ', '書き込', 'エンチャント'],
    en: ['inscribe', 'engrave', 'carve', 'enchant', 'add rune', 'put rune', 'apply rune'],
  },
  {
    chapter: 'property-slots',
    term: 'dormant',
    ja: ['休眠', '効かな', '無効', '止まる', '働かな', '使えなくな', '機能しな'],
    en: ['inactive', 'stop work', 'not work', "doesn't work", 'turn off', 'disabled', 'switched off'],
  },
  {
    chapter: 'property-slots',
    ja: ['スロット', '上限', '最大数', '枠'],
    en: ['slot', 'max rune', 'maximum rune', 'rune limit', 'limit'],
  },
  {
    chapter: 'fundamental-runes',
    term: 'upgrade',
    ja: ['強化', 'アップグレード', '格上げ'],
    en: ['improve', 'enhance', 'level up'],
  },
  {
    chapter: 'item-level',
    term: 'price',
    ja: ['値段', '金額', 'コスト'],
    en: ['gold cost', 'cost of a rune'],
  },
  {
    chapter: 'investiture',
    term: 'invested',
    ja: ['アチューン', '同調'],
    en: ['attune', 'attunement'],
  },
  {
    chapter: 'naming',
    ja: ['語順', '並び順', '順番', '表記'],
    en: ['word order', 'name order'],
  },
];
