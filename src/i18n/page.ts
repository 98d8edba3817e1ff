// The page's language, read one way by every route and component: from the `[lang]` route parameter.
// An unknown or missing language stops the build with the page's address (no silent fallback to English).
import { translator, type Translate } from './index';
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

/**
 * What the middleware (src/middleware.ts) puts on `Astro.locals`: the page's language and `t` bound to it, read
 * when a component asks. A page outside the `[lang]` routes (the landing page, the bilingual 404) has neither:
 * reading them stops the build with the page's address, as `pageLocale` does.
 */
export function bindPageLanguage(locals: object, page: PageContext): asserts locals is { readonly lang: Locale; readonly t: Translate } {
  const lang = () => pageLocale(page);
  Object.defineProperties(locals, {
    lang: { get: lang, configurable: true, enumerable: true },
    t: { get: () => translator(lang()), configurable: true, enumerable: true },
  });
}
