// The base item every calculator shows first (DEFAULT_ITEM, src/lib/item-draft.ts): its record is here, not in
// the table, so that a calculator has it before it hydrates (src/lib/base-item-data.ts) while the table
// (base-items.ts, which lists it in its place) loads later. One record, so the first download stays small.
import type { BaseItemCore } from '../base-item-types';

// ja name from the seed
export const LONGSWORD = { kind: 'weapon', slug: 'longsword', name: { ja: 'ロングソード', en: 'Longsword' }, level: 0, priceCp: 100, bulk: 1, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd8', type: 'S' }, versatile: ['P'], traits: [] } as const satisfies BaseItemCore;
