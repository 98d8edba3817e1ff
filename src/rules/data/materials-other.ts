// The precious materials of the other books that make weapons, armor or shields (GM Core's six are in materials.ts,
// which joins these into MATERIALS). Levels, Prices and shield Hardness/HP come from two public references that
// agree on every number kept here: the Archives of Nethys equipment table (scraped in sethmoyes/p2emastercache,
// etc/equipment.md @ 92bda3c; it also gives rarity, book and page) and Foundry pf2e's material table
// (src/module/item/physical/materials.ts @ 0e12c53). BT is half the HP in every row; the shield items of the
// Pathfinder 2E SRD Markdown (@ 97f1bed) print the same three numbers. src/rules/README.md says what
// was left out (dreamweb, sloughstone, throneglass) and why.
//
// The effects no code models are lines in words in data/material-notes.ts (`noted` names the kinds of item that have
// one), which calculators load when idle, as they do the problem messages. Japanese names: rkasumi/pf2eja (`PF2E.PreciousMaterial*`), the
// community's; keep stone has none there and its name is the site's own.
import type { SourceRef } from './books';
import { grade, sh, type MaterialRecord } from './material-types';

export const OTHER_MATERIAL_SLUGS = [
  'abysium',
  'djezet',
  'inubrix',
  'noqual',
  'siccatite',
  'sovereign-steel',
  'dragonhide',
  'grisantian-pelt',
  'peachwood',
  'keep-stone',
  'warpglass',
  'dusk-sisterstone',
  'scarlet-sisterstone',
] as const;
export type OtherMaterialSlug = (typeof OTHER_MATERIAL_SLUGS)[number];

