import { en, type UiKey } from './en';
import { ja } from './ja';

export type { UiKey };
import { fill, type Locale } from './locale';

export {
  fill,
  formatList,
  isLocale,
  localeOf,
  joinList,
  labelled,
  listSeparator,
  LOCALES,
  otherLocale,
  parenthesized,
  quoted,
  shownAliases,
  withColon,
  wordGap,
  type Locale,
} from './locale';

export const ui: Record<Locale, Record<UiKey, string>> = { ja, en };

/** The `{name}` placeholders of a template string, as a union of their names. */
type Placeholders<S> = S extends `${string}{${infer P}}${infer R}` ? P | Placeholders<R> : never;
/** The params a key's message names, read from its English string: `'runes.sortBy'` → `'column'`. */
export type UiParams<K extends UiKey> = Placeholders<(typeof en)[K]>;
/** The rest of a `t()` call after the key: nothing for a key without placeholders, else a value for each. */
type ParamsArg<K extends UiKey> = K extends UiKey
  ? [UiParams<K>] extends [never]
    ? []
    : [params: Readonly<Record<UiParams<K>, string | number>>]
  : never;

/** A UI string in `lang`, with its `{name}` placeholders filled from `params` (typed by the key). */
export function t<K extends UiKey>(lang: Locale, key: K, ...params: ParamsArg<K>): string {
  return fill(ui[lang][key], params[0]);
}

/**
 * A message with its `{name}` placeholders left as they are: for a script that fills them in the browser
 * (a count, a size), handed over in a `data-*` attribute.
 */
export function template(lang: Locale, key: UiKey): string {
  return ui[lang][key];
}

/** The messages of these keys as an element's data-messages (JSON) for elementT (src/i18n/element-t.ts). */
export function elementMessages(lang: Locale, keys: readonly UiKey[]): string {
  return JSON.stringify(Object.fromEntries(keys.map((key) => [key, ui[lang][key]])));
}

/** `t` over some keys of one language: what a custom element reads (elementT, src/i18n/element-t.ts). */
export type TranslateOf<K extends UiKey> = <Key extends K>(key: Key, ...params: ParamsArg<Key>) => string;

/** `t` bound to one language: what a page reads as `Astro.locals.t` (src/middleware.ts). */
export type Translate = <K extends UiKey>(key: K, ...params: ParamsArg<K>) => string;

const TRANSLATORS: Record<Locale, Translate> = {
  ja: (key, ...params) => t('ja', key, ...params),
  en: (key, ...params) => t('en', key, ...params),
};

export function translator(lang: Locale): Translate {
  return TRANSLATORS[lang];
}
