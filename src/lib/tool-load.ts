// What each calculator does with its address when it starts (pure: no DOM). The islands and the tests share
// these, so the tests check exactly what the reader gets: the form's state, every notice about the link, and
// the query the address is rewritten to (the state in use; null = the address had no parameters at all).
import { NAME_KEYS, nameReader, type NameKey } from './name-reader-load';
import { FUNDAMENTALS, NONE, itemQuery, params, valueReader, type Notice } from './url-state';

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
 * The parameters of a link, with the item names (`item`, `to-item`, `from-item`) read as a person types them. A
 * browser keeps a typed `+` as it is, and URLSearchParams reads a bare `+` as a space (the form encoding): a
 * hand-typed or chat-pasted `?item=+1 striking longsword` would lose its "+1". In a name, a bare `+` before a digit
 * (ASCII or full-width) is the plus of "+1", any other bare `+` a space (`+1+striking+longsword` as a form or
 * Python's quote_plus writes it). `%2B` is always a plus and `%20` always a space, and the site writes its own
 * links with those (encodeURIComponent), so they read back unchanged.
 */
export function namedParams(search: string): URLSearchParams {
  const raw = search.replace(/^\?/, '');
  const pairs = raw.split('&').map((pair) => {
    const at = pair.indexOf('=');
    if (at < 0 || !(NAME_KEYS as readonly string[]).includes(decodeKey(pair.slice(0, at)))) return pair;
    return pair.slice(0, at + 1) + pair.slice(at + 1).replace(/\+(?=[0-9０-９]|%EF%BC%9[0-9])/gi, '%2B');
  });
  return params(pairs.join('&'));
}

function decodeKey(key: string): string {
  return [...new URLSearchParams(`${key}=`).keys()][0] ?? '';
}

/** What the item names of a link gave, for the notices about them (see nameNotices). */
export interface LinkNames {
  /** the names as read, for the name fields */
  names: Partial<Record<NameKey, string>>;
  /** each parameter a name gave (the link did not give it itself) and the name that gave it */
  derived: Map<string, NameKey>;
  /** repeated or empty names, and parameters of the link that contradict a name */
  notices: Notice[];
}

// The parameters a name speaks for, besides its base item: with a prefix (`to-potency`).
const NAME_PART_KEYS = ['potency', ...FUNDAMENTALS, 'property', 'material', 'grade'];
const sameAsNone = (key: string, value: string) => value === NONE || (key.endsWith('potency') && value === '0');
const plainList = (value: string) =>
  value
    .split(',')
    .filter((s) => s !== '')
    .join(',');

/**
 * A link with item names (`?item=+1 striking flaming longsword`, from a character sheet or a QR code) as the
 * link with the parameters those names read as: `item` gives `base`, `potency` …, `to-item` gives `to-` and
 * `from-item` `from-` (each with `baseKey[key]` for its base item, or no base item where the tool has none:
 * the level calculator's target). A parameter the link also gives itself wins, with a notice when it says
 * otherwise than the name (the name field still shows the name). A name given twice is read from its first
 * value that is not empty. The name reader must be loaded (link-load.ts: loadForLink); without it the names
 * are left out.
 */
export function withNames(search: string, baseKey: Partial<Record<NameKey, string>>): LinkNames & { search: string } {
  const p = namedParams(search);
  const names: Partial<Record<NameKey, string>> = {};
  const derived = new Map<string, NameKey>();
  const notices: Notice[] = [];
  const read = nameReader();
  const given = valueReader(p, notices);
  for (const key of NAME_KEYS) {
    const text = given(key);
    p.delete(key);
    if (text === undefined || !read) continue;
    names[key] = text;
    const reading = read(text);
    // A name of which nothing could be read is shown in its field as typed, and reported.
    if (reading.spec === null && Object.keys(reading.parts).length === 0) notices.push({ kind: 'value', param: key });
    const prefix = key === 'item' ? '' : key.replace(/item$/, '');
    const base = baseKey[key];
    const spec = { ...reading.parts, base: base ? (reading.spec?.base ?? '') : '' };
    const fromName = params(itemQuery(spec, prefix, base ?? 'base'));
    // A name that reads as a whole item ("+1 longsword") says "none" of every rune it does not name.
    const whole = reading.spec !== null;
    const own = [...(base ? [base] : []), ...NAME_PART_KEYS.map((k) => prefix + k)];
    for (const name of own) {
      const value = fromName.get(name);
      const linkValue = p.getAll(name).find((v) => v !== '');
      if (linkValue === undefined) {
        // an empty parameter beside the name gives way to it, with the notice an empty value gets
        if (p.has(name) && !notices.some((n) => n.kind === 'empty' && n.param === name)) notices.push({ kind: 'empty', param: name });
        if (value !== null) {
          p.set(name, value);
          derived.set(name, key);
        }
        continue;
      }
      const differs = value === null ? whole && name !== base && !sameAsNone(name, linkValue) : plainList(linkValue) !== plainList(value);
      if (differs) notices.push({ kind: 'contradicts', param: name, other: key });
    }
  }
  return { search: p.toString(), names, derived, notices };
}

/**
 * The notices of a link with names: those about the names first, then the reading's, where a notice about a
 * parameter a name gave names that name (`to-item`, never a `to-material` the link does not have), once.
 */
export function nameNotices(names: LinkNames, notices: readonly Notice[]): Notice[] {
  const out: Notice[] = [...names.notices];
  for (const n of notices) {
    const name = names.derived.get(n.param);
    const notice: Notice = name ? { kind: 'namePart', param: name } : n;
    if (!out.some((o) => o.kind === notice.kind && o.param === notice.param && o.other === notice.other)) out.push(notice);
  }
  return out;
}

/**
 * Runes given without a base item go on the default one, with a notice (unless the base was already reported):
 * about `item` when only that name gave them ("+1 striking"), else about the missing `base`.
 */
export function missingBase(spec: { base?: string } | null, notices: Notice[], names?: LinkNames): Notice[] {
  if (!spec || spec.base || notices.some((n) => n.param === 'base')) return notices;
  const fromName = names && [...names.derived.values()].includes('item');
  const ownRunes = names && NAME_PART_KEYS.some((k) => names.derived.get(k) === undefined && k in spec);
  if (fromName && !ownRunes) return [...notices, { kind: 'nameNoBase', param: 'item' }];
  return [...notices, { kind: 'missing', param: 'base' }];
}

// Each calculator's own load function lives in its own module (tool-load-item.ts, -level.ts, -transfer.ts), so an
// island bundles only its own link code.
