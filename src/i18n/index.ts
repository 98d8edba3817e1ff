import { en, type UiKey } from './en';
import { ja } from './ja';

export type { UiKey };
import { fill, type Locale } from './locale';

export {
  fill,
  formatList,
  isLocale,
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

/** A UI string in `lang`, with `{name}` placeholders filled from `params`. */
export function t(lang: Locale, key: UiKey, params: Record<string, string | number> = {}): string {
  return fill(ui[lang][key], params);
}
