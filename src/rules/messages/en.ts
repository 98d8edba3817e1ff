// The English messages of the problems of items, etching and upgrades (ja.ts has the Japanese ones,
// transfer-en.ts the transfer estimator's). Typed by code: a code without its message here does not compile.
import { MATERIAL_GRADE_NAMES } from '../data/materials';
import type { ItemProblemCode, Localized, ProblemMessages } from '../types';
import { FIELDS } from './fields-en';
import { fieldLabel } from './fields';

/** A material grade's words ("low-grade"). */
const grade = (p: { grade?: keyof typeof MATERIAL_GRADE_NAMES }): string => (p.grade ? MATERIAL_GRADE_NAMES[p.grade].en : '');

/** A name in curly quotes. */
const q = (l: Localized | undefined): string => (l ? `“${l.en}”` : '(unknown)');

export const MESSAGES: ProblemMessages<ItemProblemCode> = {
  'problem.invalid-spec': () => 'The item description could not be read: give a base item and its runes.',
  'problem.unknown-base-item': (p) => `No base item is called “${p.value}”.`,
  'problem.unknown-rune': (p) => `No rune is called “${p.value}”.`,
  'problem.invalid-value': (p) => `The value given for “${fieldLabel(FIELDS, p.field)}” is not valid and was ignored.`,
  'problem.invalid-potency': () => 'Potency must be a whole number from 0 to 3.',
  'problem.wrong-target': (p) => `${q(p.rune)} is ${p.usage.en}, so it can't go on ${q(p.item)}.`,
  'problem.usage-not-met': (p) => `${q(p.rune)} must be ${p.usage.en}; ${q(p.item)} doesn't qualify.`,
  'problem.usage-needs-metal': (p) => `${q(p.rune)} can only be etched onto metal armor (${p.usage.en}); ${q(p.item)} isn't metal.`,
  'problem.usage-needs-nonmetal': (p) => `${q(p.rune)} can't be etched onto metal armor (${p.usage.en}); ${q(p.item)} is metal.`,
  'problem.usage-needs-trait': (p) =>
    `${q(p.rune)} can only be etched onto a weapon with the ${p.other.en} trait; ${q(p.item)} doesn't have it.`,
  'problem.usage-needs-base-item': (p) => `${q(p.rune)} must be ${p.usage.en}; ${q(p.item)} is a different weapon.`,
  'problem.wrong-family': (p) => `${q(p.rune)} doesn't belong in “${fieldLabel(FIELDS, p.field)}”.`,
  'problem.not-a-property-rune': (p) => `${q(p.rune)} is a fundamental rune: give it in its own slot, not among the property runes.`,
  'problem.shield-takes-only-reinforcing': (p) => `A shield takes only a reinforcing rune; ${q(p.rune)} can't be etched on it.`,
  'problem.no-free-slot': (p) =>
    `There is no free property slot for ${q(p.rune)} (slots equal the potency value, ${p.count}); it would be dormant.`,
  'problem.duplicate-rune': (p) => `${q(p.rune)} appears more than once; only one copy applies.`,
  'problem.lower-grade-ignored': (p) =>
    `${q(p.rune)} and ${q(p.other)} are grades of the same rune; only the highest grade, ${q(p.other)}, applies.`,
  'problem.conflicting-runes': (p) => `${q(p.rune)} can't share a weapon with ${q(p.other)} (usage: ${p.usage.en}).`,
  'problem.usage-excludes-rune': (p) =>
    `${q(p.rune)} can't be etched onto a weapon that has ${q(p.other)} (usage: ${p.usage.en}); choose one of them.`,
  'problem.specific-item': (p) =>
    `${q(p.item)} is a specific magic item whose magic is built in; it can't take runes it doesn't come with (${q(p.rune)}).`,
  'problem.specific-item-property-fixed': (p) =>
    `${q(p.item)} is a specific magic item: its property runes can't be added, removed or moved (${q(p.rune)}). Its fundamental runes can.`,
  'problem.specific-item-property-upgrade': (p) =>
    `${q(p.item)} is a specific magic item: the rule forbids new property runes but says nothing of upgrading one it has (${q(p.rune)} to ${q(p.other)}); ask your GM.`,
  'problem.accessory-rune-not-etched': (p) =>
    `${q(p.rune)} is an accessory rune: it is applied to clothing, footwear, a container, a shield or a vehicle as its usage says, never etched beside an item's fundamental and property runes, so the calculators leave it out.`,
  'problem.mythic-rune-not-modelled': (p) =>
    `${q(p.rune)} is a mythic rune: it follows the mythic rules of War of Immortals, which the calculators do not model, so it is left out.`,
  'problem.not-an-accessory-rune': (p) => `${q(p.rune)} is not an accessory rune; it is etched, not applied to an accessory.`,
  'problem.accessory-usage-not-met': (p) => `${q(p.rune)} can't go on this item: it is ${p.usage.en}.`,
  'problem.accessory-rune-already-there': (p) =>
    `This item already has ${q(p.other)}. An accessory rune makes its item invested, and an invested item can't take an accessory rune, so an item holds only one.`,
  'problem.accessory-on-invested-item': (p) => `${q(p.rune)} can't go on an item that already has the invested trait.`,
  'problem.accessory-on-magic-item': (p) => `${q(p.rune)} goes on a mundane item; its usage (${p.usage.en}) does not allow a magic one.`,
  'problem.not-an-item': (p) =>
    `${q(p.item)} is not an item, so runes can't be etched on it directly (Handwraps of Mighty Blows carry them instead).`,
  'problem.different-family': (p) =>
    `${q(p.rune)} can't be upgraded into ${q(p.other)}: an upgrade stays within one rune and moves to a stronger grade.`,
  'problem.not-an-upgrade': (p) => `${q(p.other)} is not a stronger grade than ${q(p.rune)}, so this is not an upgrade.`,
  'problem.unknown-material': (p) => `No precious material is called “${p.value ?? ''}”.`,
  'problem.material-grade-missing': (p) =>
    `${q(p.material)} has no ${grade(p)} version${p.item ? ` for ${q(p.item)}` : ''}; choose a grade the material comes in.`,
  'problem.material-cannot-make': (p) => `${q(p.material)} can't make ${q(p.item)}.`,
  'problem.material-grade-rune-limit': (p) =>
    `A ${grade(p)} ${p.material?.en ?? ''} item holds runes up to level ${p.count ?? 0}; ${q(p.rune)} is higher and was left out.` +
    (p.fix ? ` Choose ${MATERIAL_GRADE_NAMES[p.fix].en} to keep it.` : ' No grade of this material holds it on this item.'),
};
