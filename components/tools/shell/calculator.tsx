// What every calculator shares, written once: its `t` (useIslandT), its form as a reducer, its link read and its state
// written back to the address (url-sync.ts), the runes of its items (rune-data.ts), the option lists' mode
// (full-lists.ts), and the loading and pending states. A calculator writes its reducer, its fields and its result;
// see README.md in this folder.
import type { ComponentChildren } from 'preact';
import { useReducer } from 'preact/hooks';
import type { UiKey } from '../../../src/i18n';
import type { Locale } from '../../../src/i18n/locale';
import type { MessageTables } from '../../../src/lib/problem-messages';
import { targetsOfBases } from '../../../src/lib/rune-data';
import { useFullListsAfterHydration } from '../full-lists';
import { Later } from '../Later';
import { useRunes, type Runes } from '../rune-data';
import { Island, useIslandT, type IslandT, type Mode, type Strings } from '../strings';
import { ToolLoading } from '../ToolLoading';
import { useQuerySync, type Address, type OnDemand } from '../url-sync';

/** The action that puts a link's state on the form: what the calculator's load function (src/lib/tool-load-*.ts) gave. */
export interface LinkAction<L> {
  type: 'link';
  loaded: L;
}

export interface CalculatorSetup<S, A, K extends UiKey, L extends { query: string | null }> {
  lang: Locale;
  /** the strings its page handed the island (src/tools/registry.ts) */
  strings: Strings<K>;
  /** problem message tables of its own, besides the items' (src/lib/rune-start.ts: messageTables) */
  more?: readonly MessageTables[];
  /** the form: what the reader did → the next state (pure, in src/lib/, unit-tested) */
  reducer: (state: S, action: A | LinkAction<L>) => S;
  /** the first state: the one the server renders, and the one a bare address keeps */
  initial: S;
  /**
   * The calculator's address (`addressCode` of url-sync.ts): a link's reader (src/lib/tool-load-*.ts) and a state's
   * query (src/lib/url-state*.ts), loaded with a link or on the first change, not with the calculator.
   */
  address: OnDemand<Address<NoInfer<S>, NoInfer<L>>>;
  /** the base items whose runes the form needs (their kinds' runes load, and the fields wait while they do) */
  bases: (state: S) => readonly string[];
}

export interface Calculator<S, A, K extends UiKey> {
  lang: Locale;
  t: IslandT<K>;
  state: S;
  dispatch: (action: A) => void;
  /** a link's items are loading: the form is hidden in its place (CalculatorShell) */
  pending: boolean;
  runes: Runes;
  lists: Mode;
}

/** A calculator's state and wiring; render it inside <CalculatorShell calc={…}>. */
export function useCalculator<S, A, K extends UiKey, L extends { query: string | null }>(
  setup: CalculatorSetup<S, A, K, L>,
): Calculator<S, A, K> {
  const t = useIslandT(setup.lang, setup.strings, setup.more);
  const [state, dispatch] = useReducer(setup.reducer, setup.initial);
  const runes = useRunes(targetsOfBases(setup.bases(state)));
  const pending = useQuerySync(state, setup.address, (loaded) => dispatch({ type: 'link', loaded }));
  const lists = useFullListsAfterHydration();
  return { lang: setup.lang, t, state, dispatch, pending, runes, lists };
}

/**
 * The frame of every calculator: its parts read its `t`, the lists' mode and its runes from the island's context, a
 * polite status says what is loading, and while a link's items load the form is hidden in its place (`tool--pending`).
 */
export function CalculatorShell<S, A, K extends UiKey>({ calc, children }: { calc: Calculator<S, A, K>; children: ComponentChildren }) {
  const { t, lists, runes, pending } = calc;
  return (
    <Island.Provider value={{ t, lists, runes }}>
      <ToolLoading pending={pending} busy={!runes.ready} />
      <div class={pending ? 'tool tool--pending' : 'tool'} data-pagefind-ignore>
        {children}
      </div>
    </Island.Provider>
  );
}

interface ResultProps {
  /** the heading's id (the section is labelled by it) */
  id: string;
  title: string;
  /** 2 on the tool page, 3 inside a chapter section */
  headingLevel: 2 | 3;
  children: ComponentChildren;
}

/** A calculator's result: a section under its heading, hydrated in the task after the form (Later.tsx). */
export function CalculatorResult({ id, title, headingLevel, children }: ResultProps) {
  const heading = headingLevel === 2 ? <h2 id={id}>{title}</h2> : <h3 id={id}>{title}</h3>;
  return (
    <Later tag="section" class="tool-result" aria-labelledby={id}>
      {heading}
      {children}
    </Later>
  );
}
