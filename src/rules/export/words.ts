// The words a CCFOLIA piece says besides names and the calculators' field labels (messages/fields-*.ts), in both
// languages. The placeholders are the labels of the piece's own params: CCFOLIA puts a param's value where its label
// stands in braces in a chat palette line ({攻撃修正}), so they must stay one word without spaces.
import { TRAITS } from '../data/traits';
import type { Localized } from '../types';

export const EXPORT_WORDS = {
  /** the character's own attack modifier (ability, proficiency, other bonuses), which the site does not know */
  attackModifier: { ja: '攻撃修正', en: 'AttackMod' },
  /** the character's own damage modifier (Strength, weapon specialization …) */
  damageModifier: { ja: 'ダメージ修正', en: 'DamageMod' },
  /** the character's own saving throw modifier, without the armor's item bonus */
  saveModifier: { ja: 'セーヴ修正', en: 'SaveMod' },
  runes: { ja: 'ルーン', en: 'Runes' },
  damage: { ja: 'ダメージ', en: 'damage' },
  criticalHit: { ja: 'クリティカル・ヒット', en: 'critical hit' },
  persistent: { ja: '持続', en: 'persistent' },
  or: { ja: 'または', en: 'or' },
  savingThrow: { ja: 'セーヴィング・スロー', en: 'saving throw' },
  acItemBonus: { ja: 'ACへのアイテム・ボーナス', en: 'Item bonus to AC' },
  saveItemBonus: { ja: 'セーヴィング・スローへのアイテム・ボーナス', en: 'Item bonus to saving throws' },
  resistance: { ja: '抵抗', en: 'Resistance' },
  hardness: { ja: '硬度', en: 'Hardness' },
  hp: { ja: 'HP', en: 'HP' },
  bt: { ja: 'BT', en: 'BT' },
  invested: { ja: `${TRAITS.invested.label.ja}が必要`, en: `Must be ${TRAITS.invested.label.en}` },
  noRunes: { ja: 'なし', en: 'none' },
  /** a piece's name when the spec names no item (its memo says why) */
  noItem: { ja: '（アイテムなし）', en: '(no item)' },
  placeholders: {
    ja: 'チャットパレットの{攻撃修正}・{ダメージ修正}・{セーヴ修正}には、このコマの同じ名前のパラメータの値が入ります。キャラクターの修正値（アイテム・ボーナスを除く）に書き換えてから振ってください。',
    en: 'The chat palette’s {AttackMod}, {DamageMod} and {SaveMod} read this piece’s params of those names: set them to your character’s modifiers (without the item bonus) before rolling.',
  },
  source: { ja: '出典', en: 'Source' },
  problems: { ja: '注意', en: 'Note' },
} as const satisfies Record<string, Localized>;
