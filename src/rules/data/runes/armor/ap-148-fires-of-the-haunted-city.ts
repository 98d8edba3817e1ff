// The armor runes of Pathfinder #148: Fires of the Haunted City the site covers, the part the rules read; what only pages show is in
// ap-148-fires-of-the-haunted-city-details.ts. Facts were checked against Foundry pf2e's item files (the family's comment names them).
import type { RuneCoreData } from '../../../types';

export const ARMOR_AP_148_FIRES_OF_THE_HAUNTED_CITY = [
  // rock-braced: packs/equipment/rock-braced.json @014376e
  {
    slug: 'rock-braced', kind: 'property', target: 'armor', family: 'rock-braced', grade: null, variant: null,
    level: 13, priceCp: 300000, rarity: 'rare',
    usage: { target: 'armor', categories: ['medium', 'heavy'] },
    name: { ja: 'ロック・ブレイスト', en: 'Rock-Braced' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
