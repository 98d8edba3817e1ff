// The problems of items, etching and upgrades: each a code, a severity and the names and values its message needs
// (`params`, typed by code in types.ts: ItemProblemParams); the transfer estimator's own codes are in
// transfer-problems.ts, so the item builder and the level calculator don't download them. The message text is in one
// table per language (messages/ja.ts, messages/en.ts, and messages/transfer-*.ts, keyed `problem.<code>`), registered
// with addMessages: pages, scripts and tests get every table (all-runes.ts), a calculator island only its page's
// language (src/lib/problem-messages.ts).
import { entryOf, isObject, orElse } from './input';
import type { AnyProblemMessages, ItemProblemCode, Locale, Problem, ProblemCode, ProblemParams, ProblemParamsOf, Severity } from './types';

export type { ItemProblemCode, ProblemParams };

const SEVERITY = {
  'invalid-spec': 'error',
  'unknown-base-item': 'error',
  'unknown-rune': 'error',
  'invalid-value': 'error',
  'invalid-potency': 'error',
  'wrong-target': 'error',
  'usage-not-met': 'error',
  'usage-needs-metal': 'error',
  'usage-needs-nonmetal': 'error',
  'usage-needs-trait': 'error',
  'usage-needs-base-item': 'error',
  'wrong-family': 'error',
  'not-a-property-rune': 'error',
  'shield-takes-only-reinforcing': 'error',
  'no-free-slot': 'error',
  'duplicate-rune': 'warning',
  'lower-grade-ignored': 'warning',
  'conflicting-runes': 'error',
  'usage-excludes-rune': 'error',
  'specific-item': 'error',
  // GM Core p. 241: a specific item's property runes can't be added, removed or moved; upgrading one it has is
  // not covered by the rule (an open point), so it is allowed with a warning.
  'specific-item-property-fixed': 'error',
  'specific-item-property-upgrade': 'warning',
  'not-an-item': 'warning',
  'different-family': 'error',
  'not-an-upgrade': 'error',
  'unknown-material': 'error',
  'material-grade-missing': 'error',
  'material-cannot-make': 'error',
  'material-grade-rune-limit': 'error',
  'accessory-rune-not-etched': 'error',
  'mythic-rune-not-modelled': 'error',
  'not-an-accessory-rune': 'error',
  'accessory-usage-not-met': 'error',
  'accessory-rune-already-there': 'error',
  'accessory-on-invested-item': 'error',
  'accessory-on-magic-item': 'error',
} as const satisfies Record<ItemProblemCode, Severity>;

export const ITEM_PROBLEM_CODES: readonly ItemProblemCode[] = /* @__PURE__ */ Object.keys(SEVERITY) as ItemProblemCode[];

/** A problem's arguments after its code: the params its message needs (none for a code that names nothing), the rune. */
export type ProblemArgs<C extends ProblemCode> =
  Record<string, never> extends ProblemParamsOf<C>
    ? [params?: ProblemParamsOf<C>, rune?: string]
    : [params: ProblemParamsOf<C>, rune?: string];

/** The severity of an item code. */
export function itemSeverity(code: ItemProblemCode): Severity {
  // own keys only: a code such as `constructor` is unknown, and an unknown code counts as an error
  return (typeof code === 'string' && entryOf<string, Severity>(SEVERITY, code)) || 'error';
}

export function problem<C extends ItemProblemCode>(code: C, ...[params, rune]: ProblemArgs<C>): Problem<C> {
  return make(code, SEVERITY[code], params, rune);
}

/** A problem as data; its text comes from problemMessage. */
export function make<C extends ProblemCode>(
  code: C,
  severity: Severity,
  params: ProblemParamsOf<C> | undefined,
  rune?: string,
): Problem<C> {
  // One object shape for every code; the code's type ties its params (ProblemParamsOf) to it.
  const out = { code, severity, params: params ?? {} } as Problem<C>;
  if (rune !== undefined) out.rune = rune;
  return out;
}

// Maps, so a code like `__proto__` is just an unknown code.
const TABLES: Readonly<Record<Locale, Map<string, (params: never) => string>>> = { ja: new Map(), en: new Map() };

/** Registers (part of) a language's messages (a ProblemMessages table); registering a table twice is harmless. */
export function addMessages(locale: Locale, table: AnyProblemMessages): void {
  for (const [key, message] of Object.entries(table)) TABLES[locale].set(key, message);
}

/**
 * A problem's message in one language, or undefined while its table is not registered (every table is for pages,
 * scripts and tests; a calculator loads its page's language: src/lib/problem-messages.ts).
 */
export function messageOf(p: { readonly code: string; readonly params: ProblemParams }, locale: Locale): string | undefined {
  // The registry holds every code's message under its key; `problem()` built these params for this code.
  return TABLES[locale].get(`problem.${p.code}`)?.(p.params as never);
}

/**
 * A problem's message in one language (English for a locale that is neither); a code without a registered message,
 * or params its message can't read, reads as the code itself, never an exception.
 */
export function problemMessage(p: { readonly code: string; readonly params: ProblemParams }, locale: Locale): string {
  if (!isObject(p) || typeof p.code !== 'string') return '';
  const lang: Locale = locale === 'ja' ? 'ja' : 'en';
  return orElse(p.code, () => messageOf(p, lang) ?? p.code);
}

/** Whether none of these problems is an error: what was asked for can be made (warnings leave it whole). */
export function noError(problems: readonly Problem[]): boolean {
  // Like every export of the rules, it takes what it is given (a page's data, a test's values) without throwing.
  return !Array.isArray(problems) || !problems.some((p: unknown) => isObject(p) && p.severity === 'error');
}
