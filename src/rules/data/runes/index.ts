// Every rune grade, the part the rules read: the targets' indexes (runes/<target>/index.ts) joined, weapon, armor,
// shield, accessory, then the mythic runes (runes/mythic/). Each book's runes are in runes/<target>/<book>.ts and their descriptive part in
// runes/<target>/<book>-details.ts (see README.md, "Adding a rune family").
import type { RuneCoreData } from '../../types';
import { ACCESSORY_RUNES } from './accessory';
import { ARMOR_RUNES } from './armor';
import { MYTHIC_RUNES } from './mythic';
import { SHIELD_RUNES } from './shield';
import { WEAPON_RUNES } from './weapon';

export const RUNE_DATA = [...WEAPON_RUNES, ...ARMOR_RUNES, ...SHIELD_RUNES, ...ACCESSORY_RUNES, ...MYTHIC_RUNES] as const satisfies readonly RuneCoreData[];

/** Every rune slug of the data: a table keyed by it (`Record<RuneSlug, …>`) must name each rune, and nothing else. */
export type RuneSlug = (typeof RUNE_DATA)[number]['slug'];
/** Every rune family of the data. */
export type FamilySlug = (typeof RUNE_DATA)[number]['family'];
/** The families of the fundamental runes (they fill the item's fundamental slots, see slots.ts). */
export type FundamentalFamilySlug = Extract<(typeof RUNE_DATA)[number], { kind: 'fundamental' }>['family'];
