// The descriptive part of the armor runes of Core Rulebook, keyed by the slugs of core-rulebook.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { ARMOR_CORE_RULEBOOK } from './core-rulebook';

export const ARMOR_CORE_RULEBOOK_DETAILS: Readonly<Record<(typeof ARMOR_CORE_RULEBOOK)[number]['slug'], RuneDetails>> = {
  ethereal: {
    // イセリアル: the p2rdj-derived equipment text names this rune so, as its spell イセリアル・ジョーント (ja-review-2 §C).
    traits: ['magical'], bookName: 'Ethereal', jaConfirmed: true, jaSource: 'community',
    source: { book: 'core-rulebook', page: 582 },
    effects: { activation: { actions: 1, traits: ['concentrate'], frequency: 'once-per-day', effect: 'ethereal-jaunt-self', numbers: { durationMinutes: 10 }, text: { en: 'You gain the effects of ethereal jaunt without needing to sustain it. It lasts {durationMinutes} minutes, or until you return to material form as a free action.', ja: '君はイセリアル・ジョーントの効果を得る。維持は不要である。効果は{durationMinutes}分間か、君がフリー・アクションで物質界の姿に戻るまで続く。' } }, craftRequirementSpell: { spell: { ja: 'イセリアル・ジョーント', en: 'ethereal jaunt' }, rank: 9 } },
  },
};

export const ARMOR_CORE_RULEBOOK_SUMMARIES: Readonly<Record<(typeof ARMOR_CORE_RULEBOOK)[number]['slug'], RuneSummary>> = {
  ethereal: { ja: '起動するとエーテル界へ移る', en: 'Activate to slip onto the Ethereal Plane' },
};
