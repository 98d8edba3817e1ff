// The accessory runes of Treasure Vault, the part the rules read; what only pages show is in
// treasure-vault-details.ts. Facts checked against Foundry pf2e's item files (path and commit in runes-new.json) and AoN's equipment table (sethmoyes/p2emastercache etc/equipment.md @92bda3c).
import type { RuneCoreData } from '../../../types';

export const ACCESSORY_TREASURE_VAULT = [
  {
    slug: 'catching', kind: 'accessory', target: 'accessory', family: 'catching', grade: null, variant: null,
    level: 8, priceCp: 42500, rarity: 'common',
    usage: { target: 'accessory', hosts: ['shield'], magicHostsAllowed: ['shield'] },
    name: { ja: 'キャッチング', en: 'Catching' },
    effects: {},
  },
  {
    slug: 'menacing', kind: 'accessory', target: 'accessory', family: 'menacing', grade: null, variant: null,
    level: 3, priceCp: 5000, rarity: 'common',
    usage: { target: 'accessory', hosts: ['clothing'] },
    name: { ja: 'メナシング', en: 'Menacing' },
    effects: {},
  },
  {
    slug: 'greater-menacing', kind: 'accessory', target: 'accessory', family: 'menacing', grade: 'greater', variant: null,
    level: 10, priceCp: 90000, rarity: 'common',
    usage: { target: 'accessory', hosts: ['clothing'] },
    name: { ja: 'グレーター・メナシング', en: 'Greater Menacing' },
    effects: {},
  },
  {
    slug: 'pontoon', kind: 'accessory', target: 'accessory', family: 'pontoon', grade: null, variant: null,
    level: 9, priceCp: 65000, rarity: 'common',
    usage: { target: 'accessory', hosts: ['footwear'] },
    name: { ja: 'ポンツーン', en: 'Pontoon' },
    effects: {},
  },
  {
    slug: 'preserving', kind: 'accessory', target: 'accessory', family: 'preserving', grade: null, variant: null,
    level: 3, priceCp: 4500, rarity: 'common',
    usage: { target: 'accessory', hosts: ['container'] },
    name: { ja: 'プリザーヴィング', en: 'Preserving' },
    effects: {},
  },
  {
    slug: 'greater-preserving', kind: 'accessory', target: 'accessory', family: 'preserving', grade: 'greater', variant: null,
    level: 8, priceCp: 45000, rarity: 'common',
    usage: { target: 'accessory', hosts: ['container'] },
    name: { ja: 'グレーター・プリザーヴィング', en: 'Greater Preserving' },
    effects: {},
  },
  {
    slug: 'lesser-retaliation', kind: 'accessory', target: 'accessory', family: 'retaliation', grade: 'lesser', variant: null,
    level: 6, priceCp: 25000, rarity: 'common',
    usage: { target: 'accessory', hosts: ['shield'], magicHostsAllowed: ['shield'] },
    name: { ja: 'レッサー・リタリエイション', en: 'Lesser Retaliation' },
    effects: {},
  },
  {
    slug: 'moderate-retaliation', kind: 'accessory', target: 'accessory', family: 'retaliation', grade: 'moderate', variant: null,
    level: 10, priceCp: 100000, rarity: 'common',
    usage: { target: 'accessory', hosts: ['shield'], magicHostsAllowed: ['shield'] },
    name: { ja: 'モデレート・リタリエイション', en: 'Moderate Retaliation' },
    effects: {},
  },
  {
    slug: 'greater-retaliation', kind: 'accessory', target: 'accessory', family: 'retaliation', grade: 'greater', variant: null,
    level: 14, priceCp: 450000, rarity: 'common',
    usage: { target: 'accessory', hosts: ['shield'], magicHostsAllowed: ['shield'] },
    name: { ja: 'グレーター・リタリエイション', en: 'Greater Retaliation' },
    effects: {},
  },
  {
    slug: 'major-retaliation', kind: 'accessory', target: 'accessory', family: 'retaliation', grade: 'major', variant: null,
    level: 19, priceCp: 4000000, rarity: 'common',
    usage: { target: 'accessory', hosts: ['shield'], magicHostsAllowed: ['shield'] },
    name: { ja: 'メジャー・リタリエイション', en: 'Major Retaliation' },
    effects: {},
  },
  {
    slug: 'trackless', kind: 'accessory', target: 'accessory', family: 'trackless', grade: null, variant: null,
    level: 6, priceCp: 22500, rarity: 'common',
    usage: { target: 'accessory', hosts: ['footwear'] },
    name: { ja: 'トラックレス', en: 'Trackless' },
    effects: {},
  },
  {
    slug: 'greater-trackless', kind: 'accessory', target: 'accessory', family: 'trackless', grade: 'greater', variant: null,
    level: 10, priceCp: 90000, rarity: 'common',
    usage: { target: 'accessory', hosts: ['footwear'] },
    name: { ja: 'グレーター・トラックレス', en: 'Greater Trackless' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
