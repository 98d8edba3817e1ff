// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { unified } from '@astrojs/markdown-remark';
import remarkCjkFriendly from 'remark-cjk-friendly';

// BASE_PATH lets the same build live under a sub-path (GitHub Pages: BASE_PATH=/pf2e-runes/).
// SITE_URL, when set, makes canonical and hreflang links absolute.
const base = process.env.BASE_PATH ?? '/';

export default defineConfig({
  site: process.env.SITE_URL || undefined,
  base,
  trailingSlash: 'always',
  build: { format: 'directory' },
  // remark-cjk-friendly: CommonMark does not close `**太字。**` before kana; the plugin makes emphasis work
  // in Japanese. Astro 7's default Markdown engine (Sätteri) runs no remark plugins, so MDX inherits this
  // unified processor (mdx({ remarkPlugins }) is ignored under Sätteri).
  markdown: { processor: unified({ remarkPlugins: [remarkCjkFriendly] }) },
  integrations: [mdx(), preact()],
  // Search and calculators are the only scripts; nothing should be prefetched behind the reader's back.
  prefetch: false,
  devToolbar: { enabled: false },
});
