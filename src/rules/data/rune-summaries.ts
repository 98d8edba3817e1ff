// One short line per rune grade for the rune index's "Effect" column, in our own words, keyed by slug.
// A line is either fixed text with no number in it, or a function that takes its numbers from the
// rune's own data (so a grade's line can never disagree with its stat block). test/rules/summaries.test.ts
// fails when a rune has no line, when a line names an unknown rune, or when a fixed line holds a digit.
import type { Localized, RuneData } from '../types';
import { entryOf } from '../input';
import { ENERGY_TYPE_LABELS } from './labels';
import type { RuneSlug } from './runes';

/** A fixed line (no digits), or one computed from the rune's data. */
export type RuneSummary = Localized | ((rune: RuneData) => Localized);

const slots = (rune: RuneData) => {
  const n = rune.effects.propertySlots ?? 0;
  return `${n} property rune slot${n === 1 ? '' : 's'}`;
};
const potencyAttack = (rune: RuneData): Localized => ({
  ja: `攻撃ロールに＋${rune.effects.itemBonusAttack ?? 0}アイテム・ボーナス、性質ルーン${rune.effects.propertySlots ?? 0}つまで`,
  en: `+${rune.effects.itemBonusAttack ?? 0} item bonus to attack rolls; ${slots(rune)}`,
});
const striking = (rune: RuneData): Localized => ({
  ja: `武器のダメージ・ダイスが${rune.effects.weaponDamageDice ?? 0}個になる`,
  en: `The weapon deals ${rune.effects.weaponDamageDice ?? 0} damage dice`,
});
const potencyArmor = (rune: RuneData): Localized => ({
  ja: `ACに＋${rune.effects.itemBonusAC ?? 0}アイテム・ボーナス、性質ルーン${rune.effects.propertySlots ?? 0}つまで`,
  en: `+${rune.effects.itemBonusAC ?? 0} item bonus to AC; ${slots(rune)}`,
});
const resilient = (rune: RuneData): Localized => ({
  ja: `セーヴィング・スローに＋${rune.effects.itemBonusSaves ?? 0}アイテム・ボーナス`,
  en: `+${rune.effects.itemBonusSaves ?? 0} item bonus to saving throws`,
});
const reinforcing = (rune: RuneData): Localized => {
  const s = rune.effects.shield;
  return s
    ? { ja: `盾の硬度＋${s.hardness}、HP＋${s.hp}（上限あり）`, en: `Shield Hardness +${s.hardness}, HP +${s.hp} (capped)` }
    : { ja: '盾を頑丈にする', en: 'Makes the shield tougher' };
};
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
const FORTIFICATION: Localized = { ja: '受けた大成功が通常の命中になることがある。鎧は重くなる', en: 'A critical hit on you may become a normal hit; heavier armor' };
const INVISIBILITY: Localized = { ja: '起動すると不可視状態になる', en: 'Activate to turn invisible' };
const READY: Localized = { ja: '鎧を素早く着られる', en: 'Don the armor quickly' };
const WINGED: Localized = { ja: '起動すると翼が生え、飛行できる', en: 'Activate to grow wings and fly' };

export const RUNE_SUMMARIES: Readonly<Record<RuneSlug, RuneSummary>> = {
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
  'minor-reinforcing': reinforcing,
  'lesser-reinforcing': reinforcing,
  'moderate-reinforcing': reinforcing,
  'greater-reinforcing': reinforcing,
  'major-reinforcing': reinforcing,
  'supreme-reinforcing': reinforcing,
};

/** The index line of a rune in both languages; undefined for a slug with no line (a data test forbids it). */
export function runeSummary(rune: RuneData): Localized | undefined {
  const summary = entryOf(RUNE_SUMMARIES, rune.slug);
  if (summary === undefined) return undefined;
  return typeof summary === 'function' ? summary(rune) : summary;
}
