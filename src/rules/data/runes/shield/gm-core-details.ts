// The descriptive part of the shield runes of GM Core, keyed by the slugs of gm-core.ts (a missing or extra slug
// does not compile): traits, book index name, whether the Japanese name is confirmed, search aliases, source,
// and the effects no rule function reads. Pages only: the calculators never import this file.
import type { RuneDetails } from '../../../types';
import type { SHIELD_GM_CORE } from './gm-core';

export const SHIELD_GM_CORE_DETAILS: Readonly<Record<(typeof SHIELD_GM_CORE)[number]['slug'], RuneDetails>> = {
  'minor-reinforcing': {
    traits: ['magical'], bookName: 'Reinforcing Rune (Minor)', jaConfirmed: false,
    aliases: ['Reinforcing Rune (Minor)', 'マイナー・レインフォーシング'], // a spelling players use for the seed's リーンフォーシング
    source: { book: 'gm-core', page: 232 },
  },
  'lesser-reinforcing': {
    traits: ['magical'], bookName: 'Reinforcing Rune (Lesser)', jaConfirmed: false,
    aliases: ['Reinforcing Rune (Lesser)', 'レッサー・レインフォーシング'], // a spelling players use for the seed's リーンフォーシング
    source: { book: 'gm-core', page: 232 },
  },
  'moderate-reinforcing': {
    traits: ['magical'], bookName: 'Reinforcing Rune (Moderate)', jaConfirmed: false,
    aliases: ['Reinforcing Rune (Moderate)', 'モデレート・レインフォーシング'], // a spelling players use for the seed's リーンフォーシング
    source: { book: 'gm-core', page: 232 },
  },
  'greater-reinforcing': {
    traits: ['magical'], bookName: 'Reinforcing Rune (Greater)', jaConfirmed: false,
    aliases: ['Reinforcing Rune (Greater)', 'グレーター・レインフォーシング'], // a spelling players use for the seed's リーンフォーシング
    source: { book: 'gm-core', page: 232 },
  },
  'major-reinforcing': {
    traits: ['magical'], bookName: 'Reinforcing Rune (Major)', jaConfirmed: false,
    aliases: ['Reinforcing Rune (Major)', 'メジャー・レインフォーシング'], // a spelling players use for the seed's リーンフォーシング
    source: { book: 'gm-core', page: 232 },
  },
  'supreme-reinforcing': {
    traits: ['magical'], bookName: 'Reinforcing Rune (Supreme)', jaConfirmed: false,
    aliases: ['Reinforcing Rune (Supreme)', 'シュプリーム・レインフォーシング'], // a spelling players use for the seed's リーンフォーシング
    source: { book: 'gm-core', page: 232 },
  },
};
