#!/usr/bin/env node
// Size report of the built site: the JavaScript and CSS each kind of page loads, raw and gzipped.
// Reads dist/ (run `npm run build` first). A measurement, not a test: it prints and exits 0.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
// The registry is plain data with type-only imports: Node runs it as TypeScript (type stripping).
import { TOOLS } from '../src/tools/registry.ts';

const dist = join(process.cwd(), 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ is empty: run `npm run build` first.');
  process.exit(1);
}

const pagesToMeasure = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/en/', '/en/rules/naming/', '/en/runes/', '/en/runes/flaming/', '/en/glossary/', ...TOOLS.map((tool) => `/en/tools/${tool.slug}/`), `/ja/tools/${TOOLS[0].slug}/`];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Scripts a page loads at start: module scripts, their static imports, inline scripts; and Astro islands' component and renderer URLs. */
function scriptsOf(html) {
  const files = new Set();
  let inline = '';
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(match[1])?.[1];
    if (src) files.add(src);
    else inline += match[2];
  }
  for (const match of html.matchAll(/<astro-island\b[^>]*>/g)) {
    for (const attr of ['component-url', 'renderer-url']) {
      const url = new RegExp(`${attr}="([^"]+)"`).exec(match[0])?.[1];
      if (url) files.add(url);
    }
  }
  return { files: [...files], inline };
}

function fileOf(urlPath) {
  const clean = urlPath.replace(/^\/[^/]*?\/(?=_astro\/)/, '/'); // tolerate a sub-path base
  const path = join(dist, clean);
  return existsSync(path) && statSync(path).isFile() ? path : undefined;
}

/** Follows static `import ... from "./x.js"` edges between bundled chunks. */
function withImports(files) {
  const seen = new Set();
  const queue = files.map(fileOf).filter(Boolean);
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:import|export)\s*(?:[^'"]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(join(file, '..', match[1]));
    }
  }
  return [...seen];
}

function htmlFile(urlPath) {
  return join(dist, urlPath, urlPath.endsWith('/') ? 'index.html' : '');
}

console.log('Page'.padEnd(26), 'JS raw'.padStart(10), 'JS gzip'.padStart(10), 'CSS gzip'.padStart(10), ' files');
/** Every JS file some measured page loads, with the pages that load it. */
const chunks = new Map();
for (const urlPath of pagesToMeasure) {
  const file = htmlFile(urlPath);
  if (!existsSync(file)) {
    console.log(urlPath.padEnd(26), '(not built)');
    continue;
  }
  const html = readFileSync(file, 'utf8');
  const { files, inline } = scriptsOf(html);
  const js = withImports(files);
  const jsRaw = js.reduce((sum, f) => sum + statSync(f).size, 0) + Buffer.byteLength(inline);
  const jsGzip = js.reduce((sum, f) => sum + gz(readFileSync(f)), 0) + (inline ? gz(Buffer.from(inline)) : 0);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => fileOf(m[1])).filter(Boolean);
  const cssGzip = css.reduce((sum, f) => sum + gz(readFileSync(f)), 0);
  const names = js.map((f) => relative(dist, f).split(sep).join('/'));
  for (const name of names) chunks.set(name, (chunks.get(name) ?? 0) + 1);
  console.log(urlPath.padEnd(26), kb(jsRaw).padStart(10), kb(jsGzip).padStart(10), kb(cssGzip).padStart(10), ` ${names.join(', ') || (inline ? '(inline only)' : '-')}`);
}
console.log('\nJS gzip counts what a page loads before any interaction (islands hydrate on visibility); Pagefind loads later, on first search.');
if (chunks.size > 0) {
  // Per file, to see where the bytes are (gzip of each file alone, as the page totals count them).
  const width = Math.max(...[...chunks.keys()].map((name) => name.length));
  console.log('\n' + 'JS file'.padEnd(width), 'raw'.padStart(10), 'gzip'.padStart(10), ' pages');
  const rows = [...chunks].map(([name, pages]) => {
    const buffer = readFileSync(join(dist, name));
    return { name, raw: buffer.length, gzip: gz(buffer), pages };
  });
  for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
    console.log(row.name.padEnd(width), kb(row.raw).padStart(10), kb(row.gzip).padStart(10), ` ${row.pages}`);
  }
}
