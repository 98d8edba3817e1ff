// What both exports read of an evaluated item: its runes sorted into Foundry's slots (potency value, the grade number of
// striking, resilient and reinforcing, property runes), and a spec rebuilt from what the evaluation accepted.
import { getRune, runesOfFamily } from '../core';
import type { ItemEvaluation, ItemSpec } from '../item';
import type { RuneCore } from '../types';

export interface ItemRuneParts {
  /** the potency value, 0 without a potency rune */
  potency: number;
  /** 1 for the base grade of the family, 2 for the next … (Foundry's numbers for striking, resilient, reinforcing) */
  striking: number;
  resilient: number;
  reinforcing: number;
  /** the rune slugs of each fundamental slot, as the spec names them */
  fundamentals: { striking?: string; resilient?: string; reinforcing?: string };
  /** property runes that work, in slot order */
  property: RuneCore[];
}

/** 1-based place of a rune among its family's grades (striking 1, greater striking 2, major striking 3). */
function gradeNumber(rune: RuneCore): number {
  return runesOfFamily(rune.family).findIndex((r) => r.slug === rune.slug) + 1;
}

export function runeParts(evaluation: ItemEvaluation): ItemRuneParts {
  const parts: ItemRuneParts = { potency: 0, striking: 0, resilient: 0, reinforcing: 0, fundamentals: {}, property: [] };
  for (const slug of evaluation.runes) {
    const rune = getRune(slug);
    if (!rune || rune.kind !== 'fundamental') continue;
    if (rune.family === 'weapon-potency' || rune.family === 'armor-potency')
      parts.potency = typeof rune.grade === 'number' ? rune.grade : 0;
    else if (rune.family === 'striking') [parts.striking, parts.fundamentals.striking] = [gradeNumber(rune), slug];
    else if (rune.family === 'resilient') [parts.resilient, parts.fundamentals.resilient] = [gradeNumber(rune), slug];
    else if (rune.family === 'reinforcing') [parts.reinforcing, parts.fundamentals.reinforcing] = [gradeNumber(rune), slug];
  }
  parts.property = evaluation.activeProperty.flatMap((slug) => getRune(slug) ?? []);
  return parts;
}

/** The spec of what the evaluation accepted (runes it could not read or etch left out): plain JSON, safe to embed. */
export function acceptedSpec(evaluation: ItemEvaluation, parts: ItemRuneParts): ItemSpec | null {
  if (!evaluation.base) return null;
  const spec: ItemSpec = { base: evaluation.base };
  if (parts.potency > 0) spec.potency = parts.potency;
  Object.assign(spec, parts.fundamentals);
  const property = evaluation.runes.filter((slug) => getRune(slug)?.kind === 'property');
  if (property.length > 0) spec.property = property;
  if (evaluation.material) spec.material = { slug: evaluation.material.slug, grade: evaluation.material.grade };
  return spec;
}
