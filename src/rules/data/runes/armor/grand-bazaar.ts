// The armor runes of Lost Omens: The Grand Bazaar the site covers, the part the rules read; what only pages show is in
// grand-bazaar-details.ts. Facts were checked against Foundry pf2e's item files (the family's comment names them).
import type { RuneCoreData } from '../../../types';

export const ARMOR_GRAND_BAZAAR = [
  // bitter: packs/pf2e/equipment/bitter.json @6b39436
  {
    slug: 'bitter', kind: 'property', target: 'armor', family: 'bitter', grade: null, variant: null,
    level: 9, priceCp: 13500, rarity: 'uncommon',
    usage: { target: 'armor' },
    name: { ja: 'ビター', en: 'Bitter' },
    effects: {},
  },
  // deathless: packs/equipment/deathless.json @716e156
  {
    slug: 'deathless', kind: 'property', target: 'armor', family: 'deathless', grade: null, variant: null,
    level: 7, priceCp: 33000, rarity: 'uncommon',
    usage: { target: 'armor' },
    name: { ja: 'デスレス', en: 'Deathless' },
    effects: {},
  },
  // dread: packs/pf2e/equipment/dread-lesser.json @6b39436, packs/pf2e/equipment/dread-moderate.json @6b39436, packs/pf2e/equipment/dread-greater.json @6b39436
  {
    slug: 'lesser-dread', kind: 'property', target: 'armor', family: 'dread', grade: 'lesser', variant: null,
    level: 6, priceCp: 22500, rarity: 'uncommon',
    usage: { target: 'armor' },
    name: { ja: 'レッサー・ドレッド', en: 'Lesser Dread' },
    effects: {},
  },
  {
    slug: 'moderate-dread', kind: 'property', target: 'armor', family: 'dread', grade: 'moderate', variant: null,
    level: 12, priceCp: 180000, rarity: 'uncommon',
    usage: { target: 'armor' },
    name: { ja: 'モデレート・ドレッド', en: 'Moderate Dread' },
    effects: {},
  },
  {
    slug: 'greater-dread', kind: 'property', target: 'armor', family: 'dread', grade: 'greater', variant: null,
    level: 18, priceCp: 2100000, rarity: 'uncommon',
    usage: { target: 'armor' },
    name: { ja: 'グレーター・ドレッド', en: 'Greater Dread' },
    effects: {},
  },
  // implacable: packs/pf2e/equipment/implacable.json @8d12754
  {
    slug: 'implacable', kind: 'property', target: 'armor', family: 'implacable', grade: null, variant: null,
    level: 11, priceCp: 120000, rarity: 'uncommon',
    usage: { target: 'armor', categories: ['medium', 'heavy'] },
    name: { ja: 'インプラカブル', en: 'Implacable' },
    effects: {},
  },
  // stanching: packs/pf2e/equipment/stanching.json @49c2291, packs/equipment/stanching-greater.json @5e0e590, packs/pf2e/equipment/stanching-major.json @6b39436, packs/pf2e/equipment/stanching-true.json @8d12754
  {
    slug: 'stanching', kind: 'property', target: 'armor', family: 'stanching', grade: null, variant: null,
    level: 5, priceCp: 13000, rarity: 'uncommon',
    usage: { target: 'armor' },
    name: { ja: 'スタンチング', en: 'Stanching' },
    effects: {},
  },
  {
    slug: 'greater-stanching', kind: 'property', target: 'armor', family: 'stanching', grade: 'greater', variant: null,
    level: 9, priceCp: 60000, rarity: 'uncommon',
    usage: { target: 'armor' },
    name: { ja: 'グレーター・スタンチング', en: 'Greater Stanching' },
    effects: {},
  },
  {
    slug: 'major-stanching', kind: 'property', target: 'armor', family: 'stanching', grade: 'major', variant: null,
    level: 13, priceCp: 250000, rarity: 'uncommon',
    usage: { target: 'armor' },
    name: { ja: 'メジャー・スタンチング', en: 'Major Stanching' },
    effects: {},
  },
  {
    slug: 'true-stanching', kind: 'property', target: 'armor', family: 'stanching', grade: 'true', variant: null,
    level: 17, priceCp: 1250000, rarity: 'uncommon',
    usage: { target: 'armor' },
    name: { ja: 'トゥルー・スタンチング', en: 'True Stanching' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
