// What the Foundry export leaves out of an item, without the export itself: a calculator shows it beside the
// "Copy as a Foundry item" button before the reader copies. It reads only the key lists (foundry-keys.ts), not the
// catalogue, so it costs a calculator's first load next to nothing; test/rules/export.test.ts keeps it equal to the
// problems foundryItem raises (a rune of NOT_IN_FOUNDRY is exactly a rune Foundry's tables lack).
import type { ItemEvaluation } from '../item';
import type { MaterialSlug } from '../data/materials';
import { FOUNDRY_MATERIAL_KEYS, NOT_IN_FOUNDRY } from './foundry-keys';

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
