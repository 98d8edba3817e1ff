import type { DamageRoll, Locale, Localized } from '../rules';
import type { DurationCode, Frequency, LabelledNumberKey, VsCode, WhenCode } from '../rules/types';
import { DAMAGE_TYPE_LABELS } from '../rules/data/damage-types';
import type { UnknownGlossaryRefs } from './glossary-words';
import { fill } from './locale';

/**
 * Labels for the effects list of a rune page, in both languages side by side (the type makes a
 * missing language a compile error). Numbers are never here: they come from the rune's data. A glossary word is
 * named by slug, `{damage.mental}`, `{condition.enfeebled}`, `{term.stride}` (src/i18n/glossary-words.ts), never
 * written again; the check at the end of this file fails to compile on a slug the glossary doesn't have.
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
  strengthRequirementIncrease: { ja: '{term.strength}要件', en: '{term.strength} requirement' },
  donLight: { ja: '{armor.light}の着用', en: 'Donning {armor.light}' },
  donMediumOrHeavy: { ja: '{armor.medium}・{armor.heavy}の着用', en: 'Donning medium or heavy armor' },
  actions: { ja: '{count}アクション', en: '{count} action(s)' },
  activation: { ja: '起動', en: 'Activation' },
  reaction: { ja: 'リアクション', en: 'Reaction' },
  asGhostTouch: { ja: 'ゴースト・タッチの効果', en: 'Ghost touch' },
  asGhostTouchValue: { ja: '含む', en: 'included' },
  seeBelow: { ja: 'あり（下記の説明を参照）', en: 'yes (see below)' },
  addsTrait: { ja: '武器が得る特性', en: 'The weapon gains the trait' },
  wielderPenalty: { ja: '{trait}の使い手への影響', en: 'Effect on a wielder who is {trait}' },
  grantsCondition: { ja: '君が得る状態', en: 'You gain' },
  hitEffect: { ja: '命中時の効果', en: 'On a hit' },
  hitEffectVs: { ja: '対象が{vs}なら命中時の効果', en: 'On a hit against {vs}' },
  critEffectVs: { ja: '対象が{vs}ならクリティカル・ヒット時の効果', en: 'Critical hit effect against {vs}' },
  craftRequirementSpell: { ja: '{rank}ランクの{spell}の発動1回', en: 'a casting of rank {rank} {spell}' },
  passive: { ja: '常に働く効果', en: 'While etched' },
  minutes: { ja: '{count}分', en: '{count} minute(s)' },
  freeAction: { ja: 'フリー・アクション', en: 'free action' },
  // How the parts of a row are said together, where the languages differ in words, not only in punctuation.
  craftRequirementRank: { ja: '{skill.crafting}が{rank}', en: '{rank} in {skill.crafting}' },
  resistanceOf: { ja: '{type}{value}', en: '{type} {value}' },
  conditionFor: { ja: '{condition}（{duration}）', en: '{condition} {duration}' },
  conditionForLonger: {
    ja: '{condition}（{duration}、大失敗なら{longer}）',
    en: '{condition} {duration} ({longer} on a critical failure)',
  },
  partsSeparator: { ja: '、', en: '; ' },
} as const satisfies Record<string, Localized>;

/** The heading of a passive effect that works only at a time or on someone else (WhenCode). */
export const WHEN_LABELS = {
  'swallowed-or-engulfed': { ja: '君を飲み込んだか包み込んだクリーチャー', en: 'A creature that swallows or engulfs you' },
  'unauthorized-wielder': { ja: '許可のない者が使うと', en: 'If anyone else wields it' },
  'flurry-kill': {
    ja: '{term.flurry-of-blows}の1回目の{term.strike}で倒したときの2回目の{term.strike}',
    en: 'The second {term.strike} of a flurry whose first {term.strike} kills',
  },
  'animal-form': { ja: '動物の姿の間', en: 'While in animal form' },
} as const satisfies Record<WhenCode, Localized>;

