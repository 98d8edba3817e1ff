// The weapon runes of Lost Omens: Highhelm the site covers, the part the rules read; what only pages show is in
// lo-highhelm-details.ts. Facts were checked against Foundry pf2e's item files (the family's comment names them).
import type { RuneCoreData } from '../../../types';

export const WEAPON_LO_HIGHHELM = [
  // ashen: packs/pf2e/equipment/ashen.json @6b39436, packs/equipment/ashen-greater.json @003e456
  // Page, level, Price and DCs also read in Pf2eTools data/items/items-lohh.json @4c003fc (Lost Omens: Highhelm p. 58).
  {
    slug: 'ashen', kind: 'property', target: 'weapon', family: 'ashen', grade: null, variant: null,
    level: 9, priceCp: 70000, rarity: 'uncommon',
    usage: { target: 'weapon' },
    name: { ja: 'アシェン', en: 'Ashen' },
    effects: { extraDamage: { dice: 1, die: 'd4', type: 'fire', persistent: true } },
  },
  {
    slug: 'greater-ashen', kind: 'property', target: 'weapon', family: 'ashen', grade: 'greater', variant: null,
    level: 16, priceCp: 900000, rarity: 'uncommon',
    usage: { target: 'weapon' },
    name: { ja: 'グレーター・アシェン', en: 'Greater Ashen' },
    effects: { extraDamage: { dice: 1, die: 'd8', type: 'fire', persistent: true } },
  },
] as const satisfies readonly RuneCoreData[];
