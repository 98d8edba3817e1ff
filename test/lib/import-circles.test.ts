import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, ROOT } from '../support/imports';

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.(ts|tsx|astro)$/.test(e.name) && !e.name.endsWith('.d.ts')
        ? [relative(ROOT, join(ROOT, dir, e.name))]
        : [],
  );
}

/** The groups of nodes that reach each other (Tarjan's strongly connected components of more than one node, or a
 * node pointing at itself), each sorted. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, low.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1 || graph.get(node)!.includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import circles', () => {
  it('the finder reports each group of files that reach each other, and nothing for a chain', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'x']],
      ['c', ['a']],
      ['d', ['d']],
      ['e', ['a']],
      ['x', []],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c'], ['d']]);
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('no two modules import each other, even for a type or on demand', () => {
    // A circle hides which module owns a word or a table; types and import() count, as they tie the modules together
    // for a reader as much as a value import does.
    const files = ['src', 'components'].flatMap(sources);
    const graph = new Map(files.map((f) => [f, importsOf(f).flatMap((e) => (e.file ? [e.file] : []))]));
    expect(circles(graph)).toEqual([]);
  });
});