export const VS_LABELS = {
  fiend: { ja: 'フィーンド', en: 'fiends' },
  undead: { ja: 'アンデッド', en: 'undead' },
  holy: { ja: '{trait.holy}のクリーチャー', en: '{trait.holy} creatures' },
  unholy: { ja: '{trait.unholy}のクリーチャー', en: '{trait.unholy} creatures' },
  giant: { ja: '巨人', en: 'giants' },
  construct: { ja: '人造', en: 'constructs' },
  'chosen-trait': { ja: '作成時に選んだ特性を持つクリーチャー', en: 'creatures with the trait chosen when it was crafted' },
  'clan-enemy': { ja: '氏族の宿敵', en: "the clan's ancestral enemies" },
  'target-taking-persistent-bleed': {
    ja: '持続［{damage.bleed}］ダメージを受けている目標',
    en: 'a target taking persistent {damage.bleed} damage',
  },
} as const satisfies Record<VsCode, Localized>;

export const DURATION_LABELS = {
  '1-round': { ja: '1ラウンド', en: 'for 1 round' },
  'until-end-of-your-next-turn': { ja: '君の次のターン終了時まで', en: 'until the end of your next turn' },
  '1-minute': { ja: '1分間', en: 'for 1 minute' },
  '1-hour': { ja: '1時間', en: 'for 1 hour' },
  permanent: { ja: '永続', en: 'permanently' },
  'while-persistent-damage': { ja: '持続ダメージが続く間', en: 'while the persistent damage lasts' },
} as const satisfies Record<DurationCode, Localized>;

export const FREQUENCY_LABELS = {
  'once-per-day': { ja: '1日1回', en: 'once per day' },
  'three-times-per-day': { ja: '1日3回', en: 'three times per day' },
  'once-per-hour': { ja: '1時間に1回', en: 'once per hour' },
  'once-per-minute': { ja: '1分に1回', en: 'once per minute' },
} as const satisfies Record<Frequency, Localized>;

