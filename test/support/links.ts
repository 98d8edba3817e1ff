/** URL paths (query and hash dropped) of the site's own pages and files that a page refers to. */
export function internalTargets(document: Document, pagePath: string): string[] {
  const refs = [
    ...[...document.querySelectorAll('a[href], link[href]')].map((el) => el.getAttribute('href')!),
    ...[...document.querySelectorAll('script[src], img[src], source[src]')].map((el) => el.getAttribute('src')!),
  ];
  const base = new URL(pagePath, 'http://site.invalid');
  return refs
    .filter((ref) => !/^(#|mailto:|tel:|data:|javascript:)/i.test(ref))
    .map((ref) => new URL(ref, base))
    .filter((url) => url.origin === base.origin)
    .map((url) => url.pathname);
}
