// The descriptive part of each rune entry, keyed by slug: traits, book index name, whether the Japanese
// name is confirmed, search aliases, source page, and the effects no rule function reads (the rune pages
// list them). Level, Price, usage, names and the rule effects are in runes.ts; catalog.ts joins the two.
// Pages only: the calculators never import this file, so browsers don't download it.
import type { Localized, RuneDetails } from '../types';

// Activation texts shared by the grades of one family (the numbers differ and come from each grade's data).
const BRILLIANT_TEXT: Localized = {
  ja: '武器の間合い内に範囲がある魔法の暗闇の効果を、無効化しようと試みる（無効化ランク{counteractRank}、無効化修正値＋{counteractModifier}）。',
  en: 'You try to counteract a magical darkness effect whose area is within the weapon’s reach (counteract rank {counteractRank}, modifier +{counteractModifier}).',
};
const EXTENDING_TEXT: Localized = {
  ja: 'この武器で近接“打撃”を1回行う。この“打撃”に限り、間合いは{reachFt}フィートになる。',
  en: 'Make a melee Strike with the weapon; for this Strike only, its reach is {reachFt} feet.',
};
const INVISIBILITY_TEXT: Localized = {
  ja: '君は{durationMinutes}分間、ランク{spellRank}のインヴィジビリティの効果で不可視状態になる。敵対的なアクションを使うと効果は終わる。',
  en: 'You become invisible for {durationMinutes} minute, with the effects of the rank {spellRank} invisibility spell; using a hostile action ends it.',
};

