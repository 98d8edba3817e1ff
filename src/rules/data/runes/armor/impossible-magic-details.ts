// The descriptive part of the armor runes of Impossible Magic, keyed by the slugs of impossible-magic.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { ARMOR_IMPOSSIBLE_MAGIC } from './impossible-magic';

export const ARMOR_IMPOSSIBLE_MAGIC_DETAILS: Readonly<Record<(typeof ARMOR_IMPOSSIBLE_MAGIC)[number]['slug'], RuneDetails>> = {
  'convincing': {
    traits: ['magical'], bookName: 'Convincing', jaConfirmed: false,
    source: { book: 'impossible-magic', page: null },
    effects: { passive: [{ effect: 'diplomacy-bonus-impression-request', numbers: { diplomacyImpressionRequestItemBonus: 1 } }] },
  },
  'greater-convincing': {
    traits: ['magical'], bookName: 'Convincing (Greater)', jaConfirmed: false,
    source: { book: 'impossible-magic', page: null },
    effects: { passive: [{ effect: 'diplomacy-bonus-impression-request', numbers: { diplomacyImpressionRequestItemBonus: 2 } }] },
  },
  'major-convincing': {
    traits: ['magical'], bookName: 'Convincing (Major)', jaConfirmed: false,
    source: { book: 'impossible-magic', page: null },
    effects: { passive: [{ effect: 'diplomacy-bonus-impression-request', numbers: { diplomacyImpressionRequestItemBonus: 3 } }] },
  },
  'mobile': {
    traits: ['magical'], bookName: 'Mobile', jaConfirmed: false,
    source: { book: 'impossible-magic', page: null },
    effects: { passive: [{ effect: 'longer-step-once-per-turn', numbers: { stepExtraFt: 5 } }] },
  },
  'moonweave': {
    traits: ['magical'], bookName: 'Moonweave', jaConfirmed: false,
    source: { book: 'impossible-magic', page: null },
    effects: { passive: [{ effect: 'extra-hp-from-magical-healing', numbers: { extraHealing: 2 } }] },
  },
  'greater-moonweave': {
    traits: ['magical'], bookName: 'Moonweave (Greater)', jaConfirmed: false,
    source: { book: 'impossible-magic', page: null },
    effects: { passive: [{ effect: 'extra-hp-from-magical-healing', numbers: { extraHealing: 5 } }] },
  },
  'major-moonweave': {
    traits: ['magical'], bookName: 'Moonweave (Major)', jaConfirmed: false,
    source: { book: 'impossible-magic', page: null },
    effects: { passive: [{ effect: 'extra-hp-from-magical-healing', numbers: { extraHealing: 10 } }] },
  },
  'safeguarding': {
    traits: ['magical'], bookName: 'Safeguarding', jaConfirmed: false,
    source: { book: 'impossible-magic', page: null },
    effects: { reaction: { traits: ['concentrate'], frequency: 'once-per-day', trigger: 'would-take-mental-poison-or-spirit-damage', triggerText: { ja: '君が［精神］、［毒］、［霊］のいずれかのダメージを受けようとしている。', en: "You would take mental, poison or spirit damage." }, effect: 'resist-that-damage-type', numbers: { resistanceValue: 5, durationMinutes: 10 }, text: { ja: '誘発したダメージ種別に対して抵抗{resistanceValue}を{durationMinutes}分間得る。誘発したダメージにも適用される。', en: "You gain resistance {resistanceValue} to the triggering damage type for {durationMinutes} minutes, the triggering damage included." } } },
  },
  'self-sealing': {
    traits: ['magical'], bookName: 'Self-Sealing', jaConfirmed: false,
    source: { book: 'impossible-magic', page: null },
    effects: { passive: [{ effect: 'seals-against-environment-and-bad-air', numbers: { airMinutes: 1, resistanceValue: 10 } }, { effect: 'reseal-cooldown', numbers: { cooldownMinutes: 60 } }] },
  },
  'sidestepping': {
    traits: ['magical'], bookName: 'Sidestepping', jaConfirmed: false,
    source: { book: 'impossible-magic', page: null },
    effects: { activation: { actions: 1, traits: ['concentrate'], frequency: 'once-per-day', effect: 'move-through-solid-objects', numbers: { bludgeoningD6: 6 }, text: { ja: 'このターンの終わりまで、魔法でない固い物体を移動困難地形として通り抜けられる。物体の中でターンを終えると、最も近い空いている場所に押し出され、{bludgeoningD6}の［殴打］ダメージを受ける。', en: "Until the end of your turn, you can move through non-magical solid objects as if they were difficult terrain. If you end your turn inside one, you are pushed out to the nearest open space and take {bludgeoningD6} bludgeoning damage." } } },
  },
  'sunweave': {
    traits: ['magical'], bookName: 'Sunweave', jaConfirmed: false,
    source: { book: 'impossible-magic', page: null },
    effects: { passive: [{ effect: 'perception-item-bonus', numbers: { perceptionItemBonus: 1 } }], activation: { actions: 'free', traits: ['concentrate'], frequency: 'once-per-day', effect: 'roll-initiative-twice', text: { ja: 'イニシアチブのための知覚判定を行う直前に使う。その判定は2回ロールし、良い方の結果を使う（幸運効果）。', en: "Use it just before you roll Perception for initiative: roll twice and take the better result (a fortune effect)." } } },
  },
  'greater-sunweave': {
    traits: ['magical'], bookName: 'Sunweave (Greater)', jaConfirmed: false,
    source: { book: 'impossible-magic', page: null },
    effects: { passive: [{ effect: 'perception-item-bonus', numbers: { perceptionItemBonus: 2 } }], activation: { actions: 'free', traits: ['concentrate'], frequency: 'once-per-day', effect: 'roll-initiative-twice', text: { ja: 'イニシアチブのための知覚判定を行う直前に使う。その判定は2回ロールし、良い方の結果を使う（幸運効果）。', en: "Use it just before you roll Perception for initiative: roll twice and take the better result (a fortune effect)." } } },
  },
  'major-sunweave': {
    traits: ['magical'], bookName: 'Sunweave (Major)', jaConfirmed: false,
    source: { book: 'impossible-magic', page: null },
    effects: { passive: [{ effect: 'perception-item-bonus', numbers: { perceptionItemBonus: 3 } }], activation: { actions: 'free', traits: ['concentrate'], frequency: 'once-per-day', effect: 'roll-initiative-twice', text: { ja: 'イニシアチブのための知覚判定を行う直前に使う。その判定は2回ロールし、良い方の結果を使う（幸運効果）。', en: "Use it just before you roll Perception for initiative: roll twice and take the better result (a fortune effect)." } } },
  },
  'unnerving': {
    traits: ['magical'], bookName: 'Unnerving', jaConfirmed: false,
    source: { book: 'impossible-magic', page: null },
    effects: { passive: [{ effect: 'attacker-penalty-after-melee-hit', duration: 'until-end-of-your-next-turn', numbers: { attackerPenalty: 1 } }] },
  },
};

