// Loading the calculators' base items. The rules catalogue (src/rules/core.ts) starts with the record of the item
// every calculator shows first (the longsword, data/base-item-start.ts: a static import, so it is in the first
// download and counted there by `npm run size`); the whole table (data/base-items.ts, its own chunk) arrives with
// import() when the browser is idle after hydration, when the reader turns to an item picker, or before a link
// naming another item is read (link-load.ts: loadForLink). Until then any other slug is unknown: a rule function
// answers with a problem, never an exception.
import { addBaseItems, hasBaseItems } from '../rules/core';
import { LONGSWORD } from '../rules/data/base-item-start';

addBaseItems([LONGSWORD], 'start');

let pending: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Called once the table has arrived (the pickers re-render). Returns the function that stops it. */
export function onBaseItemsAdded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the base-item table (once). A chunk that can't be fetched (offline before the first visit) resolves too. */
export function loadBaseItems(): Promise<void> {
  if (hasBaseItems()) return Promise.resolve();
  pending ??= import('../rules/data/base-items').then(
    (chunk) => {
      addBaseItems(chunk.BASE_ITEM_DATA);
      for (const listener of listeners) listener();
    },
    () => {
      pending = undefined; // a later call may try again
    },
  );
  return pending;
}
