// What the Foundry export leaves out of an item, without the export itself: a calculator shows it beside the
// "Copy as a Foundry item" button before the reader copies. It reads two short lists (kept here, not with the long key
// tables of foundry-keys.ts, which re-exports them) and not the catalogue, so it costs a calculator's first load next
// to nothing; test/rules/export.test.ts keeps it equal to the problems foundryItem raises (a rune of NOT_IN_FOUNDRY is
// exactly a rune Foundry's tables lack). Sources: foundry-keys.ts.
import type { ItemEvaluation } from '../item';
import type { MaterialSlug } from '../data/materials';
import type { RuneSlug } from '../data/runes';

/**
 * Property runes of the catalogue that Foundry's rune tables do not list (@ 001fc44, nor pf2e 8.4.1): an export
 * leaves them out of `system.runes` (Foundry would drop them on import anyway) and says so as a problem.
 */
export const NOT_IN_FOUNDRY: readonly RuneSlug[] = [
  // Kingmaker Companion Guide and Pathfinder #195: Foundry has their item files, but no key in its rune tables
  'energy-absorbing',
  'greater-energy-absorbing',
  'caverns-heart',
];

/** Foundry's precious material keys (values.ts, the remaster version); the catalogue's slugs are the same words. */
export const FOUNDRY_MATERIAL_KEYS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'abysium',
  'adamantine',
  'cold-iron',
  'duskwood',
  'djezet',
  'dragonhide',
  'dreamweb',
  'grisantian-pelt',
  'inubrix',
  'keep-stone',
  'dawnsilver',
  'noqual',
  'orichalcum',
  'peachwood',
  'siccatite',
  'silver',
  'sisterstone',
  'sisterstone-dusk',
  'sisterstone-scarlet',
  'sloughstone',
  'sovereign-steel',
  'warpglass',
]);

export interface NotInFoundry {
  /** the item's working property runes that Foundry's rune tables do not list, in slot order */
  runes: string[];
  /** the item's precious material when Foundry does not list it */
  material: MaterialSlug | null;
}

/** The runes and material of an evaluated item that Foundry would drop on import. */
export function notInFoundry(evaluation: Pick<ItemEvaluation, 'base' | 'activeProperty' | 'material'>): NotInFoundry {
  if (!evaluation.base) return { runes: [], material: null };
  const unknown: readonly string[] = NOT_IN_FOUNDRY;
  const material = evaluation.material && !FOUNDRY_MATERIAL_KEYS.has(evaluation.material.slug) ? evaluation.material.slug : null;
  return { runes: evaluation.activeProperty.filter((slug) => unknown.includes(slug)), material };
}
