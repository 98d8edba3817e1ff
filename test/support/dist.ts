import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Window } from 'happy-dom';

/** Helpers for tests that read the built site in dist/ (run `npm run build` first). */
export const DIST = join(process.cwd(), 'dist');

export function assertBuilt(dist = DIST): void {
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`${dist} has no index.html: run \`npm run build\` before the site tests.`);
  }
}

/** Every HTML file under dist, as URL paths without the base ("/en/runes/flaming/"). */
export function htmlPages(dist = DIST): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.html')) found.push(toUrlPath(relative(dist, path)));
    }
  };
  walk(dist);
  return found.sort();
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

export function readPage(urlPath: string, dist = DIST): string {
  const file = fileFor(urlPath, dist);
  if (!file) throw new Error(`No page at ${urlPath}`);
  return readFileSync(file, 'utf8');
}

const window = new Window();

/** Parses HTML into a detached document (no scripts run, no network). */
export function parse(html: string): Document {
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

export function loadPage(urlPath: string, dist = DIST): Document {
  return parse(readPage(urlPath, dist));
}

/** Visible text of an element with whitespace folded. */
export function textOf(node: Element | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
