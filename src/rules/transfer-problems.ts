// The transfer estimator's problems (GM Core p. 225): a module of their own so that only the transfer estimator
// downloads them (problems.ts holds those of items, etching and upgrades; the messages are in messages/transfer-*.ts).
import { isPlannerCode, PLANNER_PROBLEM_CODES, plannerSeverity } from './planner-problems';
import { ITEM_PROBLEM_CODES, itemSeverity, make, type ProblemArgs } from './problems';
import type { Problem, ProblemCode, Severity, TransferProblemCode } from './types';

export type { ProblemCode, TransferProblemCode };

const SEVERITY = {
  'swap-form-mismatch': 'error',
  'transfer-invalid-target': 'error',
  'fundamental-already-present': 'error',
  'swap-rune-not-on-item': 'warning',
  'rune-not-on-source': 'warning',
  'runes-go-dormant': 'warning',
  'magical-crafting-needed': 'warning',
  'crafting-rank-too-low': 'warning',
  'crafter-level-too-low': 'warning',
  'crafter-needed-for-discount': 'warning',
} as const satisfies Record<TransferProblemCode, Severity>;

export const TRANSFER_PROBLEM_CODES: readonly TransferProblemCode[] = /* @__PURE__ */ Object.keys(SEVERITY) as TransferProblemCode[];
// Computed by a call marked pure, so the transfer estimator, which never reads the list, doesn't download it.
const allCodes = (): readonly ProblemCode[] => [...ITEM_PROBLEM_CODES, ...TRANSFER_PROBLEM_CODES, ...PLANNER_PROBLEM_CODES];
export const PROBLEM_CODES: readonly ProblemCode[] = /* @__PURE__ */ allCodes();

function isTransferCode(code: ProblemCode): code is TransferProblemCode {
  return typeof code === 'string' && Object.hasOwn(SEVERITY, code);
}

/** Severity of each code, for sites that want to list them; an unknown code is an error. */
export function problemSeverity(code: ProblemCode): Severity {
  if (isTransferCode(code)) return SEVERITY[code];
  return isPlannerCode(code) ? plannerSeverity(code) : itemSeverity(code);
}

/** Any problem, by code: the transfer estimator's own, or one of problems.ts. */
export function anyProblem<C extends ProblemCode>(code: C, ...[params, rune]: ProblemArgs<C>): Problem<C> {
  return make(code, problemSeverity(code), params, rune);
}
