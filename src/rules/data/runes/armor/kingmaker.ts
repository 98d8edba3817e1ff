// The armor runes of Kingmaker, the part the rules read; what only pages show is in
// kingmaker-details.ts. Facts checked against Foundry pf2e and AoN's equipment table.
// energy-absorbing: Foundry packs/equipment/energy-absorbing.json @014376e, energy-absorbing-greater.json @09c4f0f; AoN places
// them in the Kingmaker Companion Guide p. 104, Foundry in the Kingmaker adventure path (the site lists them there, as its other
// Kingmaker runes, with no page).
import type { RuneCoreData } from '../../../types';

export const ARMOR_KINGMAKER = [
  {
    slug: 'energy-absorbing', kind: 'property', target: 'armor', family: 'energy-absorbing', grade: null, variant: null,
    level: 11, priceCp: 120000, rarity: 'rare',
    usage: { target: 'armor' },
    name: { ja: 'エナジー・アブソービング', en: 'Energy-Absorbing' },
    effects: {},
  },
  {
    slug: 'greater-energy-absorbing', kind: 'property', target: 'armor', family: 'energy-absorbing', grade: 'greater', variant: null,
    level: 15, priceCp: 600000, rarity: 'rare',
    usage: { target: 'armor' },
    name: { ja: 'グレーター・エナジー・アブソービング', en: 'Greater Energy-Absorbing' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
