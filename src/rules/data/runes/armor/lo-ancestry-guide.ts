// The armor runes of Lost Omens: Ancestry Guide the site covers, the part the rules read; what only pages show is in
// lo-ancestry-guide-details.ts. Facts were checked against Foundry pf2e's item files (the family's comment names them).
import type { RuneCoreData } from '../../../types';

export const ARMOR_LO_ANCESTRY_GUIDE = [
  // soaring: packs/pf2e/equipment/soaring.json @6b39436
  {
    slug: 'soaring', kind: 'property', target: 'armor', family: 'soaring', grade: null, variant: null,
    level: 14, priceCp: 375000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'ソアリング', en: 'Soaring' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
