import { describe, expect, it } from 'vitest';
import { RUNES } from '../../src/rules/core';
import { FUNDAMENTAL_FAMILIES, hasSlot, potencyRuneOf, runesForSlot, slotFamily, slotOf } from '../../src/rules/slots';

// The fundamental slots are stated once (src/rules/data/slots.ts); these check what follows from it.
describe('fundamental slots', () => {
  it('gives every fundamental rune a slot and no property rune one', () => {
    for (const r of RUNES) expect(slotOf(r) === null, r.slug).toBe(r.kind !== 'fundamental');
  });

  it('gives each kind of item the slots of GM Core p. 224', () => {
    expect(slotFamily('weapon', 'potency')).toBe('weapon-potency');
    expect(slotFamily('armor', 'potency')).toBe('armor-potency');
    expect(slotFamily('weapon', 'striking')).toBe('striking');
    expect(slotFamily('armor', 'resilient')).toBe('resilient');
    expect(slotFamily('shield', 'reinforcing')).toBe('reinforcing');
    expect(hasSlot('shield', 'potency')).toBe(false);
    expect(hasSlot('weapon', 'resilient')).toBe(false);
  });

  it('finds potency runes by value and lists the runes of a slot weakest first', () => {
    expect(potencyRuneOf('armor', 2)?.slug).toBe('armor-potency-2');
    expect(potencyRuneOf('weapon', 4)).toBeUndefined();
    expect(runesForSlot('striking').map((r) => r.slug)).toEqual(['striking', 'greater-striking', 'major-striking']);
    expect(runesForSlot('potency', 'weapon')).toHaveLength(RUNES.filter((r) => r.family === 'weapon-potency').length);
    expect(new Set(RUNES.filter((r) => r.kind === 'fundamental').map((r) => r.family))).toEqual(new Set(FUNDAMENTAL_FAMILIES));
  });
});
