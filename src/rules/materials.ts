// Precious materials on an item (GM Core's precious materials): which grade the item's kind has, its level and
// Price, what the material can make, the rune levels a grade holds, and the cost of raising the grade.
import {
  MATERIAL_ARMOR_SICKENED,
  MATERIAL_GRADE_NAMES,
  MATERIAL_GRADE_MAX_RUNE_LEVEL,
  MATERIAL_GRADES,
  MATERIALS,
  SHIELD_FORMS,
  WEAPON_STUFF,
  type MaterialData,
  type MaterialGrade,
  type MaterialItemKind,
  type MaterialSlug,
  type ShieldGradeStats,
} from './data/materials';
import type { MaterialNotes } from './data/material-notes';
import { RULE_FACTS } from './facts';
import { entryOf, isObject, orElse } from './input';
import type { BaseItemCore, DamageDie, Localized } from './types';

export type { MaterialData, MaterialGrade, MaterialSlug, ShieldGradeStats };
export { MATERIAL_GRADE_MAX_RUNE_LEVEL, MATERIAL_GRADES, MATERIALS };

export interface MaterialSpec {
  slug: string;
  grade: string;
}

/** A material by slug; undefined for any other string (own keys only). */
export function getMaterial(slug: string): MaterialData | undefined {
  return typeof slug === 'string' ? entryOf(MATERIALS, slug) : undefined;
}

export function isMaterialGrade(value: unknown): value is MaterialGrade {
  return typeof value === 'string' && (MATERIAL_GRADES as readonly string[]).includes(value);
}

/** Stone and glass make the items metal makes (the books leave it to the GM; the site's reading). */
const makesAs = (stuff: MaterialData['stuff']): MaterialData['stuff'] => (stuff === 'stone' || stuff === 'glass' ? 'metal' : stuff);

/**
 * A material with its grade as a table row or a message names it: 「冷たい鉄（標準品位）」, the grade in brackets after
 * the material as the community's item names write it (「冷たい鉄製のバックラー (低品位)」); "standard-grade Cold Iron".
 */
export function materialGradeName(material: MaterialData, grade: MaterialGrade): Localized {
  return orElse({ ja: '', en: '' }, () => {
    const g = entryOf(MATERIAL_GRADE_NAMES, grade);
    const name = isObject(material) && isObject(material.name) ? material.name : undefined;
    if (!g || typeof name?.ja !== 'string' || typeof name.en !== 'string') return { ja: '', en: '' };
    return { ja: `${name.ja}（${g.ja}）`, en: `${g.en} ${name.en}` };
  });
}

/**
 * What a base item's name keeps after its precious material. The steel and the wooden shield drop what they are
 * made of when the material is of that stuff: a cold iron one is 「冷たい鉄製シールド」 and a "cold iron shield" (the
 * book's "high-grade cold iron shield", "moderate reinforcing cold iron shield"), a duskwood one
 * 「ダスクウッド製シールド」 and a "duskwood shield". Hide makes both, so a dragonhide one keeps which
 * (「ドラゴンハイド製鋼鉄製シールド」, "dragonhide steel shield") and the name still reads back to one item. Every
 * other name stays whole.
 */
export function materialBaseName(material: MaterialData, base: BaseItemCore): Localized {
  return orElse(isObject(base) && isObject(base.name) ? { ja: String(base.name.ja), en: String(base.name.en) } : { ja: '', en: '' }, () => {
    const own = entryOf(SHIELD_FORMS, base.slug)?.stuff;
    const replaced = own?.includes(makesAs(material.stuff)) === true;
    const restJa = /^[^・]+?製(.+)$/u.exec(base.name.ja)?.[1];
    const restEn = /^(?:steel|wooden) (.+)$/iu.exec(base.name.en)?.[1];
    return {
      ja: replaced && restJa !== undefined ? restJa : base.name.ja,
      en: replaced && restEn !== undefined ? restEn : base.name.en,
    };
  });
}

