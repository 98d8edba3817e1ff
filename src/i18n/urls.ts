import type { Locale, UiKey } from './index';

/**
 * Joins the deployment base (`/` or `/pf2e-runes/`), a locale and a page path into a URL path
 * with exactly one slash between parts and a trailing slash (the site uses `trailingSlash: 'always'`).
 * `path` may carry a query string or a hash, which stay after the trailing slash. A file name
 * (last part with a dot, such as `pagefind/pagefind.js`) gets no trailing slash.
 */
export function joinPath(base: string, lang: Locale | '', path = ''): string {
  const [pathname = '', suffix = ''] = splitSuffix(path);
  const parts = [base, lang, pathname].flatMap((part) => part.split('/')).filter(Boolean);
  const isFile = parts.at(-1)?.includes('.') ?? false;
  return `/${parts.join('/')}${parts.length && !isFile ? '/' : ''}${suffix}`;
}

function splitSuffix(path: string): [string, string] {
  const index = path.search(/[?#]/);
  return index === -1 ? [path, ''] : [path.slice(0, index), path.slice(index)];
}

const BASE = import.meta.env.BASE_URL;

/** The URL of `path` (without language prefix, e.g. `runes/flaming/`) in `lang`. */
export function localizedPath(lang: Locale, path = ''): string {
  return joinPath(BASE, lang, path);
}

/** The URL of a file or page outside the language folders (the landing page, Pagefind's bundle). */
export function sitePath(path = ''): string {
  return joinPath(BASE, '', path);
}

/** The site's sections, in the order the header's navigation lists them (the 404 pages start from them too). */
export const SITE_SECTIONS: readonly { key: UiKey; path: string }[] = [
  { key: 'nav.rules', path: 'rules/' },
  { key: 'nav.runes', path: 'runes/' },
  { key: 'nav.tools', path: 'tools/' },
  { key: 'nav.glossary', path: 'glossary/' },
];
