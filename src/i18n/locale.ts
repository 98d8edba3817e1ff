// Small locale helpers with no UI tables: safe to import from islands (src/i18n/index.ts bundles both tables).
/** The site's two languages: the one definition (src/rules re-exports it as a type). */
export const LOCALES = ['ja', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return value === 'ja' || value === 'en';
}

/** A language read from the page (a `data-lang` attribute): throws, naming where, when it is not one of ours. */
export function localeOf(value: unknown, where: string): Locale {
  if (!isLocale(value)) throw new Error(`${where}: no page language (${JSON.stringify(value)})`);
  return value;
}

export function otherLocale(lang: Locale): Locale {
  return lang === 'ja' ? 'en' : 'ja';
}

/** Fills `{name}` placeholders; values are text, never markup. Unknown placeholders stay as they are. */
export function fill(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

const LIST_FALLBACK: Record<Locale, string> = { ja: '、', en: ', ' };

// One formatter per language: building an Intl.ListFormat loads locale data, and a calculator formats a list for every
// rune's usage line as its runes arrive (a long task on a phone when each call built its own).
const LIST_FORMATS = new Map<Locale, Intl.ListFormat | null>();

function listFormat(lang: Locale): Intl.ListFormat | null {
  if (!LIST_FORMATS.has(lang)) {
    try {
      LIST_FORMATS.set(lang, new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }));
    } catch {
      LIST_FORMATS.set(lang, null);
    }
  }
  return LIST_FORMATS.get(lang) ?? null;
}

/** A list in the language's own way: 「A、B、C」 / "A, B, and C" (Intl.ListFormat; a plain join where it's missing). */
export function formatList(items: readonly string[], lang: Locale): string {
  return listFormat(lang)?.format(items) ?? items.join(LIST_FALLBACK[lang]);
}

/**
 * A plain list: 「A、B、C」 / "A, B, C" (no "and"). For lists of names where the English should not read as a
 * sentence (damage types, rune names, aliases); `formatList` is the one for running text.
 */
export function joinList(items: readonly string[], lang: Locale): string {
  return items.join(LIST_FALLBACK[lang]);
}

/**
 * A note in brackets as the language writes it: 「（ロングソードに彫刻した場合）」 with full-width brackets in Japanese
 * (as the seed writes them), "(on a longsword)" in English. `spaced` puts the space English wants before it.
 */
export function parenthesized(text: string, lang: Locale, spaced = false): string {
  return lang === 'ja' ? `（${text}）` : `${spaced ? ' ' : ''}(${text})`;
}
