// Rune grades the books print (Foundry VTT's item data, the Archives of Nethys' equipment table) that the catalogue does
// not hold yet, each with its source. The rune index states what is left out from this list, so the statement cannot
// drift from the data. Empty now: every etched, accessory and mythic grade those sources list is in
// data/runes/ (the audit of `accuracy-audit-2.md` §4, re-run against `runes-new.json`).
import type { Localized } from '../types';
import type { SourceRef } from './books';

export interface LeftOutGrade {
  name: Localized;
  source: SourceRef;
}

export const LEFT_OUT_GRADES: readonly LeftOutGrade[] = [];
