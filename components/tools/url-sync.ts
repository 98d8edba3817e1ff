// Keeps a calculator's state in the page address (history.replaceState) and in the language switch link,
// so a result can be shared and survives switching language.
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { bare, linkReady, loadForLink } from '../../src/lib/link-load';

/** The root's class once the link a page was opened with is read: until then its calculator's form stays hidden. */
export const LINK_READ = 'tool-link-read';

/** Puts `query` on the current address and on every `a[data-lang-switch]` (their paths stay as they are). */
export function writeQuery(query: string): void {
  const suffix = query ? `?${query}` : '';
  try {
    const url = new URL(window.location.href);
    if (url.search !== suffix) {
      url.search = suffix;
      window.history.replaceState(window.history.state, '', url.href);
    }
  } catch {
    // An address that can't be rewritten (file:, sandboxed frame) only loses the shareable link.
  }
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch]')) {
    const href = link.getAttribute('href') ?? '';
    const [path = ''] = href.split(/[?#]/);
    link.setAttribute('href', path + suffix);
  }
}

/**
 * A calculator's address: `load` reads a link (src/lib/tool-load-*.ts; its `query` is what the address is rewritten
 * to, null to leave it bare), `query` gives a state's query, `withSiteKeys` keeps the site's own parameters on it
 * (url-state.ts). Only a link or an edit needs them, so the modules that hold them load then, not with the
 * calculator (they were a tenth of its first use): see `addressCode`.
 */
export interface Address<S, L> {
  load: (search: string) => L;
  query: (state: S) => string;
  withSiteKeys: (query: string, search: string) => string;
}

/** Code that loads once, on demand: `now()` is it once it is in (undefined before), `load()` asks for it. */
export interface OnDemand<T> {
  now: () => T | undefined;
  load: () => Promise<T>;
}

/**
 * A calculator's address code, from the import() of its modules: asked for before hydration with a link (startTool),
 * else on the form's first change. Once it is in, the address is read and written synchronously.
 */
export function addressCode<S, L>(own: () => Promise<Pick<Address<S, L>, 'load' | 'query'>>): OnDemand<Address<S, L>> {
  let code: Address<S, L> | undefined;
  let pending: Promise<Address<S, L>> | undefined;
  const load = () =>
    (pending ??= Promise.all([own(), import('../../src/lib/url-state')]).then(
      ([{ load, query }, { withSiteKeys }]) => (code = { load, query, withSiteKeys }),
      (error: unknown) => {
        pending = undefined; // a chunk that can't be fetched (offline before the first visit): a later edit tries again
        throw error;
      },
    ));
  return { now: () => code, load };
}

/** Runs `use` with the code: at once when it is in, else when it arrives (never, if it can't be fetched). */
function withCode<T>(code: OnDemand<T>, use: (code: T) => void): void {
  const now = code.now();
  if (now) use(now);
  else void code.load().then(use, () => undefined);
}

/**
 * Reads the address after hydration (the server rendered the default state, so reading it earlier would
 * break hydration) and again on back/forward (popstate). `onLoad` gets the state `address.load` took from it; the
 * address is then rewritten to that state's query (null: an address with no parameters at all, left as it is), so
 * hostile or dropped parameters never stay in it (the search box's `q` is kept). Later, the state's query is
 * written whenever the state changes. An untouched page keeps its bare address. On load at a bare address nothing
 * is read: the island's first state must be what `load('')` would give (test/lib/tool-load.test.ts holds it).
 *
 * A link may name items whose runes are not loaded yet (an armor, a shield: see src/lib/rune-data.ts). Then
 * the address is read once they have arrived, and meanwhile the hook returns `pending: true`: the island
 * hides its form (keeping its place) and says that it is loading, rather than showing the default item.
 *
 * A page opened by a link reads it in a task of its own, after the island has hydrated (and its parts hydrated a
 * task later, Later.tsx): hydrating a calculator and rendering it again with the link's item in one task was the
 * longest task of a shared link. Meanwhile the form stays hidden as before hydration (tools.css: until the root is
 * marked LINK_READ), so the default item never shows.
 */
export function useQuerySync<S, L extends { query: string | null }>(
  state: S,
  address: OnDemand<Address<S, L>>,
  onLoad: (loaded: L) => void,
): boolean {
  const first = useRef(true);
  const site = useRef('');
  const latest = useRef(0);
  const written = useRef(0);
  const [pending, setPending] = useState(false);
  // A layout effect: the address is read (or the form hidden while its data loads) before the browser first paints
  // the hydrated island, so a link's item never shows after a frame of the default one.
  useLayoutEffect(() => {
    const read = (event?: PopStateEvent, opened = false) => {
      const search = window.location.search;
      const mine = ++latest.current;
      // At a bare address the island already shows what `load` would give (the default state, no notices): not
      // setting it again saves a second render of the whole calculator in the task that hydrates it.
      if (!event && bare(search)) {
        site.current = search;
        return;
      }
      const apply = (code: Address<S, L>) => {
        if (mine !== latest.current) return; // a newer address (back/forward) was read meanwhile
        site.current = search;
        const loaded = code.load(search);
        onLoad(loaded);
        if (loaded.query !== null) writeQuery(code.withSiteKeys(loaded.query, search));
        setPending(false);
        document.documentElement.classList.add(LINK_READ);
      };
      if (linkReady(search)) {
        // Opened by a link, the code is usually in (startTool asked for it before hydration): the link is read in the
        // task after hydration, else when the code arrives.
        if (opened) withCode(address, (code) => setTimeout(() => apply(code), 0));
        else withCode(address, apply);
      } else {
        setPending(true);
        void Promise.all([address.load(), loadForLink(search)]).then(
          ([code]) => apply(code),
          () => undefined,
        );
      }
    };
    read(undefined, true);
    const back = (event: PopStateEvent) => read(event);
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);
  // A layout effect runs with the render itself: a write from an older render can never land after the address
  // was read again (two back/forward steps in one frame). Before the code is in (the first edit at a bare address),
  // only the latest state's write is made when it arrives.
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const mine = ++written.current;
    withCode(address, ({ query, withSiteKeys }) => {
      if (mine === written.current) writeQuery(withSiteKeys(query(state), site.current));
    });
  }, [state]);
  return pending;
}
