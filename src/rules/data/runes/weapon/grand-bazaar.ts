// The weapon runes of Lost Omens: The Grand Bazaar the site covers, the part the rules read; what only pages show is in
// grand-bazaar-details.ts. Facts were checked against Foundry pf2e's item files (the family's comment names them).
import type { RuneCoreData } from '../../../types';

export const WEAPON_GRAND_BAZAAR = [
  // anchoring: packs/pf2e/equipment/anchoring.json @6b39436, packs/pf2e/equipment/anchoring-greater.json @49c2291
  {
    slug: 'anchoring', kind: 'property', target: 'weapon', family: 'anchoring', grade: null, variant: null,
    level: 10, priceCp: 90000, rarity: 'uncommon',
    usage: { target: 'weapon' },
    name: { ja: 'アンカリング', en: 'Anchoring' },
    effects: {},
  },
  {
    slug: 'greater-anchoring', kind: 'property', target: 'weapon', family: 'anchoring', grade: 'greater', variant: null,
    level: 18, priceCp: 2200000, rarity: 'uncommon',
    usage: { target: 'weapon' },
    name: { ja: 'グレーター・アンカリング', en: 'Greater Anchoring' },
    effects: {},
  },
  // bloodthirsty: packs/equipment/bloodthirsty.json @014376e
  {
    slug: 'bloodthirsty', kind: 'property', target: 'weapon', family: 'bloodthirsty', grade: null, variant: null,
    level: 16, priceCp: 850000, rarity: 'uncommon',
    usage: { target: 'weapon', attack: 'melee', damageTypes: ['P', 'S'] },
    name: { ja: 'ブラッドサースティ', en: 'Bloodthirsty' },
    effects: {},
  },
  // crushing: packs/equipment/crushing.json @17adcda, packs/equipment/crushing-greater.json @05e5bc2
  {
    slug: 'crushing', kind: 'property', target: 'weapon', family: 'crushing', grade: null, variant: null,
    level: 3, priceCp: 5000, rarity: 'uncommon',
    usage: { target: 'weapon', damageTypes: ['B'] },
    name: { ja: 'クラッシング', en: 'Crushing' },
    effects: {},
  },
  {
    slug: 'greater-crushing', kind: 'property', target: 'weapon', family: 'crushing', grade: 'greater', variant: null,
    level: 9, priceCp: 65000, rarity: 'uncommon',
    usage: { target: 'weapon', damageTypes: ['B'] },
    name: { ja: 'グレーター・クラッシング', en: 'Greater Crushing' },
    effects: {},
  },
  // energizing: packs/pf2e/equipment/energizing.json @49c2291
  {
    slug: 'energizing', kind: 'property', target: 'weapon', family: 'energizing', grade: null, variant: null,
    level: 6, priceCp: 25000, rarity: 'uncommon',
    usage: { target: 'weapon' },
    name: { ja: 'エナジャイジング', en: 'Energizing' },
    effects: {},
  },
  // fanged: packs/pf2e/equipment/fanged.json @6b39436, packs/equipment/fanged-greater.json @4737dde, packs/equipment/fanged-major.json @2880058
  {
    slug: 'fanged', kind: 'property', target: 'weapon', family: 'fanged', grade: null, variant: null,
    level: 2, priceCp: 3000, rarity: 'uncommon',
    usage: { target: 'weapon', attack: 'melee' },
    name: { ja: 'ファングド', en: 'Fanged' },
    effects: {},
  },
  {
    slug: 'greater-fanged', kind: 'property', target: 'weapon', family: 'fanged', grade: 'greater', variant: null,
    level: 8, priceCp: 42500, rarity: 'uncommon',
    usage: { target: 'weapon', attack: 'melee' },
    name: { ja: 'グレーター・ファングド', en: 'Greater Fanged' },
    effects: {},
  },
  {
    slug: 'major-fanged', kind: 'property', target: 'weapon', family: 'fanged', grade: 'major', variant: null,
    level: 15, priceCp: 600000, rarity: 'uncommon',
    usage: { target: 'weapon', attack: 'melee' },
    name: { ja: 'メジャー・ファングド', en: 'Major Fanged' },
    effects: {},
  },
  // hauling: packs/pf2e/equipment/hauling.json @6b39436, packs/pf2e/equipment/hauling-greater.json @8d12754
  {
    slug: 'hauling', kind: 'property', target: 'weapon', family: 'hauling', grade: null, variant: null,
    level: 6, priceCp: 22500, rarity: 'uncommon',
    usage: { target: 'weapon' },
    name: { ja: 'ホーリング', en: 'Hauling' },
    effects: {},
  },
  {
    slug: 'greater-hauling', kind: 'property', target: 'weapon', family: 'hauling', grade: 'greater', variant: null,
    level: 11, priceCp: 130000, rarity: 'uncommon',
    usage: { target: 'weapon' },
    name: { ja: 'グレーター・ホーリング', en: 'Greater Hauling' },
    effects: {},
  },
  // hopeful: packs/pf2e/equipment/hopeful.json @6b39436
  {
    slug: 'hopeful', kind: 'property', target: 'weapon', family: 'hopeful', grade: null, variant: null,
    level: 11, priceCp: 120000, rarity: 'uncommon',
    usage: { target: 'weapon' },
    name: { ja: 'ホープフル', en: 'Hopeful' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