export const RUNE_DETAILS: Readonly<Record<string, RuneDetails>> = {
  striking: {
    traits: ['magical'], bookName: 'Striking', jaConfirmed: true, jaSource: 'community',
    aliases: ['Striking'],
    source: { book: 'GM Core', page: 236 },
  },
  'greater-striking': {
    traits: ['magical'], bookName: 'Striking (Greater)', jaConfirmed: true, jaSource: 'community',
    aliases: ['Striking (Greater)'],
    source: { book: 'GM Core', page: 236 },
  },
  'major-striking': {
    traits: ['magical'], bookName: 'Striking (Major)', jaConfirmed: true, jaSource: 'community',
    aliases: ['Striking (Major)'],
    source: { book: 'GM Core', page: 236 },
  },
  'weapon-potency-1': {
    traits: ['magical'], bookName: 'Weapon Potency (+1)', jaConfirmed: true, jaSource: 'community',
    aliases: ['Weapon Potency (+1)', '+1ウェポン・ポテンシィ', 'ウェポン・ポテンシー'],
    source: { book: 'GM Core', page: 236 },
    effects: { craftRequirement: 'expert' },
  },
  'weapon-potency-2': {
    traits: ['magical'], bookName: 'Weapon Potency (+2)', jaConfirmed: true, jaSource: 'community',
    aliases: ['Weapon Potency (+2)', '+2ウェポン・ポテンシィ'],
    source: { book: 'GM Core', page: 236 },
    effects: { craftRequirement: 'master' },
  },
  'weapon-potency-3': {
    traits: ['magical'], bookName: 'Weapon Potency (+3)', jaConfirmed: true, jaSource: 'community',
    aliases: ['Weapon Potency (+3)', '+3ウェポン・ポテンシィ'],
    source: { book: 'GM Core', page: 236 },
    effects: { craftRequirement: 'legendary' },
  },
  animated: {
    traits: ['magical'], bookName: 'Animated', jaConfirmed: false,
    aliases: ['Dancing', 'ダンシング', 'Animated'],
    source: { book: 'GM Core', page: 236 },
    effects: { activation: { actions: 2, traits: ['concentrate', 'manipulate'], text: { ja: '武器から手を放すと、武器は宙を舞ってひとりで戦う。最後に君が攻撃した敵（倒れていれば最も近い敵）を、攻撃修正値＋{attackModifier}にポテンシィ・ルーンのアイテム・ボーナスを加えて攻撃し、【筋力】修正値は＋{strengthModifier}として扱う。飛行移動速度は{flySpeedFt}フィートである。毎ラウンド武器が行動を終えたらDC{flatCheckDcToContinue}の平目判定を行い、失敗すると武器は地面に落ち、{cooldownMinutes}分間は再び起動できない。', en: 'You let go of the weapon and it flies off to fight on its own. It attacks the last enemy you attacked (or the nearest one, if that enemy is down) with an attack modifier of +{attackModifier} plus its potency rune’s item bonus and a Strength modifier of +{strengthModifier}, and it has a fly Speed of {flySpeedFt} feet. Each round after it acts, roll a DC {flatCheckDcToContinue} flat check: on a failure it drops to the ground and can’t be activated again for {cooldownMinutes} minutes.' }, effect: 'weapon-fights-on-its-own', numbers: { flySpeedFt: 40, attackModifier: 24, strengthModifier: 0, flatCheckDcToContinue: 6, cooldownMinutes: 10 } } },
  },
  astral: {
    traits: ['magical', 'spirit'], bookName: 'Astral', jaConfirmed: false,
    aliases: ['Astral'],
    source: { book: 'GM Core', page: 236 },
    effects: { asGhostTouch: true, critEffect: { effect: 'expel-possessor', save: { save: 'will', dc: 26 }, numbers: { possessionBlockedRoundsDice: 1, possessionBlockedRoundsDie: 4 } } },
  },
  'greater-astral': {
    traits: ['magical', 'spirit'], bookName: 'Astral (Greater)', jaConfirmed: false,
    aliases: ['Astral (Greater)'],
    source: { book: 'GM Core', page: 236 },
    effects: { asGhostTouch: true, critEffect: { effect: 'expel-possessor', save: { save: 'will', dc: 36 }, numbers: { possessionBlockedRoundsDice: 1, possessionBlockedRoundsDie: 4 } }, ignoresResistance: ['spirit'] },
  },
  brilliant: {
    traits: ['magical'], bookName: 'Brilliant', jaConfirmed: false,
    aliases: ['Brilliant'],
    source: { book: 'GM Core', page: 236 },
    effects: { extraDamageVs: [{ vs: 'fiend', damage: { dice: 1, die: 'd4', type: 'spirit' } }, { vs: 'undead', damage: { dice: 1, die: 'd4', type: 'vitality' } }], critEffect: { conditions: [{ condition: 'blinded', duration: '1-round' }], save: { save: 'fortitude', dc: 29 } }, activation: { actions: 1, traits: ['concentrate', 'light'], text: BRILLIANT_TEXT, effect: 'counteract-darkness', numbers: { counteractRank: 5, counteractModifier: 19 } } },
  },
  'greater-brilliant': {
    traits: ['magical'], bookName: 'Brilliant (Greater)', jaConfirmed: false,
    aliases: ['Brilliant (Greater)'],
    source: { book: 'GM Core', page: 236 },
    effects: { extraDamageVs: [{ vs: 'fiend', damage: { dice: 1, die: 'd4', type: 'spirit' } }, { vs: 'undead', damage: { dice: 1, die: 'd4', type: 'vitality' } }], critEffect: { conditions: [{ condition: 'blinded', duration: '1-round' }], save: { save: 'fortitude', dc: 41 } }, ignoresResistance: ['fire', 'spirit', 'vitality'], activation: { actions: 1, traits: ['concentrate', 'light'], text: BRILLIANT_TEXT, effect: 'counteract-darkness', numbers: { counteractRank: 9, counteractModifier: 31 } } },
  },
  corrosive: {
    traits: ['acid', 'magical'], bookName: 'Corrosive', jaConfirmed: true, jaSource: 'community',
    aliases: ['Corrosive', 'コロージヴ'],
    source: { book: 'GM Core', page: 237 },
    effects: { critEffect: { effect: 'damage-target-armor', damage: { dice: 3, die: 'd6', type: 'acid' } } },
  },
  'greater-corrosive': {
    traits: ['acid', 'magical'], bookName: 'Corrosive (Greater)', jaConfirmed: true, jaSource: 'community',
    aliases: ['Corrosive (Greater)', 'グレーター・コロージヴ'],
    source: { book: 'GM Core', page: 237 },
    effects: { critEffect: { effect: 'damage-target-armor', damage: { dice: 6, die: 'd6', type: 'acid' } }, ignoresResistance: ['acid'] },
  },
  decaying: {
    traits: ['acid', 'magical', 'void'], bookName: 'Decaying', jaConfirmed: false,
    aliases: ['Decaying', 'ディケイイング'],
    source: { book: 'GM Core', page: 237 },
    effects: { critExtraDamage: { dice: 2, die: 'd4', type: 'void', persistent: true } },
  },
  'greater-decaying': {
    traits: ['acid', 'magical', 'void'], bookName: 'Decaying (Greater)', jaConfirmed: false,
    aliases: ['Decaying (Greater)', 'グレーター・ディケイイング'],
    source: { book: 'GM Core', page: 237 },
    effects: { critExtraDamage: { dice: 4, die: 'd4', type: 'void', persistent: true }, ignoresResistance: ['void'], ignoresImmunity: ['void'] },
  },
  extending: {
    traits: ['magical'], bookName: 'Extending', jaConfirmed: false,
    aliases: ['Extending'],
    source: { book: 'GM Core', page: 237 },
    effects: { activation: { actions: 2, traits: ['manipulate'], text: EXTENDING_TEXT, effect: 'extend-reach-for-one-strike', numbers: { reachFt: 60 } } },
  },
  'greater-extending': {
    traits: ['magical'], bookName: 'Extending (Greater)', jaConfirmed: false,
    aliases: ['Extending (Greater)'],
    source: { book: 'GM Core', page: 237 },
    effects: { activation: { actions: 2, traits: ['manipulate'], text: EXTENDING_TEXT, effect: 'extend-reach-for-one-strike', numbers: { reachFt: 120 } } },
  },
  fearsome: {
    traits: ['emotion', 'fear', 'magical', 'mental'], bookName: 'Fearsome', jaConfirmed: true, jaSource: 'community',
    aliases: ['Fearsome'],
    source: { book: 'GM Core', page: 237 },
    effects: { critEffect: { conditions: [{ condition: 'frightened', value: 1 }] } },
  },
  'greater-fearsome': {
    traits: ['emotion', 'fear', 'magical', 'mental'], bookName: 'Fearsome (Greater)', jaConfirmed: true, jaSource: 'community',
    aliases: ['Fearsome (Greater)'],
    source: { book: 'GM Core', page: 237 },
    effects: { critEffect: { conditions: [{ condition: 'frightened', value: 2 }] } },
  },
  flaming: {
    traits: ['fire', 'magical'], bookName: 'Flaming', jaConfirmed: true, jaSource: 'community',
    aliases: ['Flaming'],
    source: { book: 'GM Core', page: 237 },
    effects: { critExtraDamage: { dice: 1, die: 'd10', type: 'fire', persistent: true } },
  },
  'greater-flaming': {
    traits: ['fire', 'magical'], bookName: 'Flaming (Greater)', jaConfirmed: true, jaSource: 'community',
    aliases: ['Flaming (Greater)'],
    source: { book: 'GM Core', page: 237 },
    effects: { critExtraDamage: { dice: 2, die: 'd10', type: 'fire', persistent: true }, ignoresResistance: ['fire'] },
  },
  frost: {
    traits: ['cold', 'magical'], bookName: 'Frost', jaConfirmed: true, jaSource: 'community',
    aliases: ['Frost'],
    source: { book: 'GM Core', page: 237 },
    effects: { critEffect: { conditions: [{ condition: 'slowed', value: 1, duration: 'until-end-of-your-next-turn' }], save: { save: 'fortitude', dc: 24 } } },
  },
  'greater-frost': {
    traits: ['cold', 'magical'], bookName: 'Frost (Greater)', jaConfirmed: true, jaSource: 'community',
    aliases: ['Frost (Greater)'],
    source: { book: 'GM Core', page: 237 },
    effects: { critEffect: { conditions: [{ condition: 'slowed', value: 1, duration: 'until-end-of-your-next-turn' }], save: { save: 'fortitude', dc: 34 } }, ignoresResistance: ['cold'] },
  },
  'ghost-touch': {
    traits: ['magical'], bookName: 'Ghost Touch', jaConfirmed: true, jaSource: 'community',
    aliases: ['Ghost Touch'],
    source: { book: 'GM Core', page: 238 },
    effects: { asGhostTouch: true },
  },
  grievous: {
    traits: ['magical'], bookName: 'Grievous', jaConfirmed: true, jaSource: 'community',
    aliases: ['Grievous'],
    source: { book: 'GM Core', page: 238 },
    effects: { special: ['enhanced-critical-specialization'] },
  },
  holy: {
    traits: ['holy', 'magical'], bookName: 'Holy', jaConfirmed: true, jaSource: 'community',
    aliases: ['Holy', 'ホーリー'],
    source: { book: 'GM Core', page: 238 },
    effects: { extraDamageVs: [{ vs: 'unholy', damage: { dice: 2, die: 'd4', type: 'spirit' } }], wielderPenalty: { wielder: 'unholy', condition: { condition: 'enfeebled', value: 2 } }, reaction: { name: { ja: '聖なる癒し', en: 'Holy healing' }, traits: ['concentrate', 'healing', 'vitality'], frequency: 'once-per-day', trigger: 'critical-hit-on-unholy-creature', triggerText: { ja: 'この武器による邪のクリーチャーへの“打撃”が大成功した。', en: 'You critically succeed at a Strike with the weapon against an unholy creature.' }, text: { ja: '君はそのクリーチャーのレベルの倍に等しいHPを回復する。', en: 'You regain Hit Points equal to double that creature’s level.' }, effect: 'heal-twice-target-level' } },
  },
  keen: {
    traits: ['magical'], bookName: 'Keen', jaConfirmed: true, jaSource: 'community',
    aliases: ['Keen'],
    source: { book: 'GM Core', page: 238 },
    effects: { special: ['natural-19-success-becomes-critical'] },
  },
  quickstrike: {
    traits: ['magical'], bookName: 'Quickstrike', jaConfirmed: false,
    aliases: ['Speed', 'スピード', 'Quickstrike'],
    source: { book: 'GM Core', page: 238 },
    effects: { grantsCondition: { condition: 'quickened' }, special: ['extra-action-only-to-strike-with-this-weapon'] },
  },
  returning: {
    traits: ['magical'], bookName: 'Returning', jaConfirmed: true, jaSource: 'community',
    aliases: ['Returning'],
    source: { book: 'GM Core', page: 238 },
    effects: { special: ['thrown-weapon-returns-to-hand'] },
  },
  shifting: {
    traits: ['magical'], bookName: 'Shifting', jaConfirmed: true, jaSource: 'community',
    aliases: ['Shifting'],
    source: { book: 'GM Core', page: 238 },
    effects: { activation: { actions: 1, traits: ['manipulate'], text: { ja: 'この武器は、同じ数の手で扱う別の近接武器に形を変える。ルーンと貴重な素材はそのまま引き継がれる。', en: 'The weapon changes into another melee weapon that needs the same number of hands. Its runes and any precious material carry over.' }, effect: 'becomes-another-melee-weapon-same-hands' } },
  },
  shock: {
    traits: ['electricity', 'magical'], bookName: 'Shock', jaConfirmed: true, jaSource: 'community',
    aliases: ['Shock'],
    source: { book: 'GM Core', page: 238 },
    effects: { critEffect: { effect: 'arc-to-two-creatures-within-10-ft', numbers: { targets: 2, rangeFt: 10 } } },
  },
  'greater-shock': {
    traits: ['electricity', 'magical'], bookName: 'Shock (Greater)', jaConfirmed: true, jaSource: 'community',
    aliases: ['Shock (Greater)'],
    source: { book: 'GM Core', page: 238 },
    effects: { critEffect: { effect: 'arc-to-two-creatures-within-10-ft', numbers: { targets: 2, rangeFt: 10 } }, ignoresResistance: ['electricity'] },
  },
  // Only the magical trait per GM Core p. 239; Foundry runes.ts adds electricity.
  shockwave: {
    traits: ['magical'], bookName: 'Shockwave', jaConfirmed: false,
    aliases: ['Shockwave', 'ショックウェーブ'],
    source: { book: 'GM Core', page: 239 },
    effects: { special: ['bludgeoning-splash-equal-to-weapon-dice', 'wielder-immune-to-splash'] },
  },
  'spell-reservoir': {
    traits: ['magical'], bookName: 'Spell Reservoir', jaConfirmed: false,
    aliases: ['Spell Storing', 'スペル・ストアリング', 'Spell Reservoir', 'スペル・リザーヴァー', '呪文・レザヴォア'],
    source: { book: 'GM Core', page: 239 },
    effects: { activation: { actions: 1, name: { ja: '込めた呪文の解放', en: 'Channeled release' }, traits: ['concentrate'], requirements: { ja: '武器に呪文が蓄えられている。', en: 'A spell is stored in the weapon.' }, text: { ja: 'この武器で“打撃”を行い、その一部として蓄えた呪文を解き放つ。命中すれば呪文は命中したクリーチャーを目標とし、外れても呪文は失われる。呪文攻撃は“打撃”の結果を使い、セーヴィング・スローのDCは{saveDc}である。', en: 'Make a Strike with the weapon and release the stored spell as part of it. If the Strike hits, the spell targets the creature you hit; if it misses, the spell is spent anyway. A spell attack uses the Strike’s result; a saving throw uses DC {saveDc}.' }, also: [{ actions: 1, name: { ja: '安全な解放', en: 'Safe release' }, traits: ['concentrate'], text: { ja: '蓄えた呪文を効果なしに消し、新しい呪文を込められるようにする。', en: 'The stored spell fades without effect, so a new one can be cast into the weapon.' } }], effect: 'release-stored-spell', numbers: { maxSpellRank: 3, maxSpellActions: 2, storeMinutes: 1, saveDc: 30 } } },
  },
  thundering: {
    traits: ['magical', 'sonic'], bookName: 'Thundering', jaConfirmed: true, jaSource: 'community',
    aliases: ['Thundering'],
    source: { book: 'GM Core', page: 238 },
    effects: { critEffect: { conditions: [{ condition: 'deafened', duration: '1-minute', critFailureDuration: '1-hour' }], save: { save: 'fortitude', dc: 24 } } },
  },
  'greater-thundering': {
    traits: ['magical', 'sonic'], bookName: 'Thundering (Greater)', jaConfirmed: true, jaSource: 'community',
    aliases: ['Thundering (Greater)'],
    source: { book: 'GM Core', page: 238 },
    effects: { critEffect: { conditions: [{ condition: 'deafened', duration: 'permanent' }], save: { save: 'fortitude', dc: 34 } }, ignoresResistance: ['sonic'] },
  },
  // The research notes list no wielder penalty here; the Foundry GM Core item (and the rune it replaces) mirror
  // holy: a holy wielder is enfeebled 2 while carrying or wielding the weapon.
  unholy: {
    traits: ['magical', 'unholy'], bookName: 'Unholy', jaConfirmed: true, jaSource: 'community',
    aliases: ['Unholy', 'アンホーリー'],
    source: { book: 'GM Core', page: 239 },
    effects: { extraDamageVs: [{ vs: 'holy', damage: { dice: 2, die: 'd4', type: 'spirit' } }], wielderPenalty: { wielder: 'holy', condition: { condition: 'enfeebled', value: 2 } }, reaction: { traits: ['concentrate'], frequency: 'once-per-day', trigger: 'critical-hit-on-holy-creature', triggerText: { ja: 'この武器による聖のクリーチャーへの攻撃ロールが大成功した。', en: 'You critically succeed at an attack roll with the weapon against a holy creature.' }, text: { ja: '目標は、武器のダメージ・ダイス1個につき1d8の持続［出血］ダメージを受ける。', en: 'The target takes 1d8 persistent bleed damage for each of the weapon’s damage dice.' }, effect: 'persistent-bleed-1d8-per-weapon-die' } },
  },
  vitalizing: {
    traits: ['magical'], bookName: 'Vitalizing', jaConfirmed: false,
    aliases: ['Disrupting', 'ディスラプティング', 'disrupting rune', 'Vitalizing', 'バイタライジング'],
    source: { book: 'GM Core', page: 238 },
    effects: { extraDamageVs: [{ vs: 'undead', damage: { dice: 1, die: 'd6', type: 'vitality', persistent: true } }], critEffect: { conditions: [{ condition: 'enfeebled', value: 1, duration: 'until-end-of-your-next-turn' }], vs: 'undead' } },
  },
  'greater-vitalizing': {
    traits: ['magical'], bookName: 'Vitalizing (Greater)', jaConfirmed: false,
    aliases: ['Greater Disrupting', 'グレーター・ディスラプティング', 'Vitalizing (Greater)', 'グレーター・バイタライジング'],
    source: { book: 'GM Core', page: 238 },
    effects: { extraDamageVs: [{ vs: 'undead', damage: { dice: 2, die: 'd6', type: 'vitality', persistent: true } }], critEffect: { conditions: [{ condition: 'enfeebled', value: 1, duration: 'while-persistent-damage' }, { condition: 'stupefied', value: 1, duration: 'while-persistent-damage' }], vs: 'undead' } },
  },
  vorpal: {
    traits: ['magical'], bookName: 'Vorpal', jaConfirmed: true, jaSource: 'community',
    aliases: ['Vorpal', 'ボーパル'],
    source: { book: 'GM Core', page: 239 },
    effects: { reaction: { traits: ['concentrate', 'death', 'incapacitation'], trigger: 'natural-20-critical-slashing-vs-creature-with-head', triggerText: { ja: '首のあるクリーチャーへのこの武器による“打撃”で出目20を出して大成功し、［斬撃］ダメージを与えた。', en: 'You roll a natural 20 on a Strike with the weapon against a creature that has a head, critically succeed, and deal slashing damage.' }, text: { ja: '目標はDC{dc}の頑健セーヴを行う。失敗すると首をはねられ、首なしで生きられないクリーチャーなら死亡する。', en: 'The target attempts a DC {dc} Fortitude save. On a failure it is decapitated, which kills it unless it can live without that head.' }, effect: 'decapitate', save: { save: 'fortitude', dc: 37 } } },
  },
  wounding: {
    traits: ['magical'], bookName: 'Wounding', jaConfirmed: true, jaSource: 'community',
    aliases: ['Wounding'],
    source: { book: 'GM Core', page: 239 },
  },
  'armor-potency-1': {
    traits: ['magical'], bookName: 'Armor Potency (+1)', jaConfirmed: true, jaSource: 'seed',
    aliases: ['Armor Potency (+1)', '+1アーマー・ポテンシィ', 'アーマー・ポテンシー'],
    source: { book: 'GM Core', page: 226 },
  },
  'armor-potency-2': {
    traits: ['magical'], bookName: 'Armor Potency (+2)', jaConfirmed: true, jaSource: 'seed',
    aliases: ['Armor Potency (+2)', '+2アーマー・ポテンシィ'],
    source: { book: 'GM Core', page: 226 },
  },
  'armor-potency-3': {
    traits: ['magical'], bookName: 'Armor Potency (+3)', jaConfirmed: true, jaSource: 'seed',
    aliases: ['Armor Potency (+3)', '+3アーマー・ポテンシィ'],
    source: { book: 'GM Core', page: 226 },
  },
  resilient: {
    traits: ['magical'], bookName: 'Resilient', jaConfirmed: true, jaSource: 'seed',
    aliases: ['Resilient', 'レジリエント'],
    source: { book: 'GM Core', page: 226 },
  },
  'greater-resilient': {
    traits: ['magical'], bookName: 'Resilient (Greater)', jaConfirmed: true, jaSource: 'seed',
    aliases: ['Resilient (Greater)', 'グレーター・レジリエント', 'レジリエント（グレーター）'],
    source: { book: 'GM Core', page: 226 },
  },
  // ja: family from the seed, grade word メジャー from the wiki (メジャー・ストライキング): counted as confirmed.
  'major-resilient': {
    traits: ['magical'], bookName: 'Resilient (Major)', jaConfirmed: true, jaSource: 'community',
    aliases: ['Resilient (Major)', 'メジャー・レジリエント'],
    source: { book: 'GM Core', page: 226 },
  },
  antimagic: {
    traits: ['magical'], bookName: 'Antimagic', jaConfirmed: true, jaSource: 'community',
    aliases: ['Antimagic', 'アンチマジック'],
    source: { book: 'GM Core', page: 226 },
    effects: { statusBonusSavesVsMagic: 1, reaction: { traits: ['concentrate'], frequency: 'once-per-day', triggerText: { ja: '呪文が君を目標にした、または君を効果範囲に含んだ。', en: 'A spell targets you or includes you in its area.' }, text: { ja: '鎧は誘発した呪文を、ディスペル・マジックの効果で無効化しようと試みる（無効化ランク{counteractRank}、無効化修正値＋{counteractModifier}）。', en: 'The armor tries to counteract the triggering spell with the effect of dispel magic (counteract rank {counteractRank}, modifier +{counteractModifier}).' }, effect: 'counteract-with-dispel-magic', numbers: { counteractRank: 7, counteractModifier: 26 } } },
  },
  'acid-resistant': {
    traits: ['magical'], bookName: 'Energy-Resistant', jaConfirmed: true, jaSource: 'community',
    aliases: ['Energy-Resistant', 'Energy-Resistant', 'エナジー・レジスタント', 'resist acid', 'acid resistance', '酸耐性', '酸への抵抗', '強酸耐性', 'アシッド＝レジスタント', '酸-レジスタント'],
    source: { book: 'GM Core', page: 226 },
  },
  'cold-resistant': {
    traits: ['magical'], bookName: 'Energy-Resistant', jaConfirmed: false,
    aliases: ['Energy-Resistant', 'Energy-Resistant', 'エナジー・レジスタント', 'resist cold', 'cold resistance', '冷気耐性', '冷気への抵抗', '氷雪耐性', 'コールド＝レジスタント'],
    source: { book: 'GM Core', page: 226 },
  },
  'electricity-resistant': {
    traits: ['magical'], bookName: 'Energy-Resistant', jaConfirmed: false,
    aliases: ['Energy-Resistant', 'Energy-Resistant', 'エナジー・レジスタント', 'resist electricity', 'electricity resistance', '電撃耐性', '電撃への抵抗', '雷撃耐性', 'エレクトリシティ＝レジスタント'],
    source: { book: 'GM Core', page: 226 },
  },
  'fire-resistant': {
    traits: ['magical'], bookName: 'Energy-Resistant', jaConfirmed: true, jaSource: 'seed',
    aliases: ['Energy-Resistant', 'Energy-Resistant', 'エナジー・レジスタント', 'resist fire', 'fire resistance', '火炎耐性', '火炎への抵抗', 'ファイヤー・レジスタント', 'ファイア＝レジスタント', '耐火'],
    source: { book: 'GM Core', page: 226 },
  },
  'greater-acid-resistant': {
    traits: ['magical'], bookName: 'Energy-Resistant (Greater)', jaConfirmed: false,
    aliases: ['Energy-Resistant (Greater)', 'Energy-Resistant', 'エナジー・レジスタント', 'resist acid', 'acid resistance', '酸耐性', '酸への抵抗', '強酸耐性'],
    source: { book: 'GM Core', page: 226 },
  },
  'greater-cold-resistant': {
    traits: ['magical'], bookName: 'Energy-Resistant (Greater)', jaConfirmed: false,
    aliases: ['Energy-Resistant (Greater)', 'Energy-Resistant', 'エナジー・レジスタント', 'resist cold', 'cold resistance', '冷気耐性', '冷気への抵抗', '氷雪耐性'],
    source: { book: 'GM Core', page: 226 },
  },
  'greater-electricity-resistant': {
    traits: ['magical'], bookName: 'Energy-Resistant (Greater)', jaConfirmed: false,
    aliases: ['Energy-Resistant (Greater)', 'Energy-Resistant', 'エナジー・レジスタント', 'resist electricity', 'electricity resistance', '電撃耐性', '電撃への抵抗', '雷撃耐性'],
    source: { book: 'GM Core', page: 226 },
  },
  'greater-fire-resistant': {
    traits: ['magical'], bookName: 'Energy-Resistant (Greater)', jaConfirmed: true, jaSource: 'community',
    aliases: ['Energy-Resistant (Greater)', 'Energy-Resistant', 'エナジー・レジスタント', 'resist fire', 'fire resistance', '火炎耐性', '火炎への抵抗', 'グレーター・ファイヤー・レジスタント'],
    source: { book: 'GM Core', page: 226 },
  },
  fortification: {
    traits: ['magical'], bookName: 'Fortification', jaConfirmed: true, jaSource: 'community',
    aliases: ['Fortification', 'フォーティフィケイション'],
    source: { book: 'GM Core', page: 226 },
    effects: { critReceivedFlatCheckDc: 17, armorBulkIncrease: 1, strengthRequirementIncrease: 2 },
  },
  'greater-fortification': {
    traits: ['magical'], bookName: 'Fortification (Greater)', jaConfirmed: true, jaSource: 'community',
    aliases: ['Fortification (Greater)', 'グレーター・フォーティフィケイション'],
    source: { book: 'GM Core', page: 226 },
    effects: { critReceivedFlatCheckDc: 14, armorBulkIncrease: 1, strengthRequirementIncrease: 2 },
  },
  invisibility: {
    traits: ['illusion', 'magical'], bookName: 'Invisibility', jaConfirmed: true, jaSource: 'community',
    aliases: ['Invisibility', 'インビジビリティ'],
    source: { book: 'GM Core', page: 226 },
    effects: { activation: { actions: 1, traits: ['concentrate'], text: INVISIBILITY_TEXT, frequency: 'once-per-day', effect: 'become-invisible', numbers: { durationMinutes: 1, spellRank: 2 } } },
  },
  'greater-invisibility': {
    traits: ['illusion', 'magical'], bookName: 'Invisibility (Greater)', jaConfirmed: true, jaSource: 'community',
    aliases: ['Invisibility (Greater)', 'グレーター・インビジビリティ'],
    source: { book: 'GM Core', page: 226 },
    effects: { activation: { actions: 1, traits: ['concentrate'], text: INVISIBILITY_TEXT, frequency: 'three-times-per-day', effect: 'become-invisible', numbers: { durationMinutes: 1, spellRank: 2 } } },
  },
  raiment: {
    traits: ['illusion', 'magical'], bookName: 'Raiment', jaConfirmed: false,
    aliases: ['Glamered', 'グラマード', 'Raiment'],
    source: { book: 'GM Core', page: 226 },
    effects: { activation: { actions: 1, traits: ['concentrate'], text: { ja: '鎧は君が選んだ普段着か上等な服の見た目になる。変わるのは見た目だけである。見破るにはDC{disbelieveDc}の看破が必要である。', en: 'The armor takes the look of ordinary or fine clothes of your choice; only its appearance changes. Seeing through it takes a DC {disbelieveDc} check to disbelieve.' }, effect: 'armor-looks-like-clothing', numbers: { disbelieveDc: 25 } } },
  },
  ready: {
    traits: ['magical'], bookName: 'Ready', jaConfirmed: true, jaSource: 'community',
    aliases: ['Ready'],
    source: { book: 'GM Core', page: 226 },
    effects: { donActions: { light: 1, mediumOrHeavy: 2 } },
  },
  'greater-ready': {
    traits: ['magical'], bookName: 'Ready (Greater)', jaConfirmed: true, jaSource: 'community',
    aliases: ['Ready (Greater)'],
    source: { book: 'GM Core', page: 226 },
    effects: { donActions: { light: 1, mediumOrHeavy: 1 } },
  },
  shadow: {
    traits: ['magical', 'shadow'], bookName: 'Shadow', jaConfirmed: true, jaSource: 'community',
    aliases: ['Shadow'],
    source: { book: 'GM Core', page: 227 },
    effects: { itemBonusSkill: { skill: 'stealth', value: 1 } },
  },
  'greater-shadow': {
    traits: ['magical', 'shadow'], bookName: 'Shadow (Greater)', jaConfirmed: true, jaSource: 'community',
    aliases: ['Shadow (Greater)'],
    source: { book: 'GM Core', page: 227 },
    effects: { itemBonusSkill: { skill: 'stealth', value: 2 } },
  },
  'major-shadow': {
    traits: ['magical', 'shadow'], bookName: 'Shadow (Major)', jaConfirmed: true, jaSource: 'community',
    aliases: ['Shadow (Major)'],
    source: { book: 'GM Core', page: 227 },
    effects: { itemBonusSkill: { skill: 'stealth', value: 3 } },
  },
  'size-changing': {
    traits: ['magical'], bookName: 'Size-Changing', jaConfirmed: false,
    aliases: ['Size-Changing', 'サイズ変化'],
    source: { book: 'GM Core', page: 227 },
    effects: { activation: { actions: 1, traits: ['concentrate'], text: { ja: '君はエンラージかシュリンク（起動のたびに選ぶ）の効果を得る。鎧と装備も君とともに大きさを変える。', en: 'You gain the effects of enlarge or shrink (your choice each time); your armor and gear change size with you.' }, frequency: 'once-per-day', effect: 'enlarge-or-shrink-self' } },
  },
  slick: {
    traits: ['magical'], bookName: 'Slick', jaConfirmed: true, jaSource: 'community',
    aliases: ['Slick'],
    source: { book: 'GM Core', page: 227 },
    effects: { itemBonusSkill: { skill: 'acrobatics', value: 1, actions: ['escape', 'squeeze'] } },
  },
  'greater-slick': {
    traits: ['magical'], bookName: 'Slick (Greater)', jaConfirmed: true, jaSource: 'community',
    aliases: ['Slick (Greater)'],
    source: { book: 'GM Core', page: 227 },
    effects: { itemBonusSkill: { skill: 'acrobatics', value: 2, actions: ['escape', 'squeeze'] } },
  },
  'major-slick': {
    traits: ['magical'], bookName: 'Slick (Major)', jaConfirmed: true, jaSource: 'community',
    aliases: ['Slick (Major)'],
    source: { book: 'GM Core', page: 227 },
    effects: { itemBonusSkill: { skill: 'acrobatics', value: 3, actions: ['escape', 'squeeze'] } },
  },
  winged: {
    traits: ['magical'], bookName: 'Winged', jaConfirmed: true, jaSource: 'community',
    aliases: ['Winged', '有翼'],
    source: { book: 'GM Core', page: 227 },
    effects: { activation: { actions: 2, traits: ['concentrate', 'manipulate'], text: { ja: '翼が実体となり、{durationMinutes}分間か君が解除するまで、{flySpeedFt}フィートと君の地上移動速度の遅い方に等しい飛行移動速度を得る。', en: 'The wings turn solid: for {durationMinutes} minutes or until you Dismiss it, you have a fly Speed equal to {flySpeedFt} feet or your land Speed, whichever is slower.' }, frequency: 'once-per-hour', effect: 'gain-fly-speed', numbers: { flySpeedFt: 25, durationMinutes: 5 } } },
  },
  'greater-winged': {
    traits: ['magical'], bookName: 'Winged (Greater)', jaConfirmed: true, jaSource: 'community',
    aliases: ['Winged (Greater)'],
    source: { book: 'GM Core', page: 227 },
    effects: { activation: { actions: 2, traits: ['concentrate', 'manipulate'], text: { ja: '翼が実体となり、君が解除するまで、{flySpeedFt}フィートと君の地上移動速度の遅い方に等しい飛行移動速度を得る。', en: 'The wings turn solid: until you Dismiss it, you have a fly Speed equal to {flySpeedFt} feet or your land Speed, whichever is slower.' }, effect: 'gain-fly-speed', numbers: { flySpeedFt: 25 } } },
  },
  'minor-reinforcing': {
    traits: ['magical'], bookName: 'Reinforcing Rune (Minor)', jaConfirmed: false,
    aliases: ['Reinforcing Rune (Minor)', 'マイナー・レインフォーシング'], // a spelling players use for the seed's リーンフォーシング
    source: { book: 'GM Core', page: 232 },
  },
  'lesser-reinforcing': {
    traits: ['magical'], bookName: 'Reinforcing Rune (Lesser)', jaConfirmed: false,
    aliases: ['Reinforcing Rune (Lesser)', 'レッサー・レインフォーシング'], // a spelling players use for the seed's リーンフォーシング
    source: { book: 'GM Core', page: 232 },
  },
  'moderate-reinforcing': {
    traits: ['magical'], bookName: 'Reinforcing Rune (Moderate)', jaConfirmed: false,
    aliases: ['Reinforcing Rune (Moderate)', 'モデレート・レインフォーシング'], // a spelling players use for the seed's リーンフォーシング
    source: { book: 'GM Core', page: 232 },
  },
  'greater-reinforcing': {
    traits: ['magical'], bookName: 'Reinforcing Rune (Greater)', jaConfirmed: false,
    aliases: ['Reinforcing Rune (Greater)', 'グレーター・レインフォーシング'], // a spelling players use for the seed's リーンフォーシング
    source: { book: 'GM Core', page: 232 },
  },
  'major-reinforcing': {
    traits: ['magical'], bookName: 'Reinforcing Rune (Major)', jaConfirmed: false,
    aliases: ['Reinforcing Rune (Major)', 'メジャー・レインフォーシング'], // a spelling players use for the seed's リーンフォーシング
    source: { book: 'GM Core', page: 232 },
  },
  'supreme-reinforcing': {
    traits: ['magical'], bookName: 'Reinforcing Rune (Supreme)', jaConfirmed: false,
    aliases: ['Reinforcing Rune (Supreme)', 'シュプリーム・レインフォーシング'], // a spelling players use for the seed's リーンフォーシング
    source: { book: 'GM Core', page: 232 },
  },
};
