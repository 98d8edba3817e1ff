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
 * A calculator's address: `read` takes the state a link gives (and returns the query the address is rewritten to, or
 * null to leave it bare), `query` is a state's query. Only a link or an edit needs them, so the modules that hold them
 * (src/lib/url-state*.ts, tool-load*.ts) load then, not with the calculator: they are a tenth of its first use.
 */
export interface Address<S> {
  read: (search: string) => string | null;
  query: (state: S) => string;
}

/** The calculator's address, and the site's own parameters that ride along on it (url-state.ts: KEPT_SITE_KEYS). */
const withSiteKeys = <S>(address: Promise<Address<S>>) =>
  Promise.all([address, import('../../src/lib/url-state')]).then(([own, { withSiteKeys }]) => ({ ...own, withSiteKeys }));

/**
 * Reads the address after hydration (the server rendered the default state, so reading it earlier would
 * break hydration) and again on back/forward (popstate). `address.read` returns the query of the state it took from
 * the address, or null when the address has no parameters at all: the address is then rewritten to that
 * state, so hostile or dropped parameters never stay in it (the search box's `q` is kept). Later, `query` is
 * written whenever it changes. An untouched page keeps its bare address. On load at a bare address `read` is
 * not called: the island's first state must be what `read('')` would give (test/lib/tool-load.test.ts holds it).
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
type Loaded<S> = Address<S> & { withSiteKeys: (query: string, search: string) => string };

export function useQuerySync<S>(state: S, address: () => Promise<Address<S>>): boolean {
  const first = useRef(true);
  const site = useRef('');
  const latest = useRef(0);
  const written = useRef(0);
  const [pending, setPending] = useState(false);
  // A layout effect: the address is read (or the form hidden while its data loads) before the browser first paints
  // the hydrated island, so a link's item never shows after a frame of the default one.
  useLayoutEffect(() => {
    const load = (event?: PopStateEvent, opened = false) => {
      const search = window.location.search;
      const mine = ++latest.current;
      // At a bare address the island already shows what `read` would give (the default state, no notices): not
      // setting it again saves a second render of the whole calculator in the task that hydrates it.
      if (!event && bare(search)) {
        site.current = search;
        return;
      }
      const apply = ({ read, withSiteKeys }: Loaded<S>) => {
        if (mine !== latest.current) return; // a newer address (back/forward) was read meanwhile
        site.current = search;
        const normalized = read(search);
        if (normalized !== null) writeQuery(withSiteKeys(normalized, search));
        setPending(false);
        document.documentElement.classList.add(LINK_READ);
      };
      if (linkReady(search)) {
        void withSiteKeys(address()).then((loaded) => (opened ? void setTimeout(() => apply(loaded), 0) : apply(loaded)));
      } else {
        setPending(true);
        void Promise.all([withSiteKeys(address()), loadForLink(search)]).then(([loaded]) => apply(loaded));
      }
    };
    load(undefined, true);
    const back = (event: PopStateEvent) => load(event);
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);
  // A layout effect runs with the render itself, and every write waits on the same loaded modules, in order: a write
  // from an older render can never land after a newer one, nor after the address was read again (two back/forward
  // steps in one frame).
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const mine = ++written.current;
    void withSiteKeys(address()).then(({ query, withSiteKeys }) => {
      if (mine === written.current) writeQuery(withSiteKeys(query(state), site.current));
    });
  }, [state]);
  return pending;
}
