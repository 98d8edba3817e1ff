// The descriptive part of the accessory runes of Treasure Vault, keyed by the slugs of treasure-vault.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { ACCESSORY_TREASURE_VAULT } from './treasure-vault';

export const ACCESSORY_TREASURE_VAULT_DETAILS: Readonly<Record<(typeof ACCESSORY_TREASURE_VAULT)[number]['slug'], RuneDetails>> = {
  'catching': {
    traits: ['magical'], bookName: 'Catching', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 144 },
    effects: { passive: [{ effect: 'disarm-bonus-with-shield-block', numbers: { disarmCircumstanceBonus: 1 } }], reaction: { traits: ['concentrate'], frequency: 'once-per-hour', trigger: 'shield-block-held-weapon-strike', triggerText: { ja: '手に持った武器による近接“打撃”に対して《盾防御》を使った。', en: "You Shield Block a melee Strike made with a held weapon." }, effect: 'disarm-without-free-hand', text: { ja: '手が空いていなくても、その武器について攻撃者に“武器落とし”を試みる（フリー・アクション）。', en: "As a free action, you try to Disarm the attacker of that weapon, even without a free hand." } } },
  },
  'menacing': {
    traits: ['magical'], bookName: 'Menacing', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 144 },
    effects: { passive: [{ effect: 'coerce-item-bonus', numbers: { intimidationCoerceItemBonus: 1 } }] },
  },
  'greater-menacing': {
    traits: ['magical'], bookName: 'Menacing (Greater)', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 144 },
    effects: { passive: [{ effect: 'coerce-item-bonus', numbers: { intimidationCoerceItemBonus: 2 } }], activation: { actions: 2, traits: ['auditory', 'concentrate'], frequency: 'once-per-day', effect: 'cast-fear', save: { save: 'will', dc: 25 }, numbers: { spellRank: 3 }, text: { ja: 'ルーンがランク{spellRank}のフィアーを発動する（DC {dc}）。', en: "The rune casts a rank {spellRank} fear (DC {dc})." } } },
  },
  'pontoon': {
    traits: ['magical'], bookName: 'Pontoon', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 144 },
    effects: { special: ['walk-on-liquids'] },
  },
  'preserving': {
    traits: ['magical'], bookName: 'Preserving', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 144 },
    effects: { passive: [{ effect: 'food-spoils-slower', numbers: { spoilSlowerTimes: 10 } }] },
  },
  'greater-preserving': {
    traits: ['magical'], bookName: 'Preserving (Greater)', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 144 },
    effects: { special: ['food-never-spoils'], activation: { actions: 2, traits: ['manipulate'], frequency: 'once-per-day', effect: 'purify-contents', text: { ja: '中に入っている飲食物をすべて浄化する。', en: "All the food and drink inside is purified." } } },
  },
  'lesser-retaliation': {
    traits: ['magical'], bookName: 'Retaliation (Lesser)', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 144 },
    effects: { reaction: { traits: ['concentrate'], frequency: 'once-per-hour', trigger: 'shield-block-melee-strike', triggerText: { ja: '近接“打撃”に対して《盾防御》を使った。', en: "You Shield Block a melee Strike." }, effect: 'force-blast-at-attacker', save: { save: 'reflex', dc: 20 }, numbers: { forceD4: 4 }, text: { ja: '攻撃してきたクリーチャーに{forceD4}の［力場］ダメージを与える（基本セーヴ：反応DC {dc}）。', en: "The attacker takes {forceD4} force damage (basic Reflex save, DC {dc})." } } },
  },
  'moderate-retaliation': {
    traits: ['magical'], bookName: 'Retaliation (Moderate)', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 144 },
    effects: { reaction: { traits: ['concentrate'], frequency: 'once-per-hour', trigger: 'shield-block-melee-strike', triggerText: { ja: '近接“打撃”に対して《盾防御》を使った。', en: "You Shield Block a melee Strike." }, effect: 'force-blast-at-attacker', save: { save: 'reflex', dc: 27 }, numbers: { forceD4: 8 }, text: { ja: '攻撃してきたクリーチャーに{forceD4}の［力場］ダメージを与える（基本セーヴ：反応DC {dc}）。', en: "The attacker takes {forceD4} force damage (basic Reflex save, DC {dc})." } } },
  },
  'greater-retaliation': {
    traits: ['magical'], bookName: 'Retaliation (Greater)', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 144 },
    effects: { reaction: { traits: ['concentrate'], frequency: 'once-per-hour', trigger: 'shield-block-melee-strike', triggerText: { ja: '近接“打撃”に対して《盾防御》を使った。', en: "You Shield Block a melee Strike." }, effect: 'force-blast-at-attacker', save: { save: 'reflex', dc: 31 }, numbers: { forceD4: 12 }, text: { ja: '攻撃してきたクリーチャーに{forceD4}の［力場］ダメージを与える（基本セーヴ：反応DC {dc}）。', en: "The attacker takes {forceD4} force damage (basic Reflex save, DC {dc})." } } },
  },
  'major-retaliation': {
    traits: ['magical'], bookName: 'Retaliation (Major)', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 144 },
    effects: { reaction: { traits: ['concentrate'], frequency: 'once-per-hour', trigger: 'shield-block-melee-strike', triggerText: { ja: '近接“打撃”に対して《盾防御》を使った。', en: "You Shield Block a melee Strike." }, effect: 'force-blast-at-attacker', save: { save: 'reflex', dc: 41 }, numbers: { forceD4: 16 }, text: { ja: '攻撃してきたクリーチャーに{forceD4}の［力場］ダメージを与える（基本セーヴ：反応DC {dc}）。', en: "The attacker takes {forceD4} force damage (basic Reflex save, DC {dc})." } } },
  },
  'trackless': {
    traits: ['magical'], bookName: 'Trackless', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 145 },
    effects: { passive: [{ effect: 'harder-to-track', numbers: { trackDcItemBonus: 4 } }] },
  },
  'greater-trackless': {
    traits: ['magical'], bookName: 'Trackless (Greater)', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 145 },
    effects: { passive: [{ effect: 'harder-to-track', numbers: { trackDcItemBonus: 4 } }], activation: { actions: 2, traits: ['concentrate'], frequency: 'once-per-day', effect: 'share-tracklessness', numbers: { targets: 10, emanationFt: 20, durationHours: 8 }, text: { ja: '{emanationFt}フィートの放射内の、君が選んだ{targets}体までのクリーチャーにも同じ効果を{durationHours}時間与える（“解除”できる）。', en: "Up to {targets} creatures you choose in a {emanationFt}-foot emanation gain the same benefit for {durationHours} hours (you can Dismiss it)." } } },
  },
};

