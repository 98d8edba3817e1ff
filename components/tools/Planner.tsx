// The next-level planner: the character's level, party and items by name; what the level expects, the cheapest steps
// with their cost and who can craft them, the party's treasure, and what Automatic Bonus Progression changes. Its form
// is src/lib/planner-form.ts (a reducer); the wiring every calculator shares is shell/. Its items are names alone (no
// rune fields), so each is a plain name field (PlannerItems.tsx), not an ItemSide.
import { useMemo } from 'preact/hooks';
import type { Locale } from '../../src/rules';
import { formatPrice } from '../../src/rules/tables';
import { PLANNER_FORM, plannerForm, plannerInput, type PlannerForm as PlannerFormState } from '../../src/lib/planner-form';
import { PLANNER_TABLES } from '../../src/lib/planner-messages';
import { AnswerBar } from './AnswerBar';
import { PlannerForm } from './PlannerForm';
import { unreadWords } from './PlannerItems';
import { useNameReader, usePlannerEngine, waitingKey } from './planner-load';
import { PlannerResult } from './PlannerResult';
import { startPlanner } from './planner-start';
import { CalculatorResult, CalculatorShell, useCalculator } from './shell/calculator';
import { addressCode } from './url-sync';
import type { PlannerKey, Strings } from './strings';
import './planner.css';

// The address's reader and writer: loaded before hydration for a link, else on the first edit (url-sync.ts).
const address = addressCode(async () => {
  const [{ loadPlanner }, { plannerQuery }] = await Promise.all([
    import('../../src/lib/tool-load-planner'),
    import('../../src/lib/url-state-planner'),
  ]);
  return { load: loadPlanner, query: (s: PlannerFormState) => plannerQuery(s.fields) };
});

// Before hydration: GM Core's fundamental runes of every kind (the expectation table lists them), and for a link the
// planner's problem messages.
await startPlanner(address);

interface Props {
  lang: Locale;
  strings: Strings<PlannerKey>;
  headingLevel?: 2 | 3;
}

export default function Planner({ lang, strings, headingLevel = 2 }: Props) {
  const calc = useCalculator({
    lang,
    strings,
    more: [PLANNER_TABLES],
    reducer: plannerForm,
    initial: PLANNER_FORM,
    address,
    // The items are read from their names, with every rune (the name reader's load): none to load by kind.
    bases: () => [],
  });
  const { t, state, dispatch } = calc;
  const reader = useNameReader();
  const { input, fields, goldInvalid, waitingForReader } = useMemo(() => plannerInput(state.fields, reader), [state.fields, reader]);
  const engine = usePlannerEngine();
  // No plan while a typed name waits for the reader: one without that item would say there is nothing to buy.
  const answer = useMemo(
    () => (waitingForReader ? null : (engine?.(input) ?? null)),
    [input, waitingForReader, engine, calc.runes.version],
  );
  const plan = answer?.plan ?? null;
  const words = plan && { level: plan.level, count: plan.steps.length, cost: formatPrice(plan.totalCp, lang) };
  const summary =
    !plan || !words
      ? t(waitingKey())
      : plan.steps.length === 0
        ? t('planner.summaryNone', words)
        : t(plan.abpOn ? 'planner.summaryAbp' : 'planner.summary', words);
  return (
    <CalculatorShell calc={calc}>
      <div class="tool-form">
        <PlannerForm lang={lang} state={state.fields} dispatch={dispatch} fields={fields} goldInvalid={goldInvalid} plan={plan} />
        <AnswerBar lang={lang} unread={unreadWords(fields)}>
          {summary}
        </AnswerBar>
      </div>
      <CalculatorResult id="planner-result" title={t('planner.steps')} headingLevel={headingLevel}>
        <PlannerResult lang={lang} answer={answer} notices={state.notices} headingLevel={headingLevel} />
      </CalculatorResult>
    </CalculatorShell>
  );
}
