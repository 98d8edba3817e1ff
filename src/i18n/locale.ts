// Small locale helpers with no UI tables: safe to import from islands (src/i18n/index.ts bundles both tables).
/** The site's two languages: the one definition (src/rules re-exports it as a type). */
export const LOCALES = ['ja', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
/** A text in both languages (src/rules re-exports it as a type). */
export type Localized = { ja: string; en: string };

// The two values written out beside LOCALES: 12 bytes smaller than LOCALES.includes in every calculator's first
// download, and a third language would change both lines here.
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

/**
 * A list in the language's own way: 「A、B、C」 / "A, B, and C" — what Intl.ListFormat writes (conjunction, long),
 * written out here: building the first Intl.ListFormat loads ICU data, the longest piece of a calculator's start in a
 * CPU profile at 4x throttling, and the same words on the server and in every browser keep hydration exact.
 */
export function formatList(items: readonly string[], lang: Locale): string {
  if (lang === 'ja' || items.length < 2) return items.join(LIST_FALLBACK[lang]);
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
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

/** The separator of a plain list: 「、」 in Japanese, ", " in English. */
export function listSeparator(lang: Locale): string {
  return LIST_FALLBACK[lang];
}

/**
 * Whether a name in `lang` can be one the site wrote itself: only Japanese names (the English ones are the books'),
 * so the own-name mark (components/rune/OwnNameMark.astro) only ever sits beside a Japanese name.
 */
export function mayBeOwnName(lang: Locale): boolean {
  return lang === 'ja';
}

/**
 * Whether the language's lines need their break points marked: Japanese writes no spaces between words, English breaks
 * at its spaces. Read at build time (src/lib/line-breaks.ts); the islands' RuneName writes the same test out, as this
 * function would add about 10 B to each calculator's first download.
 */
export function marksLineBreaks(lang: Locale): boolean {
  return lang === 'ja';
}

/** What joins the conditions one effect imposes together: 「AとB」 in Japanese, "A and B" in English. */
export function conjunction(lang: Locale): string {
  return lang === 'ja' ? 'と' : ' and ';
}

/** What goes between a label and its text, or between two sentences: nothing in Japanese, a space in English. */
export function wordGap(lang: Locale): string {
  return lang === 'ja' ? '' : ' ';
}

/** A label with its colon and no space after it (the caller puts wordGap): 「エラー：」, "Error:". */
export function withColon(label: string, lang: Locale): string {
  return lang === 'ja' ? `${label}：` : `${label}:`;
}

/** A name in the language's quotation marks: 「…」 / “…”. */
export function quoted(text: string, lang: Locale): string {
  return lang === 'ja' ? `「${text}」` : `“${text}”`;
}

/** A label before its value as the language writes it: 「出典：」 with the full-width colon in Japanese, "Source: " in English. */
export function labelled(label: string, lang: Locale): string {
  return lang === 'ja' ? `${label}：` : `${label}: `;
}

const KANA_KANJI = /[\u3040-\u30ff\u4e00-\u9fff]/;
// Not a name to show: Latin letters or a half-width sign (a search string), a hyphen or ＝ joining words (a typing
// variant), hiragana (a description such as 酸への抵抗, or a reading): names are katakana and kanji.
const NOT_A_SHOWN_NAME = /[A-Za-z+%\-＝\u3041-\u3096]/;

/**
 * The other names of a rune worth showing on a page of one language: on a Japanese page only Japanese spellings
 * (an English alias or a search string with a half-width sign stays searchable but is not shown); on an English page
 * every alias. `exclude` holds the names the page shows anyway.
 */
export function shownAliases(aliases: readonly string[], lang: Locale, exclude: readonly string[] = []): string[] {
  const shown = aliases.filter((alias) => !exclude.includes(alias));
  if (lang === 'en') return shown;
  return shown.filter((alias) => KANA_KANJI.test(alias) && !NOT_A_SHOWN_NAME.test(alias));
}
