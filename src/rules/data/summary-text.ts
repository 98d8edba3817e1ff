// Pieces of the rune index's summary lines shared by the details files of several targets.
import type { RuneData } from '../types';

/** "1 property rune slot", "2 property rune slots". */
export const slots = (rune: RuneData) => {
  const n = rune.effects.propertySlots ?? 0;
  return `${n} property rune slot${n === 1 ? '' : 's'}`;
};
