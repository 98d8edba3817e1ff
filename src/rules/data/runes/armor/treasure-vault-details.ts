// The descriptive part of the armor runes of Treasure Vault (Remastered), keyed by the slugs of treasure-vault.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { ARMOR_TREASURE_VAULT } from './treasure-vault';

export const ARMOR_TREASURE_VAULT_DETAILS: Readonly<Record<(typeof ARMOR_TREASURE_VAULT)[number]['slug'], RuneDetails>> = {
  advancing: {
    traits: ['magical'], bookName: 'Advancing', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 12 },
    effects: { activation: { actions: 'free', traits: ['concentrate'], requirements: { en: 'Your last action or activity reduced an enemy to 0 Hit Points.', ja: '君が直前に使ったアクションか連続行動で、敵のHPが0になった。' }, text: { en: 'You Stride up to {strideFt} feet; this movement triggers no reactions. If you have a burrow, climb, fly or swim Speed, you can move that way instead.', ja: '君は{strideFt}フィートまで“歩行”する。この移動はリアクションを誘発しない。穴掘り、登攀、飛行、水泳の移動速度を持っていれば、“歩行”の代わりにその方法で移動してもよい。' }, effect: 'stride-no-reactions', numbers: { strideFt: 15 } } },
  },
  'greater-advancing': {
    traits: ['magical'], bookName: 'Advancing (Greater)', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 12 },
    effects: { activation: { actions: 'free', traits: ['concentrate'], requirements: { en: 'Your last action or activity reduced an enemy to 0 Hit Points.', ja: '君が直前に使ったアクションか連続行動で、敵のHPが0になった。' }, text: { en: 'You Stride up to your Speed; this movement triggers no reactions. If you have a burrow, climb, fly or swim Speed, you can move that way instead.', ja: '君は自分の移動速度まで“歩行”する。この移動はリアクションを誘発しない。穴掘り、登攀、飛行、水泳の移動速度を持っていれば、“歩行”の代わりにその方法で移動してもよい。' }, effect: 'stride-no-reactions' } },
  },
  'aim-aiding': {
    traits: ['magical'], bookName: 'Aim-Aiding', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 12 },
    effects: { special: ['wearer-gives-no-cover-against-allies-ranged-attacks'] },
  },
  assisting: {
    traits: ['magical'], bookName: 'Assisting', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 12 },
    effects: { special: ['acts-as-any-supports-and-prostheses'], passive: [{ effect: 'raised-bulk-limits', numbers: { encumberedBase: 6, maxBulkBase: 11 } }] },
  },
  'energy-adaptive': {
    traits: ['magical'], bookName: 'Energy Adaptive', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 12 },
    effects: { reaction: { traits: ['concentrate'], frequency: 'once-per-hour', trigger: 'take-acid-cold-electricity-fire-damage', triggerText: { en: 'You take acid, cold, electricity or fire damage.', ja: '君が［強酸］、［冷気］、［電撃］、［火炎］のいずれかのダメージを受けた。' }, text: { en: 'You gain resistance {resistanceValue} to the triggering damage type, starting after the triggering damage. It lasts until you activate the rune again or the armor is no longer invested by you.', ja: '君は誘発したダメージ種別への抵抗{resistanceValue}を得る。誘発したダメージそのものには適用されない。この抵抗は、君が再びこのルーンを起動するか、この鎧への充填をやめるまで続く。' }, effect: 'resistance-to-triggering-energy', numbers: { resistanceValue: 5 } } },
  },
  gliding: {
    traits: ['magical'], bookName: 'Gliding', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 12 },
    effects: { activation: { actions: 1, traits: ['concentrate'], text: { en: "You glide {downFt} feet down and up to {forwardFt} feet forward. If you spent at least one action gliding this turn and haven't landed, you stay in the air at the end of your turn; otherwise you fall.", ja: '君は{downFt}フィート降下しつつ、最大{forwardFt}フィート前進して滑空する。このターンに滑空にアクションを使っていて、まだ地面に着いていなければ、ターンの終了時にも空中に留まる。そうでなければ落下する。' }, effect: 'glide', numbers: { downFt: 5, forwardFt: 25 } } },
  },
  immovable: {
    traits: ['magical'], bookName: 'Immovable', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 12 },
    effects: { activation: { actions: 1, traits: ['manipulate'], frequency: 'once-per-day', text: { en: 'The armor fixes you in place, even in midair: you are immobilized until you Dismiss the activation. Moving you takes a successful DC {forceOpenDc} Athletics check to Force Open the armor, or {pressureLb} pounds of pressure, which would likely kill you.', ja: '鎧は君を空中でもその場に固定し、君は起動を解除するまで動けない状態になる。君を動かすには、鎧への“こじ開け”としてDC{forceOpenDc}の〈運動〉判定に成功するか、{pressureLb}ポンドの圧力をかける必要があり、後者はまず命取りになる。' }, effect: 'anchor-in-place', numbers: { forceOpenDc: 40, pressureLb: 8000 } } },
  },
  magnetizing: {
    traits: ['magical'], bookName: 'Magnetizing', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 13 },
    effects: { activation: { actions: 1, traits: ['concentrate'], frequency: 'once-per-hour', requirements: { en: 'A creature adjacent to you is made of metal or wears metal armor.', ja: '君に隣接するクリーチャーが金属でできているか、金属製の鎧を着ている。' }, text: { en: 'Your armor pulls at the target: each square either of you moves away from the other counts as difficult terrain. Movement that keeps your distance, such as a Step that stays adjacent, is unaffected. The effect ends when, at the end of an action, you are no longer adjacent.', ja: '鎧が目標を引き寄せる。君と目標のどちらかが相手から離れる方向に移動するとき、各マスを移動困難地形として扱う。隣接したままの“ステップ”のように距離を保つ移動には影響しない。あるアクションの終了時に互いが隣接していなければ、効果は終わる。' }, effect: 'magnetic-tether' } },
  },
  misleading: {
    // illusion: AoN's row and Foundry's rune table (the accuracy audit, src/rules/README.md); the old item file kept magical only.
    traits: ['illusion', 'magical'], bookName: 'Misleading', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 13 },
    effects: { passive: [{ effect: 'concealed-flat-check-dc', numbers: { concealedFlatCheckDc: 6 } }], activation: { actions: 2, traits: ['concentrate'], frequency: 'once-per-day', effect: 'cast-mislead-on-self', text: { en: 'The armor casts mislead on you; the effect lasts until the end of your next turn.', ja: '鎧が君にミスリードを発動する。効果は君の次のターンの終了時まで続く。' } } },
  },
  portable: {
    traits: ['magical'], bookName: 'Portable', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 13 },
    effects: { activation: { actions: 3, traits: ['concentrate', 'manipulate'], effect: 'armor-folds-into-trinket', numbers: { donMinutes: 1 }, text: { en: 'You take the armor off and it folds into a small wearable object of light Bulk, such as a bracelet or an amulet, that still hints at the armor. Activating it again turns it back into armor, which you can then don in {donMinutes} minute.', ja: '君は鎧を脱ぎ、鎧は腕輪や首飾りのような軽バルクの身につける小物に折りたたまれる。小物には元の鎧をうかがわせる特徴が残る。もう一度起動すると鎧の形に戻り、{donMinutes}分で着用できる。' } } },
  },
  quenching: {
    traits: ['magical'], bookName: 'Quenching', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 13 },
    effects: { passive: [{ effect: 'persistent-acid-fire-recovery-dc', numbers: { persistentFlatCheckDc: 12, assistedFlatCheckDc: 7 } }] },
  },
  'greater-quenching': {
    traits: ['magical'], bookName: 'Quenching (Greater)', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 13 },
    effects: { passive: [{ effect: 'persistent-acid-fire-recovery-dc', numbers: { persistentFlatCheckDc: 10, assistedFlatCheckDc: 5 } }] },
  },
  'major-quenching': {
    traits: ['magical'], bookName: 'Quenching (Major)', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 13 },
    effects: { passive: [{ effect: 'persistent-acid-fire-recovery-dc', numbers: { persistentFlatCheckDc: 8, assistedFlatCheckDc: 3 } }] },
  },
  'true-quenching': {
    traits: ['magical'], bookName: 'Quenching (True)', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 13 },
    effects: { passive: [{ effect: 'persistent-acid-fire-recovery-dc', numbers: { persistentFlatCheckDc: 5 } }, { effect: 'assisted-recovery-ends-persistent-acid-fire' }] },
  },
  spellwatch: {
    traits: ['magical'], bookName: 'Spellwatch', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 13 },
    effects: { special: ['new-save-against-one-hostile-spell-each-turn'] },
  },
  'swallow-spike': {
    traits: ['magical'], bookName: 'Swallow-Spike', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 13 },
    effects: { reaction: { traits: ['attack', 'concentrate'], trigger: 'grabbed-restrained-or-held-immobilized', triggerText: { en: 'You become grabbed or restrained, or a creature holds you immobilized in its grasp (for example by engulfing or swallowing you).', ja: '君がつかまれた状態か拘束状態になるか、クリーチャーにつかまれて動けない状態になる（飲み込まれる、包み込まれるなど）。' }, effect: 'armor-spike-attack', numbers: { attackModifier: 14, piercingD6: 2, extraD6VsSwallower: 1 }, text: { en: "Spikes burst from the armor and it makes a melee attack against that creature with an attack modifier of +{attackModifier}, dealing {piercingD6}d6 piercing damage ({extraD6VsSwallower}d6 more if the creature is swallowing or engulfing you; that damage can cut you free if it reaches the ability's Rupture value). The attack adds the armor's item bonus to AC as an item bonus to the attack roll, and twice that as an item bonus to damage.", ja: '鎧から棘が飛び出し、攻撃修正値＋{attackModifier}でそのクリーチャーに近接攻撃を行い、{piercingD6}d6の［刺突］ダメージを与える（君を飲み込むか包み込んでいるクリーチャーには、さらに{extraD6VsSwallower}d6。このダメージがその能力の破裂値以上なら君は切り抜けられる）。この攻撃は、鎧がACに与えるアイテム・ボーナスを攻撃ロールに、その倍の値をダメージにアイテム・ボーナスとして加える。' } }, activation: { actions: 1, traits: ['attack', 'concentrate'], effect: 'armor-spike-attack-again', requirements: { en: 'You are held immobilized as described in the reaction.', ja: '君がリアクションの説明どおり動けない状態で捕らえられている。' }, text: { en: 'The armor attacks the creature holding you again, exactly as the reaction describes.', ja: '鎧は、リアクションの説明どおりに、君を捕らえているクリーチャーをもう一度攻撃する。' } } },
  },
  'greater-swallow-spike': {
    traits: ['magical'], bookName: 'Swallow-Spike (Greater)', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 13 },
    effects: { reaction: { traits: ['attack', 'concentrate'], trigger: 'grabbed-restrained-or-held-immobilized', triggerText: { en: 'You become grabbed or restrained, or a creature holds you immobilized in its grasp (for example by engulfing or swallowing you).', ja: '君がつかまれた状態か拘束状態になるか、クリーチャーにつかまれて動けない状態になる（飲み込まれる、包み込まれるなど）。' }, effect: 'armor-spike-attack', numbers: { attackModifier: 22, piercingD6: 3, extraD6VsSwallower: 2 }, text: { en: "Spikes burst from the armor and it makes a melee attack against that creature with an attack modifier of +{attackModifier}, dealing {piercingD6}d6 piercing damage ({extraD6VsSwallower}d6 more if the creature is swallowing or engulfing you; that damage can cut you free if it reaches the ability's Rupture value). The attack adds the armor's item bonus to AC as an item bonus to the attack roll, and twice that as an item bonus to damage.", ja: '鎧から棘が飛び出し、攻撃修正値＋{attackModifier}でそのクリーチャーに近接攻撃を行い、{piercingD6}d6の［刺突］ダメージを与える（君を飲み込むか包み込んでいるクリーチャーには、さらに{extraD6VsSwallower}d6。このダメージがその能力の破裂値以上なら君は切り抜けられる）。この攻撃は、鎧がACに与えるアイテム・ボーナスを攻撃ロールに、その倍の値をダメージにアイテム・ボーナスとして加える。' } }, activation: { actions: 1, traits: ['attack', 'concentrate'], effect: 'armor-spike-attack-again', requirements: { en: 'You are held immobilized as described in the reaction.', ja: '君がリアクションの説明どおり動けない状態で捕らえられている。' }, text: { en: 'The armor attacks the creature holding you again, exactly as the reaction describes.', ja: '鎧は、リアクションの説明どおりに、君を捕らえているクリーチャーをもう一度攻撃する。' } } },
  },
  'major-swallow-spike': {
    traits: ['magical'], bookName: 'Swallow-Spike (Major)', jaConfirmed: false,
    source: { book: 'treasure-vault', page: 13 },
    effects: { reaction: { traits: ['attack', 'concentrate'], trigger: 'grabbed-restrained-or-held-immobilized', triggerText: { en: 'You become grabbed or restrained, or a creature holds you immobilized in its grasp (for example by engulfing or swallowing you).', ja: '君がつかまれた状態か拘束状態になるか、クリーチャーにつかまれて動けない状態になる（飲み込まれる、包み込まれるなど）。' }, effect: 'armor-spike-attack', numbers: { attackModifier: 28, piercingD6: 5, extraD6VsSwallower: 3 }, text: { en: "Spikes burst from the armor and it makes a melee attack against that creature with an attack modifier of +{attackModifier}, dealing {piercingD6}d6 piercing damage ({extraD6VsSwallower}d6 more if the creature is swallowing or engulfing you; that damage can cut you free if it reaches the ability's Rupture value). The attack adds the armor's item bonus to AC as an item bonus to the attack roll, and twice that as an item bonus to damage.", ja: '鎧から棘が飛び出し、攻撃修正値＋{attackModifier}でそのクリーチャーに近接攻撃を行い、{piercingD6}d6の［刺突］ダメージを与える（君を飲み込むか包み込んでいるクリーチャーには、さらに{extraD6VsSwallower}d6。このダメージがその能力の破裂値以上なら君は切り抜けられる）。この攻撃は、鎧がACに与えるアイテム・ボーナスを攻撃ロールに、その倍の値をダメージにアイテム・ボーナスとして加える。' } }, activation: { actions: 1, traits: ['attack', 'concentrate'], effect: 'armor-spike-attack-again', requirements: { en: 'You are held immobilized as described in the reaction.', ja: '君がリアクションの説明どおり動けない状態で捕らえられている。' }, text: { en: 'The armor attacks the creature holding you again, exactly as the reaction describes.', ja: '鎧は、リアクションの説明どおりに、君を捕らえているクリーチャーをもう一度攻撃する。' } } },
  },
};

