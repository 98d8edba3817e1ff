// The words inside the islands, read one way: `const t = useT<LevelKey>()`, then `t('level.daysOne', { days })`, typed
// by the key as a page's `Astro.locals.t`, or `t(problem)` for a problem's message. The page hands the island the
// messages of the namespaces its registry entry lists (`strings` in src/tools/registry.ts, picked by pick-strings.ts),
// so the island bundles neither language's table; the problem messages of the page's language arrive on their own
// (src/lib/problem-messages.ts): when the browser is idle after hydration, at once when a problem asks for its words
// before then (or before hydration, for a link: startTool). The island's root makes its `t` (useIslandT) and provides
// it to its parts with the option lists' mode (<Island value={{ t, lists }}>); Later.tsx hands it on to the parts it
// renders as roots of their own.
import { createContext } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import type { TranslateOf, UiKey } from '../../src/i18n';
import { fill, type Locale } from '../../src/i18n/locale';
import { loadMessages, messagesLoaded, type MessageTables } from '../../src/lib/problem-messages';
import { messageOf } from '../../src/rules/problems';
import type { Problem } from '../../src/rules/types';
import { nextTask, whenIdle, type Runes } from './rune-data';

type WithPrefix<P extends string> = Extract<UiKey, `${P}.${string}`>;
/** What every calculator reads: the shared tools.* strings and the field.* labels. */
export type ToolKey = WithPrefix<'tools'> | WithPrefix<'field'>;
export type BuilderKey = ToolKey | WithPrefix<'builder'>;
export type LevelKey = ToolKey | WithPrefix<'level'>;
export type TransferKey = ToolKey | WithPrefix<'transfer'>;
export type PlannerKey = ToolKey | WithPrefix<'planner'>;
export type Strings<K extends UiKey = ToolKey> = Readonly<Record<K, string>>;

/** An island's `t`: a message of its namespaces with its `{name}` placeholders filled, or a problem's message ('' until its table is in). */
export interface IslandT<K extends UiKey = ToolKey> extends TranslateOf<K> {
  (problem: Problem): string;
}

/** A `t` over these messages of one language; `missing` says what a problem whose table has not arrived reads. */
export function islandT(lang: Locale, strings: Readonly<Partial<Record<UiKey, string>>>, missing = () => ''): IslandT<UiKey> {
  // One function for both call signatures: a key's type has checked its params, a problem carries its own.
  return ((key: UiKey | Problem, params?: Readonly<Record<string, string | number>>) =>
    typeof key === 'string' ? fill(strings[key] ?? key, params) : (messageOf(key, lang) ?? missing())) as IslandT<UiKey>;
}

/** How the option lists of an island render (full-lists.ts): 'hydrating': chosen options only; 'idle': each list in
 * its turn (or when turned to); 'now': every list at once. */
export type Mode = 'hydrating' | 'idle' | 'now';

/** What an island's parts read from its root: its `t`, the option lists' mode (full-lists.ts) and, in a calculator
 * built on the shell (shell/), the runes of its items (their fields wait while these load). */
export interface IslandValue {
  t: IslandT<UiKey>;
  lists: Mode;
  runes?: Runes;
}
// Outside an island (a component rendered on its own in a test): English keys as they are, every list at once.
export const Island = createContext<IslandValue>({ t: islandT('en', {}), lists: 'now' });

/**
 * An island root's `t` over the strings its page gave it, made once (the option lists are kept by it: keptList in
 * src/lib/rune-options.ts). It loads the problem messages of `lang` (the item tables and `more`) when the browser is
 * idle, or at once when a problem asks for its words, and re-renders the island, in a task of its own, once they are in.
 */
export function useIslandT<K extends UiKey>(lang: Locale, strings: Strings<K>, more: readonly MessageTables[] = []): IslandT<K> {
  const [, arrived] = useState(0);
  // A problem without its words reads '' and loads them (twice is harmless: loadMessages loads a table once; one that
  // could not be fetched re-renders the island once).
  const [island] = useState(() => {
    const load = () => {
      void loadMessages([lang], more)
        .then(nextTask)
        .then(() => arrived(1));
      return '';
    };
    return { t: islandT(lang, strings, load), load };
  });
  useEffect(() => (messagesLoaded([lang], more) ? undefined : whenIdle(island.load)), []);
  return island.t;
}

/** The island's one reading function (see above). */
export function useT<K extends UiKey = ToolKey>(): IslandT<K> {
  return useContext(Island).t;
}
