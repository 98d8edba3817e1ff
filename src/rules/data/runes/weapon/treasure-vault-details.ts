// The descriptive part of the weapon runes of Treasure Vault (Remastered), keyed by the slugs of treasure-vault.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { WEAPON_TREASURE_VAULT } from './treasure-vault';

export const WEAPON_TREASURE_VAULT_DETAILS: Readonly<Record<(typeof WEAPON_TREASURE_VAULT)[number]['slug'], RuneDetails>> = {
  authorized: {
    traits: ['magical'], bookName: 'Authorized', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 32 },
    effects: { passive: [{ effect: 'needles-hit-unauthorized-wielder', when: 'unauthorized-wielder', damage: { dice: 1, die: 'd8', type: 'piercing' } }, { effect: 'unauthorized-wielder-bleeds-while-holding', when: 'unauthorized-wielder', damage: { dice: 1, die: 'd4', type: 'bleed', persistent: true } }, { effect: 'needle-damage-per-weapon-damage-die' }] },
  },
  coating: {
    traits: ['extradimensional', 'magical'], bookName: 'Coating', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 32 },
    effects: { passive: [{ effect: 'extradimensional-space-for-oils-and-poisons', numbers: { storageBulk: 1 } }], activation: { actions: 1, traits: ['concentrate'], requirements: { en: "At least one magic oil or poison is stored in the rune's extradimensional space.", ja: 'ルーンの異次元空間に魔法のオイルか毒が1つ以上収納されている。' }, effect: 'hands-free-application', numbers: { durationMinutes: 1 }, text: { en: 'For {durationMinutes} minute, you can apply the stored oils and poisons to the weapon without a free hand; each application takes its usual number of actions, and the empty vial is ejected.', ja: '{durationMinutes}分間、収納したオイルや毒を、手を空けずにこの武器に塗布できる。塗布にかかるアクション数は通常どおりで、空になった瓶は外へ排出される。' } } },
  },
  earthbinding: {
    traits: ['magical'], bookName: 'Earthbinding', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 33 },
    effects: { reaction: { traits: ['concentrate'], frequency: 'once-per-hour', trigger: 'critical-hit-on-flying-creature', triggerText: { en: 'You critically hit a flying creature with the etched weapon.', ja: 'この武器で飛行しているクリーチャーにクリティカル・ヒットした。' }, effect: 'cast-earthbind', save: { save: 'fortitude', dc: 20 }, text: { en: 'The rune casts earthbind on that creature (DC {dc}).', ja: 'ルーンがそのクリーチャーにアースバインドを発動する（DC {dc}）。' } } },
  },
  flurrying: {
    traits: ['magical'], bookName: 'Flurrying', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 33 },
    effects: { passive: [{ effect: 'flurry-echo-second-strike-after-kill', when: 'flurry-kill', numbers: { reachFt: 30 } }], activation: { actions: 2, traits: ['concentrate', 'force'], frequency: 'once-per-day', effect: 'cast-spiritual-weapon-with-flurry', text: { ja: '武器はスピリチュアル・ウェポンを発動する。幽体の武器はこの武器と同じ姿で、呪文のダメージではなく君の通常の攻撃ボーナスとこの武器のダメージを使うが、【筋力】の代わりに【判断力】修正値を加える。幽体の武器が攻撃するとき、“打撃”の代わりに“連打”を行ってもよい（そのターンの君の卓越として数える）。この起動は呪文と同じように“維持”できる。', en: "The weapon casts spiritual weapon. The ghostly copy looks like the etched weapon and uses your normal attack bonus and the weapon's damage instead of the spell's, adding your Wisdom modifier instead of Strength. When it attacks you can use Flurry of Blows instead of a Strike (this counts as your flourish for the turn). You can Sustain the activation as you would the spell." } } },
  },
  impossible: {
    traits: ['magical'], bookName: 'Impossible', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 33 },
    effects: { special: ['immune-to-counteract', 'range-increment-doubled'], activation: { actions: 2, traits: ['concentrate', 'teleportation'], frequency: 'once-per-hour', effect: 'teleport-strike-and-return', text: { ja: '君と武器は攻撃に最適な位置へ一瞬で移り、元の場所に戻る。見えているクリーチャー1体に、この武器で“打撃”を1回行う。目標が武器の間合いや射程の外にいてもよい。この“打撃”では状況ペナルティ、ステータスペナルティ、射程単位によるペナルティを無視する。', en: "You and the weapon flash to the perfect attacking position and back. Make a Strike with the weapon against one creature you can see, even beyond the weapon's reach or range. This Strike ignores circumstance penalties, status penalties and range increment penalties." } } },
  },
  merciful: {
    traits: ['magical', 'mental'], bookName: 'Merciful', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 33 },
    effects: { special: ['weapon-gains-nonlethal-trait', 'cannot-make-lethal-attacks', 'persistent-damage-negated', 'critical-effect-replaces-critical-specialization-by-choice'], critEffect: { effect: 'fascinated-with-wielder', conditions: [{ condition: 'fascinated', duration: '1-minute' }], numbers: { durationMinutes: 1 } } },
  },
  pacifying: {
    traits: ['magical'], bookName: 'Pacifying', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 33 },
    effects: { reaction: { traits: ['concentrate', 'mental'], trigger: 'damage-creature-with-weapon', triggerText: { ja: 'この武器でクリーチャーにダメージを与えた。', en: 'You damage a creature with the weapon.' }, text: { ja: 'ダメージを受けたクリーチャーはDC{dc}の意志セーヴに成功しなければ、{durationMinutes}分間、非致傷でない攻撃の攻撃ロールに－{lethalAttackPenalty}のペナルティを受け、命を奪う攻撃をやめるべきだという明確な精神的警告を受ける。', en: "The damaged creature must succeed at a DC {dc} Will save or, for {durationMinutes} minute, take a –{lethalAttackPenalty} penalty to attack rolls with any attack that isn't nonlethal, and feel a clear psychic warning to stop making attacks that could kill." }, effect: 'pacify', save: { save: 'will', dc: 20 }, numbers: { lethalAttackPenalty: 2, durationMinutes: 1 } } },
  },
  swarming: {
    traits: ['magical'], bookName: 'Swarming', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 33 },
    effects: { activation: { actions: 2, traits: ['concentrate'], frequency: 'once-per-hour', effect: 'cone-of-copies', save: { save: 'reflex', dc: 27 }, numbers: { coneFt: 30, diceMultiplier: 2 }, text: { ja: '武器を投げると、飛びながら無数に分身して{coneFt}フィートの円錐を満たす。範囲内のすべてのクリーチャーは、武器のダメージ・ダイスの数の{diceMultiplier}倍のダイスのダメージを受ける（DC{dc}の基本反応セーヴ）。', en: "You fling the weapon and it multiplies in flight, filling a {coneFt}-foot cone. Every creature in the area takes damage with {diceMultiplier} times the weapon's number of damage dice (DC {dc} basic Reflex save)." } } },
  },
};

