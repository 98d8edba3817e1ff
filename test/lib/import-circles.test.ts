import { describe, expect, it } from 'vitest';
import { circles, importCircles } from '../support/imports';

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
    expect(importCircles()).toEqual([]);
  });
});
