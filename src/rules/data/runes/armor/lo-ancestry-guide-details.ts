// The descriptive part of the armor runes of Lost Omens: Ancestry Guide, keyed by the slugs of lo-ancestry-guide.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { ARMOR_LO_ANCESTRY_GUIDE } from './lo-ancestry-guide';

export const ARMOR_LO_ANCESTRY_GUIDE_DETAILS: Readonly<Record<(typeof ARMOR_LO_ANCESTRY_GUIDE)[number]['slug'], RuneDetails>> = {
  soaring: {
    traits: ['magical'], bookName: 'Soaring', jaConfirmed: false,
    source: { book: 'lo-ancestry-guide', page: 140 },
    effects: { passive: [{ effect: 'fly-speed-item-bonus', numbers: { flySpeedBonusFt: 10 } }], reaction: { traits: ['concentrate'], trigger: 'you-or-creature-within-range-falls', effect: 'cast-gentle-landing-on-faller', numbers: { rangeFt: 60 }, triggerText: { en: 'You, or a creature within {rangeFt} feet of you, is falling.', ja: '君か、君から{rangeFt}フィート以内のクリーチャーが落下している。' }, text: { en: 'You cast gentle landing (feather fall in the book) on the falling creature.', ja: '君は落下しているクリーチャーにジェントル・ランディング（リマスター前の名はフェザー・フォール）を発動する。' } } },
  },
};

export const ARMOR_LO_ANCESTRY_GUIDE_SUMMARIES: Readonly<Record<(typeof ARMOR_LO_ANCESTRY_GUIDE)[number]['slug'], RuneSummary>> = {
  soaring: { ja: '飛行移動速度が上がり、落下する者を受け止める', en: 'Faster flight; catch nearby creatures who fall' },
};
