// The shield runes of GM Core (pp. 226-239), the part the rules read: level, Price, rarity, usage, names and the
// effects item evaluation uses. Book values win where sources disagree; each such value carries a one-line comment.
// What only the pages show (traits, book name, source, the other effects) is in gm-core-details.ts, keyed
// by this file's slugs. Islands bundle this file, not that one.
import type { RuneCoreData } from '../../../types';

export const SHIELD_GM_CORE = [
  {
    slug: 'minor-reinforcing', kind: 'fundamental', target: 'shield', family: 'reinforcing', grade: 'minor', variant: null,
    level: 4, priceCp: 7500, rarity: 'common',
    usage: { target: 'shield' },
    name: { ja: 'マイナー・リーンフォーシング', en: 'Minor Reinforcing' },
    effects: { shield: { hardness: 3, hp: 44, bt: 22, maxHardness: 8, maxHp: 64, maxBt: 32 } },
  },
  {
    slug: 'lesser-reinforcing', kind: 'fundamental', target: 'shield', family: 'reinforcing', grade: 'lesser', variant: null,
    level: 7, priceCp: 30000, rarity: 'common',
    usage: { target: 'shield' },
    name: { ja: 'レッサー・リーンフォーシング', en: 'Lesser Reinforcing' },
    effects: { shield: { hardness: 3, hp: 52, bt: 26, maxHardness: 10, maxHp: 80, maxBt: 40 } },
  },
  {
    slug: 'moderate-reinforcing', kind: 'fundamental', target: 'shield', family: 'reinforcing', grade: 'moderate', variant: null,
    level: 10, priceCp: 90000, rarity: 'common',
    usage: { target: 'shield' },
    name: { ja: 'モデレート・リーンフォーシング', en: 'Moderate Reinforcing' },
    effects: { shield: { hardness: 3, hp: 64, bt: 32, maxHardness: 13, maxHp: 104, maxBt: 52 } },
  },
  // BT +40 = HP/2 as every other grade (GM Core p. 232); Foundry's item text says 42, which its own formula never uses.
  {
    slug: 'greater-reinforcing', kind: 'fundamental', target: 'shield', family: 'reinforcing', grade: 'greater', variant: null,
    level: 13, priceCp: 250000, rarity: 'common',
    usage: { target: 'shield' },
    name: { ja: 'グレーター・リーンフォーシング', en: 'Greater Reinforcing' },
    effects: { shield: { hardness: 5, hp: 80, bt: 40, maxHardness: 15, maxHp: 120, maxBt: 60 } },
  },
  {
    slug: 'major-reinforcing', kind: 'fundamental', target: 'shield', family: 'reinforcing', grade: 'major', variant: null,
    level: 16, priceCp: 800000, rarity: 'common',
    usage: { target: 'shield' },
    name: { ja: 'メジャー・リーンフォーシング', en: 'Major Reinforcing' },
    effects: { shield: { hardness: 5, hp: 84, bt: 42, maxHardness: 17, maxHp: 136, maxBt: 68 } },
  },
  {
    slug: 'supreme-reinforcing', kind: 'fundamental', target: 'shield', family: 'reinforcing', grade: 'supreme', variant: null,
    level: 19, priceCp: 3200000, rarity: 'common',
    usage: { target: 'shield' },
    name: { ja: 'シュプリーム・リーンフォーシング', en: 'Supreme Reinforcing' },
    effects: { shield: { hardness: 7, hp: 108, bt: 54, maxHardness: 20, maxHp: 160, maxBt: 80 } },
  },
] as const satisfies readonly RuneCoreData[];
