import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.pagefind': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
};

/**
 * The Cache-Control lines of a Netlify / Cloudflare Pages `_headers` file, by path: a block starts with a path
 * (`*` matches anything), its headers are the indented `Name: value` lines under it; a later match wins.
 */
export function hostCacheRules(dist: string): { path: RegExp; value: string }[] {
  const file = join(dist, '_headers');
  if (!existsSync(file)) return [];
  const rules: { path: RegExp; value: string }[] = [];
  let path: RegExp | undefined;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\//.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replaceAll('*', '.*');
      path = new RegExp(`^${pattern}$`);
    } else if (path && /^\s+cache-control:/i.test(line)) {
      rules.push({ path, value: line.slice(line.indexOf(':') + 1).trim() });
    }
  }
  return rules;
}

/** The Cache-Control a host with these rules sends for a site path such as `/_astro/x.js`, if any. */
export function cacheControlOf(rules: readonly { path: RegExp; value: string }[], path: string): string | undefined {
  return rules.findLast((rule) => rule.path.test(path))?.value;
}

/**
 * A static file server for dist/, as any static host would serve it: `/x/` → `/x/index.html`,
 * unknown paths → 404.html with status 404 (under `/ja/` or `/en/`, that language's `404.html`, as
 * the `_redirects` of public/ asks Netlify and Cloudflare Pages to do). `base` mounts the site
 * under a sub-path.
 * Listens on loopback only. The Cache-Control rules of dist/_headers apply, as on Netlify or Cloudflare Pages: a
 * page that navigates on within its context takes the content-hashed scripts from its HTTP cache, as a reader's
 * browser does. `headers` are added to every response after them (e.g. the Content-Security-Policy of
 * public/_headers, or a `Cache-Control: no-store` that overrides the rules). `gzip` compresses text for a browser
 * that accepts it, as a real host does (what scripts/bench-search.mjs measures on the wire).
 * The one server of dist/ for the tests and the scripts (screenshots, benches).
 */
export async function serveDist(
  dist: string,
  base = '/',
  headers: Readonly<Record<string, string>> = {},
  { gzip = false }: { gzip?: boolean } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const cacheRules = hostCacheRules(dist);
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let path = decodeURIComponent(url.pathname);
    if (path.startsWith(base)) {
      const cache = cacheControlOf(cacheRules, `/${path.slice(base.length)}`);
      if (cache) response.setHeader('cache-control', cache);
    }
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    if (!path.startsWith(base)) return send404();
    path = `/${path.slice(base.length)}`;
    let file = normalize(join(dist, path));
    if (!file.startsWith(dist)) return send404();
    if (existsSync(file) && statSync(file).isDirectory()) {
      if (!path.endsWith('/')) {
        response.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
        return;
      }
      file = join(file, 'index.html');
    }
    if (!existsSync(file)) return send404();
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    // Pagefind's own files are compressed already.
    if (gzip && /^(text|application\/(json|javascript))/.test(type) && /gzip/.test(String(request.headers['accept-encoding']))) {
      response.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip' }).end(gzipSync(readFileSync(file)));
      return;
    }
    response.writeHead(200, { 'content-type': type });
    createReadStream(file).pipe(response);

    function send404() {
      response.writeHead(404, { 'content-type': TYPES['.html']! });
      const lang = /^\/(ja|en)\//.exec(path)?.[1];
      const own = lang ? join(dist, lang, '404.html') : undefined;
      const notFound = own && existsSync(own) ? own : join(dist, '404.html');
      if (existsSync(notFound)) createReadStream(notFound).pipe(response);
      else response.end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${base}`,
    // Also drops kept-alive connections, so a browser really finds the site gone (offline tests).
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
