// The weapon runes of Rage of Elements the site covers, the part the rules read; what only pages show is in
// rage-of-elements-details.ts. Facts were checked against Foundry pf2e's item files (the family's comment names them).
import type { RuneCoreData } from '../../../types';

export const WEAPON_RAGE_OF_ELEMENTS = [
  // rooting: packs/equipment/rooting.json @fd319cc, packs/equipment/rooting-greater.json @2880058, packs/equipment/rooting-major.json @122b2e5, packs/equipment/rooting-true.json @00a15c3
  {
    slug: 'rooting', kind: 'property', target: 'weapon', family: 'rooting', grade: null, variant: null,
    level: 7, priceCp: 36000, rarity: 'common',
    usage: { target: 'weapon', attack: 'melee' },
    name: { ja: 'ルーティング', en: 'Rooting' },
    effects: {},
  },
  {
    slug: 'greater-rooting', kind: 'property', target: 'weapon', family: 'rooting', grade: 'greater', variant: null,
    level: 11, priceCp: 140000, rarity: 'common',
    usage: { target: 'weapon', attack: 'melee' },
    name: { ja: 'グレーター・ルーティング', en: 'Greater Rooting' },
    effects: {},
  },
  {
    slug: 'major-rooting', kind: 'property', target: 'weapon', family: 'rooting', grade: 'major', variant: null,
    level: 15, priceCp: 650000, rarity: 'common',
    usage: { target: 'weapon', attack: 'melee' },
    name: { ja: 'メジャー・ルーティング', en: 'Major Rooting' },
    effects: {},
  },
  {
    slug: 'true-rooting', kind: 'property', target: 'weapon', family: 'rooting', grade: 'true', variant: null,
    level: 19, priceCp: 4000000, rarity: 'common',
    usage: { target: 'weapon', attack: 'melee' },
    name: { ja: 'トゥルー・ルーティング', en: 'True Rooting' },
    effects: {},
  },
  // underwater: packs/equipment/underwater.json @836d759
  {
    slug: 'underwater', kind: 'property', target: 'weapon', family: 'underwater', grade: null, variant: null,
    level: 3, priceCp: 5000, rarity: 'common',
    usage: { target: 'weapon' },
    name: { ja: 'アンダーウォーター', en: 'Underwater' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
