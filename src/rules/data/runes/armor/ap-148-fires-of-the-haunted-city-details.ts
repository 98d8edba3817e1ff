// The descriptive part of the armor runes of Pathfinder #148: Fires of the Haunted City, keyed by the slugs of ap-148-fires-of-the-haunted-city.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { ARMOR_AP_148_FIRES_OF_THE_HAUNTED_CITY } from './ap-148-fires-of-the-haunted-city';

export const ARMOR_AP_148_FIRES_OF_THE_HAUNTED_CITY_DETAILS: Readonly<Record<(typeof ARMOR_AP_148_FIRES_OF_THE_HAUNTED_CITY)[number]['slug'], RuneDetails>> = {
  'rock-braced': {
    traits: ['dwarf', 'magical', 'saggorak'], bookName: 'Rock-Braced', jaConfirmed: false,
    source: { book: 'ap-148-fires-of-the-haunted-city', page: 73 },
    effects: { passive: [{ effect: 'forced-movement-fortitude-dc-bonus', numbers: { fortitudeDcItemBonus: 4 } }], special: ['forced-movement-without-check-needs-athletics-vs-fortitude-dc'] },
  },
};

export const ARMOR_AP_148_FIRES_OF_THE_HAUNTED_CITY_SUMMARIES: Readonly<Record<(typeof ARMOR_AP_148_FIRES_OF_THE_HAUNTED_CITY)[number]['slug'], RuneSummary>> = {
  'rock-braced': { ja: '強制移動を大幅に難しくする', en: 'Makes forced movement much harder' },
};
