// The English messages of the planner's problems (planner-ja.ts has the Japanese ones). Typed by code: a code without
// its message here does not compile.
import { formatPrice } from '../tables';
import type { Localized, PlannerProblemCode, ProblemMessages } from '../types';
import { fieldLabel } from './fields';
import { FIELDS } from './fields-en';

// As in en.ts: a copy, so that this chunk does not import that one's.
const q = (l: Localized | undefined): string => (l ? `“${l.en}”` : '(unknown)');

export const MESSAGES: ProblemMessages<PlannerProblemCode> = {
  'problem.plan-item-cannot-hold': (p) =>
    `${q(p.item)} can't take ${q(p.rune)}, the rune this level expects; the plan leaves that part of the item as it is.`,
  'problem.plan-over-gold': (p) =>
    `The plan costs ${formatPrice(p.count, 'en')} more than the gold on hand; the steps come in order, and those beyond the gold are marked.`,
  'problem.abp-property-slots-unstated': (p) =>
    `With Automatic Bonus Progression the book takes away only the potency, striking and resilient runes and does not say how many property runes an item holds. If the slots follow the potency bonus (a common reading, Foundry’s “Allow Property Runes” mode), ${q(p.item)} holds ${p.count} and ${q(p.rune)} stops working (dormant).`,
  'problem.small-party-treasure': (p) =>
    `For a party of fewer than four, each missing character’s share comes off the table (${p.count} missing); the book suggests taking off less, since a small party has a harder time.`,
  'problem.value-clamped': (p) => `“${fieldLabel(FIELDS, p.field)}” is out of range; the answer is for ${p.count}.`,
};
