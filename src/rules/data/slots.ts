// The fundamental slots of an item (GM Core p. 224), stated once: which item field each fundamental family
// fills. Everything else about slots (which kinds of item have which, the potency family of a weapon or an
// armor, the order of a form or a name) follows from this table and the rune data, in ../slots.ts.
import type { FundamentalFamilySlug } from './runes';

/** A fundamental slot, named as the item spec's field: `potency` holds a number (+1…+3), the others a rune slug. */
export type FundamentalSlot = 'potency' | 'striking' | 'resilient' | 'reinforcing';
/** The slots whose value is a rune slug. */
export type RuneSlot = Exclude<FundamentalSlot, 'potency'>;

/**
 * Every fundamental family and the slot it fills, in display order (weapon, armor, shield). Keyed by the
 * data's fundamental families: a new fundamental family without a slot does not compile.
 */
export const SLOT_OF_FAMILY = {
  'weapon-potency': 'potency',
  striking: 'striking',
  'armor-potency': 'potency',
  resilient: 'resilient',
  reinforcing: 'reinforcing',
} as const satisfies Record<FundamentalFamilySlug, FundamentalSlot>;
