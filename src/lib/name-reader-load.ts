// Loading the item-name reader for the calculators: the reader (name-reader.ts), the base-item table and every
// rune, since a typed name may name any of them. Loaded on the first focus of a name field, or before a link that
// carries a name (`item`, `to-item`, `from-item`) is read (link-load.ts: linkReady, loadForLink).
import type { ItemNameReading } from '../rules/read-name';
import { RUNE_TARGETS } from '../rules/core';
import { loadBaseItems } from './base-item-data';
import { loadRunes } from './rune-data';

type Reader = (text: string) => ItemNameReading;
let reader: Reader | undefined;
let pending: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** The reader once it and everything it reads have arrived; undefined until then. */
export function nameReader(): Reader | undefined {
  return reader;
}

/** Called once the reader is ready (the name fields re-read what was typed). Returns the function that stops it. */
export function onNameReader(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Loads the reader, the base items and every rune (once). A chunk that can't be fetched resolves too. The reader's
 * word table is built in the tasks after the chunks' evaluation, a step each, and the fields read their names in the
 * task after that: together they were one task of about 90 ms on a phone (CPU x 4), from the first tap on a name field.
 */
export function loadNameReader(): Promise<void> {
  if (reader) return Promise.resolve();
  pending ??= Promise.all([import('./name-reader'), loadBaseItems(), loadRunes(RUNE_TARGETS)]).then(
    async ([chunk]) => {
      const steps = chunk.prepareNameReader();
      do await nextTask();
      while (!steps.next().done);
      await nextTask();
      reader = chunk.parseItemName;
      for (const listener of listeners) listener();
      // For a trace (scripts/trace-first-use.mjs): the moment names are read.
      performance.mark('name-reader:ready');
    },
    () => {
      pending = undefined; // a later call may try again
    },
  );
  return pending;
}

/** The parameters that carry an item's name in a calculator's link. */
export const NAME_KEYS = ['item', 'to-item', 'from-item'] as const;
export type NameKey = (typeof NAME_KEYS)[number];
