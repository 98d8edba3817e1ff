// The armor runes of Pathfinder #195: Heavy is the Crown, the part the rules read; what only pages show is in
// ap-195-heavy-is-the-crown-details.ts. Facts checked against Foundry pf2e and AoN's equipment table.
// cavern's heart: Foundry packs/equipment/caverns-heart.json @014376e; AoN: #195 p. 81.
import type { RuneCoreData } from '../../../types';

export const ARMOR_AP_195_HEAVY_IS_THE_CROWN = [
  {
    slug: 'caverns-heart', kind: 'property', target: 'armor', family: 'caverns-heart', grade: null, variant: null,
    level: 14, priceCp: 410000, rarity: 'rare',
    usage: { target: 'armor', categories: ['medium', 'heavy'] },
    name: { ja: 'キャヴァーンズ・ハート', en: 'Cavern\'s Heart' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
