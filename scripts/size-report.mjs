#!/usr/bin/env node
// Size report of the built site: the JavaScript and CSS each kind of page loads, raw and gzipped.
// Reads dist/ (run `npm run build` first). A measurement, not a test: it prints and exits 0.
// A calculator loads its rune data by kind of item (src/lib/rune-data.ts), each kind in two chunks: GM Core's
// runes of the kind it starts on (START_TARGETS) before it hydrates, the other books' runes of that kind
// (<kind>-more) once the browser is idle after hydration, the other kinds (import()) only for an armor or a
// shield. The base-item table (src/lib/base-item-data.ts) is one more chunk, loaded when idle too; the default
// item's record is a static import, so it is in the page's own JS. The report counts the first in a page's JS
// before interaction and lists the others as loaded later. The problem messages of the page's language
// (messageTables: <lang>.js, and transfer-<lang>.js for the transfer estimator) load when idle too, counted there.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
// The registry is plain data with type-only imports: Node runs it as TypeScript (type stripping).
import { TOOLS } from '../src/tools/registry.ts';
import { messageTables, START_TARGETS } from '../src/lib/rune-start.ts';
import { builtBase } from '../test/support/dist.ts';
import { CEILINGS, scriptWeight } from './script-weight.mjs';

const dist = join(process.cwd(), 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ is empty: run `npm run build` first.');
  process.exit(1);
}

const pagesToMeasure = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      '/',
      '/en/',
      '/en/rules/naming/',
      '/en/runes/',
      '/en/runes/flaming/',
      '/en/glossary/',
      ...TOOLS.map((tool) => `/en/tools/${tool.slug}/`),
      `/ja/tools/${TOOLS[0].slug}/`,
    ];

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

