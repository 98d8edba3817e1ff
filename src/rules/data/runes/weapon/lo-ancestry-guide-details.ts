// The descriptive part of the weapon runes of Lost Omens: Ancestry Guide, keyed by the slugs of lo-ancestry-guide.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { WEAPON_LO_ANCESTRY_GUIDE } from './lo-ancestry-guide';

export const WEAPON_LO_ANCESTRY_GUIDE_DETAILS: Readonly<Record<(typeof WEAPON_LO_ANCESTRY_GUIDE)[number]['slug'], RuneDetails>> = {
  conducting: {
    traits: ['magical'], bookName: 'Conducting', jaConfirmed: false,
    source: { book: 'lo-ancestry-guide', page: 140 },
    effects: { passive: [{ effect: 'gains-resonant-trait' }, { effect: 'conduct-energy-deals-a-die', numbers: { conductEnergyD8: 1 } }], critEffect: { effect: 'conducted-energy-persistent', numbers: { persistentEnergyD8: 1 } } },
  },
};

export const WEAPON_LO_ANCESTRY_GUIDE_SUMMARIES: Readonly<Record<(typeof WEAPON_LO_ANCESTRY_GUIDE)[number]['slug'], RuneSummary>> = {
  conducting: { ja: '“エネルギー伝導”の追加ダメージが増える', en: 'Conduct Energy deals more damage through the weapon' },
};
