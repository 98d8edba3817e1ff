// Loading the planner's engine (planner-engine.ts) once, on the planner's first use: module state, like the name
// reader's (name-reader-load.ts). Pages and tests that need it at once await loadPlannerEngine().
import type { planAnswer } from './planner-engine';

type Engine = typeof planAnswer;
let engine: Engine | undefined;
let pending: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** The engine once it has arrived; undefined until then. */
export function plannerEngine(): Engine | undefined {
  return engine;
}

/** Called once the engine is in. Returns the function that stops it. */
export function onPlannerEngine(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the engine (once). A chunk that can't be fetched (offline before it was kept) resolves too; a later call tries again. */
export function loadPlannerEngine(): Promise<void> {
  if (engine) return Promise.resolve();
  pending ??= import('./planner-engine').then(
    (chunk) => {
      engine = chunk.planAnswer;
      for (const listener of listeners) listener();
    },
    () => {
      pending = undefined;
    },
  );
  return pending;
}
