// What each calculator does with its address when it starts (pure: no DOM). The islands and the tests share
// these, so the tests check exactly what the reader gets: the form's state, every notice about the link, and
// the query the address is rewritten to (the state in use; null = the address had no parameters at all).
import { NAME_KEYS, nameReader, type NameKey } from './name-reader-load';
import { itemQuery, params, type Notice } from './url-state';

export interface Loaded<D> {
  /** the state the link gives, or the calculator's default when the link says nothing about it */
  draft: D;
  /** false when the link says nothing about the calculator (the default is in use) */
  fromLink: boolean;
  notices: Notice[];
  /** the query the address shows afterwards (the state in use, also when it is the default); null = leave a
   * bare address alone */
  query: string | null;
  /** the item names the link carried (`item`, `to-item`, `from-item`), as typed, for the name fields */
  names?: Partial<Record<NameKey, string>>;
}

/**
 * A link with item names (`?item=+1 striking flaming longsword`, from a character sheet or a QR code) as the
 * link with the parameters those names read as: `item` gives `base`, `potency` …, `to-item` gives `to-` and
 * `from-item` `from-` (each with `baseKey[key]` for its base item, or no base item where the tool has none:
 * the level calculator's target). A parameter the link also gives itself wins. The name reader must be loaded
 * (link-load.ts: loadForLink); without it the names are left out.
 */
export function withNames(
  search: string,
  baseKey: Partial<Record<NameKey, string>>,
): { search: string; names: Partial<Record<NameKey, string>> } {
  const p = params(search);
  const names: Partial<Record<NameKey, string>> = {};
  const read = nameReader();
  for (const key of NAME_KEYS) {
    const text = p.get(key);
    p.delete(key);
    if (text === null || !read) continue;
    names[key] = text;
    const reading = read(text);
    const prefix = key === 'item' ? '' : key.replace(/item$/, '');
    const base = baseKey[key];
    const spec = { ...reading.parts, base: base ? (reading.spec?.base ?? '') : '' };
    for (const [name, value] of params(itemQuery(spec, prefix, base ?? 'base'))) if (!p.has(name)) p.set(name, value);
  }
  return { search: p.toString(), names };
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
