// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { unified } from '@astrojs/markdown-remark';
import remarkCjkFriendly from 'remark-cjk-friendly';
import sitemap from '@astrojs/sitemap';
import { buildChecks } from './src/build-checks/integration.ts';
import { cspExternalize } from './scripts/csp-externalize.mjs';
import { notFoundPages } from './scripts/not-found.mjs';
import { LOCALES } from './src/i18n/locale.ts';

// BASE_PATH lets the same build live under a sub-path (GitHub Pages: BASE_PATH=/pf2e-runes/).
// SITE_URL is the address the site is deployed at: canonical and hreflang links, the sitemap and
// robots.txt use it. Without it the build is for this machine: those URLs point to the address
// `npm run serve` (astro preview) listens on, so the local site is valid as it stands.
const base = process.env.BASE_PATH ?? '/';
const LOCAL_SITE = 'http://127.0.0.1:4321';
const site = process.env.SITE_URL || LOCAL_SITE;
if (!process.env.SITE_URL && process.argv.includes('build')) {
  console.log(`SITE_URL is not set: this build is for local use at ${LOCAL_SITE} (set SITE_URL=https://… to deploy).`);
}

/**
 * Astro marks each MDX entry's style module with the directive "use astro:head-inject", which its
 * own plugins read before bundling; Rolldown then warns, once per MDX file, that the directive is
 * not kept in the bundle. Harmless and known upstream (withastro/astro#18087), but 100+ identical
 * lines bury real warnings. This drops exactly that warning, in every build environment (Astro
 * builds "prerender" and "client" with their own options, so a top-level `onwarn` never reaches
 * them), and passes every other warning on.
 * @returns {import('vite').Plugin}
 */
function quietHeadInjectDirective() {
  /** @type {(warning: { code?: string; message: string }, warn: (w: any) => void) => void} */
  const onwarn = (warning, warn) => {
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:head-inject')) return;
    warn(warning);
  };
  return {
    name: 'pf2e-runes:quiet-head-inject-directive',
    configEnvironment: () => ({ build: { rolldownOptions: { onwarn } } }),
  };
}

/**
 * V8 compiles a function the first time it is called, on the main thread; a calculator's code is all called for
 * the first time while the island hydrates, so that task held the compilation of Preact and of every component
 * (about half of the hydration task on a cold load). The magic comment `//# allFunctionsCalledOnLoad`
 * (V8's explicit compile hints, Chromium 136+) asks V8 to compile a file's functions when it compiles the file,
 * which Chromium does off the main thread while the file downloads. Other engines read a comment. Only the
 * islands' chunks (Preact, components/tools/) carry it: content pages and data chunks stay as they are.
 * @returns {import('vite').Plugin}
 */
function islandCompileHints() {
  const ISLAND = /[\\/]node_modules[\\/]preact[\\/]|[\\/]components[\\/]tools[\\/]/;
  return {
    name: 'pf2e-runes:island-compile-hints',
    // After minification, which would drop the comment.
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.moduleIds.some((id) => ISLAND.test(id)))
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      }
    },
  };
}

/**
 * Every content page loads two small scripts of its own, the search box's element and the service worker's
 * registration, and each loads the rest later with import() (the search on the first focus, the worker's client when
 * the page is idle). Vite wraps each import() in its preload helper (0.9 kB gzip, most of a content page's JS), which
 * adds <link rel="modulepreload"> for the chunk's own imports: a round trip saved on a first search, paid on every
 * page. Those two scripts get plain import() instead: a content page loads 0.9 kB of JS (1.6 with the worker's
 * client), and the search's chunks load one hop later, once (test/site/scripts.test.ts holds a 2 kB ceiling).
 * @returns {import('vite').Plugin}
 */
function plainImportsOnContentPages() {
  const SITE_SCRIPT = /[\\/](components[\\/]search-box|src[\\/]offline[\\/]register)\.ts$/;
  const HELPER_IMPORT = /import\s*\{\s*[\w$]+\s+as\s+([\w$]+)\s*\}\s*from\s*["'`][^"'`]*preload-helper[^"'`]*["'`];?\n?/;
  const MARKER = /,\s*__VITE_PRELOAD__\s*$/;
  return {
    name: 'pf2e-runes:plain-imports-on-content-pages',
    applyToEnvironment: (environment) => environment.name === 'client',
    renderChunk(code, chunk) {
      if (!chunk.moduleIds.some((id) => SITE_SCRIPT.test(id))) return null;
      const helperImport = HELPER_IMPORT.exec(code);
      if (!helperImport) return null;
      const helper = helperImport[1] ?? '';
      // Each `helper(factory, __VITE_PRELOAD__)` becomes `(factory)()`: the same promise, without the preload.
      let out = code.replace(helperImport[0], '');
      const call = new RegExp(`(?<![\\w$.])${helper.replace(/\$/g, '\\$')}\\(`, 'g');
      for (let m = call.exec(out); m; m = call.exec(out)) {
        let depth = 1;
        let end = m.index + m[0].length;
        for (; depth > 0 && end < out.length; end++) depth += out[end] === '(' ? 1 : out[end] === ')' ? -1 : 0;
        const args = out.slice(m.index + m[0].length, end - 1);
        if (!MARKER.test(args)) return null; // another use of the name: leave the chunk as Vite wrote it
        out = `${out.slice(0, m.index)}(${args.replace(MARKER, '')})()${out.slice(end)}`;
        call.lastIndex = m.index;
      }
      return { code: out, map: null };
    },
  };
}