export const ARMOR_TREASURE_VAULT_SUMMARIES: Readonly<Record<(typeof ARMOR_TREASURE_VAULT)[number]['slug'], RuneSummary>> = {
  advancing: { ja: '敵を倒すたびにフリー・アクションで“歩行”できる（重装鎧用）', en: 'Surge forward for free each time you drop a foe (heavy armor)' },
  'greater-advancing': { ja: '敵を倒すたびにフリー・アクションで“歩行”できる（重装鎧用）', en: 'Surge forward for free each time you drop a foe (heavy armor)' },
  'aim-aiding': { ja: '着用者が味方の射撃に対して敵の遮蔽にならない', en: "Allies' ranged attacks ignore the cover you would give a foe" },
  assisting: { ja: '鎧が補助具・義肢となり、運べるバルクが増える', en: 'Works as supports and prostheses; carry more Bulk' },
  'energy-adaptive': { ja: '受けたエネルギー・ダメージへの抵抗をリアクションで得る', en: 'A reaction grants resistance to the energy that hit you' },
  gliding: { ja: '落下する代わりにゆっくり滑空する', en: 'Glide gently down instead of falling' },
  immovable: { ja: '起動すると空中でもその場に固定される', en: 'Activate to lock yourself in place, even in midair' },
  magnetizing: { ja: '隣接する金属の相手が離れにくくなる', en: 'Adjacent metal creatures or wearers struggle to move away' },
  misleading: { ja: '視認困難状態を強め、起動すると身代わりの幻を残す', en: 'Harder to target while concealed; activate to leave a decoy' },
  portable: { ja: '鎧を身につける小物に折りたたむ', en: 'Folds the armor into a small wearable trinket' },
  quenching: { ja: '持続［強酸］・［火炎］ダメージの平目判定DCを下げる', en: 'Lowers the flat check to end persistent acid or fire damage' },
  'greater-quenching': { ja: '持続［強酸］・［火炎］ダメージの平目判定DCを下げる', en: 'Lowers the flat check to end persistent acid or fire damage' },
  'major-quenching': { ja: '持続［強酸］・［火炎］ダメージの平目判定DCを下げる', en: 'Lowers the flat check to end persistent acid or fire damage' },
  'true-quenching': { ja: '持続［強酸］・［火炎］ダメージの平目判定DCを下げる', en: 'Lowers the flat check to end persistent acid or fire damage' },
  spellwatch: { ja: '作用中の敵対的な呪文に毎ターン新たなセーヴ', en: 'A new save each turn against a hostile spell affecting you' },
  'swallow-spike': { ja: 'つかまれたり飲み込まれたりすると鎧が反撃する', en: 'The armor strikes back when you are grabbed or swallowed' },
  'greater-swallow-spike': { ja: 'つかまれたり飲み込まれたりすると鎧が反撃する', en: 'The armor strikes back when you are grabbed or swallowed' },
  'major-swallow-spike': { ja: 'つかまれたり飲み込まれたりすると鎧が反撃する', en: 'The armor strikes back when you are grabbed or swallowed' },
};
