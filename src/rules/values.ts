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
/**
 * The distinct usage lines of the runes, by their key (usageKey in data/labels.ts), in the order the runes first
 * use them; USAGE_LABELS is keyed by it, and test/rules/data.test.ts checks it is exactly the runes' keys.
 */
export const USAGE_KEYS = [
  'weapon',
  'weapon:melee',
  'weapon:not-unholy',
  'weapon:melee:P/S',
  'weapon:thrown',
  'weapon:melee:B',
  'weapon:not-holy',
  'weapon:melee:S',
  'weapon:base-clan-dagger',
  'weapon:B',
  'weapon:without-vitalizing',
  'weapon:P/S',
  'weapon:trait-monk:melee',
  'armor',
  'armor:medium/heavy',
  'armor:light',
  'armor:light/medium',
  'armor:heavy',
  'armor:medium/heavy:metal',
  'armor:metal',
  'shield',
] as const;
