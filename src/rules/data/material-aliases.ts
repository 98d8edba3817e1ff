// The precious materials' search words: the legacy names (mithral, darkwood), other spellings, and the Japanese
// words a player may know from other translations (冷たい鉄 and ミスラル are the first edition's Japanese words;
// a community Core Rulebook translation writes アダマンテイン). The name reader and the site search take them.
import type { MaterialGrade, MaterialSlug } from './materials';
import { OTHER_MATERIAL_ALIASES } from './materials-other';

export const MATERIAL_ALIASES: Readonly<Record<MaterialSlug, readonly string[]>> = {
  'cold-iron': ['冷たい鉄', '冷鉄', 'coldiron'],
  silver: ['銀', 'シルヴァー'],
  adamantine: ['アダマンテイン', 'アダマンタイン', 'adamantite'],
  dawnsilver: ['mithral', 'mithril', 'ミスラル', 'ミスリル', 'ドーンシルヴァー'],
  duskwood: ['darkwood', 'ダークウッド'],
  orichalcum: ['オリカルクム'],
  ...OTHER_MATERIAL_ALIASES,
};

/** Other words for the grades: the book's index form reads "(Low-Grade)"; 低級クラス is the community translation's. */
export const MATERIAL_GRADE_ALIASES: Readonly<Record<MaterialGrade, readonly string[]>> = {
  low: ['low grade', '低級クラス', '低品位'],
  standard: ['standard grade', '標準クラス', '標準級', '標準品位'],
  high: ['high grade', '高級クラス', '高品位'],
};
