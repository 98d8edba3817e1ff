// What the middleware (src/middleware.ts) gives every page and component on `Astro.locals`.
declare namespace App {
  interface Locals {
    /** The page's language, from its `[lang]` route. */
    readonly lang: import('./i18n/locale').Locale;
    /** A UI string in the page's language: `t('nav.home')`, `t('tools.foo', { name })` (the params are typed by the key). */
    readonly t: import('./i18n').Translate;
  }
}

// `client:use` (components/tools/hydrate-on-use.ts, registered in astro.config.mjs).
declare namespace Astro {
  interface ClientDirectives {
    'client:use'?: boolean;
  }
}
