// The descriptive part of the weapon runes of GM Core, keyed by the slugs of gm-core.ts (a missing or extra slug
// does not compile): traits, book index name, whether the Japanese name is confirmed, source (search words: data/rune-aliases.ts),
// the effects no rule function reads, and (at the end) the rune index's summary line of each grade. Pages only:
// the calculators never import this file.
import type { Localized, RuneData, RuneDetails, RuneSummary } from '../../../types';
import { slots } from '../../summary-text';
import type { WEAPON_GM_CORE } from './gm-core';

// Activation texts shared by the grades of one family (the numbers differ and come from each grade's data).
const BRILLIANT_TEXT: Localized = {
  ja: '武器の間合い内に範囲がある魔法の暗闇の効果を、無効化しようと試みる（無効化ランク{counteractRank}、無効化修正値＋{counteractModifier}）。',
  en: 'You try to counteract a magical darkness effect whose area is within the weapon’s reach (counteract rank {counteractRank}, modifier +{counteractModifier}).',
};
const EXTENDING_TEXT: Localized = {
  ja: 'この武器で近接“打撃”を1回行う。この“打撃”に限り、間合いは{reachFt}フィートになる。',
  en: 'Make a melee Strike with the weapon; for this Strike only, its reach is {reachFt} feet.',
};

