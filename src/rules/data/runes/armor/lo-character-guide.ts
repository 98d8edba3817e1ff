// The armor runes of Lost Omens: Character Guide the site covers, the part the rules read; what only pages show is in
// lo-character-guide-details.ts. Facts were checked against Foundry pf2e's item files (the family's comment names them).
import type { RuneCoreData } from '../../../types';

export const ARMOR_LO_CHARACTER_GUIDE = [
  // sinister-knight: packs/equipment/sinister-knight.json @2880058
  {
    slug: 'sinister-knight', kind: 'property', target: 'armor', family: 'sinister-knight', grade: null, variant: null,
    level: 8, priceCp: 50000, rarity: 'uncommon',
    usage: { target: 'armor', categories: ['heavy'] },
    name: { ja: 'シニスター・ナイト', en: 'Sinister Knight' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
