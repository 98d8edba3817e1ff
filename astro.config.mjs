// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { cspExternalize } from './scripts/csp-externalize.mjs';

// BASE_PATH lets the same build live under a sub-path (GitHub Pages: BASE_PATH=/pf2e-runes/).
// SITE_URL, when set, makes canonical and hreflang links absolute.
const base = process.env.BASE_PATH ?? '/';

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

export default defineConfig({
  site: process.env.SITE_URL || undefined,
  base,
  trailingSlash: 'always',
  // No inline code (see src/security.ts): every stylesheet and script goes to a file.
  build: { format: 'directory', inlineStylesheets: 'never' },
  integrations: [mdx(), preact(), cspExternalize()],
  // Search and calculators are the only scripts; nothing should be prefetched behind the reader's back.
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    // Astro inlines scripts smaller than this limit; 0 keeps every script in its own file.
    build: { assetsInlineLimit: 0 },
    plugins: [quietHeadInjectDirective()],
  },
});