/**
 * Whether the material can make this base item: metal materials make metal weapons, armor and shields, wooden ones
 * (duskwood, peachwood) wooden ones, hide the armor it lists (`armorItems`) and any shield form it has a row for;
 * a weapon or armor also needs a row in the material's table, and a shield one for its form; specific magic items
 * (the sturdy shields) and unarmed attacks take none.
 */
export function canMake(material: MaterialData, base: BaseItemCore): boolean {
  return orElse(false, () => canMakeRecord(material, base));
}

function canMakeRecord(material: MaterialData, base: BaseItemCore): boolean {
  const stuff = makesAs(material.stuff);
  if (base.kind === 'weapon') {
    if (base.isItem === false || Object.keys(material.weapon).length === 0) return false;
    if (material.weaponNotOfDie !== undefined && base.damage.die === material.weaponNotOfDie) return false;
    return (entryOf(WEAPON_STUFF, base.slug) ?? 'metal') === stuff;
  }
  if (base.kind === 'armor') {
    if (Object.keys(material.armor).length === 0) return false;
    if (material.armorItems) return material.armorItems.includes(base.slug as never);
    return stuff === 'metal' ? base.metal : false;
  }
  const shield = entryOf(SHIELD_FORMS, base.slug);
  if (!shield || base.specific) return false;
  return (stuff === 'hide' || shield.stuff.includes(stuff)) && material.shield[shield.form] !== undefined;
}

/** The grades the material has for this base item's kind (and shield form), weakest first. */
export function gradesFor(material: MaterialData, base: BaseItemCore): MaterialGrade[] {
  return orElse([], () => MATERIAL_GRADES.filter((g) => gradeStats(material, base, g) !== undefined));
}

/** The grade's level and Price row for this base item (undefined when the material has no such grade for it). */
export function gradeStats(
  material: MaterialData,
  base: BaseItemCore,
  grade: MaterialGrade,
): { level: number; priceCp: number; shield?: ShieldGradeStats } | undefined {
  // own entries only: a grade such as `constructor` is no grade
  const row = <T>(table: { readonly [G in MaterialGrade]?: T } | undefined) =>
    isObject(table) && typeof grade === 'string' ? entryOf(table, grade) : undefined;
  return orElse(undefined, () => {
    if (!isObject(material) || !isObject(base)) return undefined;
    if (base.kind === 'weapon') return row(material.weapon);
    if (base.kind === 'armor') return row(material.armor);
    const form = typeof base.slug === 'string' ? entryOf(SHIELD_FORMS, base.slug)?.form : undefined;
    const stats = form && isObject(material.shield) ? row(entryOf(material.shield, form)) : undefined;
    return stats ? { level: stats.level, priceCp: stats.priceCp, shield: stats } : undefined;
  });
}

/**
 * The material's Price on this item: a weapon's or armor's grade Price plus a tenth of it per Bulk, light or
 * negligible Bulk counting as 1 (the book's "40 gp + 4 gp per Bulk"); a shield's flat Price from its table.
 */
export function materialPriceCp(material: MaterialData, base: BaseItemCore, grade: MaterialGrade): number {
  const stats = gradeStats(material, base, grade);
  if (!stats || typeof stats.priceCp !== 'number') return 0;
  if (base.kind === 'shield') return stats.priceCp;
  const bulk = typeof base.bulk === 'number' ? Math.max(base.bulk, 1) : 1;
  return stats.priceCp + (stats.priceCp * bulk) / 10;
}

/** The highest rune level an item of this grade holds (Infinity for high grade). */
export function maxRuneLevel(grade: MaterialGrade): number {
  // an unknown grade holds no rune
  return (typeof grade === 'string' && entryOf(MATERIAL_GRADE_MAX_RUNE_LEVEL, grade)) || 0;
}

