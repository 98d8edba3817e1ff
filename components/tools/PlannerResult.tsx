// The planner's answer, in the order a player reads it: problems, the steps (the export buttons of the plan go right
// after them), ABP's part when it is on, what the level expects, and the treasure.
import type { Locale } from '../../src/i18n/locale';
import type { Notice } from '../../src/lib/url-state';
import type { Plan } from '../../src/rules/planner';
import { PlannerAbp } from './PlannerAbp';
import { PlannerExpected } from './PlannerExpected';
import { PlannerSteps } from './PlannerSteps';
import { PlannerTreasure } from './PlannerTreasure';
import { ProblemList } from './ProblemList';

interface Props {
  lang: Locale;
  plan: Plan;
  notices: readonly Notice[];
  headingLevel: 2 | 3;
}

export function PlannerResult({ lang, plan, notices, headingLevel }: Props) {
  const sub = headingLevel + 1;
  return (
    <>
      <ProblemList lang={lang} problems={plan.problems} notices={notices} />
      <div aria-live="polite">
        <PlannerSteps lang={lang} plan={plan} />
        {/* The export buttons (a ココフォリア piece, a Foundry item) of the plan go here. */}
        {/* With ABP on, what the variant grants and takes away is the answer: right after the (empty) steps. */}
        {plan.abp && <PlannerAbp lang={lang} plan={plan} headingLevel={sub} />}
        <PlannerExpected lang={lang} plan={plan} headingLevel={sub} />
        <PlannerTreasure lang={lang} plan={plan} headingLevel={sub} />
      </div>
    </>
  );
}
