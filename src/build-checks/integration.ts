import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { buildCheckProblems } from './index';

/**
 * Runs the build checks when Astro sets up (build, dev, sync, check), before any content is loaded or
 * page rendered: the build stops with one line per problem, each naming the file (and line) to fix,
 * and none of the content loader's unrelated advice about src/content.config.ts.
 */
export function buildChecks(): AstroIntegration {
  return {
    name: 'pf2e-runes:build-checks',
    hooks: {
      'astro:config:setup': ({ config }) => {
        const problems = buildCheckProblems(fileURLToPath(config.root));
        if (problems.length === 0) return;
        const count = `${problems.length} problem${problems.length > 1 ? 's' : ''}`;
        throw Object.assign(new Error(`The content or data has ${count}:\n  ${problems.join('\n  ')}`), {
          hint: 'Each line names the file (and line) to fix; the checks are in src/build-checks/.',
        });
      },
    },
  };
}