/**
 * Property slots with the material: orichalcum lets a +3 weapon or armor hold four instead of three; some other
 * books' materials add or take one on a kind of item at a grade (`propertySlotChange`: abysium and siccatite weapons
 * one fewer, high-grade djezet armor one more), never below none.
 */
export function propertySlotsWith(
  material: MaterialData | undefined,
  potencySlots: number,
  kind?: BaseItemCore['kind'],
  grade?: MaterialGrade,
): number {
  const top = RULE_FACTS.propertySlotsByPotency[RULE_FACTS.maxPotency];
  if (material?.effects.includes('extra-property-slot') && potencySlots === top) return RULE_FACTS.orichalcumPropertySlots;
  return Math.max(0, potencySlots + slotChange(material, kind, grade));
}

function slotChange(material: MaterialData | undefined, kind: BaseItemCore['kind'] | undefined, grade: MaterialGrade | undefined): number {
  if (!material || !grade || (kind !== 'weapon' && kind !== 'armor')) return 0;
  return material.propertySlotChange?.[kind]?.[grade] ?? 0;
}

/** The damage die one size smaller (inubrix): d4 has none smaller, so those weapons can't be made of it. */
export function smallerDie(die: DamageDie): DamageDie {
  const order: readonly DamageDie[] = ['d4', 'd6', 'd8', 'd10', 'd12'];
  return order[Math.max(0, order.indexOf(die) - 1)] ?? die;
}

/**
 * The cost of raising an item's material grade (low → standard, standard → high): the difference of the two
 * Prices on this item, as a rune upgrade costs the difference of the two runes' Prices. Null when either grade
 * is missing or the new grade is not higher.
 */
export function materialUpgradeCostCp(material: MaterialData, base: BaseItemCore, from: MaterialGrade, to: MaterialGrade): number | null {
  if (MATERIAL_GRADES.indexOf(to) <= MATERIAL_GRADES.indexOf(from)) return null;
  if (!gradeStats(material, base, from) || !gradeStats(material, base, to)) return null;
  return materialPriceCp(material, base, to) - materialPriceCp(material, base, from);
}

/** What the material does on this item, as the calculators list it beside the runes' effects. */
export type MaterialEffectLine =
  /** the item's Strikes (a weapon's, or a shield's bash) count as cold iron or silver against weaknesses */
  | { code: 'strikes-count-as'; as: 'cold-iron' | 'silver' }
  /** armor of the metal sickens a creature weak to it that wears it or critically fails an unarmed attack on it */
  | { code: 'armor-sickens'; as: 'cold-iron' | 'silver'; sickened: number }
  /** the weapon treats an object's Hardness as half unless the object's is higher than `hardness` */
  | { code: 'halves-object-hardness'; hardness: number }
  /** the item's Bulk, one lighter than the base item's */
  | { code: 'lighter-bulk'; bulk: number | 'L' }
  /** property slots with a +3 potency rune */
  | { code: 'extra-property-slot'; slots: number }
  /** property slots more (positive) or fewer (negative) than the potency rune gives */
  | { code: 'property-slot-change'; change: number }
  /** the weapon's damage die, one size smaller than the base weapon's */
  | { code: 'smaller-damage-die'; die: DamageDie }
  /** what the material does on this kind of item at this grade, in words (data/material-notes.ts: `materialNote`) */
  | { code: 'note'; material: MaterialSlug; kind: MaterialItemKind; grade: MaterialGrade };

const COUNTS_AS = { 'counts-as-cold-iron': 'cold-iron', 'counts-as-silver': 'silver' } as const;

/** The material's effects on this base item at this grade, in the material's order; none it can't make. */
export function materialEffectsOn(material: MaterialData, base: BaseItemCore, grade: MaterialGrade): MaterialEffectLine[] {
  if (!canMake(material, base) || !gradeStats(material, base, grade)) return [];
  return orElse([], () => effectsOn(material, base, grade));
}