/** Numbers attached to activations and reactions, by their key in the rune data. */
export const NUMBER_LABELS = {
  counteractRank: { ja: '無効化ランク {value}', en: 'counteract rank {value}' },
  counteractModifier: { ja: '無効化修正値＋{value}', en: 'counteract modifier +{value}' },
  disbelieveDc: { ja: '看破DC {value}', en: 'disbelieve DC {value}' },
  durationMinutes: { ja: '持続時間{value}分', en: 'duration {value} minute(s)' },
  spellRank: { ja: '呪文ランク{value}', en: 'spell rank {value}' },
  flySpeedFt: { ja: '飛行移動速度{value}フィート', en: 'fly Speed {value} feet' },
  attackModifier: { ja: '攻撃修正値＋{value}', en: 'attack modifier +{value}' },
  strengthModifier: { ja: '{term.strength}修正値＋{value}', en: '{term.strength} modifier +{value}' },
  flatCheckDcToContinue: { ja: '継続の平目判定DC {value}', en: 'flat check DC {value} to keep going' },
  cooldownMinutes: { ja: '再使用まで{value}分', en: '{value} minutes before reuse' },
  maxSpellRank: { ja: '蓄える呪文は最大ランク{value}', en: 'stored spell up to rank {value}' },
  maxSpellActions: { ja: '詠唱は{value}アクション以下', en: 'casting time up to {value} actions' },
  storeMinutes: { ja: '呪文を蓄えるのに{value}分', en: '{value} minute(s) to store a spell' },
  saveDc: { ja: 'セーヴDC {value}', en: 'save DC {value}' },
  possessionBlockedRounds: { ja: '{value}ラウンドの間、憑依できない', en: "can't possess for {value} rounds" },
  reachFt: { ja: '間合い{value}フィート', en: 'reach {value} feet' },
  targets: { ja: '対象{value}体まで', en: 'up to {value} targets' },
  rangeFt: { ja: '{value}フィート以内', en: 'within {value} feet' },
  // Numbers of the other books' runes: effects, hits and passive effects.
  acStatusBonus: { ja: 'ACに＋{value}のステータスボーナス', en: '+{value} status bonus to AC' },
  activationMinutes: { ja: '起動に{value}分', en: 'activation takes {value} minutes' },
  assistedFlatCheckDc: { ja: '特に効果的な手助けを受けたときのDC {value}', en: 'DC {value} with particularly effective assistance' },
  attackStatusBonus: { ja: '攻撃ロールに＋{value}のステータスボーナス', en: '+{value} status bonus to attack rolls' },
  // Dice are written as the books write them (4d6): formatNumbers joins a count with its die, `{value}` is the roll.
  boostedDice: { ja: '強化した追加ダメージ{value}', en: 'boosted extra damage {value}' },
  concealedFlatCheckDc: {
    ja: '{term.concealed}の君を目標にする平目判定DC {value}',
    en: 'flat check DC {value} to target you while {term.concealed}',
  },
  conductEnergyD8: { ja: '{term.conduct-energy}の追加ダメージ{value}d8', en: '{value}d8 extra damage with {term.conduct-energy}' },
  coneFt: { ja: '{value}フィートの円錐', en: '{value}-foot cone' },
  critCircumstanceBonus: {
    ja: '直前の命中がクリティカル・ヒットなら状況ボーナス＋{value}',
    en: '+{value} circumstance bonus if the hit was a critical hit',
  },
  critFailureDurationMinutes: { ja: '大失敗なら{value}分間', en: '{value} minute on a critical failure' },
  critFailureEnfeebled: { ja: '大失敗：{condition.enfeebled}{value}', en: 'critical failure: {condition.enfeebled} {value}' },
  critFailureMentalDice: { ja: '大失敗：［{damage.mental}］{value}', en: 'critical failure: {value} {damage.mental}' },
  critSuccessDurationRounds: { ja: 'セーヴに大成功しても{value}ラウンド持続', en: 'lasts {value} round even on a critical success' },
  critSuccessEnfeebled: { ja: '大成功：{condition.enfeebled}{value}', en: 'critical success: {condition.enfeebled} {value}' },
  diceMultiplier: { ja: '武器のダメージ・ダイスの{value}倍', en: "{value}× the weapon's damage dice" },
  diplomacyRequestItemBonus: {
    ja: '{term.request}の{skill.diplomacy}判定に＋{value}のアイテム・ボーナス',
    en: '+{value} item bonus to {skill.diplomacy} checks to {term.request}',
  },
  donMinutes: { ja: '着用に{value}分', en: 'donning takes {value} minute(s)' },
  downFt: { ja: '降下{value}フィート', en: '{value} feet down' },
  durationRounds: { ja: '持続時間{value}ラウンド', en: 'duration {value} round(s)' },
  emanationFt: { ja: '{value}フィートの放射', en: '{value}-foot emanation' },
  encumberedBase: {
    ja: '{term.encumbered}になる境目は{value}＋{term.strength}修正値のバルク',
    en: '{term.encumbered} above {value} + {term.strength} modifier Bulk',
  },
  escapeDc: { ja: '{term.escape}DC {value}', en: '{term.escape} DC {value}' },
  extraD6VsSwallower: {
    ja: '飲み込み・包み込み中の相手には追加{value}d6',
    en: '{value}d6 more against a creature swallowing or engulfing you',
  },
  extraDamageD8: { ja: '追加ダメージ{value}d8', en: 'extra {value}d8 damage' },
  failureEnfeebled: { ja: '失敗：{condition.enfeebled}{value}', en: 'failure: {condition.enfeebled} {value}' },
  failureMentalDice: { ja: '失敗：［{damage.mental}］{value}', en: 'failure: {value} {damage.mental}' },
  flySpeedBonusFt: { ja: '飛行移動速度に＋{value}フィートのアイテム・ボーナス', en: '+{value}-foot item bonus to fly Speed' },
  forceOpenDc: { ja: '{term.force-open}のDC {value}', en: '{term.force-open} DC {value}' },
  forcedMoveFt: { ja: '{value}フィート強制移動', en: 'forced movement {value} feet' },
  fortitudeDcItemBonus: {
    ja: '強制移動に対する{save.fortitude}DCへの＋{value}アイテム・ボーナス',
    en: '+{value} item bonus to {save.fortitude} DC against forced movement',
  },
  forwardFt: { ja: '前進最大{value}フィート', en: 'up to {value} feet forward' },
  frightenedFloor: { ja: '{condition.frightened}値は{value}未満に下がらない', en: '{condition.frightened} stays at {value} or more' },
  frightenedIfStupefied: {
    ja: 'すでに{condition.stupefied}なら{condition.frightened}{value}も',
    en: 'also {condition.frightened} {value} if already {condition.stupefied}',
  },
  healD10: { ja: 'HPを{value}d10回復', en: 'regain {value}d10 HP' },
  immunityHours: { ja: 'その後{value}時間は一時的耐性', en: 'then temporarily immune for {value} hour' },
  intimidationCoerceItemBonus: {
    ja: '{term.coerce}の{skill.intimidation}判定に＋{value}のアイテム・ボーナス',
    en: '+{value} item bonus to {skill.intimidation} checks to {term.coerce}',
  },
  itemBonus: { ja: '攻撃ロールとダメージ・ロールに＋{value}', en: '+{value} to attack and damage rolls' },
  lethalAttackPenalty: {
    ja: '{trait.nonlethal}でない攻撃の攻撃ロールに－{value}',
    en: "–{value} to attack rolls that aren't {trait.nonlethal}",
  },
  maxBulkBase: { ja: '持ち運べる上限は{value}＋{term.strength}修正値のバルク', en: 'maximum Bulk {value} + {term.strength} modifier' },
  mentalDamageDice: { ja: '［{damage.mental}］{value}', en: '{value} {damage.mental}' },
  persistentBleed: { ja: '持続［{damage.bleed}］{value}', en: '{value} persistent {damage.bleed}' },
  persistentBleedFlatCheckDc: {
    ja: '持続［{damage.bleed}］ダメージを終わらせる平目判定DC {value}',
    en: 'flat check DC {value} to end persistent {damage.bleed} damage',
  },
  persistentEnergyD8: { ja: '伝導したエネルギー種別の持続ダメージ{value}d8', en: '{value}d8 persistent damage of the conducted type' },
  persistentFlatCheckDc: {
    ja: '持続［{damage.acid}］・［{damage.fire}］ダメージを終わらせる平目判定DC {value}',
    en: 'flat check DC {value} to end persistent {damage.acid} or {damage.fire} damage',
  },
  piercingD6: { ja: '［{damage.piercing}］{value}d6', en: '{value}d6 {damage.piercing}' },
  pressureLb: { ja: '{value}ポンドの圧力', en: '{value} pounds of pressure' },
  proficiencySteps: {
    ja: 'この武器の習熟ランク＋{value}段階（最も高い武器習熟ランクまで）',
    en: 'proficiency rank with this weapon {value} step higher (up to your best weapon rank)',
  },
  pushFt: { ja: '押しやり{value}フィート', en: 'push {value} feet' },
  reduceBy: { ja: '状態値を{value}減らす', en: 'value reduced by {value}' },
  resistanceValue: { ja: '抵抗{value}', en: 'resistance {value}' },
  saveItemBonus: {
    ja: '［{damage.void}］ダメージと{trait.death}の効果へのセーヴに＋{value}',
    en: '+{value} to saves against {damage.void} damage and {trait.death} effects',
  },
  scentRangeFt: { ja: '{term.scent}（不明瞭な感覚）{value}フィート', en: 'imprecise {term.scent} {value} feet' },
  senseMotiveItemBonus: { ja: '{term.sense-motive}の知覚判定に＋{value}', en: '+{value} to Perception checks to {term.sense-motive}' },
  sickenedValue: { ja: '{condition.sickened}{value}', en: '{condition.sickened} {value}' },
  speedBonusFt: { ja: '移動速度に＋{value}フィートのアイテム・ボーナス', en: '+{value}-foot item bonus to Speed' },
  storageBulk: { ja: '{value}バルクまで収納', en: 'holds up to {value} Bulk' },
  strideFt: { ja: '{term.stride}{value}フィート', en: '{term.stride} {value} feet' },
  successEnfeebled: { ja: '成功：{condition.enfeebled}{value}', en: 'success: {condition.enfeebled} {value}' },
  successMentalDice: { ja: '成功：［{damage.mental}］{value}', en: 'success: {value} {damage.mental}' },
  tempHpPerCreatureLevel: {
    ja: '一時的HP＝倒したクリーチャーのレベル×{value}',
    en: "temporary HP equal to {value} × the creature's level",
  },
  tempHpPerLevel: { ja: '一時的HP＝君のレベル×{value}', en: 'temporary HP equal to {value} × your level' },
  vitalityOrVoidD6: {
    ja: '目標を害する方の［{damage.vitality}］か［{damage.void}］{value}d6',
    en: '{value}d6 {damage.vitality} or {damage.void}, whichever harms the target',
  },
  // Impossible Magic, Knights of Lastwall, Kingmaker, #195 and the accessory runes.
  weaknessValue: { ja: '弱点{value}', en: 'weakness {value}' },
  diplomacyImpressionRequestItemBonus: {
    ja: '{term.make-an-impression}と{term.request}の{skill.diplomacy}判定に＋{value}のアイテム・ボーナス',
    en: '+{value} item bonus to {skill.diplomacy} checks to {term.make-an-impression} and to {term.request}',
  },
  stepExtraFt: {
    ja: '{term.step}で移動できる距離に＋{value}フィート（1ターンに1回）',
    en: '{term.step} {value} feet farther (once per turn)',
  },
  extraHealing: { ja: '回復するHPに＋{value}', en: '{value} more Hit Points healed' },
  perceptionItemBonus: { ja: '知覚判定に＋{value}のアイテム・ボーナス', en: '+{value} item bonus to Perception checks' },
  attackerPenalty: {
    ja: '攻撃してきた者の次の近接{term.strike}に－{value}の状況ペナルティ',
    en: "–{value} circumstance penalty to the attacker's next melee {term.strike}",
  },
  bludgeoningD6: { ja: '［{damage.bludgeoning}］{value}d6', en: '{value}d6 {damage.bludgeoning}' },
  reactionDamageD6: { ja: '蓄えたエネルギーのダメージ{value}d6', en: '{value}d6 damage of the stored energy' },
  airMinutes: { ja: '{value}分間ぶんの空気', en: '{value} minute of air' },
  disarmCircumstanceBonus: {
    ja: '{term.shield-block}に伴う{term.disarm}に＋{value}の状況ボーナス',
    en: '+{value} circumstance bonus to {term.disarm} as part of a {term.shield-block}',
  },
  forceD4: { ja: '［{damage.force}］{value}d4', en: '{value}d4 {damage.force}' },
  trackDcItemBonus: { ja: '君を追跡するDCに＋{value}のアイテム・ボーナス', en: '+{value} item bonus to the DC to track you' },
  durationHours: { ja: '持続時間{value}時間', en: 'duration {value} hours' },
  rangeMiles: { ja: '{value}マイル以内', en: 'within {value} mile' },
  impressionItemBonus: {
    ja: '{term.make-an-impression}判定に＋{value}のアイテム・ボーナス',
    en: '+{value} item bonus to {term.make-an-impression}',
  },
  fallShorterFt: { ja: '落下距離を{value}フィート短く扱う', en: 'falls count as {value} feet shorter' },
  minSpeedFt: { ja: '無風でも移動速度{value}フィート', en: 'moves {value} feet even with no wind' },
  spoilSlowerTimes: { ja: '飲食物が傷む速さは{value}分の1', en: 'food and drink spoil {value} times more slowly' },
  pocketItems: {
    ja: '各ポケットにつき無視できるバルクの品{value}個まで（または軽量の品1個）',
    en: 'up to {value} items of negligible Bulk (or one light item) per pocket',
  },
} as const satisfies Record<LabelledNumberKey | 'possessionBlockedRounds', Localized>;

