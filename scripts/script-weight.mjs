// What a built page's JavaScript weighs (gzip), before use and on first use of its calculator. Shared by the size
// report (scripts/size-report.mjs) and the site test that holds the ceilings (test/site/scripts.test.ts).
// Before use: the page's scripts and their static imports (a calculator's island is not among them: it hydrates on
// use, hydrate-on-use.ts). First use: the island's component and renderer with their static imports, less what the
// page already has, plus the runes the island awaits before it hydrates (GM Core's weapon runes: startTool).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The ceilings (bytes, gzip), as the project set them: structure may grow a calculator up to these. */
export const CEILINGS = { content: 2048, toolBeforeUse: 6 * 1024, calculatorFirstUse: 40 * 1024 };

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The file in `dist` of a script's URL (with or without a sub-path base). */
function fileOf(dist, url) {
  const clean = url.split('?')[0].replace(/^\/[^/]*?\/(?=_astro\/)/, '/');
  const path = join(dist, clean);
  return existsSync(path) && statSync(path).isFile() ? path : undefined;
}

/** The files these load, their static imports followed. */
function withImports(files) {
  const seen = new Set();
  const queue = [...files];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:import|export)\s*(?:[^'"]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g))
      queue.push(join(file, '..', m[1]));
  }
  return seen;
}

/** The weights of one page's HTML: before use, and on its calculator's first use (0 without a calculator). */
export function scriptWeight(dist, html, startChunks = ['weapon']) {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => fileOf(dist, m[1])).filter(Boolean);
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  const before = withImports(scripts);
  const island = [...html.matchAll(/<astro-island\b[^>]*>/g)].flatMap((m) =>
    ['component-url', 'renderer-url'].map((attr) => new RegExp(`${attr}="([^"]+)"`).exec(m[0])?.[1]).filter(Boolean),
  );
  const use = [...withImports(island.map((url) => fileOf(dist, url)).filter(Boolean))].filter((f) => !before.has(f));
  // The runes awaited before hydration: each start chunk a first-use file imports, with its own imports.
  const starts = new Set();
  for (const file of use) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/\bimport\(\s*[`'"](\.{1,2}\/([\w-]+)\.[\w-]+\.js)[`'"]\s*\)/g))
      if (startChunks.includes(m[2])) for (const f of withImports([join(file, '..', m[1])])) if (!before.has(f)) starts.add(f);
  }
  const firstUse = new Set([...use, ...starts]);
  // The address code (its link's reader and its query's writer: components/tools/url-sync.ts, addressCode), which a
  // calculator loads with a link or on its first change, not on first use: its chunks with their imports.
  const address = new Set();
  for (const file of use) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/\bimport\(\s*[`'"](\.{1,2}\/((?:tool-load|url-state)[\w-]*)\.[\w-]+\.js)[`'"]\s*\)/g))
      for (const f of withImports([join(file, '..', m[1])])) if (!before.has(f) && !firstUse.has(f)) address.add(f);
  }
  const sum = (files) => [...files].reduce((total, f) => total + gz(f), 0);
  return {
    beforeUse: sum(before) + (inline ? gzipSync(inline, { level: 9 }).length : 0),
    firstUse: island.length ? sum(firstUse) : 0,
    address: sum(address),
    beforeFiles: [...before],
    firstUseFiles: [...firstUse],
  };
}
