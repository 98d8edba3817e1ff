// The next-level planner: the character's level, party and items by name; what the level expects, the cheapest steps
// with their cost and who can craft them, the party's treasure, and what Automatic Bonus Progression changes. The form
// is a pure reducer (src/lib/planner-form.ts); this root reads the names, plans, keeps the link, and lays out the parts.
import { useMemo, useReducer, useState } from 'preact/hooks';
import type { Locale } from '../../src/rules';
import { planUpgrades } from '../../src/rules/planner';
import { formatPrice } from '../../src/rules/tables';
import { DEFAULT_PLANNER, plannerInput, plannerReducer } from '../../src/lib/planner-form';
import { PLANNER_TABLES } from '../../src/lib/planner-messages';
import { loadPlanner } from '../../src/lib/tool-load-planner';
import type { Notice } from '../../src/lib/url-state';
import { plannerQuery } from '../../src/lib/url-state-planner';
import { AnswerBar } from './AnswerBar';
import { Later } from './Later';
import { PlannerAbp } from './PlannerAbp';
import { PlannerExpected } from './PlannerExpected';
import { PlannerForm, unreadWords, useNameReader } from './PlannerForm';
import { PlannerSteps } from './PlannerSteps';
import { PlannerTreasure } from './PlannerTreasure';
import { ProblemList } from './ProblemList';
import { startPlanner } from './planner-start';
import { Island, useIslandT, type PlannerKey, type Strings } from './strings';
import { ToolLoading } from './ToolLoading';
import { useQuerySync } from './url-sync';
import './planner.css';

// Before hydration: GM Core's fundamental runes of every kind (the expectation table lists them), and for a link the
// planner's problem messages.
await startPlanner();

interface Props {
  lang: Locale;
  strings: Strings<PlannerKey>;
  headingLevel?: 2 | 3;
}

export default function Planner({ lang, strings, headingLevel = 2 }: Props) {
  const t = useIslandT(lang, strings, [PLANNER_TABLES]);
  const [state, dispatch] = useReducer(plannerReducer, DEFAULT_PLANNER);
  const [notices, setNotices] = useState<Notice[]>([]);
  const reader = useNameReader();
  const query = plannerQuery(state);
  const { input, fields, goldInvalid } = plannerInput(state, reader);
  const plan = useMemo(() => planUpgrades(input), [query, reader]);
  const pending = useQuerySync(query, (search) => {
    const loaded = loadPlanner(search);
    setNotices(loaded.notices);
    dispatch({ type: 'load', state: loaded.draft });
    return loaded.query;
  });
  const words = { level: plan.level, count: plan.steps.length, cost: formatPrice(plan.totalCp, lang) };
  const summary =
    plan.steps.length === 0 ? t('planner.summaryNone', words) : t(plan.abpOn ? 'planner.summaryAbp' : 'planner.summary', words);
  const H = `h${headingLevel}` as 'h2';
  return (
    <Island.Provider value={{ t, lists: 'now' }}>
      <ToolLoading pending={pending} busy={false} />
      <div class={pending ? 'tool tool--pending planner' : 'tool planner'} data-pagefind-ignore>
        <div class="tool-form">
          <PlannerForm lang={lang} state={state} dispatch={dispatch} fields={fields} goldInvalid={goldInvalid} plan={plan} />
          <AnswerBar lang={lang} unread={unreadWords(fields)}>
            {summary}
          </AnswerBar>
        </div>
        <Later tag="section" class="tool-result" aria-labelledby="planner-result">
          <H id="planner-result">{t('planner.steps')}</H>
          <ProblemList lang={lang} problems={plan.problems} notices={notices} />
          <div aria-live="polite">
            <PlannerSteps lang={lang} plan={plan} />
            {/* The export buttons (a ココフォリア piece, a Foundry item) of the plan go here. */}
            <PlannerExpected lang={lang} plan={plan} headingLevel={headingLevel + 1} />
            {plan.abp && <PlannerAbp lang={lang} plan={plan} headingLevel={headingLevel + 1} />}
            <PlannerTreasure lang={lang} plan={plan} headingLevel={headingLevel + 1} />
          </div>
        </Later>
      </div>
    </Island.Provider>
  );
}
