import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Four projects, run in this order by `npm test`:
// unit (pure TypeScript), components (islands in happy-dom), site (checks of dist/), browser (Chromium).
export default defineConfig({
  // The `~/` import alias of tsconfig.json (the repository's root), which Astro reads by itself.
  resolve: { alias: [{ find: /^~\//, replacement: fileURLToPath(new URL('./', import.meta.url)) }] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/rules/**/*.test.ts', 'test/i18n/**/*.test.ts', 'test/lib/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/support/all-runes.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'components', include: ['test/components/**/*.test.tsx'], environment: 'happy-dom', setupFiles: ['test/support/all-runes.ts'] },
      },
      {
        extends: true,
        // These read all ~200 built pages; a slow machine needs more than the default 5 s.
        test: { name: 'site', include: ['test/site/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 300_000 },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium at a time: the machines have two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
