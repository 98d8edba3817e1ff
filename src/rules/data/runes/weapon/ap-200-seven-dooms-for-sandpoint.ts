// The weapon runes of Pathfinder #200: Seven Dooms for Sandpoint the site covers, the part the rules read; what only pages show is in
// ap-200-seven-dooms-for-sandpoint-details.ts. Facts were checked against Foundry pf2e's item files (the family's comment names them).
import type { RuneCoreData } from '../../../types';

export const WEAPON_AP_200_SEVEN_DOOMS_FOR_SANDPOINT = [
  // flickering: packs/equipment/flickering.json @d4d0110
  {
    slug: 'flickering', kind: 'property', target: 'weapon', family: 'flickering', grade: null, variant: null,
    level: 6, priceCp: 25000, rarity: 'uncommon',
    usage: { target: 'weapon' },
    name: { ja: 'フリッカリング', en: 'Flickering' },
    effects: {},
  },
  // nightmare: packs/pf2e/equipment/nightmare.json @8d12754
  {
    slug: 'nightmare', kind: 'property', target: 'weapon', family: 'nightmare', grade: null, variant: null,
    level: 9, priceCp: 25000, rarity: 'uncommon',
    usage: { target: 'weapon' },
    name: { ja: 'ナイトメア', en: 'Nightmare' },
    effects: { extraDamage: { dice: 1, die: 'd6', type: 'mental' } },
  },
] as const satisfies readonly RuneCoreData[];
