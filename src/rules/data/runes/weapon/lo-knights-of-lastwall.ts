// The weapon runes of Lost Omens: Knights of Lastwall, the part the rules read; what only pages show is in
// lo-knights-of-lastwall-details.ts. Facts checked against Foundry pf2e and AoN's equipment table.
// called: Foundry packs/equipment/called.json @d4d0110 and its rune table's `called` key; AoN: Knights of Lastwall p. 89.
import type { RuneCoreData } from '../../../types';

export const WEAPON_LO_KNIGHTS_OF_LASTWALL = [
  {
    slug: 'called', kind: 'property', target: 'weapon', family: 'called', grade: null, variant: null,
    level: 7, priceCp: 35000, rarity: 'common',
    usage: { target: 'weapon' },
    name: { ja: 'コールド', en: 'Called' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
