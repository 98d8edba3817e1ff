// The descriptive part of the accessory runes of Lost Omens: The Grand Bazaar, keyed by the slugs of grand-bazaar.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { ACCESSORY_GRAND_BAZAAR } from './grand-bazaar';

export const ACCESSORY_GRAND_BAZAAR_DETAILS: Readonly<Record<(typeof ACCESSORY_GRAND_BAZAAR)[number]['slug'], RuneDetails>> = {
  'called-accessory': {
    traits: ['magical'], bookName: 'Called (Accessory)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 88 },
    effects: { activation: { actions: 1, traits: ['auditory', 'concentrate'], frequency: 'once-per-hour', effect: 'item-teleports-to-hand', numbers: { rangeFt: 30 }, text: { ja: '身につけた入れ物の中か、{rangeFt}フィート以内に放置された品が、君の空いている手に瞬間移動する。', en: "The item teleports into your free hand from a container you carry, or from anywhere within {rangeFt} feet if no one holds it." } } },
  },
  'dragons-breath-1': {
    traits: ['magical'], bookName: 'Dragon\'s Breath (1st-Level Spell)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 88 },
    effects: { activation: { actions: 'free', traits: ['concentrate'], effect: 'widen-dragon-spell', numbers: { spellRank: 1 }, text: { ja: 'ケープか盾でACにボーナスを得ている間に使う。次のアクションで、描かれたドラゴンのダメージ種別を与えるランク{spellRank}以下の範囲呪文を発動するなら、その呪文は《呪文拡大》の効果を得る（呪文修正）。', en: "Use it while the cape or shield gives you a bonus to AC. If your next action casts an area spell of rank {spellRank} or lower that deals the depicted dragon's damage type, the spell gains the effect of Widen Spell (metamagic)." } } },
  },
  'dragons-breath-2': {
    traits: ['magical'], bookName: 'Dragon\'s Breath (2nd-Level Spell)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 88 },
    effects: { activation: { actions: 'free', traits: ['concentrate'], effect: 'widen-dragon-spell', numbers: { spellRank: 2 }, text: { ja: 'ケープか盾でACにボーナスを得ている間に使う。次のアクションで、描かれたドラゴンのダメージ種別を与えるランク{spellRank}以下の範囲呪文を発動するなら、その呪文は《呪文拡大》の効果を得る（呪文修正）。', en: "Use it while the cape or shield gives you a bonus to AC. If your next action casts an area spell of rank {spellRank} or lower that deals the depicted dragon's damage type, the spell gains the effect of Widen Spell (metamagic)." } } },
  },
  'dragons-breath-3': {
    traits: ['magical'], bookName: 'Dragon\'s Breath (3rd-Level Spell)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 88 },
    effects: { activation: { actions: 'free', traits: ['concentrate'], effect: 'widen-dragon-spell', numbers: { spellRank: 3 }, text: { ja: 'ケープか盾でACにボーナスを得ている間に使う。次のアクションで、描かれたドラゴンのダメージ種別を与えるランク{spellRank}以下の範囲呪文を発動するなら、その呪文は《呪文拡大》の効果を得る（呪文修正）。', en: "Use it while the cape or shield gives you a bonus to AC. If your next action casts an area spell of rank {spellRank} or lower that deals the depicted dragon's damage type, the spell gains the effect of Widen Spell (metamagic)." } } },
  },
  'dragons-breath-4': {
    traits: ['magical'], bookName: 'Dragon\'s Breath (4th-Level Spell)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 88 },
    effects: { activation: { actions: 'free', traits: ['concentrate'], effect: 'widen-dragon-spell', numbers: { spellRank: 4 }, text: { ja: 'ケープか盾でACにボーナスを得ている間に使う。次のアクションで、描かれたドラゴンのダメージ種別を与えるランク{spellRank}以下の範囲呪文を発動するなら、その呪文は《呪文拡大》の効果を得る（呪文修正）。', en: "Use it while the cape or shield gives you a bonus to AC. If your next action casts an area spell of rank {spellRank} or lower that deals the depicted dragon's damage type, the spell gains the effect of Widen Spell (metamagic)." } } },
  },
  'dragons-breath-5': {
    traits: ['magical'], bookName: 'Dragon\'s Breath (5th-Level Spell)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 88 },
    effects: { activation: { actions: 'free', traits: ['concentrate'], effect: 'widen-dragon-spell', numbers: { spellRank: 5 }, text: { ja: 'ケープか盾でACにボーナスを得ている間に使う。次のアクションで、描かれたドラゴンのダメージ種別を与えるランク{spellRank}以下の範囲呪文を発動するなら、その呪文は《呪文拡大》の効果を得る（呪文修正）。', en: "Use it while the cape or shield gives you a bonus to AC. If your next action casts an area spell of rank {spellRank} or lower that deals the depicted dragon's damage type, the spell gains the effect of Widen Spell (metamagic)." } } },
  },
  'dragons-breath-6': {
    traits: ['magical'], bookName: 'Dragon\'s Breath (6th-Level Spell)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 88 },
    effects: { activation: { actions: 'free', traits: ['concentrate'], effect: 'widen-dragon-spell', numbers: { spellRank: 6 }, text: { ja: 'ケープか盾でACにボーナスを得ている間に使う。次のアクションで、描かれたドラゴンのダメージ種別を与えるランク{spellRank}以下の範囲呪文を発動するなら、その呪文は《呪文拡大》の効果を得る（呪文修正）。', en: "Use it while the cape or shield gives you a bonus to AC. If your next action casts an area spell of rank {spellRank} or lower that deals the depicted dragon's damage type, the spell gains the effect of Widen Spell (metamagic)." } } },
  },
  'dragons-breath-7': {
    traits: ['magical'], bookName: 'Dragon\'s Breath (7th-Level Spell)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 88 },
    effects: { activation: { actions: 'free', traits: ['concentrate'], effect: 'widen-dragon-spell', numbers: { spellRank: 7 }, text: { ja: 'ケープか盾でACにボーナスを得ている間に使う。次のアクションで、描かれたドラゴンのダメージ種別を与えるランク{spellRank}以下の範囲呪文を発動するなら、その呪文は《呪文拡大》の効果を得る（呪文修正）。', en: "Use it while the cape or shield gives you a bonus to AC. If your next action casts an area spell of rank {spellRank} or lower that deals the depicted dragon's damage type, the spell gains the effect of Widen Spell (metamagic)." } } },
  },
  'dragons-breath-8': {
    traits: ['magical'], bookName: 'Dragon\'s Breath (8th-Level Spell)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 88 },
    effects: { activation: { actions: 'free', traits: ['concentrate'], effect: 'widen-dragon-spell', numbers: { spellRank: 8 }, text: { ja: 'ケープか盾でACにボーナスを得ている間に使う。次のアクションで、描かれたドラゴンのダメージ種別を与えるランク{spellRank}以下の範囲呪文を発動するなら、その呪文は《呪文拡大》の効果を得る（呪文修正）。', en: "Use it while the cape or shield gives you a bonus to AC. If your next action casts an area spell of rank {spellRank} or lower that deals the depicted dragon's damage type, the spell gains the effect of Widen Spell (metamagic)." } } },
  },
  'dragons-breath-9': {
    traits: ['magical'], bookName: 'Dragon\'s Breath (9th-Level Spell)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 88 },
    effects: { activation: { actions: 'free', traits: ['concentrate'], effect: 'widen-dragon-spell', numbers: { spellRank: 9 }, text: { ja: 'ケープか盾でACにボーナスを得ている間に使う。次のアクションで、描かれたドラゴンのダメージ種別を与えるランク{spellRank}以下の範囲呪文を発動するなら、その呪文は《呪文拡大》の効果を得る（呪文修正）。', en: "Use it while the cape or shield gives you a bonus to AC. If your next action casts an area spell of rank {spellRank} or lower that deals the depicted dragon's damage type, the spell gains the effect of Widen Spell (metamagic)." } } },
  },
  'paired': {
    traits: ['magical', 'teleportation'], bookName: 'Paired', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 88 },
    effects: { activation: { actions: 1, traits: ['auditory', 'concentrate'], frequency: 'once-per-day', effect: 'swap-pocket-contents', numbers: { rangeFt: 100, pocketItems: 10 }, text: { ja: '2つの品がどちらも充填され、{rangeFt}フィート以内にあるとき、両方のポケットの中身が入れ替わる。', en: "With both items invested and within {rangeFt} feet of each other, the contents of their pockets trade places." } } },
  },
  'greater-paired': {
    traits: ['magical', 'teleportation'], bookName: 'Paired (Greater)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 88 },
    effects: { activation: { actions: 1, traits: ['auditory', 'concentrate'], frequency: 'once-per-day', effect: 'swap-pocket-contents', numbers: { rangeMiles: 1, pocketItems: 10 }, text: { ja: '2つの品がどちらも充填され、{rangeMiles}マイル以内にあるとき、両方のポケットの中身が入れ替わる。', en: "With both items invested and within {rangeMiles} mile of each other, the contents of their pockets trade places." } } },
  },
  'major-paired': {
    traits: ['magical', 'teleportation'], bookName: 'Paired (Major)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 88 },
    effects: { activation: { actions: 1, traits: ['auditory', 'concentrate'], frequency: 'once-per-day', effect: 'swap-pocket-contents', numbers: { pocketItems: 10 }, text: { ja: '2つの品がどちらも充填され、同じ次元界にあるとき、両方のポケットの中身が入れ替わる。', en: "With both items invested and on the same plane of each other, the contents of their pockets trade places." } } },
  },
  'presentable': {
    traits: ['magical'], bookName: 'Presentable', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 89 },
    effects: { special: ['always-clean'], passive: [{ effect: 'impression-item-bonus', numbers: { impressionItemBonus: 1 } }] },
  },
  'greater-presentable': {
    traits: ['magical'], bookName: 'Presentable (Greater)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 89 },
    effects: { special: ['always-clean'], passive: [{ effect: 'impression-item-bonus', numbers: { impressionItemBonus: 2 } }], activation: { actions: 2, traits: ['auditory', 'concentrate'], frequency: 'once-per-day', effect: 'cast-suggestion', text: { ja: 'ルーンがサジェスチョンを発動する。', en: "The rune casts suggestion." } } },
  },
  'snagging': {
    traits: ['magical'], bookName: 'Snagging', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 89 },
    effects: { passive: [{ effect: 'grab-an-edge-without-hands', numbers: { rangeFt: 10 } }] },
  },
  'soft-landing': {
    traits: ['magical'], bookName: 'Soft-Landing', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 89 },
    effects: { passive: [{ effect: 'shorter-falls', numbers: { fallShorterFt: 10 } }], reaction: { traits: ['concentrate'], frequency: 'once-per-day', trigger: 'start-to-fall', triggerText: { ja: '君が落下し始めた。', en: "You start to fall." }, effect: 'feather-fall', numbers: { durationMinutes: 1 }, text: { ja: '君は{durationMinutes}分間、または着地するまで、フェザー・フォールの効果を得る。', en: "You gain the effect of feather fall for {durationMinutes} minute or until you land." } } },
  },
  'spell-bastion': {
    traits: ['magical'], bookName: 'Spell-Bastion', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 89 },
    effects: { passive: [{ effect: 'stores-a-spell', numbers: { maxSpellRank: 3, maxSpellActions: 2, storeMinutes: 1 } }], activation: { actions: 1, traits: ['concentrate'], effect: 'ready-stored-spell', text: { ja: '盾を構えている間に、蓄えた呪文を準備する。その後、呪文の目標にできる敵の攻撃に《盾防御》を使うとき、フリー・アクションでその敵に呪文を放てる。', en: "With the shield raised, you ready the stored spell; when you then Shield Block a foe the spell could target, you can release it at that foe as a free action." } } },
  },
  'wind-catcher': {
    traits: ['magical'], bookName: 'Wind-Catcher', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 89 },
    effects: { passive: [{ effect: 'vehicle-speed', numbers: { speedBonusFt: 5, minSpeedFt: 5 } }] },
  },
  'greater-wind-catcher': {
    traits: ['magical'], bookName: 'Wind-Catcher (Greater)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 89 },
    effects: { passive: [{ effect: 'vehicle-speed', numbers: { speedBonusFt: 10, minSpeedFt: 10 } }] },
  },
};

