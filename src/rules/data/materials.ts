// The precious materials of GM Core that make weapons, armor and shields (GM Core pp. 228-229 armor, pp. 233-234
// shields, p. 240 weapons), with the level, Price and rarity of each grade. Remaster names: dawnsilver was
// mithral, duskwood was darkwood (the old names are aliases, data/material-aliases.ts).
//
// Values: Foundry pf2e's remaster material table (`src/module/item/physical/materials.ts`, the version with the
// dawnsilver and duskwood keys and the shield tables, as stored in njisaf/project-continuum @ 6caa60b), checked
// against an Archives of Nethys-based GM Core list (a third-party catalogue naming each AoN item and page) and
// Foundry's older table (foundryvtt/pf2e @ b25814a). Where they disagree the comment says which one we follow.
//
// Price: a weapon's or armor's material Price is the grade's Price plus a tenth of it per Bulk of the item, an
// item of light or negligible Bulk counting as 1 (the book's "+ 4 gp per Bulk"; Foundry's computePrice). A
// shield's is the table's flat Price for its form (buckler, shield, tower shield), which also sets its
// Hardness, HP and BT.
import type { BaseItemSlug } from './base-items';
import type { SourceRef } from './books';
import { RULE_FACTS } from '../facts';
import type { Localized, MaterialGrade } from '../types';
import { grade, sh, type MaterialRecord, type MaterialStuff, type ShieldForm } from './material-types';
import { OTHER_MATERIAL_SLUGS, OTHER_MATERIALS } from './materials-other';

/** GM Core's six, then the other books' (data/materials-other.ts). */
export const GM_CORE_MATERIAL_SLUGS = ['cold-iron', 'silver', 'adamantine', 'dawnsilver', 'duskwood', 'orichalcum'] as const;
export const MATERIAL_SLUGS = [...GM_CORE_MATERIAL_SLUGS, ...OTHER_MATERIAL_SLUGS] as const;
export type MaterialSlug = (typeof MATERIAL_SLUGS)[number];

export { MATERIAL_GRADES } from '../values';
export type { MaterialGrade } from '../types';

/**
 * The grades' names. Japanese: the community's words, as the p2rdj-derived item names write them
 * (「冷たい鉄製のバックラー (低品位)」; rkasumi/pf2eja's equipment file). The site's earlier 低級・標準・高級 and another
 * translation's 低級クラス… are aliases (data/material-aliases.ts).
 */
export const MATERIAL_GRADE_NAMES: Readonly<Record<MaterialGrade, Localized>> = {
  low: { ja: '低品位', en: 'low-grade' },
  standard: { ja: '標準品位', en: 'standard-grade' },
  high: { ja: '高品位', en: 'high-grade' },
};

/** The highest rune level an item of each grade holds (GM Core, precious materials: low 8th, standard 15th, high any). */
export const MATERIAL_GRADE_MAX_RUNE_LEVEL: Readonly<Record<MaterialGrade, number>> = {
  low: RULE_FACTS.materialLowGradeMaxRuneLevel,
  standard: RULE_FACTS.materialStandardGradeMaxRuneLevel,
  high: Infinity,
};

/**
 * Cold iron and silver armor: a creature with weakness to the metal is sickened 1 while it wears the armor, or
 * when it critically fails an unarmed attack against the wearer (GM Core p. 228; the same in the Core Rulebook).
 */
export const MATERIAL_ARMOR_SICKENED = 1;

// The record types are in material-types.ts, which materials-other.ts reads too (so neither file imports the other's
// table for a type).
export type {
  MaterialEffect,
  MaterialGradeStats,
  MaterialItemKind,
  MaterialStuff,
  ShieldForm,
  ShieldGradeStats,
} from './material-types';
/** A material's record, its slug one of MATERIAL_SLUGS. */
export type MaterialData = MaterialRecord<MaterialSlug>;

const GM = (page: number): SourceRef => ({ book: 'gm-core', page });
// The uncommon materials (adamantine, dawnsilver, duskwood) share one weapon and one armor table of levels and
// Prices. High-grade weapon: level 17 (both Foundry tables and the Archives of Nethys, GM Core p. 240).
const UNCOMMON_WEAPON = { standard: grade(11, 1400), high: grade(17, 13500) };
const UNCOMMON_ARMOR = { standard: grade(12, 1600), high: grade(19, 32000) };

