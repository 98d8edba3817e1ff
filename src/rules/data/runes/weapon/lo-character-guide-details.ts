// The descriptive part of the weapon runes of Lost Omens: Character Guide, keyed by the slugs of lo-character-guide.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { WEAPON_LO_CHARACTER_GUIDE } from './lo-character-guide';

export const WEAPON_LO_CHARACTER_GUIDE_DETAILS: Readonly<Record<(typeof WEAPON_LO_CHARACTER_GUIDE)[number]['slug'], RuneDetails>> = {
  serrating: {
    traits: ['magical'], bookName: 'Serrating', jaConfirmed: false,
    source: { book: 'lo-character-guide', page: 93 },
    effects: { special: ['extra-damage-only-when-dealing-slashing'], activation: { actions: 1, traits: ['manipulate'], effect: 'next-slashing-hit-bigger-die', numbers: { boostedDice: 1, boostedDie: 12 }, text: { ja: 'このターン中、この武器で次に［{damage.slashing}］ダメージを与える命中では、ルーンの追加ダメージが{boostedDice}d{boostedDie}になる。その後、刃片の回転は元に戻る。', en: "On your next hit with the weapon this turn that deals {damage.slashing} damage, the rune's extra damage becomes {boostedDice}d{boostedDie}; then the shards slow down again." } } },
  },
};

export const WEAPON_LO_CHARACTER_GUIDE_SUMMARIES: Readonly<Record<(typeof WEAPON_LO_CHARACTER_GUIDE)[number]['slug'], RuneSummary>> = {
  serrating: { ja: '［斬撃］の追加ダメージ、起動するとさらに増える', en: 'Extra slashing damage, more when you activate it' },
};
