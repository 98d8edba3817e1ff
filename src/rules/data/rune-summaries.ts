// One short line per rune grade for the rune index's "Effect" column, in our own words, keyed by slug: each
// book's lines are in its details file (runes/<target>/<book>-details.ts, `<TARGET>_<BOOK>_SUMMARIES`), joined
// here. A line is either fixed text with no number in it, or a function that takes its numbers from the rune's
// own data (so a grade's line can never disagree with its stat block). test/rules/summaries.test.ts fails when
// a rune has no line, when a line names an unknown rune, or when a fixed line holds a digit.
import type { Localized, RuneData, RuneSummary } from '../types';
import { entryOf } from '../input';
import type { RuneSlug } from './runes';
import { ARMOR_GM_CORE_SUMMARIES } from './runes/armor/gm-core-details';
import { SHIELD_GM_CORE_SUMMARIES } from './runes/shield/gm-core-details';
import { WEAPON_GM_CORE_SUMMARIES } from './runes/weapon/gm-core-details';

export type { RuneSummary };

export const RUNE_SUMMARIES: Readonly<Record<RuneSlug, RuneSummary>> = {
  ...WEAPON_GM_CORE_SUMMARIES,
  ...ARMOR_GM_CORE_SUMMARIES,
  ...SHIELD_GM_CORE_SUMMARIES,
};

/** The index line of a rune in both languages; undefined for a slug with no line (a data test forbids it). */
export function runeSummary(rune: RuneData): Localized | undefined {
  const summary = entryOf(RUNE_SUMMARIES, rune.slug);
  if (summary === undefined) return undefined;
  return typeof summary === 'function' ? summary(rune) : summary;
}
