// The descriptive part of the weapon runes of Lost Omens: Highhelm, keyed by the slugs of lo-highhelm.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { WEAPON_LO_HIGHHELM } from './lo-highhelm';

export const WEAPON_LO_HIGHHELM_DETAILS: Readonly<Record<(typeof WEAPON_LO_HIGHHELM)[number]['slug'], RuneDetails>> = {
  ashen: {
    traits: ['magical'], bookName: 'Ashen', jaConfirmed: false,
    source: { book: 'lo-highhelm', page: 58 },
    effects: { hitEffect: { effect: 'confuse', save: { save: 'will', dc: 25 }, conditions: [{ condition: 'confused', duration: '1-round' }] } },
  },
  'greater-ashen': {
    traits: ['magical'], bookName: 'Ashen (Greater)', jaConfirmed: false,
    source: { book: 'lo-highhelm', page: 58 },
    effects: { hitEffect: { effect: 'confuse', save: { save: 'will', dc: 35 }, conditions: [{ condition: 'confused', duration: '1-round' }], numbers: { critFailureDurationMinutes: 1 } } },
  },
};

export const WEAPON_LO_HIGHHELM_SUMMARIES: Readonly<Record<(typeof WEAPON_LO_HIGHHELM)[number]['slug'], RuneSummary>> = {
  ashen: { ja: '命中で持続［火炎］、混乱状態にすることもある', en: 'Hits set the target burning and can leave it confused' },
  'greater-ashen': { ja: '命中で持続［火炎］、混乱状態にすることもある', en: 'Hits set the target burning and can leave it confused' },
};
