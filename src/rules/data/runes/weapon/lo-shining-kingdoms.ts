// The weapon runes of Lost Omens: Shining Kingdoms the site covers, the part the rules read; what only pages show is in
// lo-shining-kingdoms-details.ts. Facts were checked against Foundry pf2e's item files (the family's comment names them).
import type { RuneCoreData } from '../../../types';

export const WEAPON_LO_SHINING_KINGDOMS = [
  // bolkas-blessing: packs/pf2e/equipment/bolkas-blessing.json @49c2291, packs/equipment/bolkas-blessing-greater.json @f292290
  {
    slug: 'bolkas-blessing', kind: 'property', target: 'weapon', family: 'bolkas-blessing', grade: null, variant: null,
    level: 5, priceCp: 16000, rarity: 'uncommon',
    usage: { target: 'weapon', baseItems: ['clan-dagger'] },
    name: { ja: 'ボルカズ・ブレッシング', en: "Bolka's Blessing" },
    effects: {},
  },
  {
    slug: 'greater-bolkas-blessing', kind: 'property', target: 'weapon', family: 'bolkas-blessing', grade: 'greater', variant: null,
    level: 11, priceCp: 140000, rarity: 'uncommon',
    usage: { target: 'weapon', baseItems: ['clan-dagger'] },
    name: { ja: 'グレーター・ボルカズ・ブレッシング', en: "Greater Bolka's Blessing" },
    effects: {},
  },
  // kolss-oath: packs/equipment/kolss-oath.json @cf3fd56, packs/pf2e/equipment/kolss-oath-greater.json @8d12754
  {
    slug: 'kolss-oath', kind: 'property', target: 'weapon', family: 'kolss-oath', grade: null, variant: null,
    level: 5, priceCp: 16000, rarity: 'uncommon',
    usage: { target: 'weapon', baseItems: ['clan-dagger'] },
    name: { ja: 'コルズ・オース', en: "Kols's Oath" },
    effects: {},
  },
  {
    slug: 'greater-kolss-oath', kind: 'property', target: 'weapon', family: 'kolss-oath', grade: 'greater', variant: null,
    level: 11, priceCp: 140000, rarity: 'uncommon',
    usage: { target: 'weapon', baseItems: ['clan-dagger'] },
    name: { ja: 'グレーター・コルズ・オース', en: "Greater Kols's Oath" },
    effects: {},
  },
  // trudds-strength: packs/equipment/trudds-strength.json @0c75770, packs/equipment/trudds-strength-greater.json @bbc6240
  {
    slug: 'trudds-strength', kind: 'property', target: 'weapon', family: 'trudds-strength', grade: null, variant: null,
    level: 5, priceCp: 16000, rarity: 'uncommon',
    usage: { target: 'weapon', baseItems: ['clan-dagger'] },
    name: { ja: 'トラッズ・ストレングス', en: "Trudd's Strength" },
    effects: {},
  },
  {
    slug: 'greater-trudds-strength', kind: 'property', target: 'weapon', family: 'trudds-strength', grade: 'greater', variant: null,
    level: 11, priceCp: 140000, rarity: 'uncommon',
    usage: { target: 'weapon', baseItems: ['clan-dagger'] },
    name: { ja: 'グレーター・トラッズ・ストレングス', en: "Greater Trudd's Strength" },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
