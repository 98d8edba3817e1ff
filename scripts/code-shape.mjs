// How readable the code is, in counts a review can compare between two commits: the longest functions (in
// components/ and elsewhere), the functions over 50 and over 100 lines, the casts (`as`, but not `as const`), the
// import circles and the READMEs' sizes. test/lib/code-shape.test.ts holds the limits; this prints where things stand.
//   npm run shape
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { TOOLS } from '../src/tools/registry.ts';
import { shapesOf, sourceFiles } from '../test/support/code-shape.ts';
import { importCircles, ROOT } from '../test/support/imports.ts';

const files = sourceFiles('src', 'components');
const shapes = shapesOf(files);
const functions = [...shapes.values()].flatMap((s) => s.functions).sort((a, b) => b.lines - a.lines);
const inComponents = functions.filter((f) => f.file.startsWith('components/'));
const roots = TOOLS.map((tool) => functions.find((f) => f.file === `components/tools/${tool.island}.tsx` && f.name === tool.island));
const where = (f) => `${f.name} (${f.file}:${f.line}) ${f.lines}`;

console.log(`${files.length} TypeScript files in src/ and components/, ${functions.length} functions\n`);
console.log(`calculator roots (limit 80 lines): ${roots.map((f) => (f ? `${f.name} ${f.lines}` : 'missing')).join(', ')}`);
console.log(`longest in components/ (limit 100): ${inComponents.slice(0, 3).map(where).join('; ')}`);
console.log(
  `longest elsewhere: ${functions
    .filter((f) => !f.file.startsWith('components/'))
    .slice(0, 3)
    .map(where)
    .join('; ')}`,
);
for (const limit of [50, 100]) {
  const over = functions.filter((f) => f.lines > limit);
  console.log(`over ${limit} lines: ${over.length} (components/ ${over.filter((f) => f.file.startsWith('components/')).length})`);
}
console.log(`casts: ${[...shapes.values()].reduce((sum, s) => sum + s.casts, 0)}`);
console.log(`import circles: ${importCircles().length}`);

const readmes = (dir) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.name === 'node_modules' || e.name.startsWith('.') || e.name === 'dist'
      ? []
      : e.isDirectory()
        ? readmes(join(dir, e.name))
        : e.name === 'README.md'
          ? [join(dir, e.name)]
          : [],
  );
const sizes = readmes('.').map((file) => [relative(ROOT, join(ROOT, file)), statSync(join(ROOT, file)).size]);
console.log(`\nREADMEs: ${sizes.length}, ${sizes.reduce((sum, [, size]) => sum + size, 0)} B in all`);
for (const [file, size] of sizes) console.log(`  ${file.padEnd(36)} ${String(size).padStart(6)} B`);
