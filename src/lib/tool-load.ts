// What each calculator does with its address when it starts (pure: no DOM). The islands and the tests share
// these, so the tests check exactly what the reader gets: the form's state, every notice about the link, and
// the query the address is rewritten to (the state in use; null = the address had no parameters at all).
import type { Notice } from './url-state';

export interface Loaded<D> {
  /** the state the link gives, or the calculator's default when the link says nothing about it */
  draft: D;
  /** false when the link says nothing about the calculator (the default is in use) */
  fromLink: boolean;
  notices: Notice[];
  /** the query the address shows afterwards (the state in use, also when it is the default); null = leave a
   * bare address alone */
  query: string | null;
}

/** An address with no parameters at all: left as it is. */
export const bare = (search: string) => search === '' || search === '?';

/** Runes given without a base item go on the default one, with a notice (unless the base was already reported). */
export function missingBase(spec: { base?: string } | null, notices: Notice[]): Notice[] {
  if (!spec || spec.base || notices.some((n) => n.param === 'base')) return notices;
  return [...notices, { kind: 'missing', param: 'base' }];
}


// Each calculator's own load function lives in its own module (tool-load-item.ts, -level.ts, -transfer.ts), so an
// island bundles only its own link code.
