// The item form's state: every select has a value ('' = none), property selects may have gaps.
// The rules module only ever sees the clean ItemSpec built from it.
import type { ItemSpec } from '../rules';
import { RUNE_SLOTS, type RuneSlot } from '../rules/slots';

/** One field per fundamental slot (src/rules/slots.ts): potency as a number, the others as a rune slug; the precious
 * material's slug and grade ('' = none); whether it is a specific magic item (its property runes fixed). */
export type ItemDraft = {
  base: string;
  potency: number;
  property: string[];
  material: string;
  grade: string;
  specific: boolean;
} & Record<RuneSlot, string>;

/** What a calculator shows before the reader chooses anything: a familiar weapon with its first runes. */
export const DEFAULT_ITEM: ItemDraft = {
  base: 'longsword',
  potency: 1,
  ...emptySlots(),
  striking: 'striking',
  property: [],
  material: '',
  grade: '',
  specific: false,
};

/** Every rune-slug slot empty. */
export function emptySlots(): Record<RuneSlot, string> {
  return { striking: '', resilient: '', reinforcing: '' } satisfies Record<RuneSlot, string>;
}

export function toSpec(d: ItemDraft): ItemSpec {
  const spec: ItemSpec = { base: d.base };
  if (d.potency) spec.potency = d.potency;
  for (const slot of RUNE_SLOTS) if (d[slot]) spec[slot] = d[slot];
  const property = d.property.filter((s) => s !== '');
  if (property.length > 0) spec.property = property;
  if (d.material && d.grade) spec.material = { slug: d.material, grade: d.grade };
  if (d.specific) spec.specific = true;
  return spec;
}

export function fromSpec(spec: Partial<ItemSpec>, fallbackBase = DEFAULT_ITEM.base): ItemDraft {
  return {
    base: spec.base ?? fallbackBase,
    potency: spec.potency ?? 0,
    ...emptySlots(),
    ...Object.fromEntries(RUNE_SLOTS.map((slot) => [slot, spec[slot] ?? ''])),
    property: [...(spec.property ?? [])],
    material: spec.material?.slug ?? '',
    grade: spec.material?.grade ?? '',
    specific: spec.specific === true,
  };
}

/** Property slots without trailing empty selects. */
export function trimmedProperty(d: ItemDraft): string[] {
  const list = [...d.property];
  while (list.length > 0 && list[list.length - 1] === '') list.pop();
  return list;
}