// On their own so that formatDamage (used by the item builder) doesn't pull the whole labels table into the island.
// bane's extra die deals the weapon's own type, so no bracketed type is named for it.
const DAMAGE_ROLL = {
  plain: { ja: '{dice}［{type}］', en: '{dice} {type}' },
  persistent: { ja: '{dice}持続［{type}］', en: '{dice} persistent {type}' },
  weapon: { ja: '{dice}（{type}）', en: '{dice} of {type}' },
} as const satisfies Record<string, Localized>;

/** A damage roll as the books write it: "1d10 persistent fire" / 「1d10持続［火炎］」. */
export function formatDamage(roll: DamageRoll, lang: Locale): string {
  const type = Object.hasOwn(DAMAGE_TYPE_LABELS, roll.type) ? DAMAGE_TYPE_LABELS[roll.type]![lang] : roll.type;
  const form = roll.type === 'weapon' ? 'weapon' : roll.persistent ? 'persistent' : 'plain';
  return fill(DAMAGE_ROLL[form][lang], { dice: `${roll.dice}${roll.die}`, type });
}

/** What a language needs code for in the effect lines: one function per language (as PAGE_REFERENCE in books.ts). */
interface EffectGrammar {
  /** A signed number: ＋1 / －1 in Japanese (full width, as the seed writes it), +1 / -1 in English. */
  signed(n: number): string;
  /** A condition with its value: 「虚弱状態2」 (the value after 状態), "enfeebled 2". */
  conditionValue(name: string, value: number): string;
  /** A count's label in its number: "1 action", "2 actions" from "{count} action(s)"; Japanese has no plural. */
  counted(text: string, count: number): string;
  /** A damage type in running text: 「［火炎］」 (in brackets, as the seed writes it), "fire". */
  damageType(word: string): string;
}

export const EFFECT_GRAMMAR: Readonly<Record<Locale, EffectGrammar>> = {
  ja: {
    signed: (n) => (n >= 0 ? `＋${n}` : `－${-n}`),
    conditionValue: (name, value) => name.replace('状態', `状態${value}`),
    counted: (text) => text,
    damageType: (word) => `［${word}］`,
  },
  en: {
    signed: (n) => (n >= 0 ? `+${n}` : `${n}`),
    conditionValue: (name, value) => `${name} ${value}`,
    counted: (text, count) => text.replace(/\((s)\)/, count === 1 ? '' : '$1'),
    damageType: (word) => word,
  },
};

/** Every label above that names a glossary word; `never` unless one names a word the glossary doesn't have. */
type Templates<T> = { [K in keyof T]: T[K] extends Localized ? T[K]['ja'] | T[K]['en'] : never }[keyof T];
type UnknownRefs = UnknownGlossaryRefs<
  Templates<typeof EFFECT_LABELS> | Templates<typeof WHEN_LABELS> | Templates<typeof VS_LABELS> | Templates<typeof NUMBER_LABELS>
>;
export const glossaryRefsResolve: [UnknownRefs] extends [never] ? true : UnknownRefs = true;
