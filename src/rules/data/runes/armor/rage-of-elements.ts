// The armor runes of Rage of Elements the site covers, the part the rules read; what only pages show is in
// rage-of-elements-details.ts. Facts were checked against Foundry pf2e's item files (the family's comment names them).
import type { RuneCoreData } from '../../../types';

export const ARMOR_RAGE_OF_ELEMENTS = [
  // malleable: packs/pf2e/equipment/malleable.json @8d12754
  {
    slug: 'malleable', kind: 'property', target: 'armor', family: 'malleable', grade: null, variant: null,
    level: 9, priceCp: 65000, rarity: 'common',
    usage: { target: 'armor', categories: ['medium', 'heavy'], metal: true },
    name: { ja: 'マリアブル', en: 'Malleable' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
