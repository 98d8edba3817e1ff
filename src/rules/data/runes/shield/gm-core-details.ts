// The descriptive part of the shield runes of GM Core, keyed by the slugs of gm-core.ts (a missing or extra slug
// does not compile): traits, book index name, whether the Japanese name is confirmed, source (search words: data/rune-aliases.ts),
// the effects no rule function reads, and (at the end) the rune index's summary line of each grade. Pages only:
// the calculators never import this file.
import type { Localized, RuneData, RuneDetails, RuneSummary } from '../../../types';
import type { SHIELD_GM_CORE } from './gm-core';

export const SHIELD_GM_CORE_DETAILS: Readonly<Record<(typeof SHIELD_GM_CORE)[number]['slug'], RuneDetails>> = {
  'minor-reinforcing': {
    traits: ['magical'], bookName: 'Reinforcing Rune (Minor)', jaConfirmed: false,
    source: { book: 'gm-core', page: 232 },
  },
  'lesser-reinforcing': {
    traits: ['magical'], bookName: 'Reinforcing Rune (Lesser)', jaConfirmed: false,
    source: { book: 'gm-core', page: 232 },
  },
  'moderate-reinforcing': {
    traits: ['magical'], bookName: 'Reinforcing Rune (Moderate)', jaConfirmed: false,
    source: { book: 'gm-core', page: 232 },
  },
  'greater-reinforcing': {
    traits: ['magical'], bookName: 'Reinforcing Rune (Greater)', jaConfirmed: false,
    source: { book: 'gm-core', page: 232 },
  },
  'major-reinforcing': {
    traits: ['magical'], bookName: 'Reinforcing Rune (Major)', jaConfirmed: false,
    source: { book: 'gm-core', page: 232 },
  },
  'supreme-reinforcing': {
    traits: ['magical'], bookName: 'Reinforcing Rune (Supreme)', jaConfirmed: false,
    source: { book: 'gm-core', page: 232 },
  },
};

// The rune index's one line per grade ("Effect" column), in our own words: fixed text with no digit, or a function
// that takes its numbers from the rune's own data (test/rules/summaries.test.ts checks both).
const reinforcing = (rune: RuneData): Localized => {
  const s = rune.effects.shield;
  return s
    ? { ja: `盾の硬度＋${s.hardness}、HP＋${s.hp}（上限あり）`, en: `Shield Hardness +${s.hardness}, HP +${s.hp} (capped)` }
    : { ja: '盾を頑丈にする', en: 'Makes the shield tougher' };
};

export const SHIELD_GM_CORE_SUMMARIES: Readonly<Record<(typeof SHIELD_GM_CORE)[number]['slug'], RuneSummary>> = {
  'minor-reinforcing': reinforcing,
  'lesser-reinforcing': reinforcing,
  'moderate-reinforcing': reinforcing,
  'greater-reinforcing': reinforcing,
  'major-reinforcing': reinforcing,
  'supreme-reinforcing': reinforcing,
};