export const WEAPON_GM_CORE_DETAILS: Readonly<Record<(typeof WEAPON_GM_CORE)[number]['slug'], RuneDetails>> = {
  striking: {
    traits: ['magical'], bookName: 'Striking', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 236 },
  },
  'greater-striking': {
    traits: ['magical'], bookName: 'Striking (Greater)', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 236 },
  },
  'major-striking': {
    traits: ['magical'], bookName: 'Striking (Major)', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 236 },
  },
  'weapon-potency-1': {
    traits: ['magical'], bookName: 'Weapon Potency (+1)', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 236 },
    effects: { craftRequirement: 'expert' },
  },
  'weapon-potency-2': {
    traits: ['magical'], bookName: 'Weapon Potency (+2)', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 236 },
    effects: { craftRequirement: 'master' },
  },
  'weapon-potency-3': {
    traits: ['magical'], bookName: 'Weapon Potency (+3)', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 236 },
    effects: { craftRequirement: 'legendary' },
  },
  animated: {
    traits: ['magical'], bookName: 'Animated', jaConfirmed: false,
    source: { book: 'gm-core', page: 236 },
    effects: { activation: { actions: 2, traits: ['concentrate', 'manipulate'], text: { ja: '武器から手を放すと、武器は宙を舞ってひとりで戦う。最後に君が攻撃した敵（倒れていれば最も近い敵）を、攻撃修正値＋{attackModifier}にポテンシィ・ルーンのアイテム・ボーナスを加えて攻撃し、【筋力】修正値は＋{strengthModifier}として扱う。飛行移動速度は{flySpeedFt}フィートである。毎ラウンド武器が行動を終えたらDC{flatCheckDcToContinue}の平目判定を行い、失敗すると武器は地面に落ち、{cooldownMinutes}分間は再び起動できない。', en: 'You let go of the weapon and it flies off to fight on its own. It attacks the last enemy you attacked (or the nearest one, if that enemy is down) with an attack modifier of +{attackModifier} plus its potency rune’s item bonus and a Strength modifier of +{strengthModifier}, and it has a fly Speed of {flySpeedFt} feet. Each round after it acts, roll a DC {flatCheckDcToContinue} flat check: on a failure it drops to the ground and can’t be activated again for {cooldownMinutes} minutes.' }, effect: 'weapon-fights-on-its-own', numbers: { flySpeedFt: 40, attackModifier: 24, strengthModifier: 0, flatCheckDcToContinue: 6, cooldownMinutes: 10 } } },
  },
  astral: {
    traits: ['magical', 'spirit'], bookName: 'Astral', jaConfirmed: false,
    source: { book: 'gm-core', page: 236 },
    effects: { asGhostTouch: true, critEffect: { effect: 'expel-possessor', save: { save: 'will', dc: 26 }, numbers: { possessionBlockedRoundsDice: 1, possessionBlockedRoundsDie: 4 } } },
  },
  'greater-astral': {
    traits: ['magical', 'spirit'], bookName: 'Astral (Greater)', jaConfirmed: false,
    source: { book: 'gm-core', page: 236 },
    effects: { asGhostTouch: true, critEffect: { effect: 'expel-possessor', save: { save: 'will', dc: 36 }, numbers: { possessionBlockedRoundsDice: 1, possessionBlockedRoundsDie: 4 } }, ignoresResistance: ['spirit'] },
  },
  brilliant: {
    traits: ['magical'], bookName: 'Brilliant', jaConfirmed: false,
    source: { book: 'gm-core', page: 236 },
    effects: { extraDamageVs: [{ vs: 'fiend', damage: { dice: 1, die: 'd4', type: 'spirit' } }, { vs: 'undead', damage: { dice: 1, die: 'd4', type: 'vitality' } }], critEffect: { conditions: [{ condition: 'blinded', duration: '1-round' }], save: { save: 'fortitude', dc: 29 } }, activation: { actions: 1, traits: ['concentrate', 'light'], text: BRILLIANT_TEXT, effect: 'counteract-darkness', numbers: { counteractRank: 5, counteractModifier: 19 } } },
  },
  'greater-brilliant': {
    traits: ['magical'], bookName: 'Brilliant (Greater)', jaConfirmed: false,
    source: { book: 'gm-core', page: 236 },
    effects: { extraDamageVs: [{ vs: 'fiend', damage: { dice: 1, die: 'd4', type: 'spirit' } }, { vs: 'undead', damage: { dice: 1, die: 'd4', type: 'vitality' } }], critEffect: { conditions: [{ condition: 'blinded', duration: '1-round' }], save: { save: 'fortitude', dc: 41 } }, ignoresResistance: ['fire', 'spirit', 'vitality'], activation: { actions: 1, traits: ['concentrate', 'light'], text: BRILLIANT_TEXT, effect: 'counteract-darkness', numbers: { counteractRank: 9, counteractModifier: 31 } } },
  },
  corrosive: {
    traits: ['acid', 'magical'], bookName: 'Corrosive', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 237 },
    effects: { critEffect: { effect: 'damage-target-armor', damage: { dice: 3, die: 'd6', type: 'acid' } } },
  },
  'greater-corrosive': {
    traits: ['acid', 'magical'], bookName: 'Corrosive (Greater)', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 237 },
    effects: { critEffect: { effect: 'damage-target-armor', damage: { dice: 6, die: 'd6', type: 'acid' } }, ignoresResistance: ['acid'] },
  },
  decaying: {
    traits: ['acid', 'magical', 'void'], bookName: 'Decaying', jaConfirmed: false,
    source: { book: 'gm-core', page: 237 },
    effects: { critExtraDamage: { dice: 2, die: 'd4', type: 'void', persistent: true } },
  },
  'greater-decaying': {
    traits: ['acid', 'magical', 'void'], bookName: 'Decaying (Greater)', jaConfirmed: false,
    source: { book: 'gm-core', page: 237 },
    effects: { critExtraDamage: { dice: 4, die: 'd4', type: 'void', persistent: true }, ignoresResistance: ['void'], ignoresImmunity: ['void'] },
  },
  extending: {
    traits: ['magical'], bookName: 'Extending', jaConfirmed: false,
    source: { book: 'gm-core', page: 237 },
    effects: { activation: { actions: 2, traits: ['manipulate'], text: EXTENDING_TEXT, effect: 'extend-reach-for-one-strike', numbers: { reachFt: 60 } } },
  },
  'greater-extending': {
    traits: ['magical'], bookName: 'Extending (Greater)', jaConfirmed: false,
    source: { book: 'gm-core', page: 237 },
    effects: { activation: { actions: 2, traits: ['manipulate'], text: EXTENDING_TEXT, effect: 'extend-reach-for-one-strike', numbers: { reachFt: 120 } } },
  },
  fearsome: {
    traits: ['emotion', 'fear', 'magical', 'mental'], bookName: 'Fearsome', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 237 },
    effects: { critEffect: { conditions: [{ condition: 'frightened', value: 1 }] } },
  },
  'greater-fearsome': {
    traits: ['emotion', 'fear', 'magical', 'mental'], bookName: 'Fearsome (Greater)', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 237 },
    effects: { critEffect: { conditions: [{ condition: 'frightened', value: 2 }] } },
  },
  flaming: {
    traits: ['fire', 'magical'], bookName: 'Flaming', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 237 },
    effects: { critExtraDamage: { dice: 1, die: 'd10', type: 'fire', persistent: true } },
  },
  'greater-flaming': {
    traits: ['fire', 'magical'], bookName: 'Flaming (Greater)', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 237 },
    effects: { critExtraDamage: { dice: 2, die: 'd10', type: 'fire', persistent: true }, ignoresResistance: ['fire'] },
  },
  frost: {
    traits: ['cold', 'magical'], bookName: 'Frost', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 237 },
    effects: { critEffect: { conditions: [{ condition: 'slowed', value: 1, duration: 'until-end-of-your-next-turn' }], save: { save: 'fortitude', dc: 24 } } },
  },
  'greater-frost': {
    traits: ['cold', 'magical'], bookName: 'Frost (Greater)', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 237 },
    effects: { critEffect: { conditions: [{ condition: 'slowed', value: 1, duration: 'until-end-of-your-next-turn' }], save: { save: 'fortitude', dc: 34 } }, ignoresResistance: ['cold'] },
  },
  'ghost-touch': {
    traits: ['magical'], bookName: 'Ghost Touch', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 238 },
    effects: { asGhostTouch: true },
  },
  grievous: {
    traits: ['magical'], bookName: 'Grievous', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 238 },
    effects: { special: ['enhanced-critical-specialization'] },
  },
  holy: {
    traits: ['holy', 'magical'], bookName: 'Holy', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 238 },
    effects: { extraDamageVs: [{ vs: 'unholy', damage: { dice: 2, die: 'd4', type: 'spirit' } }], wielderPenalty: { wielder: 'unholy', condition: { condition: 'enfeebled', value: 2 } }, reaction: { name: { ja: '聖なる癒し', en: 'Holy healing' }, traits: ['concentrate', 'healing', 'vitality'], frequency: 'once-per-day', trigger: 'critical-hit-on-unholy-creature', triggerText: { ja: 'この武器による邪のクリーチャーへの“打撃”が大成功した。', en: 'You critically succeed at a Strike with the weapon against an unholy creature.' }, text: { ja: '君はそのクリーチャーのレベルの倍に等しいHPを回復する。', en: 'You regain Hit Points equal to double that creature’s level.' }, effect: 'heal-twice-target-level' } },
  },
  keen: {
    traits: ['magical'], bookName: 'Keen', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 238 },
    effects: { special: ['natural-19-success-becomes-critical'] },
  },
  quickstrike: {
    traits: ['magical'], bookName: 'Quickstrike', jaConfirmed: false,
    source: { book: 'gm-core', page: 238 },
    effects: { grantsCondition: { condition: 'quickened' }, special: ['extra-action-only-to-strike-with-this-weapon'] },
  },
  returning: {
    traits: ['magical'], bookName: 'Returning', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 238 },
    effects: { special: ['thrown-weapon-returns-to-hand'] },
  },
  shifting: {
    traits: ['magical'], bookName: 'Shifting', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 238 },
    effects: { activation: { actions: 1, traits: ['manipulate'], text: { ja: 'この武器は、同じ数の手で扱う別の近接武器に形を変える。ルーンと貴重な素材はそのまま引き継がれる。', en: 'The weapon changes into another melee weapon that needs the same number of hands. Its runes and any precious material carry over.' }, effect: 'becomes-another-melee-weapon-same-hands' } },
  },
  shock: {
    traits: ['electricity', 'magical'], bookName: 'Shock', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 238 },
    effects: { critEffect: { effect: 'arc-to-two-creatures-within-10-ft', numbers: { targets: 2, rangeFt: 10 } } },
  },
  'greater-shock': {
    traits: ['electricity', 'magical'], bookName: 'Shock (Greater)', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 238 },
    effects: { critEffect: { effect: 'arc-to-two-creatures-within-10-ft', numbers: { targets: 2, rangeFt: 10 } }, ignoresResistance: ['electricity'] },
  },
  // Only the magical trait per GM Core p. 239; Foundry runes.ts adds electricity.
  shockwave: {
    traits: ['magical'], bookName: 'Shockwave', jaConfirmed: false,
    source: { book: 'gm-core', page: 239 },
    effects: { special: ['bludgeoning-splash-equal-to-weapon-dice', 'wielder-immune-to-splash'] },
  },
  'spell-reservoir': {
    traits: ['magical'], bookName: 'Spell Reservoir', jaConfirmed: false,
    source: { book: 'gm-core', page: 239 },
    effects: { activation: { actions: 1, name: { ja: '込めた呪文の解放', en: 'Channeled release' }, traits: ['concentrate'], requirements: { ja: '武器に呪文が蓄えられている。', en: 'A spell is stored in the weapon.' }, text: { ja: 'この武器で“打撃”を行い、その一部として蓄えた呪文を解き放つ。命中すれば呪文は命中したクリーチャーを目標とし、外れても呪文は失われる。呪文攻撃は“打撃”の結果を使い、セーヴィング・スローのDCは{saveDc}である。', en: 'Make a Strike with the weapon and release the stored spell as part of it. If the Strike hits, the spell targets the creature you hit; if it misses, the spell is spent anyway. A spell attack uses the Strike’s result; a saving throw uses DC {saveDc}.' }, also: [{ actions: 1, name: { ja: '安全な解放', en: 'Safe release' }, traits: ['concentrate'], text: { ja: '蓄えた呪文を効果なしに消し、新しい呪文を込められるようにする。', en: 'The stored spell fades without effect, so a new one can be cast into the weapon.' } }], effect: 'release-stored-spell', numbers: { maxSpellRank: 3, maxSpellActions: 2, storeMinutes: 1, saveDc: 30 } } },
  },
  thundering: {
    traits: ['magical', 'sonic'], bookName: 'Thundering', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 238 },
    effects: { critEffect: { conditions: [{ condition: 'deafened', duration: '1-minute', critFailureDuration: '1-hour' }], save: { save: 'fortitude', dc: 24 } } },
  },
  'greater-thundering': {
    traits: ['magical', 'sonic'], bookName: 'Thundering (Greater)', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 238 },
    effects: { critEffect: { conditions: [{ condition: 'deafened', duration: 'permanent' }], save: { save: 'fortitude', dc: 34 } }, ignoresResistance: ['sonic'] },
  },
  // The research notes list no wielder penalty here; the Foundry GM Core item (and the rune it replaces) mirror
  // holy: a holy wielder is enfeebled 2 while carrying or wielding the weapon.
  unholy: {
    traits: ['magical', 'unholy'], bookName: 'Unholy', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 239 },
    effects: { extraDamageVs: [{ vs: 'holy', damage: { dice: 2, die: 'd4', type: 'spirit' } }], wielderPenalty: { wielder: 'holy', condition: { condition: 'enfeebled', value: 2 } }, reaction: { traits: ['concentrate'], frequency: 'once-per-day', trigger: 'critical-hit-on-holy-creature', triggerText: { ja: 'この武器による聖のクリーチャーへの攻撃ロールが大成功した。', en: 'You critically succeed at an attack roll with the weapon against a holy creature.' }, text: { ja: '目標は、武器のダメージ・ダイス1個につき1d8の持続［{damage.bleed}］ダメージを受ける。', en: 'The target takes 1d8 persistent {damage.bleed} damage for each of the weapon’s damage dice.' }, effect: 'persistent-bleed-1d8-per-weapon-die' } },
  },
  vitalizing: {
    traits: ['magical'], bookName: 'Vitalizing', jaConfirmed: false,
    source: { book: 'gm-core', page: 238 },
    effects: { extraDamageVs: [{ vs: 'undead', damage: { dice: 1, die: 'd6', type: 'vitality', persistent: true } }], critEffect: { conditions: [{ condition: 'enfeebled', value: 1, duration: 'until-end-of-your-next-turn' }], vs: 'undead' } },
  },
  'greater-vitalizing': {
    traits: ['magical'], bookName: 'Vitalizing (Greater)', jaConfirmed: false,
    source: { book: 'gm-core', page: 238 },
    effects: { extraDamageVs: [{ vs: 'undead', damage: { dice: 2, die: 'd6', type: 'vitality', persistent: true } }], critEffect: { conditions: [{ condition: 'enfeebled', value: 1, duration: 'while-persistent-damage' }, { condition: 'stupefied', value: 1, duration: 'while-persistent-damage' }], vs: 'undead' } },
  },
  vorpal: {
    traits: ['magical'], bookName: 'Vorpal', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 239 },
    effects: { reaction: { traits: ['concentrate', 'death', 'incapacitation'], trigger: 'natural-20-critical-slashing-vs-creature-with-head', triggerText: { ja: '首のあるクリーチャーへのこの武器による“打撃”で出目20を出して大成功し、［{damage.slashing}］ダメージを与えた。', en: 'You roll a natural 20 on a Strike with the weapon against a creature that has a head, critically succeed, and deal {damage.slashing} damage.' }, text: { ja: '目標はDC{dc}の頑健セーヴを行う。失敗すると首をはねられ、首なしで生きられないクリーチャーなら死亡する。', en: 'The target attempts a DC {dc} Fortitude save. On a failure it is decapitated, which kills it unless it can live without that head.' }, effect: 'decapitate', save: { save: 'fortitude', dc: 37 } } },
  },
  wounding: {
    traits: ['magical'], bookName: 'Wounding', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 239 },
  },
};

