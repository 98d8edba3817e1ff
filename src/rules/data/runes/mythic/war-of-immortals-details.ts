// The descriptive part of the mythic runes of War of Immortals, keyed by the slugs of war-of-immortals.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { MYTHIC_WAR_OF_IMMORTALS } from './war-of-immortals';

export const MYTHIC_WAR_OF_IMMORTALS_DETAILS: Readonly<Record<(typeof MYTHIC_WAR_OF_IMMORTALS)[number]['slug'], RuneDetails>> = {
  'mythic-weapon-potency': {
    traits: ['magical', 'mythic'], bookName: 'Mythic Weapon Potency', jaConfirmed: false,
    source: { book: 'war-of-immortals', page: 149 },
    effects: {},
  },
  'mythic-striking': {
    traits: ['magical', 'mythic'], bookName: 'Mythic Striking', jaConfirmed: false,
    source: { book: 'war-of-immortals', page: 149 },
    effects: {},
  },
  'mythic-armor-potency': {
    traits: ['magical', 'mythic'], bookName: 'Mythic Armor Potency', jaConfirmed: false,
    source: { book: 'war-of-immortals', page: 148 },
    effects: {},
  },
  'mythic-resilient': {
    traits: ['magical', 'mythic'], bookName: 'Mythic Resilient', jaConfirmed: false,
    source: { book: 'war-of-immortals', page: 149 },
    effects: {},
  },
};

export const MYTHIC_WAR_OF_IMMORTALS_SUMMARIES: Readonly<Record<(typeof MYTHIC_WAR_OF_IMMORTALS)[number]['slug'], RuneSummary>> = {
  'mythic-weapon-potency': { ja: '神話級の基本ルーン。計算ツールは扱わない', en: 'A mythic fundamental rune; not in the calculators' },
  'mythic-striking': { ja: '神話級の基本ルーン。計算ツールは扱わない', en: 'A mythic fundamental rune; not in the calculators' },
  'mythic-armor-potency': { ja: '神話級の基本ルーン。計算ツールは扱わない', en: 'A mythic fundamental rune; not in the calculators' },
  'mythic-resilient': { ja: '神話級の基本ルーン。計算ツールは扱わない', en: 'A mythic fundamental rune; not in the calculators' },
};
