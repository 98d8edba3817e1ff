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
  // The Impossible Magic runes below rest on Foundry's item files and its rune table (pf2e 8.4.1); no AoN row
  // predates the book, and no page is known (src/rules/README.md, "The runes of Impossible Magic, the accessory runes and the mythic runes").
  // deflecting: packs/pf2e/equipment/deflecting.json @a536882
  {
    slug: 'deflecting', kind: 'property', target: 'weapon', family: 'deflecting', grade: null, variant: null,
    level: 6, priceCp: 23000, rarity: 'common',
    usage: { target: 'weapon', attack: 'melee' },
    name: { ja: 'ディフレクティング', en: 'Deflecting' },
    effects: {},
  },
  // energy vulnerability: packs/pf2e/equipment/energy-vulnerability.json @05066b1,
  // packs/pf2e/equipment/energy-vulnerability-greater.json @2cd2654
  {
    slug: 'energy-vulnerability', kind: 'property', target: 'weapon', family: 'energy-vulnerability', grade: null, variant: null,
    level: 4, priceCp: 9000, rarity: 'common',
    usage: { target: 'weapon' },
    name: { ja: 'エナジー・ヴァルナラビリティ', en: 'Energy Vulnerability' },
    effects: {},
  },
  {
    slug: 'greater-energy-vulnerability', kind: 'property', target: 'weapon', family: 'energy-vulnerability', grade: 'greater', variant: null,
    level: 16, priceCp: 900000, rarity: 'common',
    usage: { target: 'weapon' },
    name: { ja: 'グレーター・エナジー・ヴァルナラビリティ', en: 'Greater Energy Vulnerability' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
