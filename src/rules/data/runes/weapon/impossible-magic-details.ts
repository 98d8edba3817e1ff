// The descriptive part of the weapon runes of Impossible Magic, keyed by the slugs of impossible-magic.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { WEAPON_IMPOSSIBLE_MAGIC } from './impossible-magic';
import { damageWord } from '../../summary-text';

const FORCE = damageWord('force');

export const WEAPON_IMPOSSIBLE_MAGIC_DETAILS: Readonly<Record<(typeof WEAPON_IMPOSSIBLE_MAGIC)[number]['slug'], RuneDetails>> = {
  bane: {
    traits: ['magical'], bookName: 'Bane', jaConfirmed: false,
    source: { book: 'impossible-magic', page: null },
    effects: { extraDamageVs: [{ vs: 'chosen-trait', damage: { dice: 1, die: 'd6', type: 'weapon' } }], passive: [{ effect: 'creature-trait-chosen-when-crafted' }] },
  },
  impactful: {
    traits: ['force', 'magical'], bookName: 'Impactful', jaConfirmed: false,
    source: { book: 'impossible-magic', page: null },
    effects: { critEffect: { effect: 'optional-push-away', save: { save: 'fortitude', dc: 27 }, numbers: { pushFt: 5 } } },
  },
};

export const WEAPON_IMPOSSIBLE_MAGIC_SUMMARIES: Readonly<Record<(typeof WEAPON_IMPOSSIBLE_MAGIC)[number]['slug'], RuneSummary>> = {
  bane: { ja: '作成時に選んだ特性のクリーチャーに追加ダメージ', en: 'Extra damage against creatures of a trait chosen when crafted' },
  impactful: { ja: `命中に${FORCE.ja}ダメージ、クリティカル・ヒットで押しやる`, en: `${FORCE.opening} damage on every hit; a critical hit pushes the foe back` },
};
