// The English messages of the transfer estimator's problems (transfer-ja.ts has the Japanese ones). Typed by code:
// a code without its message here does not compile.
import { RULE_FACTS } from '../facts';
import type { Localized, ProficiencyRank, ProblemMessages, TransferProblemCode } from '../types';
import { CRAFTING_TERMS } from '../data/crafting-words';

// Glossary words, by slug: written once, in their tables.
const CRAFTING = CRAFTING_TERMS.crafting.en;
const CRAFT = CRAFTING_TERMS.craft.en;
const MAGICAL_CRAFTING = CRAFTING_TERMS['magical-crafting'].en;

// As in en.ts: a copy, so that this chunk does not import that one's (which would add a re-export chunk).
const q = (l: Localized | undefined): string => (l ? `“${l.en}”` : '(unknown)');

// The rank words as the site's labels write them (PROFICIENCY_LABELS; a test keeps them equal).
export const RANK: Record<ProficiencyRank, string> = { trained: 'trained', expert: 'expert', master: 'master', legendary: 'legendary' };

const BY_LEVEL = { master: RULE_FACTS.craftMasterFromLevel, legendary: RULE_FACTS.craftLegendaryFromLevel };

export const MESSAGES: ProblemMessages<TransferProblemCode> = {
  'problem.swap-form-mismatch': (p) =>
    `Swapped runes must be the same form (fundamental with fundamental, property with property): ${q(p.rune)} and ${q(p.other)}.`,
  'problem.transfer-invalid-target': (p) =>
    `${q(p.rune)} can't move to ${q(p.item)}; transferring a rune to an item that can't take it is an automatic critical failure of the ${CRAFTING} check.`,
  'problem.fundamental-already-present': (p) =>
    `${q(p.item)} already has a fundamental rune of that type (${q(p.other)}); an item holds one of each type, so swap instead of moving.`,
  'problem.swap-rune-not-on-item': (p) => `The rune to swap with, ${q(p.rune)}, is not on ${q(p.item)}.`,
  'problem.rune-not-on-source': (p) =>
    `The rune to move, ${q(p.rune)}, is not on ${q(p.item)}, the item it comes from; check that item's runes.`,
  'problem.runes-go-dormant': (p) =>
    `After the transfer, ${q(p.rune)} on ${q(p.item)} goes dormant: the potency rune there no longer allows it.`,
  'problem.magical-crafting-needed': () =>
    `To ${CRAFT} magic items you need the ${MAGICAL_CRAFTING} feat, which requires expert proficiency in ${CRAFTING}.`,
  'problem.crafting-rank-too-low': (p) =>
    `A rune of level ${p.count} needs ${RANK[p.rank]} proficiency in ${CRAFTING} (${RANK.master} from level ${BY_LEVEL.master}, ${RANK.legendary} from ${BY_LEVEL.legendary}).`,
  'problem.craft-requirements-rank-too-low': (p) => `This rune's Craft Requirements ask for ${RANK[p.rank]} proficiency in ${CRAFTING}.`,
  'problem.crafter-level-too-low': (p) => `You can ${CRAFT} only items of your level or lower; this rune is level ${p.count}.`,
  'problem.crafter-needed-for-discount': () =>
    `Lowering the cost with extra days needs the crafter’s level and ${CRAFTING} rank; the cost was left as is.`,
};