export const MATERIALS: Readonly<Record<MaterialSlug, MaterialData>> = {
  'cold-iron': {
    slug: 'cold-iron',
    name: { ja: '冷たい鉄', en: 'Cold Iron' },
    jaConfirmed: true,
    rarity: 'common',
    stuff: 'metal',
    weapon: { low: grade(2, 40), standard: grade(10, 880), high: grade(16, 9000) },
    armor: { low: grade(5, 140), standard: grade(11, 1200), high: grade(18, 20000) },
    shield: {
      buckler: { low: sh(2, 30, 3, 12), standard: sh(7, 300, 5, 20), high: sh(15, 5000, 8, 32) },
      shield: { low: sh(2, 34, 5, 20), standard: sh(7, 340, 7, 28), high: sh(15, 5500, 10, 40) },
    },
    effects: ['counts-as-cold-iron'],
    source: { weapon: GM(240), armor: GM(228), shield: GM(233) },
  },
  silver: {
    slug: 'silver',
    name: { ja: '銀', en: 'Silver' },
    jaConfirmed: true,
    rarity: 'common',
    stuff: 'metal',
    weapon: { low: grade(2, 40), standard: grade(10, 880), high: grade(16, 9000) },
    armor: { low: grade(5, 140), standard: grade(11, 1200), high: grade(18, 20000) },
    shield: {
      buckler: { low: sh(2, 30, 1, 4), standard: sh(7, 300, 3, 12), high: sh(15, 5000, 6, 24) },
      shield: { low: sh(2, 34, 3, 12), standard: sh(7, 340, 5, 20), high: sh(15, 5500, 8, 32) },
    },
    effects: ['counts-as-silver'],
    // Silver bucklers and shields follow cold iron's, on p. 234 (Archives of Nethys).
    source: { weapon: GM(240), armor: GM(229), shield: GM(234) },
  },
  adamantine: {
    slug: 'adamantine',
    name: { ja: 'アダマンティン', en: 'Adamantine' },
    jaConfirmed: true,
    rarity: 'uncommon',
    stuff: 'metal',
    weapon: UNCOMMON_WEAPON,
    armor: UNCOMMON_ARMOR,
    shield: {
      buckler: { standard: sh(8, 400, 8, 32), high: sh(16, 8000, 11, 44) },
      shield: { standard: sh(8, 440, 10, 40), high: sh(16, 8800, 13, 52) },
    },
    effects: ['halves-object-hardness'],
    // GM Core's adamantine weapon: the breakpoints 10 (standard) and 13 (high), as a Paizo forum post quotes the
    // book; the same numbers as the adamantine shield's Hardness.
    weaponHardness: { standard: 10, high: 13 },
    source: { weapon: GM(240), armor: GM(228), shield: GM(233) },
  },
  dawnsilver: {
    slug: 'dawnsilver',
    name: { ja: 'ドーンシルバー', en: 'Dawnsilver' },
    jaConfirmed: false,
    rarity: 'uncommon',
    stuff: 'metal',
    weapon: UNCOMMON_WEAPON,
    armor: UNCOMMON_ARMOR,
    shield: {
      buckler: { standard: sh(8, 400, 3, 12), high: sh(16, 8000, 6, 24) },
      shield: { standard: sh(8, 440, 5, 20), high: sh(16, 8800, 8, 32) },
    },
    // GM Core: dawnsilver counts as silver for damaging creatures weak to silver; silver armor's sickening is
    // silver armor's own rule, not dawnsilver's.
    effects: ['damages-as-silver', 'lighter-bulk'],
    source: { weapon: GM(240), armor: GM(228), shield: GM(233) },
  },
  duskwood: {
    slug: 'duskwood',
    name: { ja: 'ダスクウッド', en: 'Duskwood' },
    jaConfirmed: false,
    rarity: 'uncommon',
    stuff: 'wood',
    weapon: UNCOMMON_WEAPON,
    armor: UNCOMMON_ARMOR,
    shield: {
      // High-grade buckler: Hardness 6, HP 24 (Foundry's GM Core item duskwood-buckler-high-grade.json, as the Core
      // Rulebook's darkwood one; only Foundry's code table says 5 / 20).
      buckler: { standard: sh(8, 400, 3, 12), high: sh(16, 8000, 6, 24) },
      shield: { standard: sh(8, 440, 5, 20), high: sh(16, 8800, 8, 32) },
      tower: { standard: sh(8, 560, 5, 20), high: sh(16, 11200, 8, 32) },
    },
    effects: ['lighter-bulk'],
    source: { weapon: GM(240), armor: GM(228), shield: GM(233) },
  },
  orichalcum: {
    slug: 'orichalcum',
    name: { ja: 'オリハルコン', en: 'Orichalcum' },
    jaConfirmed: true,
    rarity: 'rare',
    stuff: 'metal',
    weapon: { high: grade(18, 22500) },
    armor: { high: grade(20, 55000) },
    shield: {
      buckler: { high: sh(17, 12000, 14, 56) },
      shield: { high: sh(17, 13200, 16, 64) },
    },
    effects: ['extra-property-slot'],
    source: { weapon: GM(240), armor: GM(228), shield: GM(233) },
  },
  ...OTHER_MATERIALS,
};

/**
 * Which weapons are mostly wood, or neither metal nor wood, as Player Core describes them (the book leaves the
 * call to the GM; this is the site's reading). Every other weapon is metal.
 */
export const WEAPON_STUFF: { readonly [S in BaseItemSlug]?: MaterialStuff | 'other' } = {
  club: 'wood',
  greatclub: 'wood',
  staff: 'wood',
  'bo-staff': 'wood',
  nunchaku: 'wood',
  shortbow: 'wood',
  longbow: 'wood',
  'composite-shortbow': 'wood',
  'composite-longbow': 'wood',
  'halfling-sling-staff': 'wood',
  blowgun: 'wood',
  sling: 'other',
  bola: 'other',
  whip: 'other',
  sap: 'other',
};

/** Each plain shield's form in the shield tables and what it may be made of (the book lists a duskwood buckler). */
export const SHIELD_FORMS: { readonly [S in BaseItemSlug]?: { form: ShieldForm; stuff: readonly MaterialStuff[] } } = {
  buckler: { form: 'buckler', stuff: ['metal', 'wood'] },
  'steel-shield': { form: 'shield', stuff: ['metal'] },
  'wooden-shield': { form: 'shield', stuff: ['wood'] },
  'tower-shield': { form: 'tower', stuff: ['wood'] },
};
