// The descriptive part of the armor runes of GM Core, keyed by the slugs of gm-core.ts (a missing or extra slug
// does not compile): traits, book index name, whether the Japanese name is confirmed, source (search words: data/rune-aliases.ts),
// the effects no rule function reads, and (at the end) the rune index's summary line of each grade. Pages only:
// the calculators never import this file.
import type { Localized, RuneData, RuneDetails, RuneSummary } from '../../../types';
import { slots } from '../../summary-text';
import { ENERGY_TYPE_LABELS } from '../../labels';
import type { ARMOR_GM_CORE } from './gm-core';

// Activation texts shared by the grades of one family (the numbers differ and come from each grade's data).
const INVISIBILITY_TEXT: Localized = {
  ja: '君は{durationMinutes}分間、ランク{spellRank}のインヴィジビリティの効果で不可視状態になる。敵対的なアクションを使うと効果は終わる。',
  en: 'You become invisible for {durationMinutes} minute, with the effects of the rank {spellRank} invisibility spell; using a hostile action ends it.',
};

export const ARMOR_GM_CORE_DETAILS: Readonly<Record<(typeof ARMOR_GM_CORE)[number]['slug'], RuneDetails>> = {
  // Craft Requirements: expert, master, legendary in Crafting (Foundry's GM Core armor-potency-1.json @ 649979c and
  // its Core Rulebook +2 and +3 files; a GM Core-derived vault gives all three).
  'armor-potency-1': {
    traits: ['magical'], bookName: 'Armor Potency (+1)', jaConfirmed: true, jaSource: 'seed',
    source: { book: 'gm-core', page: 226 },
    effects: { craftRequirement: 'expert' },
  },
  'armor-potency-2': {
    traits: ['magical'], bookName: 'Armor Potency (+2)', jaConfirmed: true, jaSource: 'seed',
    source: { book: 'gm-core', page: 226 },
    effects: { craftRequirement: 'master' },
  },
  'armor-potency-3': {
    traits: ['magical'], bookName: 'Armor Potency (+3)', jaConfirmed: true, jaSource: 'seed',
    source: { book: 'gm-core', page: 226 },
    effects: { craftRequirement: 'legendary' },
  },
  resilient: {
    traits: ['magical'], bookName: 'Resilient', jaConfirmed: true, jaSource: 'seed',
    source: { book: 'gm-core', page: 226 },
  },
  'greater-resilient': {
    traits: ['magical'], bookName: 'Resilient (Greater)', jaConfirmed: true, jaSource: 'seed',
    source: { book: 'gm-core', page: 226 },
  },
  // ja: family from the seed, grade word メジャー from the wiki (メジャー・ストライキング): counted as confirmed.
  'major-resilient': {
    traits: ['magical'], bookName: 'Resilient (Major)', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 226 },
  },
  antimagic: {
    traits: ['magical'], bookName: 'Antimagic', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 226 },
    effects: { statusBonusSavesVsMagic: 1, reaction: { traits: ['concentrate'], frequency: 'once-per-day', triggerText: { ja: '呪文が君を目標にした、または君を効果範囲に含んだ。', en: 'A spell targets you or includes you in its area.' }, text: { ja: '鎧は誘発した呪文を、ディスペル・マジックの効果で無効化しようと試みる（無効化ランク{counteractRank}、無効化修正値＋{counteractModifier}）。', en: 'The armor tries to counteract the triggering spell with the effect of dispel magic (counteract rank {counteractRank}, modifier +{counteractModifier}).' }, effect: 'counteract-with-dispel-magic', numbers: { counteractRank: 7, counteractModifier: 26 } } },
  },
  'acid-resistant': {
    traits: ['magical'], bookName: 'Energy-Resistant', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 226 },
  },
  'cold-resistant': {
    traits: ['magical'], bookName: 'Energy-Resistant', jaConfirmed: false,
    source: { book: 'gm-core', page: 226 },
  },
  'electricity-resistant': {
    traits: ['magical'], bookName: 'Energy-Resistant', jaConfirmed: false,
    source: { book: 'gm-core', page: 226 },
  },
  'fire-resistant': {
    traits: ['magical'], bookName: 'Energy-Resistant', jaConfirmed: true, jaSource: 'seed',
    source: { book: 'gm-core', page: 226 },
  },
  'greater-acid-resistant': {
    traits: ['magical'], bookName: 'Energy-Resistant (Greater)', jaConfirmed: false,
    source: { book: 'gm-core', page: 226 },
  },
  'greater-cold-resistant': {
    traits: ['magical'], bookName: 'Energy-Resistant (Greater)', jaConfirmed: false,
    source: { book: 'gm-core', page: 226 },
  },
  'greater-electricity-resistant': {
    traits: ['magical'], bookName: 'Energy-Resistant (Greater)', jaConfirmed: false,
    source: { book: 'gm-core', page: 226 },
  },
  'greater-fire-resistant': {
    traits: ['magical'], bookName: 'Energy-Resistant (Greater)', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 226 },
  },
  fortification: {
    traits: ['magical'], bookName: 'Fortification', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 226 },
    effects: { critReceivedFlatCheckDc: 17, armorBulkIncrease: 1, strengthRequirementIncrease: 2 },
  },
  'greater-fortification': {
    traits: ['magical'], bookName: 'Fortification (Greater)', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 226 },
    effects: { critReceivedFlatCheckDc: 14, armorBulkIncrease: 1, strengthRequirementIncrease: 2 },
  },
  invisibility: {
    traits: ['illusion', 'magical'], bookName: 'Invisibility', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 226 },
    effects: { activation: { actions: 1, traits: ['concentrate'], text: INVISIBILITY_TEXT, frequency: 'once-per-day', effect: 'become-invisible', numbers: { durationMinutes: 1, spellRank: 2 } } },
  },
  'greater-invisibility': {
    traits: ['illusion', 'magical'], bookName: 'Invisibility (Greater)', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 226 },
    effects: { activation: { actions: 1, traits: ['concentrate'], text: INVISIBILITY_TEXT, frequency: 'three-times-per-day', effect: 'become-invisible', numbers: { durationMinutes: 1, spellRank: 2 } } },
  },
  raiment: {
    traits: ['illusion', 'magical'], bookName: 'Raiment', jaConfirmed: false,
    source: { book: 'gm-core', page: 226 },
    effects: { activation: { actions: 1, traits: ['concentrate'], text: { ja: '鎧は君が選んだ普段着か上等な服の見た目になる。変わるのは見た目だけである。見破るにはDC{disbelieveDc}の看破が必要である。', en: 'The armor takes the look of ordinary or fine clothes of your choice; only its appearance changes. Seeing through it takes a DC {disbelieveDc} check to disbelieve.' }, effect: 'armor-looks-like-clothing', numbers: { disbelieveDc: 25 } } },
  },
  ready: {
    traits: ['magical'], bookName: 'Ready', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 226 },
    effects: { donActions: { light: 1, mediumOrHeavy: 2 } },
  },
  'greater-ready': {
    traits: ['magical'], bookName: 'Ready (Greater)', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 226 },
    effects: { donActions: { light: 1, mediumOrHeavy: 1 } },
  },
  shadow: {
    traits: ['magical', 'shadow'], bookName: 'Shadow', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 227 },
    effects: { itemBonusSkill: { skill: 'stealth', value: 1 } },
  },
  'greater-shadow': {
    traits: ['magical', 'shadow'], bookName: 'Shadow (Greater)', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 227 },
    effects: { itemBonusSkill: { skill: 'stealth', value: 2 } },
  },
  'major-shadow': {
    traits: ['magical', 'shadow'], bookName: 'Shadow (Major)', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 227 },
    effects: { itemBonusSkill: { skill: 'stealth', value: 3 } },
  },
  'size-changing': {
    traits: ['magical'], bookName: 'Size-Changing', jaConfirmed: false,
    source: { book: 'gm-core', page: 227 },
    effects: { activation: { actions: 1, traits: ['concentrate'], text: { ja: '君はエンラージかシュリンク（起動のたびに選ぶ）の効果を得る。鎧と装備も君とともに大きさを変える。', en: 'You gain the effects of enlarge or shrink (your choice each time); your armor and gear change size with you.' }, frequency: 'once-per-day', effect: 'enlarge-or-shrink-self' } },
  },
  slick: {
    traits: ['magical'], bookName: 'Slick', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 227 },
    effects: { itemBonusSkill: { skill: 'acrobatics', value: 1, actions: ['escape', 'squeeze'] } },
  },
  'greater-slick': {
    traits: ['magical'], bookName: 'Slick (Greater)', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 227 },
    effects: { itemBonusSkill: { skill: 'acrobatics', value: 2, actions: ['escape', 'squeeze'] } },
  },
  'major-slick': {
    traits: ['magical'], bookName: 'Slick (Major)', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 227 },
    effects: { itemBonusSkill: { skill: 'acrobatics', value: 3, actions: ['escape', 'squeeze'] } },
  },
  winged: {
    traits: ['magical'], bookName: 'Winged', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 227 },
    effects: { activation: { actions: 2, traits: ['concentrate', 'manipulate'], text: { ja: '翼が実体となり、{durationMinutes}分間か君が解除するまで、{flySpeedFt}フィートと君の地上移動速度の遅い方に等しい飛行移動速度を得る。', en: 'The wings turn solid: for {durationMinutes} minutes or until you Dismiss it, you have a fly Speed equal to {flySpeedFt} feet or your land Speed, whichever is slower.' }, frequency: 'once-per-hour', effect: 'gain-fly-speed', numbers: { flySpeedFt: 25, durationMinutes: 5 } } },
  },
  'greater-winged': {
    traits: ['magical'], bookName: 'Winged (Greater)', jaConfirmed: true, jaSource: 'community',
    source: { book: 'gm-core', page: 227 },
    effects: { activation: { actions: 2, traits: ['concentrate', 'manipulate'], text: { ja: '翼が実体となり、君が解除するまで、{flySpeedFt}フィートと君の地上移動速度の遅い方に等しい飛行移動速度を得る。', en: 'The wings turn solid: until you Dismiss it, you have a fly Speed equal to {flySpeedFt} feet or your land Speed, whichever is slower.' }, effect: 'gain-fly-speed', numbers: { flySpeedFt: 25 } } },
  },
};

