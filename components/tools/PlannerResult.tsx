// The planner's answer, in the order a player reads it: problems, the steps, each item as the plan leaves it taken to
// the table (export buttons), ABP's part when it is on, what the level expects, and the treasure.
import type { Locale } from '../../src/i18n/locale';
import type { Notice } from '../../src/lib/url-state';
import type { PlanAnswer } from '../../src/lib/planner-engine';
import { PlannerAbp } from './PlannerAbp';
import { PlannerExpected } from './PlannerExpected';
import { PlannerSteps } from './PlannerSteps';
import { PlannerTreasure } from './PlannerTreasure';
import { ProblemList } from './ProblemList';
import { ItemExport } from './export/ItemExport';
import type { ItemPlan } from '../../src/rules/planner';
import { waitingKey } from './planner-load';
import { useT, type PlannerKey } from './strings';

interface Props {
  lang: Locale;
  /** null while the engine loads (src/lib/planner-engine-load.ts) */
  answer: PlanAnswer | null;
  notices: readonly Notice[];
  headingLevel: 2 | 3;
}

export function PlannerResult({ lang, answer, notices, headingLevel }: Props) {
  const t = useT<PlannerKey>();
  const sub = headingLevel + 1;
  if (!answer)
    return (
      <>
        <ProblemList lang={lang} problems={[]} notices={notices} />
        <p class="tool-note">{t(waitingKey())}</p>
      </>
    );
  const { plan, wealth } = answer;
  return (
    <>
      <ProblemList lang={lang} problems={plan.problems} notices={notices} />
      <div aria-live="polite">
        <PlannerSteps lang={lang} plan={plan} />
        <PlannerExports lang={lang} items={plan.items} />
        {/* With ABP on, what the variant grants and takes away is the answer: right after the (empty) steps. */}
        {plan.abp && <PlannerAbp lang={lang} plan={plan} headingLevel={sub} />}
        <PlannerExpected lang={lang} plan={plan} headingLevel={sub} />
        <PlannerTreasure lang={lang} plan={plan} wealth={wealth} headingLevel={sub} />
      </div>
    </>
  );
}

/** Each item the plan reads, as the plan leaves it, with the buttons that take it to the table. */
function PlannerExports({ lang, items }: { lang: Locale; items: readonly ItemPlan[] }) {
  const read = items.filter((item) => item.kind !== null);
  return (
    <>
      {read.map((item) => (
        <div key={item.index} class="planner-export">
          <p id={`planner-export-${item.index}-item`} class="planner-export__item" lang={lang}>
            {item.nameAfter[lang]}
          </p>
          <ItemExport id={`planner-export-${item.index}`} spec={item.after} lang={lang} nameId={`planner-export-${item.index}-item`} />
        </div>
      ))}
    </>
  );
}