export const ARMOR_IMPOSSIBLE_MAGIC_SUMMARIES: Readonly<Record<(typeof ARMOR_IMPOSSIBLE_MAGIC)[number]['slug'], RuneSummary>> = {
  'convincing': { ja: '〈交渉〉で好印象を与えるときと“要望”にアイテム・ボーナス', en: 'Item bonus to Diplomacy to Make an Impression and to Request' },
  'greater-convincing': { ja: '〈交渉〉で好印象を与えるときと“要望”にアイテム・ボーナス', en: 'Item bonus to Diplomacy to Make an Impression and to Request' },
  'major-convincing': { ja: '〈交渉〉で好印象を与えるときと“要望”にアイテム・ボーナス', en: 'Item bonus to Diplomacy to Make an Impression and to Request' },
  'mobile': { ja: '“ステップ”でいつもより遠くまで動ける', en: 'A Step can take you farther' },
  'moonweave': { ja: '呪文や魔法の効果で回復するとき、回復量が増える', en: 'Magical healing restores extra Hit Points' },
  'greater-moonweave': { ja: '呪文や魔法の効果で回復するとき、回復量が増える', en: 'Magical healing restores extra Hit Points' },
  'major-moonweave': { ja: '呪文や魔法の効果で回復するとき、回復量が増える', en: 'Magical healing restores extra Hit Points' },
  'safeguarding': { ja: 'リアクションで［精神］・［毒］・［霊］ダメージへの抵抗を得る', en: 'A reaction resists mental, poison or spirit damage' },
  'self-sealing': { ja: '環境ダメージや呼吸できない空気から身を守るよう自動で密閉する', en: 'Seals itself against environmental damage and unbreathable air' },
  'sidestepping': { ja: '魔法でない固い物体をすり抜けて移動できる', en: 'Move through non-magical solid objects' },
  'sunweave': { ja: '知覚判定にアイテム・ボーナス、イニシアチブのロールを振り直せる', en: 'Item bonus to Perception; roll initiative twice, keep the better' },
  'greater-sunweave': { ja: '知覚判定にアイテム・ボーナス、イニシアチブのロールを振り直せる', en: 'Item bonus to Perception; roll initiative twice, keep the better' },
  'major-sunweave': { ja: '知覚判定にアイテム・ボーナス、イニシアチブのロールを振り直せる', en: 'Item bonus to Perception; roll initiative twice, keep the better' },
  'unnerving': { ja: '近接“打撃”を命中させた相手は、次の近接“打撃”にペナルティを受ける', en: 'A foe that hits you in melee takes a penalty on its next melee Strike' },
};
