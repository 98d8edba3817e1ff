// Every page reads its words one way: `Astro.locals.t(key, params)`, bound here to the page's language (as
// Starlight's `locals.t`), and `Astro.locals.lang` (typed in src/env.d.ts). The site is static: this runs once per
// page, at build.
import { defineMiddleware } from 'astro:middleware';
import { bindPageLanguage } from './i18n/page';

export const onRequest = defineMiddleware((context, next) => {
  bindPageLanguage(context.locals, context);
  return next();
});