/** The chunks a file loads with import(`./x.js`) (the bundler writes template literals or quotes). */
function dynamicImports(file) {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/\bimport\(\s*[`'"](\.{1,2}\/[^`'"]+\.js)[`'"]\s*\)/g)].map((m) => join(file, '..', m[1]));
}

/** A data chunk's name (src/lib/runes/<target>[-more].ts becomes _astro/<target>[-more].<hash>.js, src/rules/data/
 * base-items.ts _astro/base-items.<hash>.js); undefined for other chunks. */
const TARGETS = ['weapon', 'armor', 'shield'];
const BASE_ITEMS_CHUNK = 'base-items';
const DATA_CHUNKS = [...TARGETS.flatMap((t) => [t, `${t}-more`]), BASE_ITEMS_CHUNK];
/** The chunks a calculator loads once the browser is idle after hydration. */
const IDLE_CHUNKS = [...START_TARGETS.map((t) => `${t}-more`), BASE_ITEMS_CHUNK];
function targetOf(file) {
  const name = file.split(sep).pop() ?? '';
  return DATA_CHUNKS.find((t) => name.startsWith(`${t}.`));
}
/** The chunk names of a target: GM Core's runes and the other books'. */
const partsOf = (target) => [target, `${target}-more`];

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

const gzipOf = (files) => files.reduce((sum, f) => sum + gz(readFileSync(f)), 0);
const rawOf = (files) => files.reduce((sum, f) => sum + statSync(f).size, 0);
console.log(
  'Page'.padEnd(26),
  'JS raw'.padStart(10),
  'JS gzip'.padStart(10),
  '+ start'.padStart(9),
  '= before'.padStart(9),
  'CSS gzip'.padStart(10),
  ' files',
);
/** Every JS file some measured page loads, with the pages that load it. */
const chunks = new Map();
/** Rune data chunks by target: size and the pages that may load them. */
const dataChunks = new Map();
const calculatorRows = [];
for (const urlPath of pagesToMeasure) {
  const file = htmlFile(urlPath);
  if (!existsSync(file)) {
    console.log(urlPath.padEnd(26), '(not built)');
    continue;
  }
  const html = readFileSync(file, 'utf8');
  const { files, inline } = scriptsOf(html);
  const js = withImports(files);
  // The rune data chunks this page's scripts can import(), each with its own static imports.
  const onDemand = new Map();
  for (const f of js)
    for (const d of dynamicImports(f))
      if (targetOf(d) && existsSync(d))
        onDemand.set(
          targetOf(d),
          withImports([relative(dist, d)].map((n) => '/' + n.split(sep).join('/'))).filter((x) => !js.includes(x)),
        );
  for (const [target, dataFiles] of onDemand) {
    const entry = dataChunks.get(target) ?? { files: dataFiles, pages: [] };
    entry.pages.push(urlPath);
    dataChunks.set(target, entry);
  }
  // The message tables of the page's language that its scripts can import: loaded when idle at the bare address
  // (before hydration only for a link), so counted with "+ idle".
  const lang = /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? '';
  const tables = messageTables(lang);
  const messageFiles = js
    .flatMap(dynamicImports)
    .filter((d) => tables.some((t) => (d.split(sep).pop() ?? '').startsWith(`${t}.`)) && existsSync(d));
  const messages = withImports([...new Set(messageFiles)].map((d) => '/' + relative(dist, d).split(sep).join('/'))).filter(
    (x) => !js.includes(x),
  );
  const start = [...new Set(START_TARGETS.flatMap((t) => onDemand.get(t) ?? []))];
  const jsRaw = rawOf(js) + Buffer.byteLength(inline);
  const jsGzip = gzipOf(js) + (inline ? gz(Buffer.from(inline)) : 0);
  const startGzip = gzipOf(start);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => fileOf(m[1])).filter(Boolean);
  const cssGzip = css.reduce((sum, f) => sum + gz(readFileSync(f)), 0);
  const names = js.map((f) => relative(dist, f).split(sep).join('/'));
  for (const name of names) chunks.set(name, (chunks.get(name) ?? 0) + 1);
  const startCol = onDemand.size ? kb(startGzip) : '-';
  console.log(
    urlPath.padEnd(26),
    kb(jsRaw).padStart(10),
    kb(jsGzip).padStart(10),
    startCol.padStart(9),
    kb(jsGzip + startGzip).padStart(9),
    kb(cssGzip).padStart(10),
    ` ${names.join(', ') || (inline ? '(inline only)' : '-')}`,
  );
  if (onDemand.size)
    calculatorRows.push({
      urlPath,
      before: jsGzip + startGzip,
      messages: messages.filter((f) => !start.includes(f)),
      targets: [...onDemand.keys()],
    });
}
// A calculator page before use and its calculator on first use (script-weight.mjs), against their ceilings
// (test/site/scripts.test.ts holds them for every calculator page).
console.log(
  `\nCalculator page            before use  first use  + address   (ceilings ${kb(CEILINGS.toolBeforeUse)} and ${kb(CEILINGS.calculatorFirstUse)})`,
);
for (const urlPath of pagesToMeasure) {
  const file = htmlFile(urlPath);
  if (!existsSync(file)) continue;
  const weight = scriptWeight(dist, readFileSync(file, 'utf8'));
  if (weight.firstUse === 0) continue;
  const over = (bytes, ceiling) => (bytes > ceiling ? ' OVER' : '');
  console.log(
    urlPath.padEnd(26),
    `${kb(weight.beforeUse)}${over(weight.beforeUse, CEILINGS.toolBeforeUse)}`.padStart(11),
    `${kb(weight.firstUse)}${over(weight.firstUse, CEILINGS.calculatorFirstUse)}`.padStart(10),
    kb(weight.address).padStart(10),
  );
}
console.log(
  '(first use: the island, its renderer and their imports that the page lacks, and the runes it awaits before it hydrates;\n' +
    '+ address: the link reader and query writer, loaded with a link or on the first change: components/tools/url-sync.ts)',
);

// A content page (a rune entry, a chapter without a calculator): its scripts with their imports, and the worker's
// client, which the registration imports once the page is idle. Ceiling 2 kB gzip (test/site/scripts.test.ts).
const CONTENT_CEILING = CEILINGS.content;
for (const urlPath of ['/en/runes/flaming/', '/ja/rules/overview/']) {
  const file = htmlFile(urlPath);
  if (!existsSync(file)) continue;
  const js = withImports(scriptsOf(readFileSync(file, 'utf8')).files);
  const client = js.flatMap(dynamicImports).filter((f) => /worker-client\.[\w-]+\.js$/.test(f));
  const bytes = gzipOf([...new Set([...js, ...client])]);
  console.log(
    `\nContent page ${urlPath}: ${kb(bytes)} gzip at load, the worker's client included (ceiling ${kb(CONTENT_CEILING)}${bytes > CONTENT_CEILING ? ': OVER' : ''})`,
  );
}

console.log('\nJS gzip: the page\'s scripts and their static imports. "+ start": the rune data a calculator loads before it hydrates');
console.log(`(the ${START_TARGETS.join(', ')} runes: what it shows first).`);
console.log('"= before": the JS a page loads before any interaction');
console.log('(islands hydrate on visibility); Pagefind loads later, on first search.');
if (dataChunks.size > 0) {
  console.log('\nRune data by target (src/lib/rune-data.ts): loaded with import() when an item of that kind is shown;');
  console.log("<target> is GM Core's runes (every fundamental rune), <target>-more the other books', loaded after it when idle;");
  console.log('base-items the base-item table (src/lib/base-item-data.ts), loaded when idle or when a link names an item');
  console.log('Chunk'.padEnd(13), 'raw'.padStart(10), 'gzip'.padStart(10), ' when', '        files');
  for (const name of DATA_CHUNKS) {
    const entry = dataChunks.get(name);
    if (!entry) continue;
    const when = START_TARGETS.includes(name) ? 'at start' : IDLE_CHUNKS.includes(name) ? 'when idle' : 'on demand';
    const names = entry.files.map((f) => relative(dist, f).split(sep).join('/'));
    console.log(
      name.padEnd(13),
      kb(rawOf(entry.files)).padStart(10),
      kb(gzipOf(entry.files)).padStart(10),
      ` ${when.padEnd(12)}`,
      ` ${names.join(', ')}`,
    );
  }
  // Both chunks of a target; a chunk's static imports that are already in the start chunk are counted once.
  const partsGzip = (names) => gzipOf([...new Set(names.flatMap((n) => dataChunks.get(n)?.files ?? []))]);
  const startFiles = new Set(START_TARGETS.flatMap((t) => dataChunks.get(t)?.files ?? []));
  console.log(
    '\nCalculator page'.padEnd(27),
    'before'.padStart(9),
    '+ idle'.padStart(9),
    ...TARGETS.filter((t) => !START_TARGETS.includes(t)).map((t) => `+${t}`.padStart(9)),
  );
  for (const row of calculatorRows) {
    const idle = gzipOf(
      [...new Set([...IDLE_CHUNKS.flatMap((n) => dataChunks.get(n)?.files ?? []), ...row.messages])].filter((f) => !startFiles.has(f)),
    );
    const extra = TARGETS.filter((t) => !START_TARGETS.includes(t)).map((t) =>
      (row.targets.includes(t) ? kb(partsGzip(partsOf(t))) : '').padStart(9),
    );
    console.log(row.urlPath.padEnd(26), kb(row.before).padStart(9), kb(idle).padStart(9), ...extra);
  }
  console.log(
    '("+ idle": the other books\' runes of the starting kind, the base-item table and the problem messages of the page\'s language,',
  );
  console.log('after hydration (a link loads the messages before it, a problem shown earlier at once); an armor or a shield adds both its');
  console.log("chunks; the transfer estimator's list of every rune, when used without item A, adds both kinds)");
}
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

// What a first visit stores for offline use (scripts/sw/service-worker.js), per language: the precache
// (the shell: every JS and CSS file, icons, manifests, landing and offline pages, page lists, Pagefind's
// loader and WebAssembly), then the language's table kit (its home, calculators, tools index, rune index,
// glossary, search page) and its search (search-names.json and Pagefind's index of the language). Text
// files count gzipped, as a host sends them; Pagefind's index files and images as they are (compressed
// already). All of it is fetched after the page's load event and an idle moment.
const swFile = join(dist, 'sw.js');
if (existsSync(swFile)) {
  const sent = (file) => {
    const buffer = readFileSync(join(dist, file));
    return /\.(js|css|html|json|svg|webmanifest|txt|xml)$/.test(file) ? gz(buffer) : buffer.length;
  };
  const precached = [...readFileSync(swFile, 'utf8').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  const precacheBytes = precached.reduce((sum, file) => sum + sent(file), 0);
  // The base dist/ was built for, read from its pages (`npm run build`: `/`; `npm run build:test`: `/pf2e-runes/`).
  const base = builtBase(dist);
  const fileOfUrl = (url) => {
    const path = url.slice(base.length);
    return path === '' || path.endsWith('/') ? `${path}index.html` : path;
  };
  console.log('\nFirst visit, stored for offline use (after load and idle), per language');
  console.log(
    'Lang'.padEnd(6),
    'precache'.padStart(10),
    'table kit'.padStart(10),
    'names'.padStart(9),
    'Pagefind'.padStart(10),
    '= total'.padStart(10),
    ' files',
    '  | save all adds',
  );
  for (const lang of ['ja', 'en']) {
    const listFile = join(dist, `offline-pages.${lang}.json`);
    if (!existsSync(listFile)) continue;
    const list = JSON.parse(readFileSync(listFile, 'utf8'));
    const tableBytes = list.table.reduce((sum, url) => sum + sent(fileOfUrl(url)), 0);
    const names = list.search.filter((f) => f.url.endsWith('search-names.json'));
    const pagefind = list.search.filter((f) => !f.url.endsWith('search-names.json'));
    const namesBytes = names.reduce((sum, f) => sum + sent(fileOfUrl(f.url)), 0);
    const pagefindBytes = pagefind.reduce((sum, f) => sum + sent(fileOfUrl(f.url)), 0);
    const files = precached.length + list.table.length + list.search.length;
    const rest = list.pages.filter((p) => !list.table.includes(p.url));
    const restBytes = rest.reduce((sum, p) => sum + sent(fileOfUrl(p.url)), 0);
    console.log(
      lang.padEnd(6),
      kb(precacheBytes).padStart(10),
      kb(tableBytes).padStart(10),
      kb(namesBytes).padStart(9),
      kb(pagefindBytes).padStart(10),
      kb(precacheBytes + tableBytes + namesBytes + pagefindBytes).padStart(10),
      ` ${String(files).padStart(5)}`,
      `  | ${rest.length} pages, ${kb(restBytes)}`,
    );
  }
  console.log(
    `(precache: ${precached.length} files, the same for both languages; table kit: ${JSON.parse(readFileSync(join(dist, 'offline-pages.ja.json'), 'utf8')).table.length} pages;`,
  );
  console.log("Pagefind: the language's index, fragments, filters and meta; the page read is kept too)");
}
