import { ENERGY_TYPE_LABELS, TRAITS, WEAPON_DAMAGE_TYPE_LABELS } from '../rules/data/labels';
import type { DamageRoll, Locale, Localized } from '../rules';

/**
 * Labels for the effects list of a rune page, in both languages side by side (the type makes a
 * missing language a compile error). Numbers are never here: they come from the rune's data.
 */
export const EFFECT_LABELS = {
  itemBonusAttack: { ja: '攻撃ロールへのアイテム・ボーナス', en: 'Item bonus to attack rolls' },
  propertySlots: { ja: '性質ルーンの最大数', en: 'Property rune slots' },
  weaponDamageDice: { ja: '武器のダメージ・ダイス', en: 'Weapon damage dice' },
  itemBonusAC: { ja: 'ACへのアイテム・ボーナス', en: 'Item bonus to AC' },
  itemBonusSaves: { ja: 'セーヴィング・スローへのアイテム・ボーナス', en: 'Item bonus to saving throws' },
  craftRequirement: { ja: '作成要件', en: 'Craft requirements' },
  shieldHardness: { ja: '硬度', en: 'Hardness' },
  shieldHp: { ja: 'HP', en: 'HP' },
  shieldBt: { ja: 'BT', en: 'BT' },
  increaseUpTo: { ja: '＋{value}（最大{max}）', en: '+{value} (up to {max})' },
  extraDamage: { ja: '追加ダメージ', en: 'Extra damage' },
  extraDamageVs: { ja: '対象が{vs}なら追加ダメージ', en: 'Extra damage against {vs}' },
  critExtraDamage: { ja: 'クリティカル・ヒット時', en: 'On a critical hit' },
  critEffect: { ja: 'クリティカル・ヒット時の効果', en: 'Critical hit effect' },
  save: { ja: '{save} DC {dc}', en: 'DC {dc} {save}' },
  ignoresResistance: { ja: '無視する抵抗', en: 'Ignores resistance to' },
  ignoresImmunity: { ja: '無視する完全耐性', en: 'Ignores immunity to' },
  resistance: { ja: '抵抗', en: 'Resistance' },
  itemBonusSkill: { ja: '{skill}へのアイテム・ボーナス', en: 'Item bonus to {skill}' },
  statusBonusSavesVsMagic: { ja: '魔法に対するセーヴィング・スローへのステータスボーナス', en: 'Status bonus to saves against magic' },
  critReceivedFlatCheckDc: { ja: 'クリティカル・ヒットを受けたときの平目判定', en: 'Flat check when critically hit' },
  armorBulkIncrease: { ja: '鎧のバルク', en: 'Armor Bulk' },
  strengthRequirementIncrease: { ja: '【筋力】要件', en: 'Strength requirement' },
  donLight: { ja: '軽装鎧の着用', en: 'Donning light armor' },
  donMediumOrHeavy: { ja: '中装鎧・重装鎧の着用', en: 'Donning medium or heavy armor' },
  actions: { ja: '{count}アクション', en: '{count} action(s)' },
  activation: { ja: '起動', en: 'Activation' },
  reaction: { ja: 'リアクション', en: 'Reaction' },
  asGhostTouch: { ja: 'ゴースト・タッチとしても働く', en: 'Also works as ghost touch' },
  addsTrait: { ja: '武器が得る特性', en: 'The weapon gains the trait' },
  wielderPenalty: { ja: '{trait}の使い手への影響', en: 'Effect on a wielder who is {trait}' },
  grantsCondition: { ja: '使い手が得る状態', en: 'The wielder gains' },
} as const satisfies Record<string, Localized>;

export const VS_LABELS = {
  fiend: { ja: 'フィーンド', en: 'fiends' },
  undead: { ja: 'アンデッド', en: 'undead' },
  holy: { ja: '聖のクリーチャー', en: 'holy creatures' },
  unholy: { ja: '邪のクリーチャー', en: 'unholy creatures' },
} as const satisfies Record<string, Localized>;

/** Damage types: the rules module's labels where it has them, so a type reads the same everywhere. */
export const DAMAGE_TYPE_LABELS: Record<string, Localized> = {
  ...ENERGY_TYPE_LABELS,
  sonic: TRAITS.sonic!.label,
  spirit: TRAITS.spirit!.label,
  void: TRAITS.void!.label,
  vitality: { ja: '活力', en: 'vitality' },
  bleed: { ja: '出血', en: 'bleed' },
  bludgeoning: WEAPON_DAMAGE_TYPE_LABELS.B,
  piercing: WEAPON_DAMAGE_TYPE_LABELS.P,
  slashing: WEAPON_DAMAGE_TYPE_LABELS.S,
};

