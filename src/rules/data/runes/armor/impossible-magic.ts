// The armor runes of Impossible Magic, the part the rules read; what only pages show is in
// impossible-magic-details.ts. Facts: Foundry pf2e's item files (path and commit in runes-new.json) and its rune table (pf2e 8.4.1); AoN has no row (its table predates the book) and no page is known.
import type { RuneCoreData } from '../../../types';

export const ARMOR_IMPOSSIBLE_MAGIC = [
  {
    slug: 'convincing', kind: 'property', target: 'armor', family: 'convincing', grade: null, variant: null,
    level: 5, priceCp: 4500, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'コンヴィンシング', en: 'Convincing' },
    effects: {},
  },
  {
    slug: 'greater-convincing', kind: 'property', target: 'armor', family: 'convincing', grade: 'greater', variant: null,
    level: 8, priceCp: 45000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'グレーター・コンヴィンシング', en: 'Greater Convincing' },
    effects: {},
  },
  // major convincing: the item file says 45 gp, Foundry's rune table (pf2e 8.4.1) 9,000 gp; 9,000 kept, a level-16 Price
  {
    slug: 'major-convincing', kind: 'property', target: 'armor', family: 'convincing', grade: 'major', variant: null,
    level: 16, priceCp: 900000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'メジャー・コンヴィンシング', en: 'Major Convincing' },
    effects: {},
  },
  // mobile: the item file says 160 gp, Foundry's rune table 60 gp; the item file kept (60 gp would be a level-3 Price)
  {
    slug: 'mobile', kind: 'property', target: 'armor', family: 'mobile', grade: null, variant: null,
    level: 5, priceCp: 16000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'モバイル', en: 'Mobile' },
    effects: {},
  },
  {
    slug: 'moonweave', kind: 'property', target: 'armor', family: 'moonweave', grade: null, variant: null,
    level: 5, priceCp: 14000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'ムーンウィーヴ', en: 'Moonweave' },
    effects: {},
  },
  {
    slug: 'greater-moonweave', kind: 'property', target: 'armor', family: 'moonweave', grade: 'greater', variant: null,
    level: 13, priceCp: 300000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'グレーター・ムーンウィーヴ', en: 'Greater Moonweave' },
    effects: {},
  },
  {
    slug: 'major-moonweave', kind: 'property', target: 'armor', family: 'moonweave', grade: 'major', variant: null,
    level: 17, priceCp: 1400000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'メジャー・ムーンウィーヴ', en: 'Major Moonweave' },
    effects: {},
  },
  {
    slug: 'safeguarding', kind: 'property', target: 'armor', family: 'safeguarding', grade: null, variant: null,
    level: 13, priceCp: 260000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'セーフガーディング', en: 'Safeguarding' },
    effects: {},
  },
  {
    slug: 'self-sealing', kind: 'property', target: 'armor', family: 'self-sealing', grade: null, variant: null,
    level: 7, priceCp: 32000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'セルフ・シーリング', en: 'Self-Sealing' },
    effects: {},
  },
  {
    slug: 'sidestepping', kind: 'property', target: 'armor', family: 'sidestepping', grade: null, variant: null,
    level: 13, priceCp: 300000, rarity: 'uncommon',
    usage: { target: 'armor' },
    name: { ja: 'サイドステッピング', en: 'Sidestepping' },
    effects: {},
  },
  // sunweave: the item file says level 7, Foundry's rune table 6; the item file kept (350 gp is a level-7 Price)
  {
    slug: 'sunweave', kind: 'property', target: 'armor', family: 'sunweave', grade: null, variant: null,
    level: 7, priceCp: 35000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'サンウィーヴ', en: 'Sunweave' },
    effects: {},
  },
  {
    slug: 'greater-sunweave', kind: 'property', target: 'armor', family: 'sunweave', grade: 'greater', variant: null,
    level: 11, priceCp: 120000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'グレーター・サンウィーヴ', en: 'Greater Sunweave' },
    effects: {},
  },
  {
    slug: 'major-sunweave', kind: 'property', target: 'armor', family: 'sunweave', grade: 'major', variant: null,
    level: 18, priceCp: 2400000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'メジャー・サンウィーヴ', en: 'Major Sunweave' },
    effects: {},
  },
  {
    slug: 'unnerving', kind: 'property', target: 'armor', family: 'unnerving', grade: null, variant: null,
    level: 7, priceCp: 35000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'アンナーヴィング', en: 'Unnerving' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
