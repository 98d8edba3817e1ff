// 計算ツールの各入力欄・各数値の呼び名（日本語）：カタログの `field.*` 名前空間。キーは fields-en.ts と同じ（型で確認する）。
import type { FieldKey } from './fields-en';
import { CRAFTING_TERMS } from '../data/crafting-words';

const CRAFTING = CRAFTING_TERMS.crafting.ja;

export const FIELDS: Readonly<Record<FieldKey, string>> = {
  'field.base': '基本アイテム',
  'field.potency': 'ポテンシィ・ルーン',
  'field.striking': 'ストライキング・ルーン',
  'field.resilient': 'リジリアント・ルーン',
  'field.reinforcing': 'リーンフォーシング・ルーン',
  'field.property': '性質ルーン',
  'field.material': '貴重な素材',
  'field.propertySlot': '性質ルーン {n}',
  'field.rune': '転送するルーン',
  'field.swapWith': '入れ替える相手のルーン',
  'field.to': '受け取るアイテム',
  'field.from': '転送元のアイテム',
  'field.crafterLevel': '作成者のレベル',
  'field.proficiency': `${CRAFTING}の習熟ランク`,
  'field.extraDays': '追加の日数',
  'field.level': 'キャラクターのレベル',
  'field.partySize': 'パーティの人数',
  'field.items': 'アイテム',
  // The project's own words: no Japanese reference names the variant (see src/rules/README.md, Treasure and ABP).
  'field.abp': '自動ボーナス成長',
  'field.gold': '所持金',
  'field.name': '名前',
  'field.itemLevel': 'アイテム・レベル',
  'field.price': '市価',
  'field.dc': 'DC',
  'field.cost': '費用',
  'field.time': '日数',
  'field.crafter': '作成者',
  'field.rankNeeded': `必要な${CRAFTING}の習熟ランク`,
};