export const CONDITION_LABELS = {
  blinded: { ja: '盲目状態', en: 'blinded' },
  deafened: { ja: '聴覚喪失状態', en: 'deafened' },
  enfeebled: { ja: '虚弱状態', en: 'enfeebled' },
  frightened: { ja: '恐れ状態', en: 'frightened' },
  quickened: { ja: '加速状態', en: 'quickened' },
  slowed: { ja: '減速状態', en: 'slowed' },
  stupefied: { ja: '知性低下状態', en: 'stupefied' },
} as const satisfies Record<string, Localized>;

export const DURATION_LABELS = {
  '1-round': { ja: '1ラウンド', en: 'for 1 round' },
  'until-end-of-your-next-turn': { ja: '君の次のターン終了時まで', en: 'until the end of your next turn' },
  '1-minute': { ja: '1分間', en: 'for 1 minute' },
  '1-hour': { ja: '1時間', en: 'for 1 hour' },
  permanent: { ja: '永続', en: 'permanently' },
  'while-persistent-damage': { ja: '持続ダメージが続く間', en: 'while the persistent damage lasts' },
} as const satisfies Record<string, Localized>;

export const SAVE_LABELS = {
  fortitude: { ja: '頑健', en: 'Fortitude' },
  reflex: { ja: '反応', en: 'Reflex' },
  will: { ja: '意志', en: 'Will' },
} as const satisfies Record<string, Localized>;

export const SKILL_LABELS = {
  stealth: { ja: '〈隠密〉', en: 'Stealth' },
  acrobatics: { ja: '〈軽業〉', en: 'Acrobatics' },
} as const satisfies Record<string, Localized>;

export const FREQUENCY_LABELS = {
  'once-per-day': { ja: '1日1回', en: 'once per day' },
  'three-times-per-day': { ja: '1日3回', en: 'three times per day' },
  'once-per-hour': { ja: '1時間に1回', en: 'once per hour' },
} as const satisfies Record<string, Localized>;

/** Numbers attached to activations and reactions, by their key in the rune data. */
export const NUMBER_LABELS = {
  counteractRank: { ja: '無効化ランク {value}', en: 'counteract rank {value}' },
  counteractModifier: { ja: '無効化修正値＋{value}', en: 'counteract modifier +{value}' },
  disbelieveDc: { ja: '看破DC {value}', en: 'disbelieve DC {value}' },
  durationMinutes: { ja: '持続時間{value}分', en: 'duration {value} minute(s)' },
  spellRank: { ja: '呪文ランク{value}', en: 'spell rank {value}' },
  flySpeedFt: { ja: '飛行移動速度{value}フィート', en: 'fly Speed {value} feet' },
  attackModifier: { ja: '攻撃修正値＋{value}', en: 'attack modifier +{value}' },
  strengthModifier: { ja: '【筋力】修正値＋{value}', en: 'Strength modifier +{value}' },
  flatCheckDcToContinue: { ja: '継続の平目判定DC {value}', en: 'flat check DC {value} to keep going' },
  cooldownMinutes: { ja: '再使用まで{value}分', en: '{value} minutes before reuse' },
  maxSpellRank: { ja: '蓄える呪文は最大ランク{value}', en: 'stored spell up to rank {value}' },
  maxSpellActions: { ja: '詠唱は{value}アクション以下', en: 'casting time up to {value} actions' },
  storeMinutes: { ja: '呪文を蓄えるのに{value}分', en: '{value} minute(s) to store a spell' },
  saveDc: { ja: 'セーヴDC {value}', en: 'save DC {value}' },
  possessionBlockedRounds: { ja: '{value}ラウンドの間、憑依できない', en: 'can\'t possess for {value} rounds' },
  reachFt: { ja: '間合い{value}フィート', en: 'reach {value} feet' },
  targets: { ja: '対象{value}体まで', en: 'up to {value} targets' },
  rangeFt: { ja: '{value}フィート以内', en: 'within {value} feet' },
} as const satisfies Record<string, Localized>;

// On its own so that formatDamage (used by the item builder) doesn't pull the whole labels table into the island.
const PERSISTENT: Localized = { ja: '持続', en: 'persistent' };

/** A damage roll as the books write it: "1d10 persistent fire" / 「1d10持続［火炎］」. */
export function formatDamage(roll: DamageRoll, lang: Locale): string {
  const type = Object.hasOwn(DAMAGE_TYPE_LABELS, roll.type) ? DAMAGE_TYPE_LABELS[roll.type]![lang] : roll.type;
  const persistent = roll.persistent ? PERSISTENT[lang] : '';
  return lang === 'ja'
    ? `${roll.dice}${roll.die}${persistent}［${type}］`
    : `${roll.dice}${roll.die}${persistent ? ` ${persistent}` : ''} ${type}`;
}
