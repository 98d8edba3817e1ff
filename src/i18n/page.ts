// The page's language, read one way by every route and component: from the `[lang]` route parameter.
// An unknown or missing language stops the build with the page's address (no silent fallback to English).
import { isLocale, type Locale } from './locale';

interface PageContext {
  params: Record<string, string | undefined>;
  url: URL;
}

export function pageLocale(astro: PageContext): Locale {
  const lang = astro.params.lang;
  if (!isLocale(lang)) throw new Error(`${astro.url.pathname}: no page language (route parameter lang = ${JSON.stringify(lang)})`);
  return lang;
}
