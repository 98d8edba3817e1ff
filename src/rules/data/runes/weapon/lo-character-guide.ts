// The weapon runes of Lost Omens: Character Guide the site covers, the part the rules read; what only pages show is in
// lo-character-guide-details.ts. Facts were checked against Foundry pf2e's item files (the family's comment names them).
import type { RuneCoreData } from '../../../types';

export const WEAPON_LO_CHARACTER_GUIDE = [
  // serrating: packs/equipment/serrating.json @4737dde
  {
    slug: 'serrating', kind: 'property', target: 'weapon', family: 'serrating', grade: null, variant: null,
    level: 10, priceCp: 100000, rarity: 'uncommon',
    usage: { target: 'weapon', attack: 'melee', damageTypes: ['S'] },
    name: { ja: 'セレイティング', en: 'Serrating' },
    effects: { extraDamage: { dice: 1, die: 'd4', type: 'slashing' } },
  },
] as const satisfies readonly RuneCoreData[];
