// The weapon runes of Treasure Vault (Remastered) the site covers, the part the rules read; what only pages show is in
// treasure-vault-details.ts. Facts were checked against Foundry pf2e's item files (the family's comment names them).
// Those read only from the old printing agree in level and Price with Foundry's rune table (src/module/item/physical/runes.ts
// @001fc44); the Remastered printing itself is still unread (src/rules/README.md, book checks).
import type { RuneCoreData } from '../../../types';

export const WEAPON_TREASURE_VAULT = [
  // authorized: packs/equipment/authorized.json @fd319cc
  // Only the old printing's Foundry file was read (OGL, Treasure Vault); values as it gives them, cited as the Remastered printing.
  {
    slug: 'authorized', kind: 'property', target: 'weapon', family: 'authorized', grade: null, variant: null,
    level: 3, priceCp: 5000, rarity: 'common',
    usage: { target: 'weapon' },
    name: { ja: 'オーソライズド', en: 'Authorized' },
    effects: {},
  },
  // coating: packs/equipment/coating.json @014376e
  // Only the old printing's Foundry file was read (OGL, Treasure Vault); values as it gives them, cited as the Remastered printing.
  {
    slug: 'coating', kind: 'property', target: 'weapon', family: 'coating', grade: null, variant: null,
    level: 9, priceCp: 70000, rarity: 'common',
    usage: { target: 'weapon' },
    name: { ja: 'コーティング', en: 'Coating' },
    effects: {},
  },
  // earthbinding: packs/pf2e/equipment/earthbinding.json @6b39436
  {
    slug: 'earthbinding', kind: 'property', target: 'weapon', family: 'earthbinding', grade: null, variant: null,
    level: 5, priceCp: 12500, rarity: 'common',
    usage: { target: 'weapon' },
    name: { ja: 'アースバインディング', en: 'Earthbinding' },
    effects: {},
  },
  // flurrying: packs/equipment/flurrying.json @f937a22
  // Only the old printing's Foundry file was read (OGL, Treasure Vault); values as it gives them, cited as the Remastered printing.
  {
    slug: 'flurrying', kind: 'property', target: 'weapon', family: 'flurrying', grade: null, variant: null,
    level: 7, priceCp: 36000, rarity: 'common',
    usage: { target: 'weapon', attack: 'melee', trait: 'monk' },
    name: { ja: 'フラーリイング', en: 'Flurrying' },
    effects: {},
  },
  // impossible: packs/equipment/impossible.json @09c4f0f
  // Only the old printing's Foundry file was read (OGL, Treasure Vault); values as it gives them, cited as the Remastered printing.
  {
    slug: 'impossible', kind: 'property', target: 'weapon', family: 'impossible', grade: null, variant: null,
    level: 20, priceCp: 7000000, rarity: 'common',
    usage: { target: 'weapon' },
    name: { ja: 'インポッシブル', en: 'Impossible' },
    effects: {},
  },
  // merciful: packs/equipment/merciful.json @b60337a
  // Only the old printing's Foundry file was read (OGL, Treasure Vault); values as it gives them, cited as the Remastered printing.
  {
    slug: 'merciful', kind: 'property', target: 'weapon', family: 'merciful', grade: null, variant: null,
    level: 4, priceCp: 7000, rarity: 'common',
    usage: { target: 'weapon' },
    name: { ja: 'マーシフル', en: 'Merciful' },
    effects: {},
  },
  // pacifying: packs/equipment/pacifying.json @fd319cc
  // Only the old printing's Foundry file was read (OGL, Treasure Vault); values as it gives them, cited as the Remastered printing.
  {
    slug: 'pacifying', kind: 'property', target: 'weapon', family: 'pacifying', grade: null, variant: null,
    level: 5, priceCp: 15000, rarity: 'common',
    usage: { target: 'weapon' },
    name: { ja: 'パシファイング', en: 'Pacifying' },
    effects: {},
  },
  // swarming: packs/equipment/swarming.json @6bc77e8
  // Only the old printing's Foundry file was read (OGL, Treasure Vault); values as it gives them, cited as the Remastered printing.
  {
    slug: 'swarming', kind: 'property', target: 'weapon', family: 'swarming', grade: null, variant: null,
    level: 9, priceCp: 70000, rarity: 'common',
    usage: { target: 'weapon', thrown: true },
    name: { ja: 'スウォーミング', en: 'Swarming' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
