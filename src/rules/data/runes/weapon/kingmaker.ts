// The weapon runes of Kingmaker the site covers, the part the rules read; what only pages show is in
// kingmaker-details.ts. Facts were checked against Foundry pf2e's item files (the family's comment names them).
import type { RuneCoreData } from '../../../types';

export const WEAPON_KINGMAKER = [
  // deathdrinking: packs/pf2e/equipment/deathdrinking.json @49c2291
  {
    slug: 'deathdrinking', kind: 'property', target: 'weapon', family: 'deathdrinking', grade: null, variant: null,
    level: 7, priceCp: 36000, rarity: 'rare',
    usage: { target: 'weapon', notRunes: ['vitalizing'] },
    name: { ja: 'デスドリンキング', en: 'Deathdrinking' },
    effects: {},
  },
  // giant-killing: packs/pf2e/equipment/giant-killing.json @6b39436, packs/pf2e/equipment/giant-killing-greater.json @8d12754
  {
    slug: 'giant-killing', kind: 'property', target: 'weapon', family: 'giant-killing', grade: null, variant: null,
    level: 8, priceCp: 45000, rarity: 'rare',
    usage: { target: 'weapon' },
    name: { ja: 'ジャイアント・キリング', en: 'Giant-Killing' },
    effects: {},
  },
  {
    slug: 'greater-giant-killing', kind: 'property', target: 'weapon', family: 'giant-killing', grade: 'greater', variant: null,
    level: 15, priceCp: 600000, rarity: 'rare',
    usage: { target: 'weapon' },
    name: { ja: 'グレーター・ジャイアント・キリング', en: 'Greater Giant-Killing' },
    effects: {},
  },
  // hooked: packs/pf2e/equipment/hooked.json @8d12754
  {
    slug: 'hooked', kind: 'property', target: 'weapon', family: 'hooked', grade: null, variant: null,
    level: 5, priceCp: 14000, rarity: 'rare',
    usage: { target: 'weapon', attack: 'melee' },
    name: { ja: 'フックト', en: 'Hooked' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
