// The armor runes of Treasure Vault (Remastered) the site covers, the part the rules read; what only pages show is in
// treasure-vault-details.ts. Facts were checked against Foundry pf2e's item files (the family's comment names them).
// Those read only from the old printing agree in level and Price with Foundry's rune table (src/module/item/physical/runes.ts
// @001fc44); the Remastered printing itself is still unread (src/rules/README.md, book checks).
import type { RuneCoreData } from '../../../types';

export const ARMOR_TREASURE_VAULT = [
  // advancing: packs/pf2e/equipment/advancing.json @49c2291, packs/equipment/advancing-greater.json @09c4f0f
  {
    slug: 'advancing', kind: 'property', target: 'armor', family: 'advancing', grade: null, variant: null,
    level: 9, priceCp: 62500, rarity: 'common',
    usage: { target: 'armor', categories: ['heavy'] },
    name: { ja: 'アドヴァンシング', en: 'Advancing' },
    effects: {},
  },
  {
    slug: 'greater-advancing', kind: 'property', target: 'armor', family: 'advancing', grade: 'greater', variant: null,
    level: 16, priceCp: 800000, rarity: 'common',
    usage: { target: 'armor', categories: ['heavy'] },
    name: { ja: 'グレーター・アドヴァンシング', en: 'Greater Advancing' },
    effects: {},
  },
  // aim-aiding: packs/pf2e/equipment/aim-aiding.json @6b39436
  {
    slug: 'aim-aiding', kind: 'property', target: 'armor', family: 'aim-aiding', grade: null, variant: null,
    level: 6, priceCp: 22500, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'エイム・エイディング', en: 'Aim-Aiding' },
    effects: {},
  },
  // assisting: packs/pf2e/equipment/assisting.json @8d12754
  {
    slug: 'assisting', kind: 'property', target: 'armor', family: 'assisting', grade: null, variant: null,
    level: 5, priceCp: 12500, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'アシスティング', en: 'Assisting' },
    effects: {},
  },
  // energy-adaptive: packs/equipment/energy-adaptive.json @07300a0
  // Only the old printing's Foundry file was read (OGL, Treasure Vault); values as it gives them, cited as the Remastered printing.
  {
    slug: 'energy-adaptive', kind: 'property', target: 'armor', family: 'energy-adaptive', grade: null, variant: null,
    level: 13, priceCp: 260000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'エナジー・アダプティヴ', en: 'Energy Adaptive' },
    effects: {},
  },
  // gliding: packs/pf2e/equipment/gliding.json @6b39436
  {
    slug: 'gliding', kind: 'property', target: 'armor', family: 'gliding', grade: null, variant: null,
    level: 8, priceCp: 45000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'グライディング', en: 'Gliding' },
    effects: {},
  },
  // immovable: packs/pf2e/equipment/immovable.json @49c2291
  {
    slug: 'immovable', kind: 'property', target: 'armor', family: 'immovable', grade: null, variant: null,
    level: 12, priceCp: 180000, rarity: 'uncommon',
    usage: { target: 'armor' },
    name: { ja: 'イムーヴァブル', en: 'Immovable' },
    effects: {},
  },
  // magnetizing: packs/pf2e/equipment/magnetizing.json @49c2291
  {
    slug: 'magnetizing', kind: 'property', target: 'armor', family: 'magnetizing', grade: null, variant: null,
    level: 10, priceCp: 90000, rarity: 'common',
    usage: { target: 'armor', metal: true },
    name: { ja: 'マグネタイジング', en: 'Magnetizing' },
    effects: {},
  },
  // misleading: packs/equipment/misleading.json @014376e
  // Only the old printing's Foundry file was read (OGL, Treasure Vault); values as it gives them, cited as the Remastered printing.
  {
    slug: 'misleading', kind: 'property', target: 'armor', family: 'misleading', grade: null, variant: null,
    level: 16, priceCp: 800000, rarity: 'common',
    usage: { target: 'armor', categories: ['light'] },
    name: { ja: 'ミスリーディング', en: 'Misleading' },
    effects: {},
  },
  // portable: packs/equipment/portable.json @09c4f0f
  // Only the old printing's Foundry file was read (OGL, Treasure Vault); values as it gives them, cited as the Remastered printing.
  {
    slug: 'portable', kind: 'property', target: 'armor', family: 'portable', grade: null, variant: null,
    level: 9, priceCp: 66000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'ポータブル', en: 'Portable' },
    effects: {},
  },
  // quenching: packs/equipment/quenching.json @77ad479, packs/equipment/quenching-greater.json @2880058, packs/equipment/quenching-major.json @2880058, packs/equipment/quenching-true.json @09c4f0f
  // Only the old printing's Foundry file was read (OGL, Treasure Vault); values as it gives them, cited as the Remastered printing.
  {
    slug: 'quenching', kind: 'property', target: 'armor', family: 'quenching', grade: null, variant: null,
    level: 6, priceCp: 25000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'クエンチング', en: 'Quenching' },
    effects: {},
  },
  {
    slug: 'greater-quenching', kind: 'property', target: 'armor', family: 'quenching', grade: 'greater', variant: null,
    level: 10, priceCp: 100000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'グレーター・クエンチング', en: 'Greater Quenching' },
    effects: {},
  },
  {
    slug: 'major-quenching', kind: 'property', target: 'armor', family: 'quenching', grade: 'major', variant: null,
    level: 14, priceCp: 450000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'メジャー・クエンチング', en: 'Major Quenching' },
    effects: {},
  },
  {
    slug: 'true-quenching', kind: 'property', target: 'armor', family: 'quenching', grade: 'true', variant: null,
    level: 18, priceCp: 2400000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'トゥルー・クエンチング', en: 'True Quenching' },
    effects: {},
  },
  // spellwatch: packs/pf2e/equipment/spellwatch.json @6b39436
  {
    slug: 'spellwatch', kind: 'property', target: 'armor', family: 'spellwatch', grade: null, variant: null,
    level: 13, priceCp: 300000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'スペルウォッチ', en: 'Spellwatch' },
    effects: {},
  },
  // swallow-spike: packs/equipment/swallow-spike.json @6bc77e8, packs/pf2e/equipment/swallow-spike-greater.json @6b39436, packs/equipment/swallow-spike-major.json @014376e
  {
    slug: 'swallow-spike', kind: 'property', target: 'armor', family: 'swallow-spike', grade: null, variant: null,
    level: 6, priceCp: 20000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'スワロー・スパイク', en: 'Swallow-Spike' },
    effects: {},
  },
  {
    slug: 'greater-swallow-spike', kind: 'property', target: 'armor', family: 'swallow-spike', grade: 'greater', variant: null,
    level: 12, priceCp: 175000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'グレーター・スワロー・スパイク', en: 'Greater Swallow-Spike' },
    effects: {},
  },
  {
    slug: 'major-swallow-spike', kind: 'property', target: 'armor', family: 'swallow-spike', grade: 'major', variant: null,
    level: 16, priceCp: 1925000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'メジャー・スワロー・スパイク', en: 'Major Swallow-Spike' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