export const WEAPON_TREASURE_VAULT_SUMMARIES: Readonly<Record<(typeof WEAPON_TREASURE_VAULT)[number]['slug'], RuneSummary>> = {
  authorized: { ja: '持ち主以外が振るうと針が刺さり出血させる', en: 'Anyone but its owner who wields it is stabbed and bleeds' },
  coating: { ja: 'オイルや毒を武器に収め、手を使わずに塗れる', en: 'Stores oils and poisons in the weapon and applies them hands-free' },
  earthbinding: { ja: '飛行する相手へのクリティカル・ヒットで地上へ落とす', en: 'A critical hit on a flying creature drags it to the ground' },
  flurrying: { ja: 'モンクの“連打”を強め、幽体の武器を呼び出す', en: 'Boosts Flurry of Blows and summons a spectral weapon (monk)' },
  impossible: { ja: '無効化されず、見えている敵へ瞬間移動して攻撃する', en: "Can't be counteracted; teleport to Strike any foe you see" },
  merciful: { ja: '非致傷の武器になり、クリティカル・ヒットで相手を釘付けにする', en: 'Nonlethal only; a critical hit transfixes the foe with remorse' },
  pacifying: { ja: '傷を負った敵が命を奪う攻撃をためらう', en: 'Foes you wound hesitate to make lethal attacks' },
  swarming: { ja: '投擲武器が分身し、円錐の範囲を切り裂く', en: 'A thrown weapon splits into copies that shred a cone' },
};
