// What the rules read of a base item (the records of data/base-items.ts), with the few unions it is made of. It
// imports no data and nothing of types.ts, so the data can be typed by it while types.ts names the data's slugs
// (BaseItemSlug, SourceRef): the types and the tables stay one-way. types.ts re-exports all of it.
import type { Localized } from '../i18n/locale';
import type { RARITY_ORDER } from './values';

/** From most common to rarest (RARITY_ORDER). */
export type Rarity = (typeof RARITY_ORDER)[number];
export type WeaponDamageType = 'B' | 'P' | 'S';
export type ArmorCategory = 'unarmored' | 'light' | 'medium' | 'heavy';
export type DamageDie = 'd4' | 'd6' | 'd8' | 'd10' | 'd12';

interface BaseItemCoreCommon {
  slug: string;
  name: Localized;
  level: number;
  priceCp: number;
  rarity: Rarity;
  /** 'L' = light; 0 = negligible (a precious material's Price per Bulk reads it) */
  bulk: number | 'L';
  /** only the traits a rune's usage line reads (holy, unholy, monk: see `usageTraits` in test/rules/data.test.ts);
   * the others are in its details (BaseItemDetailsCommon.otherTraits); pages get the whole list (catalog.ts) */
  traits: readonly string[];
}

export interface WeaponCore extends BaseItemCoreCommon {
  kind: 'weapon';
  category: 'simple' | 'martial' | 'advanced' | 'unarmed';
  attack: 'melee' | 'ranged';
  thrown: boolean;
  damage: { dice: number; die: DamageDie | null; type: WeaponDamageType; flat?: number };
  /** damage types from versatile-X traits; they count for rune usage */
  versatile: readonly WeaponDamageType[];
  /** false for Fist: an unarmed attack, not an item */
  isItem?: false;
}

export interface ArmorCore extends BaseItemCoreCommon {
  kind: 'armor';
  category: ArmorCategory;
  /** read by the usage lines that ask for metal (or nonmetal) armor */
  metal: boolean;
}

export interface ShieldCore extends BaseItemCoreCommon {
  kind: 'shield';
  hardness: number;
  hp: number;
  bt: number;
  /** specific magic shields (the sturdy shields) */
  specific?: true;
}

/** A base item as the rule functions and the calculators see it. */
export type BaseItemCore = WeaponCore | ArmorCore | ShieldCore;
