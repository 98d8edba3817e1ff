// The problems of items, etching and upgrades: each a code, a severity and the names and values its message needs
// (`params`); the transfer estimator's own codes are in transfer-problems.ts, so the item builder and the level
// calculator don't download them. The message text is in one table per language (messages/ja.ts, messages/en.ts,
// and messages/transfer-*.ts), registered with addMessages: pages, scripts and tests get every table
// (all-runes.ts), a calculator island only its page's language (src/lib/problem-messages.ts).
import type { Locale, Problem, ProblemParams, Severity } from './types';

export type { ProblemParams };
/** A message of one language: built from names (rune, item) so the reader sees which rule was broken and by what. */
export type Message = (p: ProblemParams) => string;

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
  'not-an-item': 'warning',
  'different-family': 'error',
  'not-an-upgrade': 'error',
  'unknown-material': 'error',
  'material-grade-missing': 'error',
  'material-cannot-make': 'error',
  'material-grade-rune-limit': 'error',
} as const satisfies Record<string, Severity>;

/** A problem of items, etching or upgrades (transfer-problems.ts adds the transfer estimator's). */
export type ItemProblemCode = keyof typeof SEVERITY;
export const ITEM_PROBLEM_CODES = /* @__PURE__ */ Object.keys(SEVERITY) as ItemProblemCode[];

export function problem(code: ItemProblemCode, params: ProblemParams = {}, rune?: string): Problem {
  return make(code, SEVERITY[code], params, rune);
}

/** A problem as data; its text comes from problemMessage. */
export function make(code: string, severity: Severity, params: ProblemParams, rune?: string): Problem {
  const out: Problem = { code, severity, params };
  if (rune !== undefined) out.rune = rune;
  return out;
}

// Maps, so a code like `__proto__` is just an unknown code.
const TABLES: Readonly<Record<Locale, Map<string, Message>>> = { ja: new Map(), en: new Map() };

/** Registers (part of) a language's messages; registering a table twice is harmless. */
export function addMessages(locale: Locale, table: Readonly<Record<string, Message>>): void {
  for (const [code, message] of Object.entries(table)) TABLES[locale].set(code, message);
}

/** Whether every code of a table has its message in that language (a calculator loads a table once). */
export function hasMessages(locale: Locale, codes: readonly string[]): boolean {
  return codes.every((code) => TABLES[locale].has(code));
}

/**
 * A problem's message in one language. Its table must be registered (every table for pages, scripts and tests;
 * the page's language in a calculator); a code without one reads as the code itself, never an exception.
 */
export function problemMessage(p: Problem, locale: Locale): string {
  const message = TABLES[locale].get(p.code);
  return message ? message(p.params) : p.code;
}
