// What a precious material's record holds (data/materials.ts, data/materials-other.ts): the record types apart from
// both tables, generic in the slug, so that the tables don't import each other for a type.
import type { BaseItemSlug } from './base-items';
import type { SourceRef } from './books';
import type { DamageDie, Localized, MaterialGrade, Rarity } from '../types';
import type { MATERIAL_EFFECTS, MATERIAL_STUFFS } from '../values';

/**
 * What the material is: metal or wood (GM Core's), hide (dragonhide, grisantian pelt: the armor items of
 * `armorItems`), stone or glass (keep stone, sisterstone, warpglass: the site makes them the items metal makes).
 */
export type MaterialStuff = (typeof MATERIAL_STUFFS)[number];

/** The kinds of item a material's grades are listed for. */
export type MaterialItemKind = 'weapon' | 'armor' | 'shield';

/** A shield's form in the shield tables. */
export type ShieldForm = 'buckler' | 'shield' | 'tower';

export interface MaterialGradeStats {
  level: number;
  /** the grade's Price for an item of 1 Bulk (weapons and armor add a tenth of it per further Bulk) */
  priceCp: number;
}

export interface ShieldGradeStats {
  level: number;
  priceCp: number;
  hardness: number;
  hp: number;
  bt: number;
}

/**
 * What a player looks up about a material, as machine codes the calculators and the chapter explain (what each
 * means on a weapon, an armor or a shield: `materialEffectsOn` in ../materials.ts).
 */
export type MaterialEffect = (typeof MATERIAL_EFFECTS)[number];

/** A material's record; `S`, its slug's union (materials.ts: MaterialData, with every slug). */
export interface MaterialRecord<S extends string> {
  slug: S;
  name: Localized;
  /** true: the community's Japanese name (p2rdj-derived text: 冷たい鉄, 銀, アダマンティン, オリハルコン); false: the
   * site's own (no Japanese source names the remaster's dawnsilver and duskwood) */
  jaConfirmed: boolean;
  rarity: Rarity;
  stuff: MaterialStuff;
  weapon: Partial<Record<MaterialGrade, MaterialGradeStats>>;
  armor: Partial<Record<MaterialGrade, MaterialGradeStats>>;
  shield: Partial<Record<ShieldForm, Partial<Record<MaterialGrade, ShieldGradeStats>>>>;
  effects: readonly MaterialEffect[];
  /** the Hardness of a weapon of this material by grade, where an effect compares it (adamantine) */
  weaponHardness?: Partial<Record<MaterialGrade, number>>;
  /** property slots more (or fewer) than the potency rune gives, by kind and grade (abysium and siccatite weapons
   * one fewer, high-grade djezet armor one more) */
  propertySlotChange?: Partial<Record<'weapon' | 'armor', Partial<Record<MaterialGrade, number>>>>;
  /** moving a rune onto an item of this kind costs nothing beyond the rune (djezet armor) */
  transferOntoIsFree?: 'weapon' | 'armor';
  /** the armor items it makes, when not "every metal armor" (hide: leather and hide armor, dragonhide's plates) */
  armorItems?: readonly BaseItemSlug[];
  /** weapons with this damage die can't be made of it (inubrix: no d4 weapons) */
  weaponNotOfDie?: DamageDie;
  /** the kinds of item it has a line in words for (the effects no code models: data/material-notes.ts) */
  noted?: readonly MaterialItemKind[];
  source: { weapon: SourceRef; armor: SourceRef; shield: SourceRef };
}

// The rows as the books print them, level and Price in gp; the tables keep copper. Both material tables write with these.
const gp = (n: number): number => n * 100;
/** A weapon's or armor's grade row. */
export const grade = (level: number, priceGp: number): MaterialGradeStats => ({ level, priceCp: gp(priceGp) });
/** A shield's grade row: its Broken Threshold is half its HP in every table. */
export const sh = (level: number, priceGp: number, hardness: number, hp: number): ShieldGradeStats => ({
  level,
  priceCp: gp(priceGp),
  hardness,
  hp,
  bt: hp / 2,
});
