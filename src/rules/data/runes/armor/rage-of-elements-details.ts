// The descriptive part of the armor runes of Rage of Elements, keyed by the slugs of rage-of-elements.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { ARMOR_RAGE_OF_ELEMENTS } from './rage-of-elements';

export const ARMOR_RAGE_OF_ELEMENTS_DETAILS: Readonly<Record<(typeof ARMOR_RAGE_OF_ELEMENTS)[number]['slug'], RuneDetails>> = {
  malleable: {
    traits: ['magical', 'metal'], bookName: 'Malleable', jaConfirmed: false,
    source: { book: 'rage-of-elements', page: 146 },
    effects: { activation: { name: { en: 'Reconfigure Armor', ja: '鎧の組み替え' }, actions: 1, traits: ['manipulate'], text: { en: "The armor reshapes itself into a different armor specialization group of your choice. Its material, precious material and runes carry over; a property rune that can't work in the new form is suppressed until the armor takes a form it can work in.", ja: '鎧は形を変え、君の選んだ別の鎧グループ（特化効果のグループ）になる。素材、貴重な素材、ルーンはそのまま引き継がれる。新しい形では働けない性質ルーンは、働ける形に戻るまで効果を停止する。' }, effect: 'change-armor-specialization-group' } },
  },
};

export const ARMOR_RAGE_OF_ELEMENTS_SUMMARIES: Readonly<Record<(typeof ARMOR_RAGE_OF_ELEMENTS)[number]['slug'], RuneSummary>> = {
  malleable: { ja: '鎧を別の鎧グループに組み替える', en: 'Reshape the armor into another armor group' },
};
