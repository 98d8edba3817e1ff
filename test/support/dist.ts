import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Window } from 'happy-dom';

/**
 * Helpers for tests that read the built site in dist/ (run `npm run build` first).
 *
 * Every page is read and parsed at most once per run: the site project runs its files in one worker
 * without isolation (vitest.config.ts), so these memos serve all of them. A parsed page is shared, so
 * a test must not change it: read text with `textWithout` instead of removing nodes.
 */
export const DIST = join(process.cwd(), 'dist');

export function assertBuilt(dist = DIST): void {
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`${dist} has no index.html: run \`npm run build\` before the site tests.`);
  }
}

/**
 * The base the site in dist/ was built for (`/`, or `/pf2e-runes/` as `npm test` builds it), read from
 * the search box, which every language's home page carries with its base.
 */
export function builtBase(dist = DIST): string {
  const home = readFileSync(join(dist, 'en', 'index.html'), 'utf8');
  const base = /<site-search[^>]*\sdata-base="([^"]+)"/.exec(home)?.[1];
  if (!base) throw new Error(`${dist}/en/index.html has no <site-search data-base>: cannot tell the base the site was built for.`);
  return base;
}

/** `/en/runes/` as the built pages write it: under the base (`/pf2e-runes/en/runes/`). */
export function withBase(path: string, base = builtBase()): string {
  return `${base}${path.replace(/^\//, '')}`;
}

/** The reverse of `withBase`: a path as the pages write it, without the base; undefined when it is outside. */
export function withoutBase(path: string, base = builtBase()): string | undefined {
  return path.startsWith(base) ? `/${path.slice(base.length)}` : undefined;
}

const pageLists = new Map<string, string[]>();

/** Every HTML file under dist, as URL paths without the base ("/en/runes/flaming/"). */
export function htmlPages(dist = DIST): string[] {
  let found = pageLists.get(dist);
  if (!found) {
    found = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith('.html')) found!.push(toUrlPath(relative(dist, path)));
      }
    };
    walk(dist);
    found.sort();
    pageLists.set(dist, found);
  }
  return [...found];
}

function toUrlPath(file: string): string {
  const path = `/${file.split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

/** The file behind a URL path (without the base), or undefined when there is none. */
export function fileFor(urlPath: string, dist = DIST): string | undefined {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '');
  const candidates = clean.endsWith('/') ? [join(dist, clean, 'index.html')] : [join(dist, clean), join(dist, clean, 'index.html')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

const texts = new Map<string, string>();

export function readPage(urlPath: string, dist = DIST): string {
  const file = fileFor(urlPath, dist);
  if (!file) throw new Error(`No page at ${urlPath}`);
  let text = texts.get(file);
  if (text === undefined) {
    text = readFileSync(file, 'utf8');
    texts.set(file, text);
  }
  return text;
}

const window = new Window();

/** Parses HTML into a detached document (no scripts run, no network). */
export function parse(html: string): Document {
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

const documents = new Map<string, Document>();
const heads = new Map<string, Document>();

/** The page parsed once per run (shared: do not change it). */
export function loadPage(urlPath: string, dist = DIST): Document {
  const key = fileFor(urlPath, dist) ?? urlPath;
  let document = documents.get(key);
  if (!document) {
    document = parse(readPage(urlPath, dist));
    documents.set(key, document);
  }
  return document;
}

/**
 * Only the page's <head>, for checks of metadata (lang, canonical, hreflang, CSP meta, robots): parsing
 * the head alone is a fraction of the whole page. The full document serves when it is already parsed.
 */
export function loadHead(urlPath: string, dist = DIST): Document {
  const key = fileFor(urlPath, dist) ?? urlPath;
  const full = documents.get(key);
  if (full) return full;
  let head = heads.get(key);
  if (!head) {
    const html = readPage(urlPath, dist);
    const end = html.indexOf('</head>');
    head = parse(end === -1 ? html : `${html.slice(0, end)}</head><body></body></html>`);
    heads.set(key, head);
  }
  return head;
}

/** Visible text of an element with whitespace folded. */
export function textOf(node: Element | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The text under `root`, leaving out every element that matches `skip` (and all below it); the page is not changed. */
export function textWithout(root: Node | null | undefined, skip: string): string {
  let text = '';
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) text += child.nodeValue ?? '';
      else if (child.nodeType === 1 && !(child as Element).matches(skip)) walk(child);
    }
  };
  if (root) walk(root);
  return text;
}
