// Long option lists (every base item, every rune per property slot) are the bulk of a calculator's markup and of
// the work of hydrating it. The server renders each select with only its chosen option (the form is inert until
// the island is live, and hidden until then unless the address is bare: see tools.css and tool-early.js); right
// after hydration, in a task of its own, the island renders the full lists and lifts the form's `inert`. Hydration
// and the lists are then two shorter tasks instead of one long one.
import { createContext } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';

const FullLists = createContext(true);
export const FullListsProvider = FullLists.Provider;

/** For an island's root: false while hydrating, true from the next task on. */
export function useFullListsAfterHydration(): boolean {
  const [full, setFull] = useState(false);
  useEffect(() => setFull(true), []);
  return full;
}

/** Whether a select should render its whole list. */
export function useFullLists(): boolean {
  return useContext(FullLists);
}
