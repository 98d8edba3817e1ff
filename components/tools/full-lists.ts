// Long option lists (every base item, every rune per property slot) are the bulk of a calculator's markup and of
// the work of hydrating it. The server renders each select with only its chosen option (the island hydrates when the
// reader turns to it, and a select opened before that waits for its list: hydrate-on-use.ts). From the task after
// hydration on, each select renders its whole list when the reader turns to it (pointer over it or down on it,
// focus), or when the browser is idle, one select per idle period: creating a few hundred option elements at once
// was the longest task of a calculator's start, one list at a time is a short one each, and a list
// nobody opens costs nothing until the page is idle.
import { useContext, useEffect, useState } from 'preact/hooks';
import { whenIdle } from './rune-data';
import { Island, type Mode } from './strings';

// The island's root provides the mode (Mode, strings.ts) to its parts with its `t` (<Island value={{ t, lists }}>);
// outside an island (a component rendered on its own, in a test) every list is whole at once.

/**
 * For an island's root: 'hydrating' while it hydrates, from the next task on 'idle' (each list in its turn), or 'now'
 * when the island was rendered afresh rather than hydrated (no server markup: a component test), where there is
 * nothing to spread.
 */
export function useFullListsAfterHydration(): Mode {
  // Astro drops the island's `ssr` attribute once hydrate() has returned: at the first render it is still there.
  const [later] = useState<Mode>(() => (typeof document === 'undefined' || document.querySelector('astro-island[ssr]') ? 'idle' : 'now'));
  const [mode, setMode] = useState<Mode>('hydrating');
  useEffect(() => setMode(later), []);
  return mode;
}

export interface WholeList {
  /** render the whole list (else only the chosen option, as the server did) */
  whole: boolean;
  /** the list is waiting for its turn: the select is aria-busy meanwhile, so it never looks complete when it is not */
  pending: boolean;
  /** the reader turns to the select: its whole list at once */
  fill: () => void;
}

/**
 * Whether a select renders its whole list (see above). Each waiting select asks for an idle callback of its own:
 * the browser runs each in a task of its own, so the lists come one per task.
 */
export function useWholeList(): WholeList {
  const mode = useContext(Island).lists;
  // A select that appears after hydration (a field the reader's choice brought) lists everything from the start.
  const [filled, setFilled] = useState(mode !== 'hydrating');
  const fill = () => setFilled(true);
  useEffect(() => (filled || mode !== 'idle' ? undefined : whenIdle(fill)), [filled, mode]);
  const pending = mode === 'idle' && !filled;
  return { whole: mode !== 'hydrating' && !pending, pending, fill };
}
