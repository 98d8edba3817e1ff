// What the reader calls each input and each figure of the calculators, in English: the `field.*` namespace of the
// catalogue, written once. The UI table (src/i18n/en.ts) includes it, every calculator gets it, and the problem
// messages (en.ts here) name a field by it, as its form labels it. fields-ja.ts must have the same keys (its type
// says so). Headings only pages show are `column.*` in src/i18n/en.ts.
import { CRAFTING_TERMS } from '../data/crafting-words';

const CRAFTING = CRAFTING_TERMS.crafting.en;

export const FIELDS = {
  // The inputs a problem can name (ProblemField, see fields.ts), then the figures the calculators and the chapters share.
  'field.base': 'Base item',
  'field.potency': 'Potency rune',
  'field.striking': 'Striking rune',
  'field.resilient': 'Resilient rune',
  'field.reinforcing': 'Reinforcing rune',
  'field.property': 'Property runes',
  'field.material': 'Precious material',
  'field.propertySlot': 'Property rune {n}',
  'field.rune': 'Rune to transfer',
  'field.swapWith': 'Rune to swap with',
  'field.to': 'Receiving item',
  'field.from': 'Item the rune comes from',
  'field.crafterLevel': 'Crafter level',
  'field.proficiency': `${CRAFTING} rank`,
  'field.extraDays': 'Extra days',
  'field.level': 'Character level',
  'field.partySize': 'Party size',
  'field.items': 'Items',
  'field.abp': 'Automatic Bonus Progression',
  'field.gold': 'Gold on hand',
  'field.name': 'Name',
  'field.itemLevel': 'Item level',
  'field.price': 'Price',
  'field.dc': 'DC',
  'field.cost': 'Cost',
  'field.time': 'Time',
  'field.crafter': 'Crafter',
  'field.rankNeeded': `${CRAFTING} rank needed`,
} as const;

export type FieldKey = keyof typeof FIELDS;