// The rune index's one line per grade ("Effect" column), in our own words: fixed text with no digit, or a function
// that takes its numbers from the rune's own data (test/rules/summaries.test.ts checks both).
const potencyAttack = (rune: RuneData): Localized => ({
  ja: `攻撃ロールに＋${rune.effects.itemBonusAttack ?? 0}アイテム・ボーナス、性質ルーン${rune.effects.propertySlots ?? 0}つまで`,
  en: `+${rune.effects.itemBonusAttack ?? 0} item bonus to attack rolls; ${slots(rune)}`,
});
const striking = (rune: RuneData): Localized => ({
  ja: `武器のダメージ・ダイスが${rune.effects.weaponDamageDice ?? 0}個になる`,
  en: `The weapon deals ${rune.effects.weaponDamageDice ?? 0} damage dice`,
});
const ASTRAL: Localized = { ja: '非実体にも効き、大成功で憑依者を追い出す', en: 'Hurts incorporeal foes; a critical hit drives out a possessor' };
const BRILLIANT: Localized = { ja: '［火炎］の追加ダメージ、フィーンドとアンデッドに更に追加。暗闇を払う起動', en: 'Extra fire damage, more against fiends and undead; activate to end darkness' };
const CORROSIVE: Localized = { ja: '［強酸］の追加ダメージ。大成功で目標の鎧を傷める', en: 'Extra acid damage; a critical hit damages the target’s armor' };
const DECAYING: Localized = { ja: '［ヴォイド］の追加ダメージ。大成功で持続ダメージ', en: 'Extra void damage; a critical hit adds persistent void damage' };
const EXTENDING: Localized = { ja: '起動すると、その“打撃”だけ間合いが大きく伸びる', en: 'Activate for a Strike with a very long reach' };
const FEARSOME: Localized = { ja: '大成功で目標を恐れ状態にする', en: 'A critical hit frightens the target' };
const FLAMING: Localized = { ja: '［火炎］の追加ダメージ。大成功で持続［火炎］ダメージ', en: 'Extra fire damage; a critical hit adds persistent fire damage' };
const FROST: Localized = { ja: '［冷気］の追加ダメージ。大成功で減速状態にすることがある', en: 'Extra cold damage; a critical hit can slow the target' };
const SHOCK: Localized = { ja: '［電撃］の追加ダメージ。大成功で近くの敵にも電撃が飛ぶ', en: 'Extra electricity damage; a critical hit arcs to nearby foes' };
const THUNDERING: Localized = { ja: '［音波］の追加ダメージ。大成功で聴覚喪失状態にすることがある', en: 'Extra sonic damage; a critical hit can deafen the target' };
const VITALIZING: Localized = { ja: 'アンデッドに持続［活力］ダメージ。大成功で弱らせる', en: 'Persistent vitality damage to undead; a critical hit weakens them' };

