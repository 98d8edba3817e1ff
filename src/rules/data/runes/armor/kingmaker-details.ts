// The descriptive part of the armor runes of Kingmaker, keyed by the slugs of kingmaker.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { ARMOR_KINGMAKER } from './kingmaker';

export const ARMOR_KINGMAKER_DETAILS: Readonly<Record<(typeof ARMOR_KINGMAKER)[number]['slug'], RuneDetails>> = {
  'energy-absorbing': {
    traits: ['magical'], bookName: 'Energy-Absorbing', jaConfirmed: false,
    source: { book: 'kingmaker', page: null },
    effects: { passive: [{ effect: 'energy-resistance-chosen-when-crafted', numbers: { resistanceValue: 5 } }], reaction: { traits: [], trigger: 'melee-strike-damages-you-while-charged', triggerText: { ja: 'エネルギーを蓄えている間に、近接“打撃”で君がダメージを受けた。', en: "A melee Strike damages you while the armor is charged." }, effect: 'release-stored-energy', numbers: { reactionDamageD6: 2 }, text: { ja: '攻撃してきたクリーチャーに、蓄えた種別のダメージを{reactionDamageD6}与える。', en: "The attacker takes {reactionDamageD6} damage of the stored type." } } },
  },
  'greater-energy-absorbing': {
    traits: ['magical'], bookName: 'Energy-Absorbing (Greater)', jaConfirmed: false,
    source: { book: 'kingmaker', page: null },
    effects: { passive: [{ effect: 'energy-resistance-chosen-when-crafted', numbers: { resistanceValue: 10 } }], reaction: { traits: [], trigger: 'melee-strike-damages-you-while-charged', triggerText: { ja: 'エネルギーを蓄えている間に、近接“打撃”で君がダメージを受けた。', en: "A melee Strike damages you while the armor is charged." }, effect: 'release-stored-energy', numbers: { reactionDamageD6: 4 }, text: { ja: '攻撃してきたクリーチャーに、蓄えた種別のダメージを{reactionDamageD6}与える。', en: "The attacker takes {reactionDamageD6} damage of the stored type." } } },
  },
};

export const ARMOR_KINGMAKER_SUMMARIES: Readonly<Record<(typeof ARMOR_KINGMAKER)[number]['slug'], RuneSummary>> = {
  'energy-absorbing': { ja: '製作時に決めたエネルギーに抵抗し、受けた力で近接攻撃者に反撃する', en: 'Resists an energy chosen when crafted and strikes back at melee attackers' },
  'greater-energy-absorbing': { ja: '製作時に決めたエネルギーに抵抗し、受けた力で近接攻撃者に反撃する', en: 'Resists an energy chosen when crafted and strikes back at melee attackers' },
};
