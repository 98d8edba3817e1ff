// The planner's problems (planner.ts, treasure.ts): a module of their own, like the transfer estimator's, so that the
// other calculators don't download them (the messages are in messages/planner-*.ts).
import { make, type ProblemArgs } from './problems';
import type { PlannerProblemCode, Problem, Severity } from './types';

export type { PlannerProblemCode };

const SEVERITY = {
  'plan-item-cannot-hold': 'warning',
  'plan-over-gold': 'warning',
  'abp-property-slots-unstated': 'warning',
  'small-party-treasure': 'warning',
  'value-clamped': 'warning',
} as const satisfies Record<PlannerProblemCode, Severity>;

export const PLANNER_PROBLEM_CODES: readonly PlannerProblemCode[] = /* @__PURE__ */ Object.keys(SEVERITY) as PlannerProblemCode[];

export function isPlannerCode(code: string): code is PlannerProblemCode {
  // A string test first: Object.hasOwn converts any other value to a key, which throws for an object without toString.
  return typeof code === 'string' && Object.hasOwn(SEVERITY, code);
}

export function plannerSeverity(code: PlannerProblemCode): Severity {
  return SEVERITY[code];
}

/** A planner problem, by code, with the params its message needs. */
export function plannerProblem<C extends PlannerProblemCode>(code: C, ...[params, rune]: ProblemArgs<C>): Problem<C> {
  return make(code, SEVERITY[code], params, rune);
}
