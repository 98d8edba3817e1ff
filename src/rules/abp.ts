// Automatic Bonus Progression (GM Core p. 83): the potency bonuses a character gains by level in place of the item
// bonuses of fundamental runes. Pure, never throws.
import type { SourceRef } from './data/books';
import { ABP_BY_LEVEL, type AbpRow } from './data/abp';
import { LEVEL_RANGE, readWhole } from './treasure';
import type { Problem } from './types';

export type { AbpRow };

export interface AbpAtLevel extends AbpRow {
  /**
   * How many property runes a weapon and an armor hold if their slots follow the potency bonus, as the potency rune's
   * value sets them without the variant: Foundry's "Allow Property Runes" mode and a common table reading. The printed
   * variant gives no number (see src/rules/README.md); `propertySlotsRule` says so.
   */
  propertySlotsIfTiedToPotency: { weapon: number; armor: number };
  /** the book's rule on property runes under the variant: it takes away only potency, striking and resilient runes */
  propertySlotsRule: 'unstated';
  source: SourceRef;
  problems: Problem[];
}

/** What Automatic Bonus Progression gives a character of this level (1-20). Odd input is clamped and reported. */
export function abpAt(level: number): AbpAtLevel {
  const problems: Problem[] = [];
  const read = readWhole(level, LEVEL_RANGE, LEVEL_RANGE.min, 'level', problems);
  const row = ABP_BY_LEVEL.find((r) => r.level === read) ?? (ABP_BY_LEVEL[0] as AbpRow);
  return {
    ...row,
    skillPotencies: [...row.skillPotencies],
    propertySlotsIfTiedToPotency: { weapon: row.attackPotency, armor: row.defensePotency },
    propertySlotsRule: 'unstated',
    source: { book: 'gm-core', page: 83 },
    problems,
  };
}