export const WEAPON_GM_CORE_SUMMARIES: Readonly<Record<(typeof WEAPON_GM_CORE)[number]['slug'], RuneSummary>> = {
  striking,
  'greater-striking': striking,
  'major-striking': striking,
  'weapon-potency-1': potencyAttack,
  'weapon-potency-2': potencyAttack,
  'weapon-potency-3': potencyAttack,
  animated: { ja: '起動すると武器が宙を舞い、ひとりでに戦う', en: 'Activate to make the weapon fly and fight on its own' },
  astral: ASTRAL,
  'greater-astral': ASTRAL,
  brilliant: BRILLIANT,
  'greater-brilliant': BRILLIANT,
  corrosive: CORROSIVE,
  'greater-corrosive': CORROSIVE,
  decaying: DECAYING,
  'greater-decaying': DECAYING,
  extending: EXTENDING,
  'greater-extending': EXTENDING,
  fearsome: FEARSOME,
  'greater-fearsome': FEARSOME,
  flaming: FLAMING,
  'greater-flaming': FLAMING,
  frost: FROST,
  'greater-frost': FROST,
  'ghost-touch': { ja: '非実体のクリーチャーにも“打撃”が十分に効く', en: 'Strikes hurt incorporeal creatures fully' },
  grievous: { ja: 'クリティカル特化効果が強まる', en: 'Stronger critical specialization effects' },
  holy: { ja: '聖の特性と［霊］の追加ダメージ。邪への大成功で回復', en: 'Holy trait and extra spirit damage; heals you on a critical hit against unholy foes' },
  keen: { ja: '最大に近い出目での命中も大成功になる', en: 'Some high die rolls that hit become critical hits' },
  quickstrike: { ja: '加速状態になる。増えたアクションはこの武器の“打撃”専用', en: 'Quickened; the extra action is only for Strikes with this weapon' },
  returning: { ja: '投げた武器が手元に戻る', en: 'The thrown weapon flies back to your hand' },
  shifting: { ja: '起動すると別の近接武器に形を変える', en: 'Activate to turn it into another melee weapon' },
  shock: SHOCK,
  'greater-shock': SHOCK,
  shockwave: { ja: '命中すると［殴打］の飛散ダメージを与える', en: 'Hits deal bludgeoning splash damage' },
  'spell-reservoir': { ja: '呪文を蓄え、“打撃”とともに解き放つ', en: 'Stores a spell to release with a Strike' },
  thundering: THUNDERING,
  'greater-thundering': THUNDERING,
  unholy: { ja: '邪の特性と［霊］の追加ダメージ。聖への大成功で出血させる', en: 'Unholy trait and extra spirit damage; makes holy foes bleed on a critical hit' },
  vitalizing: VITALIZING,
  'greater-vitalizing': VITALIZING,
  vorpal: { ja: '出目が最大の大成功で、目標の首をはねることがある', en: 'A critical hit on the highest die roll can behead the target' },
  wounding: { ja: '持続［出血］の追加ダメージ', en: 'Extra persistent bleed damage' },
};
