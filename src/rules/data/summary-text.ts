// Pieces of the rune index's summary lines shared by the details files of several targets.
import type { RuneData } from '../types';
import { DAMAGE_TRAIT_LABELS, type DamageTraitSlug } from './damage-traits';

/** "1 property rune slot", "2 property rune slots". */
export const slots = (rune: RuneData) => {
  const n = rune.effects.propertySlots ?? 0;
  return `${n} property rune slot${n === 1 ? '' : 's'}`;
};

/**
 * A damage type as a summary line names it, in the words of its trait (damage-traits.ts, written once there):
 * 「［力場］」 in Japanese (bracketed, as the seed writes damage types), "force" in English, "Force" to open a line.
 */
export const damageWord = (slug: DamageTraitSlug) => {
  const { ja, en } = DAMAGE_TRAIT_LABELS[slug];
  return { ja: `［${ja}］`, en, opening: en.charAt(0).toUpperCase() + en.slice(1) };
};