function effectsOn(material: MaterialData, base: BaseItemCore, grade: MaterialGrade): MaterialEffectLine[] {
  const change = slotChange(material, base.kind, grade);
  // A kind with a line in words gets a note line at every grade; its words (materialNote) may be none at a grade.
  const noted = material.noted?.includes(base.kind) === true;
  return [
    ...codedEffects(material, base, grade),
    ...(change !== 0 ? [{ code: 'property-slot-change' as const, change }] : []),
    ...(noted ? [{ code: 'note' as const, material: material.slug, kind: base.kind, grade }] : []),
  ];
}

// The lines in words (data/material-notes.ts), registered by all-runes.ts for pages, scripts and tests, and by a
// calculator once they are loaded (src/lib/problem-messages.ts): until then a note line has no words.
let notes: { readonly [S in MaterialSlug]?: MaterialNotes } | undefined;

export function addMaterialNotes(table: { readonly [S in MaterialSlug]?: MaterialNotes }): void {
  notes = table;
}

/** A note line's words in both languages; undefined before the notes are loaded, or when there is none at that grade. */
export function materialNote(line: { material: MaterialSlug; kind: MaterialItemKind; grade: MaterialGrade }): Localized | undefined {
  return notes?.[line.material]?.[line.kind]?.(line.grade);
}

function codedEffects(material: MaterialData, base: BaseItemCore, grade: MaterialGrade): MaterialEffectLine[] {
  return material.effects.flatMap((effect): MaterialEffectLine[] => {
    switch (effect) {
      case 'damages-as-silver':
        return base.kind === 'armor' ? [] : [{ code: 'strikes-count-as', as: 'silver' }];
      case 'counts-as-cold-iron':
      case 'counts-as-silver':
        return [
          base.kind === 'armor'
            ? { code: 'armor-sickens', as: COUNTS_AS[effect], sickened: MATERIAL_ARMOR_SICKENED }
            : { code: 'strikes-count-as', as: COUNTS_AS[effect] },
        ];
      case 'halves-object-hardness': {
        const hardness = material.weaponHardness?.[grade];
        return base.kind === 'weapon' && hardness !== undefined ? [{ code: effect, hardness }] : [];
      }
      case 'lighter-bulk':
        // Light Bulk stays light; 1 becomes light.
        return typeof base.bulk === 'number' && base.bulk >= 1 ? [{ code: effect, bulk: base.bulk > 1 ? base.bulk - 1 : 'L' }] : [];
      case 'extra-property-slot':
        return base.kind === 'shield' ? [] : [{ code: effect, slots: RULE_FACTS.orichalcumPropertySlots }];
      case 'smaller-damage-die':
        return base.kind === 'weapon' && base.damage.die ? [{ code: effect, die: smallerDie(base.damage.die) }] : [];
    }
  });
}

/** The grade a material takes on an item when its name gives none, and why (the name reader's choice). */
export interface GradeChoice {
  grade: MaterialGrade;
  /** the grades the material has for the item (any item when none is named), weakest first */
  grades: MaterialGrade[];
  /** false when no grade the material has holds runes of `runeLevel`: the highest is chosen, and its rune limit shows */
  holds: boolean;
}

/**
 * The lowest grade of the material that holds runes up to `runeLevel` (GM Core, precious materials: low-grade
 * holds runes up to 8th level, standard-grade up to 15th) among the grades it has for this base item; a sheet that
 * writes "+2 greater striking cold iron longsword" means standard grade, since low grade cannot hold the rune.
 */
export function gradeHolding(material: MaterialData, base: BaseItemCore | undefined, runeLevel: number): GradeChoice {
  const grades =
    base && canMake(material, base)
      ? gradesFor(material, base)
      : MATERIAL_GRADES.filter((g) => material.weapon[g] || material.armor[g] || Object.values(material.shield).some((row) => row?.[g]));
  const holding = grades.find((g) => maxRuneLevel(g) >= runeLevel);
  return { grade: holding ?? grades.at(-1) ?? 'high', grades, holds: holding !== undefined };
}
