/**
 * The Content Security Policy the site is built for, in one place. `public/_headers` ships it as an
 * HTTP header (a site test checks the two agree) and every page carries it in a
 * `<meta http-equiv="Content-Security-Policy">` for hosts that cannot set headers (GitHub Pages).
 *
 * - `'wasm-unsafe-eval'`: Pagefind compiles its WebAssembly search core in the browser.
 * - no `worker-src` / `manifest-src`: both fall back to `default-src 'self'`, which already allows
 *   the service worker (`/sw.js`) and the web app manifests, both served from the site itself.
 * - `frame-ancestors` only works in the header: browsers ignore it (with a console warning) in a
 *   `<meta>`, so the meta leaves it out.
 */
export const CSP_DIRECTIVES: readonly (readonly [string, string])[] = [
  ['default-src', "'self'"],
  ['script-src', "'self' 'wasm-unsafe-eval'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data:"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['frame-ancestors', "'none'"],
];

/** The header value. */
export const CSP_HEADER = CSP_DIRECTIVES.map(([name, value]) => `${name} ${value}`).join('; ');

/** Directives a `<meta>` policy cannot carry (ignored there by the CSP specification). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

/** The `<meta http-equiv>` value: the header without what a meta element cannot carry. */
export const CSP_META = CSP_DIRECTIVES.filter(([name]) => !HEADER_ONLY.has(name))
  .map(([name, value]) => `${name} ${value}`)
  .join('; ');

/** The other security headers `public/_headers` ships. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CSP_HEADER,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};
