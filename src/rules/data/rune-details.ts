// The descriptive part of each rune entry, keyed by slug: traits, book index name, whether the Japanese
// name is confirmed, search aliases, source page, and the effects no rule function reads (the rune pages
// list them). Level, Price, usage, names and the rule effects are in runes.ts; catalog.ts joins the two.
// Pages only: the calculators never import this file, so browsers don't download it.
import type { RuneDetails } from '../types';

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
    effects: { activation: { actions: 2, effect: 'weapon-fights-on-its-own', numbers: { flySpeedFt: 40, attackModifier: 24, strengthModifier: 0, flatCheckDcToContinue: 6, cooldownMinutes: 10 } } },
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
    effects: { extraDamageVs: [{ vs: 'fiend', damage: { dice: 1, die: 'd4', type: 'spirit' } }, { vs: 'undead', damage: { dice: 1, die: 'd4', type: 'vitality' } }], critEffect: { conditions: [{ condition: 'blinded', duration: '1-round' }], save: { save: 'fortitude', dc: 29 } }, activation: { actions: 1, effect: 'counteract-darkness', numbers: { counteractRank: 5, counteractModifier: 19 } } },
  },
  'greater-brilliant': {
    traits: ['magical'], bookName: 'Brilliant (Greater)', jaConfirmed: false,
    aliases: ['Brilliant (Greater)'],
    source: { book: 'GM Core', page: 236 },
    effects: { extraDamageVs: [{ vs: 'fiend', damage: { dice: 1, die: 'd4', type: 'spirit' } }, { vs: 'undead', damage: { dice: 1, die: 'd4', type: 'vitality' } }], critEffect: { conditions: [{ condition: 'blinded', duration: '1-round' }], save: { save: 'fortitude', dc: 41 } }, ignoresResistance: ['fire', 'spirit', 'vitality'], activation: { actions: 1, effect: 'counteract-darkness', numbers: { counteractRank: 9, counteractModifier: 31 } } },
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
    effects: { activation: { actions: 2, effect: 'extend-reach-for-one-strike', numbers: { reachFt: 60 } } },
  },
  'greater-extending': {
    traits: ['magical'], bookName: 'Extending (Greater)', jaConfirmed: false,
    aliases: ['Extending (Greater)'],
    source: { book: 'GM Core', page: 237 },
    effects: { activation: { actions: 2, effect: 'extend-reach-for-one-strike', numbers: { reachFt: 120 } } },
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
    effects: { extraDamageVs: [{ vs: 'unholy', damage: { dice: 2, die: 'd4', type: 'spirit' } }], wielderPenalty: { wielder: 'unholy', condition: { condition: 'enfeebled', value: 2 } }, reaction: { frequency: 'once-per-day', trigger: 'critical-hit-on-unholy-creature', effect: 'heal-twice-target-level' } },
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
    effects: { activation: { actions: 1, effect: 'becomes-another-melee-weapon-same-hands' } },
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
    effects: { activation: { actions: 1, effect: 'release-stored-spell', numbers: { maxSpellRank: 3, maxSpellActions: 2, storeMinutes: 1, saveDc: 30 } } },
  },
  thundering: {
    traits: ['magical', 'sonic'], bookName: 'Thundering', jaConfirmed: true, jaSource: 'community',
    aliases: ['Thundering'],
    source: { book: 'GM Core', page: 238 },
    effects: { critEffect: { conditions: [{ condition: 'deafened', duration: '1-minute' }], save: { save: 'fortitude', dc: 24 } } },
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
    effects: { extraDamageVs: [{ vs: 'holy', damage: { dice: 2, die: 'd4', type: 'spirit' } }], wielderPenalty: { wielder: 'holy', condition: { condition: 'enfeebled', value: 2 } }, reaction: { frequency: 'once-per-day', trigger: 'critical-hit-on-holy-creature', effect: 'persistent-bleed-1d8-per-weapon-die' } },
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
    effects: { reaction: { trigger: 'natural-20-critical-slashing-vs-creature-with-head', effect: 'decapitate', save: { save: 'fortitude', dc: 37 } } },
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
    effects: { statusBonusSavesVsMagic: 1, reaction: { frequency: 'once-per-day', effect: 'counteract-with-dispel-magic', numbers: { counteractRank: 7, counteractModifier: 26 } } },
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
    effects: { activation: { actions: 1, frequency: 'once-per-day', effect: 'become-invisible', numbers: { durationMinutes: 1, spellRank: 2 } } },
  },
  'greater-invisibility': {
    traits: ['illusion', 'magical'], bookName: 'Invisibility (Greater)', jaConfirmed: true, jaSource: 'community',
    aliases: ['Invisibility (Greater)', 'グレーター・インビジビリティ'],
    source: { book: 'GM Core', page: 226 },
    effects: { activation: { actions: 1, frequency: 'three-times-per-day', effect: 'become-invisible', numbers: { durationMinutes: 1, spellRank: 2 } } },
  },
  raiment: {
    traits: ['illusion', 'magical'], bookName: 'Raiment', jaConfirmed: false,
    aliases: ['Glamered', 'グラマード', 'Raiment'],
    source: { book: 'GM Core', page: 226 },
    effects: { activation: { actions: 1, effect: 'armor-looks-like-clothing', numbers: { disbelieveDc: 25 } } },
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
    effects: { activation: { actions: 1, frequency: 'once-per-day', effect: 'enlarge-or-shrink-self' } },
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
    effects: { activation: { actions: 2, frequency: 'once-per-hour', effect: 'gain-fly-speed', numbers: { flySpeedFt: 25, durationMinutes: 5 } } },
  },
  'greater-winged': {
    traits: ['magical'], bookName: 'Winged (Greater)', jaConfirmed: true, jaSource: 'community',
    aliases: ['Winged (Greater)'],
    source: { book: 'GM Core', page: 227 },
    effects: { activation: { actions: 2, effect: 'gain-fly-speed', numbers: { flySpeedFt: 25 } } },
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
