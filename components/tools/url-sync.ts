// Keeps a calculator's state in the page address (history.replaceState) and in the language switch link,
// so a result can be shared and survives switching language.
import { useEffect, useRef } from 'preact/hooks';

/** Puts `query` on the current address and on every `a[data-lang-switch]` (their paths stay as they are). */
export function writeQuery(query: string): void {
  const suffix = query ? `?${query}` : '';
  try {
    const url = new URL(window.location.href);
    url.search = suffix;
    window.history.replaceState(window.history.state, '', url.href);
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
 * Reads the address once after hydration (the server rendered the default state, so reading it earlier would
 * break hydration), then writes `query` whenever it changes. The first render never writes: an untouched
 * page keeps its address.
 */
export function useQuerySync(query: string, onLoad: (search: string) => void): void {
  const first = useRef(true);
  useEffect(() => {
    onLoad(window.location.search);
  }, []);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    writeQuery(query);
  }, [query]);
}
