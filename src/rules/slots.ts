// The fundamental slots of an item: every reader (item evaluation, transfers, forms, links, tables) asks here
// which slot a rune fills and which family a slot holds on a kind of item. The one statement of the mapping is
// SLOT_OF_FAMILY in data/slots.ts; the rest follows from the rune data.
import { RUNES, runesOfFamily } from './core';
import { SLOT_OF_FAMILY, type FundamentalSlot, type RuneSlot } from './data/slots';
import type { FundamentalFamilySlug } from './data/runes';
import { entryOf } from './input';
import type { CatalogueTarget, RuneCore, RuneTarget } from './types';

export type { FundamentalSlot, RuneSlot };

/** The slots that hold a rune slug, in the order forms and links list them. */
export const RUNE_SLOTS: readonly RuneSlot[] = ['striking', 'resilient', 'reinforcing'];
/** The order an item's name writes the fundamental runes (GM Core p. 224): potency, reinforcing, striking, resilient. */
export const NAME_ORDER: readonly FundamentalSlot[] = ['potency', 'reinforcing', 'striking', 'resilient'];

/** The slot a rune fills; null for a property rune. */
export function slotOf(rune: Pick<RuneCore, 'kind' | 'family'>): FundamentalSlot | null {
  if (rune.kind !== 'fundamental') return null;
  return entryOf<string, FundamentalSlot>(SLOT_OF_FAMILY, rune.family) ?? null;
}

/** The fundamental families, in display order. */
export const FUNDAMENTAL_FAMILIES = Object.keys(SLOT_OF_FAMILY) as FundamentalFamilySlug[];

/** The family a kind of item holds in a slot (weapon + potency → weapon potency); null when it has no such slot. */
export function slotFamily(target: RuneTarget, slot: FundamentalSlot): FundamentalFamilySlug | null {
  return FUNDAMENTAL_FAMILIES.find((f) => SLOT_OF_FAMILY[f] === slot && RUNES.some((r) => r.family === f && r.target === target)) ?? null;
}

/** Whether a kind of item has this slot (a shield has no potency slot, so no property slots either). */
export function hasSlot(target: RuneTarget, slot: FundamentalSlot): boolean {
  return slotFamily(target, slot) !== null;
}

/** The runes that can fill a slot, weakest first; potency runes of the given kind of item only. */
export function runesForSlot(slot: FundamentalSlot, target?: CatalogueTarget): RuneCore[] {
  return FUNDAMENTAL_FAMILIES.filter((f) => SLOT_OF_FAMILY[f] === slot)
    .flatMap((f) => runesOfFamily(f))
    .filter((r) => target === undefined || r.target === target);
}

/** The potency rune of a value (+1…+3) for a kind of item; undefined when there is none. */
export function potencyRuneOf(target: RuneTarget, value: number): RuneCore | undefined {
  return runesForSlot('potency', target).find((r) => r.grade === value);
}
