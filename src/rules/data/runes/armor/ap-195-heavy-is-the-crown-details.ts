// The descriptive part of the armor runes of Pathfinder #195: Heavy is the Crown, keyed by the slugs of ap-195-heavy-is-the-crown.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { ARMOR_AP_195_HEAVY_IS_THE_CROWN } from './ap-195-heavy-is-the-crown';

export const ARMOR_AP_195_HEAVY_IS_THE_CROWN_DETAILS: Readonly<Record<(typeof ARMOR_AP_195_HEAVY_IS_THE_CROWN)[number]['slug'], RuneDetails>> = {
  'caverns-heart': {
    traits: ['earth', 'magical'], bookName: 'Cavern\'s Heart', jaConfirmed: false,
    source: { book: 'ap-195-heavy-is-the-crown', page: 81 },
    effects: { activation: { actions: 3, traits: ['auditory', 'concentrate'], frequency: 'once-per-day', effect: 'wall-of-stone-tied-to-you', numbers: { rangeFt: 30 }, text: { ja: '君の生命力と結びついた石の壁を作り出す。壁が受けるダメージは代わりに君が受け、君のHPが0になると壁は崩れる。君が{rangeFt}フィートより遠くへ離れるか、精神集中のアクションを使うと壁は消える。', en: "You raise a wall of stone bound to your life force. Damage dealt to the wall is dealt to you instead, and the wall crumbles if you fall to 0 Hit Points. It ends if you move more than {rangeFt} feet from it or use a concentrate action." } } },
  },
};

export const ARMOR_AP_195_HEAVY_IS_THE_CROWN_SUMMARIES: Readonly<Record<(typeof ARMOR_AP_195_HEAVY_IS_THE_CROWN)[number]['slug'], RuneSummary>> = {
  'caverns-heart': { ja: '君の生命力と結びついた石の壁を作り出す', en: 'Raises a wall of stone bound to your life' },
};
