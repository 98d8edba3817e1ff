// The weapon runes of Lost Omens: Pathfinder Society Guide the site covers, the part the rules read; what only pages show is in
// lo-pathfinder-society-guide-details.ts. Facts were checked against Foundry pf2e's item files (the family's comment names them).
import type { RuneCoreData } from '../../../types';

export const WEAPON_LO_PATHFINDER_SOCIETY_GUIDE = [
  // cunning: packs/equipment/cunning.json @014376e
  {
    slug: 'cunning', kind: 'property', target: 'weapon', family: 'cunning', grade: null, variant: null,
    level: 5, priceCp: 14000, rarity: 'uncommon',
    usage: { target: 'weapon', damageTypes: ['P', 'S'] },
    name: { ja: 'カニング', en: 'Cunning' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
