// The types of the exports' problems, apart from problems.ts (which registers the messages, and so imports them):
// the messages are typed by these, so problems.ts and messages/export-*.ts don't import each other.
import type { Localized, Severity } from '../types';

/** The params each export code's message needs. */
export interface ExportProblemParams {
  /** a property rune Foundry's pf2e system does not list: left out of the item's runes */
  'not-in-foundry-rune': { rune: Localized };
  /** a precious material Foundry's pf2e system does not list: left out of the item's material */
  'not-in-foundry-material': { material: Localized };
}
export type ExportProblemCode = keyof ExportProblemParams;

/** An export problem: the same shape as an item problem, so problemMessage() reads it. */
export type ExportProblem = {
  [C in ExportProblemCode]: { code: C; severity: Severity; params: ExportProblemParams[C]; rune?: string };
}[ExportProblemCode];

/** Each language's messages, typed by code: a code without its message does not compile. */
export type ExportProblemMessages = {
  readonly [K in ExportProblemCode as `problem.${K}`]: (params: ExportProblemParams[K]) => string;
};
