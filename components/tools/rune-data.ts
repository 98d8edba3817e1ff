// The calculators' side of src/lib/rune-data.ts and base-item-data.ts: the runes and base items an island needs,
// loaded on demand, with a re-render when they arrive.
import { useEffect, useState } from 'preact/hooks';
import type { RuneTarget } from '../../src/rules';
import { loadBaseItems, onBaseItemsAdded } from '../../src/lib/base-item-data';
import { loadRunes, loadStart, onRunesAdded, runesReady, startReady } from '../../src/lib/rune-data';
import { hasBaseItems } from '../../src/rules/core';
import { START_TARGETS } from '../../src/lib/rune-start';
import { loadMessages, type MessageTables } from '../../src/lib/problem-messages';
import { bare } from '../../src/lib/link-load';
import { isLocale, LOCALES, type Locale } from '../../src/i18n/locale';

/** The page's language; both where there is none (the server renders every language, tests may set none). */
function pageLocales(): readonly Locale[] {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? [lang] : LOCALES;
}

/**
 * What a calculator awaits before it hydrates: GM Core's weapon runes (every calculator starts on a weapon, so the
 * first render in the browser is the one the server wrote for the default item). Opened by a link, whose item may
 * have problems from the start, it also fetches, in parallel, the problem messages of its page's language (those of
 * items, and the `more` tables of the island); at its bare address the default items have none, so the messages
 * wait until the browser is idle (useIslandT in strings.ts). A failed fetch leaves them out; nothing throws. The other books'
 * runes follow once the island is up (useRunes).
 */
export function startTool(more: readonly MessageTables[] = [], address?: { load: () => Promise<unknown> }): Promise<void> {
  // No address at all: the server (every language, for pages) or a test.
  const link = typeof location === 'undefined' || !bare(location.search);
  // A link also asks for the calculator's address code (its reader: url-sync.ts, addressCode), so that it is there
  // when the island is up; at a bare address that code waits for the first change. Not awaited: that code imports the
  // calculator's own modules, whose evaluation waits for this very promise (a top-level await), so awaiting it here
  // would never end.
  if (link && typeof location !== 'undefined') void address?.load().catch(() => undefined);
  return Promise.all([loadStart(START_TARGETS), link ? loadMessages(pageLocales(), more) : undefined]).then(nextTask);
}

/**
 * Resolves in a task of its own. The island hydrates as soon as its module has run, in the microtasks of the task that
 * evaluated the last chunk it awaited and filed its runes into the catalogue: yielding here lets the browser paint and
 * handle input between that work and hydration, two tasks instead of one long one.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A number that changes, one task later, each time `subscribe`'s data arrives (runes, base items): the island
 * re-renders in a task of its own. A chunk arrives in the task that evaluates it, and the data is filed in that
 * task's microtasks; a re-render there too (Preact renders in a microtask) made evaluation, filing and the whole
 * form's re-render one long task (8-17 ms of CPU on the level calculator, x 4 on a phone). Arrivals in
 * one task give one re-render.
 */
function useArrivals(subscribe: (listener: () => void) => () => void): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = subscribe(() => {
      if (timer === undefined) timer = setTimeout(() => ((timer = undefined), setVersion((v) => v + 1)), 0);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);
  return version;
}

/** Runs `run` when the browser is idle (at the latest after `timeout` ms); returns the function that cancels it. */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

export interface Runes {
  /** a number that changes with the catalogue (for memo keys) */
  version: number;
  /** GM Core's runes of every target asked for are there: the items can be shown */
  ready: boolean;
  /** every rune of those targets is there: a list that lacks some shows a "loading" line until then */
  complete: boolean;
  /** the reader turns to a rune list (focus, pointer): load the rest at once rather than when idle */
  warm: () => void;
}

/**
 * Loads the runes of these targets when they are missing and re-renders as they arrive: GM Core's at once, the
 * other books' when the browser is idle after hydration (or at once on `warm`).
 */
export function useRunes(targets: readonly RuneTarget[]): Runes {
  const version = useArrivals(onRunesAdded);
  const key = [...new Set(targets)].sort().join(' ');
  const ready = startReady(targets);
  const complete = runesReady(targets);
  useEffect(() => {
    if (!ready) void loadStart(targets);
    if (complete) return undefined;
    return whenIdle(() => void loadRunes(targets));
  }, [key, ready, complete]);
  return { version, ready, complete, warm: () => void (complete || loadRunes(targets)) };
}

export interface BaseItems {
  /** the whole table is there: until then a picker lists what it has and ends in a "loading" line */
  complete: boolean;
  /** the reader turns to the picker (focus, pointer): load the table at once rather than when idle */
  warm: () => void;
}

/** The base-item table for a picker: loaded when the browser is idle after hydration (or at once on `warm`). */
export function useBaseItems(): BaseItems {
  useArrivals(onBaseItemsAdded);
  const complete = hasBaseItems();
  useEffect(() => (complete ? undefined : whenIdle(() => void loadBaseItems())), [complete]);
  return { complete, warm: () => void (complete || loadBaseItems()) };
}
