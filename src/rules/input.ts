// Reading untrusted input (form values, URL parameters) without ever throwing.

export type Obj = Record<string, unknown>;

export function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An own property only: never a value inherited from a prototype (e.g. "constructor"). */
export function own(obj: Obj, key: string): unknown {
  try {
    return Object.hasOwn(obj, key) ? obj[key] : undefined;
  } catch {
    return undefined;
  }
}

/** A table's entry for a key that may be any string (user input, a slug typed as string): own keys only. */
export function entryOf<K extends string, T>(table: { readonly [P in K]?: T }, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key as K] : undefined;
}

/** True when `value` is one of `values` (a const list's union read from a string: a select's value, a URL parameter). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return (values as readonly unknown[]).includes(value);
}

/** A short, printable form of any value for use inside a message. */
export function display(value: unknown): string {
  let s: string;
  if (typeof value === 'string') s = value;
  else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') s = String(value);
  else if (value === null) s = 'null';
  else if (value === undefined) s = '';
  else if (Array.isArray(value)) s = '[…]';
  else s = typeof value === 'object' ? '{…}' : typeof value;
  return s.length > 40 ? `${s.slice(0, 39)}…` : s;
}

/**
 * A rule run on a record it can't vouch for (a record built by hand, a value read from JSON): its answer, or the
 * fallback where the record's shape would make it throw. The exported rules take catalogue records; this keeps
 * "never throws" true of every one of them.
 */
export function orElse<T>(fallback: T, run: () => T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

/** undefined, null and '' all mean "not given". */
export function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}
