// The problems of the exports to the table (ccfolia.ts, foundry.ts): what an export could not carry, as data with a
// message in both languages (messages/export-*.ts). Kept apart from the item problems (problems.ts): only the exports
// raise them, and importing this module registers their messages, so whatever loads an export has its words.
import { MESSAGES as EN } from '../messages/export-en';
import { MESSAGES as JA } from '../messages/export-ja';
import { addMessages } from '../problems';
import type { Severity } from '../types';
import type { ExportProblem, ExportProblemCode, ExportProblemParams } from './problem-types';

export type { ExportProblem, ExportProblemCode, ExportProblemMessages, ExportProblemParams } from './problem-types';

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
