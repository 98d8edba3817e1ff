// The rules' vocabulary lists, each written once as a `const` array (as Foundry pf2e's values.ts): types.ts derives
// each union from its list, and code that walks a list in order reads it here, never a copy. A new value is one
// line, and every table keyed by its union (labels, messages) must follow or fail to compile. No imports: pages,
// islands and scripts all read it.

/** What a rune is etched onto, in the order the catalogue lists them (also the kinds of base item). */
export const RUNE_TARGETS = ['weapon', 'armor', 'shield'] as const;
/** Fundamental or property. */
export const RUNE_KINDS = ['fundamental', 'property'] as const;
/** From most common to rarest (the rarest rune sets an item's rarity). */
export const RARITY_ORDER = ['common', 'uncommon', 'rare', 'unique'] as const;
/** Proficiency ranks, lowest first. */
export const PROFICIENCY_RANKS = ['trained', 'expert', 'master', 'legendary'] as const;