export const ACCESSORY_TREASURE_VAULT_SUMMARIES: Readonly<Record<(typeof ACCESSORY_TREASURE_VAULT)[number]['slug'], RuneSummary>> = {
  'catching': { ja: '《盾防御》に合わせて相手の武器を落とさせる', en: 'Disarm a foe as part of a Shield Block' },
  'menacing': { ja: '“強制”の〈威圧〉判定にアイテム・ボーナス', en: 'Item bonus to Intimidation to Coerce' },
  'greater-menacing': { ja: '“強制”にボーナス、フィアーの呪文も発動できる', en: 'Bonus to Coerce; can also cast fear' },
  'pontoon': { ja: '水などの液体の上を歩ける', en: 'Walk on water and other liquids' },
  'preserving': { ja: '中の飲食物が傷みにくくなる', en: 'Food and drink inside keep far longer' },
  'greater-preserving': { ja: '中の飲食物は傷まず、すべて浄化することもできる', en: 'Food inside never spoils and can be purified' },
  'lesser-retaliation': { ja: '《盾防御》のあと、攻撃してきた者に［力場］ダメージを返す', en: 'After a Shield Block, blasts the attacker with force' },
  'moderate-retaliation': { ja: '《盾防御》のあと、攻撃してきた者に［力場］ダメージを返す', en: 'After a Shield Block, blasts the attacker with force' },
  'greater-retaliation': { ja: '《盾防御》のあと、攻撃してきた者に［力場］ダメージを返す', en: 'After a Shield Block, blasts the attacker with force' },
  'major-retaliation': { ja: '《盾防御》のあと、攻撃してきた者に［力場］ダメージを返す', en: 'After a Shield Block, blasts the attacker with force' },
  'trackless': { ja: '君の足跡を追跡しにくくなる', en: 'Makes you harder to track' },
  'greater-trackless': { ja: '追跡されにくくなり、その効果を仲間にも広げられる', en: 'Harder to track; can share it with allies' },
};
