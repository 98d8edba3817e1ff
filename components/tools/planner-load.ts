// What the planner loads when it starts, each re-rendering the island when it arrives: the name reader (its items are
// names) and its engine (src/lib/planner-engine-load.ts).
import { useEffect, useState } from 'preact/hooks';
import { loadNameReader, nameReader, onNameReader } from '../../src/lib/name-reader-load';
import { loadPlannerEngine, onPlannerEngine, plannerEngine } from '../../src/lib/planner-engine-load';

/** The name reader, loaded when the planner starts (its items are names): undefined until it has arrived. */
export function useNameReader() {
  const [, arrived] = useState(0);
  useEffect(() => {
    const stop = onNameReader(() => arrived((n) => n + 1));
    void loadNameReader();
    return stop;
  }, []);
  return nameReader();
}

/** The planner's engine, loaded when the planner starts: undefined until it has arrived (the server renders without it,
 * as the island's first render in the browser does). */
export function usePlannerEngine() {
  const [, arrived] = useState(0);
  useEffect(() => {
    const stop = onPlannerEngine(() => arrived((n) => n + 1));
    void loadPlannerEngine();
    return stop;
  }, []);
  return plannerEngine();
}

/** What the planner says while it has no plan. The server's markup is the page before use, when nothing is on its way
 * yet: the plan comes once the form is used. In the browser the island is live and its engine is loading. */
export function waitingKey(): 'planner.beforeUse' | 'planner.loading' {
  return import.meta.env.SSR ? 'planner.beforeUse' : 'planner.loading';
}
