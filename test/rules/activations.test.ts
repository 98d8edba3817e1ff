import { describe, expect, it } from 'vitest';
import { RUNES } from '../../src/rules';
import type { ActivationBlockText } from '../../src/rules/types';

// Every rune GM Core gives an activation or a reaction (the rune pages show them as blocks).
const ACTIVATED = [
  'animated',
  'brilliant',
  'greater-brilliant',
  'extending',
  'greater-extending',
  'holy',
  'shifting',
  'spell-reservoir',
  'unholy',
  'vorpal',
  'antimagic',
  'invisibility',
  'greater-invisibility',
  'raiment',
  'size-changing',
  'winged',
  'greater-winged',
];

function blocksOf(slug: string): { block: ActivationBlockText; values: Record<string, number> }[] {
  const rune = RUNES.find((r) => r.slug === slug)!;
  const { activation, reaction } = rune.effects;
  const out: { block: ActivationBlockText; values: Record<string, number> }[] = [];
  if (activation) {
    const values = { ...activation.numbers, ...(activation.save ? { dc: activation.save.dc } : {}) };
    for (const block of [activation, ...(activation.also ?? [])]) out.push({ block, values });
  }
  if (reaction) out.push({ block: reaction, values: { ...reaction.numbers, ...(reaction.save ? { dc: reaction.save.dc } : {}) } });
  return out;
}

describe('activation blocks in the rune data', () => {
  it('exist for exactly the runes GM Core gives an activation or a reaction', () => {
    // Other books' runes have blocks too; this list pins GM Core's, which the book was checked against.
    const withBlocks = RUNES.filter((rune) => rune.source.book === 'gm-core' && (rune.effects.activation || rune.effects.reaction)).map(
      (rune) => rune.slug,
    );
    expect(withBlocks.sort()).toEqual([...ACTIVATED].sort());
  });

  it('have traits and an effect in both languages, and every {placeholder} is a number of the same activation', () => {
    const every = RUNES.filter((rune) => rune.effects.activation || rune.effects.reaction).map((rune) => rune.slug);
    for (const slug of every) {
      for (const { block, values } of blocksOf(slug)) {
        // GM Core's blocks all have traits; an other book's reaction may have none (hooked).
        if (ACTIVATED.includes(slug)) expect(block.traits.length, slug).toBeGreaterThan(0);
        for (const text of [block.text, block.triggerText, block.requirements, block.name]) {
          if (!text) continue;
          expect(text.ja.trim().length, slug).toBeGreaterThan(0);
          expect(text.en.trim().length, slug).toBeGreaterThan(0);
          for (const lang of ['ja', 'en'] as const) {
            for (const [, key] of text[lang].matchAll(/\{(\w+)\}/g)) expect(Object.keys(values), `${slug} {${key}}`).toContain(key);
          }
          expect([...text.ja.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort(), `${slug}: same numbers in both languages`).toEqual(
            [...text.en.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort(),
          );
          expect(text.ja, `${slug}: full-width ＋ in Japanese`).not.toMatch(/\+/);
        }
      }
    }
  });

  it('repeat no number the data already holds: those are written as {placeholders}', () => {
    for (const slug of RUNES.filter((rune) => rune.effects.activation || rune.effects.reaction).map((rune) => rune.slug)) {
      for (const { block, values } of blocksOf(slug)) {
        const typed =
          `${block.text.ja} ${block.text.en}`
            .replace(/\{\w+\}/g, '')
            .normalize('NFKC')
            .match(/\d+/g) ?? [];
        for (const n of typed) expect(Object.values(values).map(String), `${slug}: ${n} should be a placeholder`).not.toContain(n);
      }
    }
  });

  it('give a reaction a trigger', () => {
    for (const rune of RUNES) if (rune.effects.reaction) expect(rune.effects.reaction.triggerText, rune.slug).toBeDefined();
  });
});
