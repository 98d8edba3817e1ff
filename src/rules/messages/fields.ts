// How a problem's message names a field, in either language: the field's label from that language's FIELDS
// (fields-en.ts, fields-ja.ts). No words here, so each language's message chunk loads only its own labels.
import type { ProblemField, ProblemParams } from '../types';
import type { FieldKey } from './fields-en';

// Every input a problem names has its label: a ProblemField without one does not compile.
const PROBLEM_FIELD_KEYS = {
  base: 'field.base',
  potency: 'field.potency',
  striking: 'field.striking',
  resilient: 'field.resilient',
  reinforcing: 'field.reinforcing',
  property: 'field.property',
  material: 'field.material',
  rune: 'field.rune',
  swapWith: 'field.swapWith',
  to: 'field.to',
  from: 'field.from',
  crafterLevel: 'field.crafterLevel',
  proficiency: 'field.proficiency',
  extraDays: 'field.extraDays',
  level: 'field.level',
  partySize: 'field.partySize',
  items: 'field.items',
  abp: 'field.abp',
  crafter: 'field.crafter',
  gold: 'field.gold',
} as const satisfies Record<ProblemField, FieldKey>;

const isProblemField = (field: string): field is ProblemField => Object.hasOwn(PROBLEM_FIELD_KEYS, field);

/** A field's name as its form labels it; `property[1]` is the second property slot's label ("Property rune 2"). */
export function fieldLabel(fields: Readonly<Record<FieldKey, string>>, field: NonNullable<ProblemParams['field']>): string {
  const slot = /^property\[(\d+)\]$/.exec(field);
  if (slot) return fields['field.propertySlot'].replace('{n}', String(Number(slot[1]) + 1));
  return isProblemField(field) ? fields[PROBLEM_FIELD_KEYS[field]] : field;
}