// The rune index's one line per grade ("Effect" column), in our own words: fixed text with no digit, or a function
// that takes its numbers from the rune's own data (test/rules/summaries.test.ts checks both).
const potencyArmor = (rune: RuneData): Localized => ({
  ja: `ACに＋${rune.effects.itemBonusAC ?? 0}アイテム・ボーナス、性質ルーン${rune.effects.propertySlots ?? 0}つまで`,
  en: `+${rune.effects.itemBonusAC ?? 0} item bonus to AC; ${slots(rune)}`,
});
const resilient = (rune: RuneData): Localized => ({
  ja: `セーヴィング・スローに＋${rune.effects.itemBonusSaves ?? 0}アイテム・ボーナス`,
  en: `+${rune.effects.itemBonusSaves ?? 0} item bonus to saving throws`,
});
const energyResistant = (rune: RuneData): Localized => {
  const r = rune.effects.resistance;
  if (!r) return { ja: 'エネルギーへの抵抗を得る', en: 'Resistance to an energy type' };
  const type = ENERGY_TYPE_LABELS[r.type];
  return { ja: `［${type.ja}］への抵抗${r.value}`, en: `Resistance ${r.value} to ${type.en}` };
};
const shadow = (rune: RuneData): Localized => ({
  ja: `〈隠密〉に＋${rune.effects.itemBonusSkill?.value ?? 0}アイテム・ボーナス`,
  en: `+${rune.effects.itemBonusSkill?.value ?? 0} item bonus to Stealth`,
});
const slick = (rune: RuneData): Localized => ({
  ja: `“脱出”と“無理矢理入り込む”の〈軽業〉に＋${rune.effects.itemBonusSkill?.value ?? 0}`,
  en: `+${rune.effects.itemBonusSkill?.value ?? 0} item bonus to Acrobatics to Escape or Squeeze`,
});
const FORTIFICATION: Localized = { ja: '受けた大成功が通常の命中になることがある。鎧は重くなる', en: 'A critical hit on you may become a normal hit; heavier armor' };
const INVISIBILITY: Localized = { ja: '起動すると不可視状態になる', en: 'Activate to turn invisible' };
const READY: Localized = { ja: '鎧を素早く着られる', en: 'Don the armor quickly' };
const WINGED: Localized = { ja: '起動すると翼が生え、飛行できる', en: 'Activate to grow wings and fly' };