const at = (book: SourceRef['book'], page: number): SourceRef => ({ book, page });
// Grand Bazaar pp. 96-101: the five skymetals.
const GB = (page: number) => at('grand-bazaar', page);
export const OTHER_MATERIALS: { readonly [S in OtherMaterialSlug]: MaterialRecord<S> } = {
  abysium: {
    slug: 'abysium',
    name: { ja: 'アビシウム', en: 'Abysium' },
    jaConfirmed: true,
    rarity: 'rare',
    stuff: 'metal',
    weapon: { standard: grade(12, 2000), high: grade(18, 24000) },
    armor: { standard: grade(12, 2000), high: grade(19, 40000) },
    shield: {
      buckler: { standard: sh(8, 400, 4, 16), high: sh(16, 8000, 7, 28) },
      shield: { standard: sh(8, 440, 6, 24), high: sh(16, 8800, 10, 40) },
    },
    effects: [],
    propertySlotChange: { weapon: { standard: -1, high: -1 } },
    noted: ['weapon', 'armor', 'shield'],
    source: { weapon: GB(97), armor: GB(96), shield: GB(96) },
  },
  djezet: {
    slug: 'djezet',
    name: { ja: 'ジェゼット', en: 'Djezet' },
    jaConfirmed: true,
    rarity: 'rare',
    stuff: 'metal',
    weapon: { standard: grade(12, 1800), high: grade(18, 22000) },
    armor: { standard: grade(12, 1800), high: grade(19, 35000) },
    shield: {
      buckler: { standard: sh(9, 600, 3, 12), high: sh(16, 8000, 6, 24) },
      shield: { standard: sh(9, 660, 5, 20), high: sh(16, 8800, 8, 32) },
    },
    effects: [],
    propertySlotChange: { armor: { high: 1 } },
    transferOntoIsFree: 'armor',
    noted: ['weapon', 'armor', 'shield'],
    source: { weapon: GB(98), armor: GB(98), shield: GB(98) },
  },
  inubrix: {
    slug: 'inubrix',
    name: { ja: 'イナブリクス', en: 'Inubrix' },
    jaConfirmed: true,
    rarity: 'rare',
    stuff: 'metal',
    weapon: { standard: grade(11, 1400), high: grade(17, 13500) },
    armor: { standard: grade(11, 1200), high: grade(18, 18000) },
    shield: {
      buckler: { standard: sh(7, 320, 2, 8), high: sh(15, 5000, 5, 20) },
      shield: { standard: sh(7, 352, 4, 16), high: sh(15, 5500, 7, 28) },
    },
    effects: ['smaller-damage-die'],
    weaponNotOfDie: 'd4',
    noted: ['weapon', 'armor', 'shield'],
    source: { weapon: GB(99), armor: GB(98), shield: GB(99) },
  },
  noqual: {
    slug: 'noqual',
    name: { ja: 'ノークァル', en: 'Noqual' },
    jaConfirmed: true,
    rarity: 'rare',
    stuff: 'metal',
    weapon: { standard: grade(12, 1600), high: grade(18, 24000) },
    armor: { standard: grade(12, 1600), high: grade(19, 32000) },
    shield: {
      buckler: { high: sh(17, 14000, 7, 28) },
      shield: { high: sh(17, 15400, 10, 40) },
    },
    effects: [],
    noted: ['weapon', 'armor', 'shield'],
    source: { weapon: GB(100), armor: GB(100), shield: GB(100) },
  },
  siccatite: {
    slug: 'siccatite',
    name: { ja: 'シカタイト', en: 'Siccatite' },
    jaConfirmed: true,
    rarity: 'rare',
    stuff: 'metal',
    weapon: { standard: grade(11, 1400), high: grade(17, 15000) },
    armor: { standard: grade(12, 1600), high: grade(19, 32000) },
    shield: {
      buckler: { standard: sh(8, 400, 4, 16), high: sh(16, 8000, 7, 28) },
      shield: { standard: sh(8, 440, 6, 24), high: sh(16, 8800, 10, 40) },
    },
    effects: [],
    // The built-in flaming or frost rune fills a property slot, even on a weapon without a potency rune.
    propertySlotChange: { weapon: { standard: -1, high: -1 } },
    noted: ['weapon', 'armor', 'shield'],
    source: { weapon: GB(101), armor: GB(100), shield: GB(101) },
  },
  'sovereign-steel': {
    slug: 'sovereign-steel',
    name: { ja: 'ソヴリン鋼', en: 'Sovereign Steel' },
    jaConfirmed: true,
    rarity: 'rare',
    stuff: 'metal',
    weapon: { standard: grade(12, 1600), high: grade(19, 32000) },
    armor: { standard: grade(13, 2400), high: grade(20, 50000) },
    shield: {},
    // An alloy of cold iron and noqual: its weapons count as cold iron, its armor sickens creatures weak to it.
    effects: ['counts-as-cold-iron'],
    noted: ['weapon', 'armor'],
    source: { weapon: at('lo-legends', 77), armor: at('lo-legends', 77), shield: at('lo-legends', 77) },
  },
  dragonhide: {
    slug: 'dragonhide',
    name: { ja: 'ドラゴンハイド', en: 'Dragonhide' },
    jaConfirmed: true,
    rarity: 'uncommon',
    stuff: 'hide',
    weapon: {},
    armor: { standard: grade(12, 1600), high: grade(19, 32000) },
    shield: {
      buckler: { standard: sh(8, 400, 2, 8), high: sh(16, 8000, 5, 20) },
      shield: { standard: sh(8, 440, 4, 16), high: sh(16, 8800, 7, 28) },
    },
    // Leather and hide armor, and the plate armors the scales can replace (breastplate, half plate, full plate).
    armorItems: ['leather-armor', 'studded-leather-armor', 'hide-armor', 'breastplate', 'half-plate', 'full-plate'],
    effects: [],
    noted: ['armor', 'shield'],
    source: { weapon: at('player-core-2', 276), armor: at('player-core-2', 276), shield: at('player-core-2', 277) },
  },
  'grisantian-pelt': {
    slug: 'grisantian-pelt',
    name: { ja: 'グリザントの毛皮', en: 'Grisantian Pelt' },
    jaConfirmed: true,
    rarity: 'rare',
    stuff: 'hide',
    weapon: {},
    armor: { standard: grade(12, 1800), high: grade(19, 33000) },
    shield: {},
    // Anything usually made of cloth, leather or hide.
    armorItems: ['explorers-clothing', 'padded-armor', 'leather-armor', 'studded-leather-armor', 'hide-armor'],
    effects: [],
    noted: ['armor'],
    source: { weapon: at('lo-monsters-of-myth', 35), armor: at('lo-monsters-of-myth', 35), shield: at('lo-monsters-of-myth', 35) },
  },
  peachwood: {
    slug: 'peachwood',
    name: { ja: 'ピーチウッド', en: 'Peachwood' },
    jaConfirmed: true,
    rarity: 'uncommon',
    stuff: 'wood',
    weapon: { standard: grade(12, 2000), high: grade(18, 19000) },
    armor: {},
    shield: {},
    effects: [],
    noted: ['weapon'],
    source: {
      weapon: at('tian-xia-character-guide', 129),
      armor: at('tian-xia-character-guide', 129),
      shield: at('tian-xia-character-guide', 129),
    },
  },
  'keep-stone': {
    slug: 'keep-stone',
    name: { ja: 'キープ・ストーン', en: 'Keep Stone' },
    jaConfirmed: false,
    rarity: 'rare',
    stuff: 'stone',
    weapon: { high: grade(18, 22500) },
    armor: { high: grade(20, 56000) },
    shield: { shield: { high: sh(17, 13200, 11, 46) } },
    effects: [],
    source: { weapon: at('lo-highhelm', 113), armor: at('lo-highhelm', 113), shield: at('lo-highhelm', 113) },
  },
  warpglass: {
    slug: 'warpglass',
    name: { ja: 'ワープグラス', en: 'Warpglass' },
    jaConfirmed: true,
    rarity: 'rare',
    stuff: 'glass',
    weapon: { high: grade(17, 14000) },
    armor: {},
    shield: {},
    effects: [],
    noted: ['weapon'],
    source: {
      weapon: at('ap-162-ruins-of-the-radiant-siege', 75),
      armor: at('ap-162-ruins-of-the-radiant-siege', 74),
      shield: at('ap-162-ruins-of-the-radiant-siege', 74),
    },
  },
  // Foundry keeps the two sisterstones apart with the same numbers; AoN lists one table for both.
  'dusk-sisterstone': {
    slug: 'dusk-sisterstone',
    name: { ja: '姉妹石（薄明）', en: 'Dusk Sisterstone' },
    jaConfirmed: true,
    rarity: 'rare',
    stuff: 'stone',
    weapon: { low: grade(3, 70), standard: grade(11, 1200), high: grade(19, 32000) },
    armor: { low: grade(5, 140), standard: grade(10, 1000), high: grade(18, 19500) },
    shield: {},
    effects: [],
    source: {
      weapon: at('ap-183-field-of-maidens', 80),
      armor: at('ap-183-field-of-maidens', 80),
      shield: at('ap-183-field-of-maidens', 79),
    },
  },
  'scarlet-sisterstone': {
    slug: 'scarlet-sisterstone',
    name: { ja: '姉妹石（夕日）', en: 'Scarlet Sisterstone' },
    jaConfirmed: true,
    rarity: 'rare',
    stuff: 'stone',
    weapon: { low: grade(3, 70), standard: grade(11, 1200), high: grade(19, 32000) },
    armor: { low: grade(5, 140), standard: grade(10, 1000), high: grade(18, 19500) },
    shield: {},
    effects: [],
    source: {
      weapon: at('ap-183-field-of-maidens', 80),
      armor: at('ap-183-field-of-maidens', 80),
      shield: at('ap-183-field-of-maidens', 79),
    },
  },
};
