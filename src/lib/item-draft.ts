// The item form's state: every select has a value ('' = none), property selects may have gaps.
// The rules module only ever sees the clean ItemSpec built from it.
import type { ItemSpec } from '../rules';

export interface ItemDraft {
  base: string;
  potency: number;
  striking: string;
  resilient: string;
  reinforcing: string;
  property: string[];
}

/** What a calculator shows before the reader chooses anything: a familiar weapon with its first runes. */
export const DEFAULT_ITEM: ItemDraft = { base: 'longsword', potency: 1, striking: 'striking', resilient: '', reinforcing: '', property: [] };

export function toSpec(d: ItemDraft): ItemSpec {
  const spec: ItemSpec = { base: d.base };
  if (d.potency) spec.potency = d.potency;
  if (d.striking) spec.striking = d.striking;
  if (d.resilient) spec.resilient = d.resilient;
  if (d.reinforcing) spec.reinforcing = d.reinforcing;
  const property = d.property.filter((s) => s !== '');
  if (property.length > 0) spec.property = property;
  return spec;
}

export function fromSpec(spec: Partial<ItemSpec>, fallbackBase = DEFAULT_ITEM.base): ItemDraft {
  return {
    base: spec.base ?? fallbackBase,
    potency: spec.potency ?? 0,
    striking: spec.striking ?? '',
    resilient: spec.resilient ?? '',
    reinforcing: spec.reinforcing ?? '',
    property: [...(spec.property ?? [])],
  };
}

/** Property slots without trailing empty selects. */
export function trimmedProperty(d: ItemDraft): string[] {
  const list = [...d.property];
  while (list.length > 0 && list[list.length - 1] === '') list.pop();
  return list;
}