export const ARMOR_GM_CORE_SUMMARIES: Readonly<Record<(typeof ARMOR_GM_CORE)[number]['slug'], RuneSummary>> = {
  'armor-potency-1': potencyArmor,
  'armor-potency-2': potencyArmor,
  'armor-potency-3': potencyArmor,
  resilient,
  'greater-resilient': resilient,
  'major-resilient': resilient,
  antimagic: { ja: '魔法へのセーヴにボーナス。リアクションで呪文を無効化する', en: 'Bonus to saves against magic; a reaction counteracts a spell' },
  'acid-resistant': energyResistant,
  'cold-resistant': energyResistant,
  'electricity-resistant': energyResistant,
  'fire-resistant': energyResistant,
  'greater-acid-resistant': energyResistant,
  'greater-cold-resistant': energyResistant,
  'greater-electricity-resistant': energyResistant,
  'greater-fire-resistant': energyResistant,
  fortification: FORTIFICATION,
  'greater-fortification': FORTIFICATION,
  invisibility: INVISIBILITY,
  'greater-invisibility': INVISIBILITY,
  raiment: { ja: '起動すると鎧が普通の服に見える', en: 'Activate to make the armor look like clothes' },
  ready: READY,
  'greater-ready': READY,
  shadow,
  'greater-shadow': shadow,
  'major-shadow': shadow,
  'size-changing': { ja: '起動するとエンラージかシュリンクの効果を得る', en: 'Activate to enlarge or shrink yourself' },
  slick,
  'greater-slick': slick,
  'major-slick': slick,
  winged: WINGED,
  'greater-winged': WINGED,
};
