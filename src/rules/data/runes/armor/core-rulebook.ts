// The armor runes of Core Rulebook the site covers, the part the rules read; what only pages show is in
// core-rulebook-details.ts. Facts were checked against Foundry pf2e's item files (the family's comment names them).
import type { RuneCoreData } from '../../../types';

export const ARMOR_CORE_RULEBOOK = [
  // ethereal: packs/equipment/ethereal.json @5e0e590
  {
    slug: 'ethereal', kind: 'property', target: 'armor', family: 'ethereal', grade: null, variant: null,
    level: 17, priceCp: 1350000, rarity: 'uncommon',
    usage: { target: 'armor' },
    name: { ja: 'イセリアル', en: 'Ethereal' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
