// A search hit's title names a thing in both languages, the page's language first: 「フレイミング / flaming」 on a
// Japanese page. Written by the name layer (names.ts, at build) and read in the browser (match.ts, controller.ts).
// Not in src/i18n/locale.ts: that module is in every calculator's first download, and these are the search's.
import { otherLocale, type Locale } from '../i18n/locale';

/** Between the two halves of a bilingual title. */
export const TITLE_JOIN = ' / ';

/** A name in both languages as one title, the page's language first. */
export function bothNames(name: { readonly [L in Locale]: string }, lang: Locale): string {
  return `${name[lang]}${TITLE_JOIN}${name[otherLocale(lang)]}`;
}

/** The half in `want` of a title `bothNames` wrote for a page in `page` (undefined when the title has one half). */
export function titleHalf(title: string, page: Locale, want: Locale): string | undefined {
  return title.split(TITLE_JOIN)[want === page ? 0 : 1];
}
