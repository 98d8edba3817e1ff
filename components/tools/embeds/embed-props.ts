// What every calculator wrapper works out the same way: its language, heading level and strings.
// (Each wrapper still imports its own island: Astro hydrates only statically imported components.)
import type { Locale } from '../../../src/i18n';
import { pageLocale } from '../../../src/i18n/page';
import { pickStrings } from '../pick-strings';

export interface EmbedProps {
  /** defaults to the page's [lang] parameter, so the MDX tag needs no props */
  lang?: Locale;
  headingLevel?: 2 | 3;
}

export function embedProps(props: EmbedProps, astro: Parameters<typeof pageLocale>[0], stringPrefixes: readonly string[]) {
  const { params } = astro;
  const lang: Locale = props.lang ?? pageLocale(astro);
  // Inside a chapter the calculator sits under an h2 section.
  const headingLevel = props.headingLevel ?? (params.chapter ? 3 : 2);
  return { lang, headingLevel, strings: pickStrings(lang, stringPrefixes) };
}
