// The problems of the exports to the table (ccfolia.ts, foundry.ts): what an export could not carry, as data with a
// message in both languages (messages/export-*.ts). Kept apart from the item problems (problems.ts): only the exports
// raise them, and importing this module registers their messages, so whatever loads an export has its words.
import { MESSAGES as EN } from '../messages/export-en';
import { MESSAGES as JA } from '../messages/export-ja';
import { addMessages } from '../problems';
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

const SEVERITY = {
  'not-in-foundry-rune': 'warning',
  'not-in-foundry-material': 'warning',
} as const satisfies Record<ExportProblemCode, Severity>;

export const EXPORT_PROBLEM_CODES: readonly ExportProblemCode[] = Object.keys(SEVERITY) as ExportProblemCode[];

export function exportProblem<C extends ExportProblemCode>(code: C, params: ExportProblemParams[C], rune?: string): ExportProblem {
  const out = { code, severity: SEVERITY[code], params } as ExportProblem;
  if (rune !== undefined) out.rune = rune;
  return out;
}

addMessages('en', EN);
addMessages('ja', JA);
