// The descriptive part of the weapon runes of Lost Omens: Shining Kingdoms, keyed by the slugs of lo-shining-kingdoms.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { WEAPON_LO_SHINING_KINGDOMS } from './lo-shining-kingdoms';

export const WEAPON_LO_SHINING_KINGDOMS_DETAILS: Readonly<Record<(typeof WEAPON_LO_SHINING_KINGDOMS)[number]['slug'], RuneDetails>> = {
  'bolkas-blessing': {
    traits: ['divine', 'magical'], bookName: "Bolka's Blessing", jaConfirmed: false,
    source: { book: 'lo-shining-kingdoms', page: 101 },
    effects: { itemBonusSkill: { skill: 'diplomacy', value: 1 }, passive: [{ effect: 'item-bonus-perception-to-sense-motive', numbers: { senseMotiveItemBonus: 1 } }], activation: { name: { en: 'Gift of Life', ja: '命の贈り物' }, actions: 1, traits: ['concentrate', 'healing', 'vitality'], frequency: 'once-per-day', effect: 'regain-hp', numbers: { healD10: 3 }, text: { en: 'You regain {healD10}d10 Hit Points.', ja: '君は{healD10}d10HPを回復する。' } } },
  },
  'greater-bolkas-blessing': {
    traits: ['divine', 'magical'], bookName: "Bolka's Blessing (Greater)", jaConfirmed: false,
    source: { book: 'lo-shining-kingdoms', page: 101 },
    effects: { itemBonusSkill: { skill: 'diplomacy', value: 2 }, passive: [{ effect: 'item-bonus-perception-to-sense-motive', numbers: { senseMotiveItemBonus: 2 } }], activation: { name: { en: 'Gift of Life', ja: '命の贈り物' }, actions: 1, traits: ['concentrate', 'healing', 'vitality'], frequency: 'once-per-day', effect: 'regain-hp', numbers: { healD10: 6 }, text: { en: 'You regain {healD10}d10 Hit Points.', ja: '君は{healD10}d10HPを回復する。' } } },
  },
  'kolss-oath': {
    traits: ['divine', 'magical'], bookName: "Kols's Oath", jaConfirmed: false,
    source: { book: 'lo-shining-kingdoms', page: 101 },
    effects: { itemBonusSkill: { skill: 'society', value: 1 }, passive: [{ effect: 'item-bonus-diplomacy-to-request', numbers: { diplomacyRequestItemBonus: 1 } }], activation: { name: { ja: '破れぬ誓い', en: 'Vow Unbreakable' }, actions: 1, traits: ['auditory', 'concentrate', 'linguistic', 'mental'], frequency: 'once-per-day', effect: 'command-or-mental-damage', save: { save: 'will', dc: 20 }, numbers: { rangeFt: 30, mentalDamageDice: 4, mentalDie: 6 }, text: { ja: '{rangeFt}フィート以内のクリーチャー1体に、君から離れるように移動する、伏せ状態になる、持っているアイテム1つを手放す、のいずれかを命じる。そのクリーチャーは次のターンの最初のアクションでそれを行ってもよい。行わなければ、{mentalDamageDice}d{mentalDie}の［{damage.mental}］ダメージを受ける（DC{dc}の基本意志セーヴ）。', en: "You command a creature within {rangeFt} feet to Stride away from you, drop prone, or release one item it holds. It can do so as the first action of its next turn; if it doesn't, it takes {mentalDamageDice}d{mentalDie} {damage.mental} damage (DC {dc} basic Will save)." } } },
  },
  'greater-kolss-oath': {
    traits: ['divine', 'magical'], bookName: "Kols's Oath (Greater)", jaConfirmed: false,
    source: { book: 'lo-shining-kingdoms', page: 101 },
    effects: { itemBonusSkill: { skill: 'society', value: 2 }, passive: [{ effect: 'item-bonus-diplomacy-to-request', numbers: { diplomacyRequestItemBonus: 2 } }], activation: { name: { ja: '破れぬ誓い', en: 'Vow Unbreakable' }, actions: 1, traits: ['auditory', 'concentrate', 'linguistic', 'mental'], frequency: 'once-per-day', effect: 'command-or-mental-damage', save: { save: 'will', dc: 28 }, numbers: { rangeFt: 30, mentalDamageDice: 8, mentalDie: 6 }, text: { ja: '{rangeFt}フィート以内のクリーチャー1体に、君から離れるように移動する、伏せ状態になる、持っているアイテム1つを手放す、のいずれかを命じる。そのクリーチャーは次のターンの最初のアクションでそれを行ってもよい。行わなければ、{mentalDamageDice}d{mentalDie}の［{damage.mental}］ダメージを受ける（DC{dc}の基本意志セーヴ）。', en: "You command a creature within {rangeFt} feet to Stride away from you, drop prone, or release one item it holds. It can do so as the first action of its next turn; if it doesn't, it takes {mentalDamageDice}d{mentalDie} {damage.mental} damage (DC {dc} basic Will save)." } } },
  },
  'trudds-strength': {
    traits: ['divine', 'magical'], bookName: "Trudd's Strength", jaConfirmed: false,
    source: { book: 'lo-shining-kingdoms', page: 101 },
    effects: { itemBonusSkill: { skill: 'athletics', value: 1 }, passive: [{ effect: 'item-bonus-intimidation-to-coerce', numbers: { intimidationCoerceItemBonus: 1 } }], activation: { name: { ja: '氏族を守れ！', en: 'Protect the Clan!' }, actions: 1, traits: ['concentrate'], frequency: 'once-per-day', effect: 'allies-status-bonus-ac', numbers: { emanationFt: 10, acStatusBonus: 1, durationMinutes: 1 }, text: { ja: '{emanationFt}フィートの放射に守りの力が広がり、範囲内のすべての仲間は{durationMinutes}分間、ACに＋{acStatusBonus}のステータスボーナスを得る。', en: 'Protective energy spreads in a {emanationFt}-foot emanation; all allies in it gain a +{acStatusBonus} status bonus to AC for {durationMinutes} minute.' } } },
  },
  'greater-trudds-strength': {
    traits: ['divine', 'magical'], bookName: "Trudd's Strength (Greater)", jaConfirmed: false,
    source: { book: 'lo-shining-kingdoms', page: 101 },
    effects: { itemBonusSkill: { skill: 'athletics', value: 2 }, passive: [{ effect: 'item-bonus-intimidation-to-coerce', numbers: { intimidationCoerceItemBonus: 2 } }], activation: { name: { ja: '氏族を守れ！', en: 'Protect the Clan!' }, actions: 1, traits: ['concentrate'], frequency: 'once-per-day', effect: 'allies-status-bonus-ac', numbers: { emanationFt: 10, acStatusBonus: 2, durationMinutes: 1 }, text: { ja: '{emanationFt}フィートの放射に守りの力が広がり、範囲内のすべての仲間は{durationMinutes}分間、ACに＋{acStatusBonus}のステータスボーナスを得る。', en: 'Protective energy spreads in a {emanationFt}-foot emanation; all allies in it gain a +{acStatusBonus} status bonus to AC for {durationMinutes} minute.' } } },
  },
};

export const WEAPON_LO_SHINING_KINGDOMS_SUMMARIES: Readonly<Record<(typeof WEAPON_LO_SHINING_KINGDOMS)[number]['slug'], RuneSummary>> = {
  'bolkas-blessing': { ja: '〈交渉〉にボーナス、起動すると君を癒やす', en: 'Bonus to Diplomacy; activate to heal yourself' },
  'greater-bolkas-blessing': { ja: '〈交渉〉にボーナス、起動すると君を癒やす', en: 'Bonus to Diplomacy; activate to heal yourself' },
  'kolss-oath': { ja: '〈社会〉にボーナス、敵に命令を下せる', en: 'Bonus to Society; command a foe who suffers if it disobeys' },
  'greater-kolss-oath': { ja: '〈社会〉にボーナス、敵に命令を下せる', en: 'Bonus to Society; command a foe who suffers if it disobeys' },
  'trudds-strength': { ja: '〈運動〉にボーナス、仲間の周りに守りを広げる', en: 'Bonus to Athletics; activate to ward your allies' },
  'greater-trudds-strength': { ja: '〈運動〉にボーナス、仲間の周りに守りを広げる', en: 'Bonus to Athletics; activate to ward your allies' },
};
