// The accessory runes of Lost Omens: Highhelm, the part the rules read; what only pages show is in
// lo-highhelm-details.ts. Facts checked against Foundry pf2e's item files (path and commit in runes-new.json) and AoN's equipment table (sethmoyes/p2emastercache etc/equipment.md @92bda3c).
import type { RuneCoreData } from '../../../types';

export const ACCESSORY_LO_HIGHHELM = [
  {
    slug: 'unexceptional', kind: 'accessory', target: 'accessory', family: 'unexceptional', grade: null, variant: null,
    level: 3, priceCp: 6000, rarity: 'uncommon',
    usage: { target: 'accessory', hosts: ['small-light-item'] },
    name: { ja: 'アンエクセプショナル', en: 'Unexceptional' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
