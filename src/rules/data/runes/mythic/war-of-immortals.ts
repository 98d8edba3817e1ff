// The mythic runes of War of Immortals, the part the rules read; what only pages show is in
// war-of-immortals-details.ts. No calculator loads this file (all-runes.ts adds it for pages).
// Level, Price and rarity: Foundry's rune table (FUNDAMENTAL_*_RUNE_DATA potency[4], striking[4], resilient[4]) @001fc44 and
// AoN's rows (War of Immortals pp. 148-149). Their effects are not stated here: no public text of them was reached.
import type { RuneCoreData } from '../../../types';

export const MYTHIC_WAR_OF_IMMORTALS = [
  {
    slug: 'mythic-weapon-potency', kind: 'mythic', target: 'weapon', family: 'mythic-weapon-potency', grade: null, variant: null,
    level: 20, priceCp: 7000000, rarity: 'rare',
    usage: { target: 'weapon' },
    name: { ja: 'ミシック・ウェポン・ポテンシィ', en: 'Mythic Weapon Potency' },
    effects: {},
  },
  {
    slug: 'mythic-striking', kind: 'mythic', target: 'weapon', family: 'mythic-striking', grade: null, variant: null,
    level: 20, priceCp: 7000000, rarity: 'rare',
    usage: { target: 'weapon' },
    name: { ja: 'ミシック・ストライキング', en: 'Mythic Striking' },
    effects: {},
  },
  {
    slug: 'mythic-armor-potency', kind: 'mythic', target: 'armor', family: 'mythic-armor-potency', grade: null, variant: null,
    level: 20, priceCp: 7000000, rarity: 'rare',
    usage: { target: 'armor' },
    name: { ja: 'ミシック・アーマー・ポテンシィ', en: 'Mythic Armor Potency' },
    effects: {},
  },
  {
    slug: 'mythic-resilient', kind: 'mythic', target: 'armor', family: 'mythic-resilient', grade: null, variant: null,
    level: 20, priceCp: 7000000, rarity: 'rare',
    usage: { target: 'armor' },
    name: { ja: 'ミシック・リジリアント', en: 'Mythic Resilient' },
    effects: {},
  },
] as const satisfies readonly RuneCoreData[];
