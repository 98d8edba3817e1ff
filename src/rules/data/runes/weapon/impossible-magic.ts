// The weapon runes of Impossible Magic the site covers, the part the rules read; what only pages show is in
// impossible-magic-details.ts. Facts were checked against Foundry pf2e's item files (the family's comment names them).
import type { RuneCoreData } from '../../../types';

export const WEAPON_IMPOSSIBLE_MAGIC = [
  // bane: packs/pf2e/equipment/bane.json @a536882
  // Foundry's newest file names Pathfinder Impossible Magic (ORC); first printed in Secrets of Magic p. 180.
  {
    slug: 'bane', kind: 'property', target: 'weapon', family: 'bane', grade: null, variant: null,
    level: 4, priceCp: 10000, rarity: 'uncommon',
    usage: { target: 'weapon' },
    name: { ja: 'ベイン', en: 'Bane' },
    effects: {},
  },
  // impactful: packs/pf2e/equipment/impactful.json @a6ab9a7 (the greater grade is in secrets-of-magic.ts)
  // Foundry's newest file names Pathfinder Impossible Magic (ORC); first printed in Secrets of Magic p. 185.
  {
    slug: 'impactful', kind: 'property', target: 'weapon', family: 'impactful', grade: null, variant: null,
    level: 10, priceCp: 100000, rarity: 'common',
    usage: { target: 'weapon' },
    name: { ja: 'インパクトフル', en: 'Impactful' },
    effects: { extraDamage: { dice: 1, die: 'd6', type: 'force' } },
  },
] as const satisfies readonly RuneCoreData[];
