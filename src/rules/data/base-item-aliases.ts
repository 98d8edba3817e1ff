// The base items' search words: older and variant spellings, other translations' names, words players type
// (never display names). The calculators' base item picker reads them once the reader focuses its search box
// (components/tools/base-item-search.ts), so they are no part of a calculator's first download; pages get them
// as `aliases` of each base item (catalog.ts). Keyed by slug; an item without search words has no entry.
import type { BaseItemSlug } from './base-items';

export const BASE_ITEM_ALIASES: Readonly<Partial<Record<BaseItemSlug, readonly string[]>>> = {
  fist: ['素手', 'unarmed attack', 'フィスト', 'こぶし'],
  dart: ['ダート', '投げ矢'],
  'bo-staff': ['ボー・スタッフ', '棒'],
  guisarme: ['ギザルメ'],
  'main-gauche': ['マン・ゴーシュ', 'マイン・ゴーシュ'],
  'dwarven-waraxe': ['Dwarven War Axe'],
  'sawtooth-saber': ['ソウトゥース・セイバー', 'ソートゥース・セイバー'],
  'explorers-clothing': ['clothing', '服'],
  'padded-armor': ['パッデッド・アーマー'],
  'wooden-shield': ['木の盾', 'ウドゥン・シールド', '木製盾'],
  'steel-shield': ['鋼鉄の盾', 'スティール・シールド', '鉄製盾'],
  'tower-shield': ['大盾'],
  'sturdy-shield-minor': ['Sturdy Shield (Minor)', 'マイナー・スターディ・シールド'],
  'sturdy-shield-lesser': ['Sturdy Shield (Lesser)', 'レッサー・スターディ・シールド'],
  'sturdy-shield-moderate': ['Sturdy Shield (Moderate)', 'モデレート・スターディ・シールド'],
  'sturdy-shield-greater': ['Sturdy Shield (Greater)', 'グレーター・スターディ・シールド'],
  'sturdy-shield-major': ['Sturdy Shield (Major)', 'メジャー・スターディ・シールド'],
  'sturdy-shield-supreme': ['Sturdy Shield (Supreme)', 'シュプリーム・スターディ・シールド'],
};
