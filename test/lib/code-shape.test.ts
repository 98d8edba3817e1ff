import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../src/tools/registry';
import { shapeOf, shapesOf, sourceFiles } from '../support/code-shape';
import { ROOT } from '../support/imports';

// A calculator's root is read whole by whoever changes it: it wires the shell, its fields and its result, and says
// nothing of how (components/tools/shell/README.md). A function in components/ longer than a screenful or two is
// doing more than one part's work.
const ROOT_LINES = 80;
const COMPONENT_LINES = 100;
// The root README is read whole by a newcomer; measurement history goes to CHANGELOG.md, a folder's detail to its own README.
const ROOT_README_BYTES = 15_000;

describe('code shape', () => {
  it('the counter measures each function from its first line to its last, nested ones apart, and skips `as const`', () => {
    const shape = shapeOf(
      [
        'export function outer(a: unknown) {', // 1
        '  const inner = () => {', // 2
        '    return a as string;', // 3
        '  };', // 4
        '  return [inner, <number>a, { k: 1 } as const];', // 5
        '}', // 6
        'const list = [1].map(function (x) { return x; });', // 7
      ].join('\n'),
      'sample.ts',
    );
    expect(shape.functions.map(({ name, line, lines }) => ({ name, line, lines }))).toEqual([
      { name: 'outer', line: 1, lines: 6 },
      { name: 'inner', line: 2, lines: 3 },
      { name: '[1].map(…)', line: 7, lines: 1 },
    ]);
    expect(shape.casts).toBe(2);
  });

  const shapes = shapesOf(sourceFiles('components'));
  const functions = [...shapes.values()].flatMap((s) => s.functions);

  it.each(TOOLS.map((tool) => tool.island))(`the calculator root %s is at most ${ROOT_LINES} lines`, (island) => {
    const root = functions.find((f) => f.file === `components/tools/${island}.tsx` && f.name === island);
    expect(root, `components/tools/${island}.tsx has a function named ${island}`).toBeDefined();
    expect(root!.lines).toBeLessThanOrEqual(ROOT_LINES);
  });

  it(`no function in components/ is over ${COMPONENT_LINES} lines`, () => {
    const long = functions.filter((f) => f.lines > COMPONENT_LINES).map((f) => `${f.file}:${f.line} ${f.name} ${f.lines}`);
    expect(long).toEqual([]);
  });

  it(`the root README is at most ${ROOT_README_BYTES} bytes`, () => {
    expect(statSync(join(ROOT, 'README.md')).size).toBeLessThanOrEqual(ROOT_README_BYTES);
  });
});
