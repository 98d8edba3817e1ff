// The weapon runes of Lost Omens: Ancestry Guide the site covers, the part the rules read; what only pages show is in
// lo-ancestry-guide-details.ts. Facts were checked against Foundry pf2e's item files (the family's comment names them).
import type { RuneCoreData } from '../../../types';

export const WEAPON_LO_ANCESTRY_GUIDE = [
  // conducting: packs/pf2e/equipment/conducting.json @6b39436
  {
    slug: 'conducting', kind: 'property', target: 'weapon', family: 'conducting', grade: null, variant: null,
    level: 7, priceCp: 30000, rarity: 'common',
    usage: { target: 'weapon' },
    name: { ja: 'コンダクティング', en: 'Conducting' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
