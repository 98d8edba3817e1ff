// The weapon runes of Pathfinder Special: Fumbus! the site covers, the part the rules read; what only pages show is in
// special-fumbus-details.ts. Facts were checked against Foundry pf2e's item files (the family's comment names them).
import type { RuneCoreData } from '../../../types';

export const WEAPON_SPECIAL_FUMBUS = [
  // demolishing: packs/equipment/demolishing.json @690900a
  {
    slug: 'demolishing', kind: 'property', target: 'weapon', family: 'demolishing', grade: null, variant: null,
    level: 6, priceCp: 22500, rarity: 'rare',
    usage: { target: 'weapon' },
    name: { ja: 'デモリッシング', en: 'Demolishing' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
