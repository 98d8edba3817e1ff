// @ts-check
import { existsSync, renameSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * src/pages/[lang]/404.astro builds as dist/<lang>/404/index.html (directory format); hosts look for
 * dist/<lang>/404.html. This moves it there after the build.
 * @param {readonly string[]} langs
 * @returns {import('astro').AstroIntegration}
 */
export function notFoundPages(langs) {
  return {
    name: 'pf2e-runes:not-found-pages',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        for (const lang of langs) {
          const built = join(dist, lang, '404', 'index.html');
          if (!existsSync(built)) throw new Error(`${built} is missing: src/pages/[lang]/404.astro did not build`);
          renameSync(built, join(dist, lang, '404.html'));
          rmdirSync(join(dist, lang, '404'));
        }
        logger.info(`${langs.map((lang) => `/${lang}/404.html`).join(', ')} written`);
      },
    },
  };
}
