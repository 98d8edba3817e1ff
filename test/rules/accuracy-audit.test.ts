// The points of the accuracy audit (issue 19) that change data, checked against the public references named in
// src/rules/README.md ("Accuracy audit (issue 19)"). Each test pins the outcome, so an edit that brings back the
// old reading fails here with the reason.
import { describe, expect, it } from 'vitest';
import { getRune } from '../../src/rules';

const rune = (slug: string) => {
  const r = getRune(slug);
  if (!r) throw new Error(`no rune ${slug}`);
  return r;
};

describe('issue 19: traits', () => {
  it('misleading, sinister knight and flickering carry illusion (a remaster trait, not a dropped school): AoN and Foundry’s rune table', () => {
    for (const slug of ['misleading', 'sinister-knight', 'flickering']) {
      expect(rune(slug).traits, slug).toContain('illusion');
      expect(rune(slug).traits, slug).toContain('magical');
    }
  });
});