export const ACCESSORY_GRAND_BAZAAR_SUMMARIES: Readonly<Record<(typeof ACCESSORY_GRAND_BAZAAR)[number]['slug'], RuneSummary>> = {
  'called-accessory': { ja: '小さな品を、入れ物の中や近くから手元に呼び寄せる', en: 'Calls a small item to your hand from a bag or nearby' },
  'dragons-breath-1': { ja: '描かれたドラゴンの種別の範囲呪文を広げる', en: 'Widens area spells of the depicted dragon\'s damage type' },
  'dragons-breath-2': { ja: '描かれたドラゴンの種別の範囲呪文を広げる', en: 'Widens area spells of the depicted dragon\'s damage type' },
  'dragons-breath-3': { ja: '描かれたドラゴンの種別の範囲呪文を広げる', en: 'Widens area spells of the depicted dragon\'s damage type' },
  'dragons-breath-4': { ja: '描かれたドラゴンの種別の範囲呪文を広げる', en: 'Widens area spells of the depicted dragon\'s damage type' },
  'dragons-breath-5': { ja: '描かれたドラゴンの種別の範囲呪文を広げる', en: 'Widens area spells of the depicted dragon\'s damage type' },
  'dragons-breath-6': { ja: '描かれたドラゴンの種別の範囲呪文を広げる', en: 'Widens area spells of the depicted dragon\'s damage type' },
  'dragons-breath-7': { ja: '描かれたドラゴンの種別の範囲呪文を広げる', en: 'Widens area spells of the depicted dragon\'s damage type' },
  'dragons-breath-8': { ja: '描かれたドラゴンの種別の範囲呪文を広げる', en: 'Widens area spells of the depicted dragon\'s damage type' },
  'dragons-breath-9': { ja: '描かれたドラゴンの種別の範囲呪文を広げる', en: 'Widens area spells of the depicted dragon\'s damage type' },
  'paired': { ja: '組になった品同士でポケットの中身を入れ替える', en: 'Swaps what is in the pockets of a pair of items' },
  'greater-paired': { ja: '組になった品同士でポケットの中身を入れ替える', en: 'Swaps what is in the pockets of a pair of items' },
  'major-paired': { ja: '組になった品同士でポケットの中身を入れ替える', en: 'Swaps what is in the pockets of a pair of items' },
  'presentable': { ja: '衣服がいつも清潔で、好印象を与えやすい', en: 'Clothing stays clean and helps you make an impression' },
  'greater-presentable': { ja: '衣服がいつも清潔で、好印象を与えやすい', en: 'Clothing stays clean and helps you make an impression' },
  'snagging': { ja: '手が使えなくても、落下中に近くの縁をつかめる', en: 'Catch an edge as you fall, even with your hands bound' },
  'soft-landing': { ja: '落下の距離を短く扱い、ゆっくり落ちることもできる', en: 'Falls count as shorter; can also drift down' },
  'spell-bastion': { ja: '盾に呪文を蓄え、《盾防御》のときに放つ', en: 'Stores a spell in a shield and releases it on a Shield Block' },
  'wind-catcher': { ja: '風で動く乗り物を速くし、無風でも少し動かす', en: 'Speeds a wind-powered vehicle and moves it even in calm air' },
  'greater-wind-catcher': { ja: '風で動く乗り物を速くし、無風でも少し動かす', en: 'Speeds a wind-powered vehicle and moves it even in calm air' },
};