/**
 * A calculator's first use loads the code its island imports (the 40 kB gzip ceiling, scripts/script-weight.mjs).
 * Rolldown's own chunking splits that code by which entries reach each module, and every import() of the
 * calculators (rune data, material tables, the name reader) is an entry of its own: the code came in some twenty
 * small files, and gzip cannot share a dictionary across files. This groups the modules the islands import
 * statically by the set of islands that import them (one chunk for what all four share, one for what the item
 * calculators share, ...), so each calculator loads a few large files. A module a content page's script can reach,
 * statically or by import(), is left out, so no calculator code joins a content page's or the search box's scripts;
 * so is a module one island imports statically and another with import().
 * @returns {import('vite').Plugin}
 */
function calculatorChunks() {
  const ISLAND = /[\\/]components[\\/]tools[\\/](\w+)\.tsx$/;
  const RENDERER = /[\\/]@astrojs[\\/]preact[\\/]/;
  /** @type {Map<string, string | null>} */
  const groupOf = new Map();
  /** @param {string} id @param {import('rolldown').ChunkingContext} ctx */
  function group(id, ctx) {
    if (groupOf.has(id)) return groupOf.get(id) ?? null;
    // Walk up from the module: the islands that reach it by static imports, and whether anything else reaches it.
    const islands = new Set();
    const lazily = new Set();
    let elsewhere = false;
    const seen = new Set([id]);
    const queue = [{ id, statically: true }];
    while (queue.length && !elsewhere) {
      const at = /** @type {{ id: string; statically: boolean }} */ (queue.pop());
      const info = ctx.getModuleInfo(at.id);
      if (!info) continue;
      const island = ISLAND.exec(at.id);
      if (info.isEntry && island) {
        (at.statically ? islands : lazily).add(island[1]);
        continue;
      }
      if (info.isEntry && !RENDERER.test(at.id)) elsewhere = true;
      for (const [importers, statically] of /** @type {const} */ ([
        [info.importers, at.statically],
        [info.dynamicImporters, false],
      ]))
        for (const importer of importers) {
          const key = `${importer}\0${statically}`;
          if (seen.has(key)) continue;
          seen.add(key);
          queue.push({ id: importer, statically });
        }
    }
    // A module another island loads with import() (the address code, which the planner's links import statically) is
    // left to Rolldown too: in an island's group it would bring that island's code along.
    const lazyElsewhere = [...lazily].some((name) => !islands.has(name));
    const name = !elsewhere && !lazyElsewhere && islands.size ? `calc-${[...islands].sort().join('-')}` : null;
    groupOf.set(id, name);
    return name;
  }
  return {
    name: 'pf2e-runes:calculator-chunks',
    configEnvironment: (name) =>
      name === 'client'
        ? {
            build: {
              rolldownOptions: {
                // Only the modules named here: following their imports would pull in what content pages share
                // (Rolldown then asks that an entry may export more than its own module does).
                preserveEntrySignatures: 'allow-extension',
                output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: group }] } },
              },
            },
          }
        : undefined,
  };
}

/**
 * `client:use`: a calculator hydrates when the reader turns to it, not at load (components/tools/hydrate-on-use.ts).
 * @returns {import('astro').AstroIntegration}
 */
function hydrateOnUse() {
  return {
    name: 'pf2e-runes:client-use',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) =>
        addClientDirective({ name: 'use', entrypoint: fileURLToPath(new URL('./components/tools/hydrate-on-use.ts', import.meta.url)) }),
    },
  };
}

export default defineConfig({
  site,
  base,
  trailingSlash: 'always',
  // No inline code (see src/security.ts): every stylesheet and script goes to a file.
  build: { format: 'directory', inlineStylesheets: 'never' },
  // remark-cjk-friendly: CommonMark does not close `**太字。**` before kana; the plugin makes emphasis work
  // in Japanese. Astro 7's default Markdown engine (Sätteri) runs no remark plugins, so MDX inherits this
  // unified processor (mdx({ remarkPlugins }) is ignored under Sätteri).
  markdown: { processor: unified({ remarkPlugins: [remarkCjkFriendly] }) },
  integrations: [
    // First: a broken content or data file stops the build here, named, before anything renders.
    buildChecks(),
    mdx(),
    preact(),
    hydrateOnUse(),
    // Every content page with its twin as alternate; not the 404 and offline pages (noindex).
    sitemap({
      filter: (page) => !/\/(404|offline|search)\/?$|\/404\.html$/.test(new URL(page).pathname),
      // The landing page (/) is the x-default of every language's home, as its hreflang links say.
      i18n: { defaultLocale: 'x-default', locales: { 'x-default': 'x-default', ja: 'ja', en: 'en' } },
    }),
    notFoundPages(LOCALES),
    cspExternalize(),
  ],
  // Search and calculators are the only scripts; nothing should be prefetched behind the reader's back.
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    // Astro inlines scripts smaller than this limit; 0 keeps every script in its own file.
    build: { assetsInlineLimit: 0 },
    plugins: [quietHeadInjectDirective(), islandCompileHints(), plainImportsOnContentPages(), calculatorChunks()],
  },
});
