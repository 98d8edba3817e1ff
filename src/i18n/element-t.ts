// The words a custom element reads (<site-search>, <search-page>): its page writes the messages of
// the keys the element names into its data-messages (elementMessages in src/i18n/index.ts, on the server), and the
// element reads them with elementT: a `t(key, params)` typed by the keys, as a page's `Astro.locals.t`.
import type { TranslateOf, UiKey } from './index';
import { fill } from './locale';

/** A `t` over an element's data-messages; a key it lacks (none, not JSON) reads as nothing, never an exception. */
export function elementT<K extends UiKey>(json: string | undefined): TranslateOf<K> {
  let messages: object = {};
  try {
    const parsed: unknown = JSON.parse(json ?? '{}');
    if (typeof parsed === 'object' && parsed !== null) messages = parsed;
  } catch {
    // no messages
  }
  const read = new Map(Object.entries(messages).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return (key, ...params) => fill(read.get(key) ?? '', params[0]);
}
