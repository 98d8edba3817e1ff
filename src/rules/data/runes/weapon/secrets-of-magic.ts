// The weapon runes of Secrets of Magic the site covers, the part the rules read; what only pages show is in
// secrets-of-magic-details.ts.
import type { RuneCoreData } from '../../../types';

export const WEAPON_SECRETS_OF_MAGIC = [
  // greater impactful: packs/pf2e/equipment/impactful-greater.json @6b39436 names Secrets of Magic, as the Archives of
  // Nethys table does (p. 185); Impossible Magic's reprint is only known for the base grade (impossible-magic.ts), so
  // this grade stays with the book that prints it (the accuracy audit, src/rules/README.md).
  {
    slug: 'greater-impactful', kind: 'property', target: 'weapon', family: 'impactful', grade: 'greater', variant: null,
    level: 17, priceCp: 1500000, rarity: 'common',
    usage: { target: 'weapon' },
    name: { ja: 'グレーター・インパクトフル', en: 'Greater Impactful' },
    effects: { extraDamage: { dice: 1, die: 'd6', type: 'force' } },
  },
] as const satisfies readonly RuneCoreData[];
