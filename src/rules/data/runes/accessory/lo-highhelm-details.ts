// The descriptive part of the accessory runes of Lost Omens: Highhelm, keyed by the slugs of lo-highhelm.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { ACCESSORY_LO_HIGHHELM } from './lo-highhelm';

export const ACCESSORY_LO_HIGHHELM_DETAILS: Readonly<Record<(typeof ACCESSORY_LO_HIGHHELM)[number]['slug'], RuneDetails>> = {
  'unexceptional': {
    traits: ['illusion', 'magical'], bookName: 'Unexceptional', jaConfirmed: false,
    source: { book: 'lo-highhelm', page: 87 },
    effects: { passive: [{ effect: 'looks-mundane', save: { save: 'will', dc: 18 } }] },
  },
};

export const ACCESSORY_LO_HIGHHELM_SUMMARIES: Readonly<Record<(typeof ACCESSORY_LO_HIGHHELM)[number]['slug'], RuneSummary>> = {
  'unexceptional': { ja: '品をありふれた魔法でない品に見せかける', en: 'Makes an item pass for an ordinary, non-magical one' },
};
