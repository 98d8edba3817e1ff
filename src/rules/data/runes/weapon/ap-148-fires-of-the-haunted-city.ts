// The weapon runes of Pathfinder #148: Fires of the Haunted City the site covers, the part the rules read; what only pages show is in
// ap-148-fires-of-the-haunted-city-details.ts. Facts were checked against Foundry pf2e's item files (the family's comment names them).
import type { RuneCoreData } from '../../../types';

export const WEAPON_AP_148_FIRES_OF_THE_HAUNTED_CITY = [
  // ancestral-echoing: packs/equipment/ancestral-echoing.json @09c4f0f
  {
    slug: 'ancestral-echoing', kind: 'property', target: 'weapon', family: 'ancestral-echoing', grade: null, variant: null,
    level: 15, priceCp: 950000, rarity: 'rare',
    usage: { target: 'weapon' },
    name: { ja: 'アンセストラル・エコーイング', en: 'Ancestral Echoing' },
    effects: {},
  },
  // bloodbane: packs/equipment/bloodbane.json @014376e, packs/pf2e/equipment/bloodbane-greater.json @8d12754
  {
    slug: 'bloodbane', kind: 'property', target: 'weapon', family: 'bloodbane', grade: null, variant: null,
    level: 8, priceCp: 47500, rarity: 'uncommon',
    usage: { target: 'weapon', baseItems: ['clan-dagger'] },
    name: { ja: 'ブラッドベイン', en: 'Bloodbane' },
    effects: {},
  },
  {
    slug: 'greater-bloodbane', kind: 'property', target: 'weapon', family: 'bloodbane', grade: 'greater', variant: null,
    level: 13, priceCp: 280000, rarity: 'uncommon',
    usage: { target: 'weapon', baseItems: ['clan-dagger'] },
    name: { ja: 'グレーター・ブラッドベイン', en: 'Greater Bloodbane' },
    effects: {},
  },
  // kin-warding: packs/equipment/kin-warding.json @5e0e590
  {
    slug: 'kin-warding', kind: 'property', target: 'weapon', family: 'kin-warding', grade: null, variant: null,
    level: 3, priceCp: 5200, rarity: 'uncommon',
    usage: { target: 'weapon', baseItems: ['clan-dagger'] },
    name: { ja: 'キン・ウォーディング', en: 'Kin-Warding' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
