// The armor runes of GM Core (pp. 226-239), the part the rules read: level, Price, rarity, usage, names and the
// effects item evaluation uses. Book values win where sources disagree; each such value carries a one-line comment.
// What only the pages show (traits, book name, source, the other effects) is in gm-core-details.ts, keyed
// by this file's slugs. Islands bundle this file, not that one.
import type { RuneCoreData } from '../../../types';

export const ARMOR_GM_CORE = [
  {
    slug: 'armor-potency-1', kind: 'fundamental', target: 'armor', family: 'armor-potency', grade: 1, variant: null,
    level: 5, priceCp: 16000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: '＋1アーマー・ポテンシィ', en: '+1 Armor Potency' },
    effects: { itemBonusAC: 1, propertySlots: 1 },
  },
  {
    slug: 'armor-potency-2', kind: 'fundamental', target: 'armor', family: 'armor-potency', grade: 2, variant: null,
    level: 11, priceCp: 106000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: '＋2アーマー・ポテンシィ', en: '+2 Armor Potency' },
    effects: { itemBonusAC: 2, propertySlots: 2 },
  },
  {
    slug: 'armor-potency-3', kind: 'fundamental', target: 'armor', family: 'armor-potency', grade: 3, variant: null,
    level: 18, priceCp: 2056000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: '＋3アーマー・ポテンシィ', en: '+3 Armor Potency' },
    effects: { itemBonusAC: 3, propertySlots: 3 },
  },
  {
    slug: 'resilient', kind: 'fundamental', target: 'armor', family: 'resilient', grade: null, variant: null,
    level: 8, priceCp: 34000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'リジリアント', en: 'Resilient' },
    effects: { itemBonusSaves: 1 },
  },
  // ja name from the seed (＋2グレーター・リジリアント・ファイアー・レジスタント・チェイン・メイル).
  {
    slug: 'greater-resilient', kind: 'fundamental', target: 'armor', family: 'resilient', grade: 'greater', variant: null,
    level: 14, priceCp: 344000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'グレーター・リジリアント', en: 'Greater Resilient' },
    effects: { itemBonusSaves: 2 },
  },
  {
    slug: 'major-resilient', kind: 'fundamental', target: 'armor', family: 'resilient', grade: 'major', variant: null,
    level: 20, priceCp: 4944000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'メジャー・リジリアント', en: 'Major Resilient' },
    effects: { itemBonusSaves: 3 },
  },
  {
    slug: 'antimagic', kind: 'property', target: 'armor', family: 'antimagic', grade: null, variant: null,
    level: 15, priceCp: 650000, rarity: 'uncommon',
    usage: { target: 'armor' },
    name: { ja: 'アンティマジック', en: 'Antimagic' },
    effects: {},
  },
  {
    slug: 'acid-resistant', kind: 'property', target: 'armor', family: 'energy-resistant', grade: null, variant: 'acid',
    level: 8, priceCp: 42000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'アシッド・レジスタント', en: 'Acid-Resistant' },
    effects: { resistance: { type: 'acid', value: 5 } },
  },
  {
    slug: 'cold-resistant', kind: 'property', target: 'armor', family: 'energy-resistant', grade: null, variant: 'cold',
    level: 8, priceCp: 42000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'コールド・レジスタント', en: 'Cold-Resistant' },
    effects: { resistance: { type: 'cold', value: 5 } },
  },
  {
    slug: 'electricity-resistant', kind: 'property', target: 'armor', family: 'energy-resistant', grade: null, variant: 'electricity',
    level: 8, priceCp: 42000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'エレクトリシティ・レジスタント', en: 'Electricity-Resistant' },
    effects: { resistance: { type: 'electricity', value: 5 } },
  },
  // ja name from the seed; the other damage types follow it but are our own.
  {
    slug: 'fire-resistant', kind: 'property', target: 'armor', family: 'energy-resistant', grade: null, variant: 'fire',
    level: 8, priceCp: 42000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'ファイアー・レジスタント', en: 'Fire-Resistant' },
    effects: { resistance: { type: 'fire', value: 5 } },
  },
  {
    slug: 'greater-acid-resistant', kind: 'property', target: 'armor', family: 'energy-resistant', grade: 'greater', variant: 'acid',
    level: 12, priceCp: 165000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'グレーター・アシッド・レジスタント', en: 'Greater Acid-Resistant' },
    effects: { resistance: { type: 'acid', value: 10 } },
  },
  {
    slug: 'greater-cold-resistant', kind: 'property', target: 'armor', family: 'energy-resistant', grade: 'greater', variant: 'cold',
    level: 12, priceCp: 165000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'グレーター・コールド・レジスタント', en: 'Greater Cold-Resistant' },
    effects: { resistance: { type: 'cold', value: 10 } },
  },
  {
    slug: 'greater-electricity-resistant', kind: 'property', target: 'armor', family: 'energy-resistant', grade: 'greater', variant: 'electricity',
    level: 12, priceCp: 165000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'グレーター・エレクトリシティ・レジスタント', en: 'Greater Electricity-Resistant' },
    effects: { resistance: { type: 'electricity', value: 10 } },
  },
  {
    slug: 'greater-fire-resistant', kind: 'property', target: 'armor', family: 'energy-resistant', grade: 'greater', variant: 'fire',
    level: 12, priceCp: 165000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'グレーター・ファイアー・レジスタント', en: 'Greater Fire-Resistant' },
    effects: { resistance: { type: 'fire', value: 10 } },
  },
  {
    slug: 'fortification', kind: 'property', target: 'armor', family: 'fortification', grade: null, variant: null,
    level: 12, priceCp: 200000, rarity: 'common',
    usage: { target: 'armor', categories: ['medium', 'heavy'] },
    name: { ja: 'フォーティフィケーション', en: 'Fortification' },
    effects: {},
  },
  // Level 18 per GM Core p. 226 (and the legacy Foundry item); Foundry runes.ts says 19.
  {
    slug: 'greater-fortification', kind: 'property', target: 'armor', family: 'fortification', grade: 'greater', variant: null,
    level: 18, priceCp: 2400000, rarity: 'common',
    usage: { target: 'armor', categories: ['medium', 'heavy'] },
    name: { ja: 'グレーター・フォーティフィケーション', en: 'Greater Fortification' },
    effects: {},
  },
  {
    slug: 'invisibility', kind: 'property', target: 'armor', family: 'invisibility', grade: null, variant: null,
    level: 8, priceCp: 50000, rarity: 'common',
    usage: { target: 'armor', categories: ['light'] },
    name: { ja: 'インヴィジビリティ', en: 'Invisibility' },
    effects: {},
  },
  {
    slug: 'greater-invisibility', kind: 'property', target: 'armor', family: 'invisibility', grade: 'greater', variant: null,
    level: 10, priceCp: 100000, rarity: 'common',
    usage: { target: 'armor', categories: ['light'] },
    name: { ja: 'グレーター・インヴィジビリティ', en: 'Greater Invisibility' },
    effects: {},
  },
  // Remaster name of Glamered.
  {
    slug: 'raiment', kind: 'property', target: 'armor', family: 'raiment', grade: null, variant: null,
    level: 5, priceCp: 14000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'レイメント', en: 'Raiment' },
    effects: {},
  },
  {
    slug: 'ready', kind: 'property', target: 'armor', family: 'ready', grade: null, variant: null,
    level: 6, priceCp: 20000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'レディ', en: 'Ready' },
    effects: {},
  },
  {
    slug: 'greater-ready', kind: 'property', target: 'armor', family: 'ready', grade: 'greater', variant: null,
    level: 11, priceCp: 120000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'グレーター・レディ', en: 'Greater Ready' },
    effects: {},
  },
  // Light or medium armor per GM Core p. 227; Foundry's usage adds a nonmetal restriction the book doesn't have.
  {
    slug: 'shadow', kind: 'property', target: 'armor', family: 'shadow', grade: null, variant: null,
    level: 5, priceCp: 5500, rarity: 'common',
    usage: { target: 'armor', categories: ['light', 'medium'] },
    name: { ja: 'シャドウ', en: 'Shadow' },
    effects: {},
  },
  // No nonmetal restriction (GM Core p. 227), unlike Foundry's usage key.
  {
    slug: 'greater-shadow', kind: 'property', target: 'armor', family: 'shadow', grade: 'greater', variant: null,
    level: 9, priceCp: 65000, rarity: 'common',
    usage: { target: 'armor', categories: ['light', 'medium'] },
    name: { ja: 'グレーター・シャドウ', en: 'Greater Shadow' },
    effects: {},
  },
  // No nonmetal restriction (GM Core p. 227), unlike Foundry's usage key.
  {
    slug: 'major-shadow', kind: 'property', target: 'armor', family: 'shadow', grade: 'major', variant: null,
    level: 17, priceCp: 1400000, rarity: 'common',
    usage: { target: 'armor', categories: ['light', 'medium'] },
    name: { ja: 'メジャー・シャドウ', en: 'Major Shadow' },
    effects: {},
  },
  {
    slug: 'size-changing', kind: 'property', target: 'armor', family: 'size-changing', grade: null, variant: null,
    level: 7, priceCp: 35000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'サイズ・チェンジング', en: 'Size-Changing' },
    effects: {},
  },
  {
    slug: 'slick', kind: 'property', target: 'armor', family: 'slick', grade: null, variant: null,
    level: 5, priceCp: 4500, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'スリック', en: 'Slick' },
    effects: {},
  },
  {
    slug: 'greater-slick', kind: 'property', target: 'armor', family: 'slick', grade: 'greater', variant: null,
    level: 8, priceCp: 45000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'グレーター・スリック', en: 'Greater Slick' },
    effects: {},
  },
  {
    slug: 'major-slick', kind: 'property', target: 'armor', family: 'slick', grade: 'major', variant: null,
    level: 16, priceCp: 900000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'メジャー・スリック', en: 'Major Slick' },
    effects: {},
  },
  {
    slug: 'winged', kind: 'property', target: 'armor', family: 'winged', grade: null, variant: null,
    level: 13, priceCp: 250000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'ウィングド', en: 'Winged' },
    effects: {},
  },
  {
    slug: 'greater-winged', kind: 'property', target: 'armor', family: 'winged', grade: 'greater', variant: null,
    level: 19, priceCp: 3500000, rarity: 'common',
    usage: { target: 'armor' },
    name: { ja: 'グレーター・ウィングド', en: 'Greater Winged' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
