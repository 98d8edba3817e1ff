// The descriptive part of the weapon runes of Pathfinder Special: Fumbus!, keyed by the slugs of special-fumbus.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { WEAPON_SPECIAL_FUMBUS } from './special-fumbus';
import { damageWord } from '../../summary-text';

const FORCE = damageWord('force');

export const WEAPON_SPECIAL_FUMBUS_DETAILS: Readonly<Record<(typeof WEAPON_SPECIAL_FUMBUS)[number]['slug'], RuneDetails>> = {
  demolishing: {
    traits: ['magical'], bookName: 'Demolishing', jaConfirmed: false,
    source: { book: 'special-fumbus', page: null },
    effects: { extraDamageVs: [{ vs: 'construct', damage: { dice: 1, die: 'd6', type: 'force', persistent: true } }], critEffect: { effect: 'larger-persistent-force-vs-construct-instead', vs: 'construct', damage: { dice: 1, die: 'd12', type: 'force', persistent: true } } },
  },
};

export const WEAPON_SPECIAL_FUMBUS_SUMMARIES: Readonly<Record<(typeof WEAPON_SPECIAL_FUMBUS)[number]['slug'], RuneSummary>> = {
  demolishing: { ja: `人造に持続${FORCE.ja}ダメージを与える`, en: `Deals persistent ${FORCE.en} damage to constructs` },
};
