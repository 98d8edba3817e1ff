// The descriptive part of the weapon runes of Lost Omens: Pathfinder Society Guide, keyed by the slugs of lo-pathfinder-society-guide.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { WEAPON_LO_PATHFINDER_SOCIETY_GUIDE } from './lo-pathfinder-society-guide';

export const WEAPON_LO_PATHFINDER_SOCIETY_GUIDE_DETAILS: Readonly<Record<(typeof WEAPON_LO_PATHFINDER_SOCIETY_GUIDE)[number]['slug'], RuneDetails>> = {
  cunning: {
    traits: ['magical'], bookName: 'Cunning', jaConfirmed: false,
    source: { book: 'lo-pathfinder-society-guide', page: 124 },
    effects: { activation: { actions: 'free', traits: ['concentrate'], frequency: 'once-per-minute', requirements: { en: 'Your previous action this turn was a hit with this weapon that damaged a creature with blood or other vital fluids.', ja: 'このターンの直前のアクションで、この武器で血液か体液を持つクリーチャーに命中し、ダメージを与えている。' }, effect: 'recall-knowledge', numbers: { critCircumstanceBonus: 2 }, text: { en: "Attempt to Recall Knowledge about the creature you hit, with an item bonus equal to the weapon's potency bonus; if that hit was a critical hit, you also gain a +{critCircumstanceBonus} circumstance bonus.", ja: '命中したクリーチャーについて“知識の想起”を試みる。この判定には武器のポテンシィ・ルーンの攻撃ボーナスに等しいアイテム・ボーナスを得る。その命中がクリティカル・ヒットだったなら、さらに＋{critCircumstanceBonus}の状況ボーナスを得る。' } } },
  },
};

export const WEAPON_LO_PATHFINDER_SOCIETY_GUIDE_SUMMARIES: Readonly<Record<(typeof WEAPON_LO_PATHFINDER_SOCIETY_GUIDE)[number]['slug'], RuneSummary>> = {
  cunning: { ja: '傷つけた敵についてフリー・アクションで“知識の想起”', en: 'Recall Knowledge about a foe you damaged as a free action' },
};
