// The descriptive part of the weapon runes of Pathfinder #200: Seven Dooms for Sandpoint, keyed by the slugs of ap-200-seven-dooms-for-sandpoint.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { WEAPON_AP_200_SEVEN_DOOMS_FOR_SANDPOINT } from './ap-200-seven-dooms-for-sandpoint';
import { damageWord } from '../../summary-text';

const MENTAL = damageWord('mental');

export const WEAPON_AP_200_SEVEN_DOOMS_FOR_SANDPOINT_DETAILS: Readonly<Record<(typeof WEAPON_AP_200_SEVEN_DOOMS_FOR_SANDPOINT)[number]['slug'], RuneDetails>> = {
  flickering: {
    // illusion: AoN's row and Foundry's rune table (the accuracy audit, src/rules/README.md); the old item file kept magical only.
    traits: ['illusion', 'magical'], bookName: 'Flickering', jaConfirmed: false,
    source: { book: 'ap-200-seven-dooms-for-sandpoint', page: 182 },
    effects: { special: ['potency-item-bonus-added-to-disarm-and-steal-dc'], critEffect: { effect: 'dazzle-visual', conditions: [{ condition: 'dazzled', duration: '1-round' }] }, activation: { actions: 2, traits: ['concentrate', 'manipulate'], frequency: 'once-per-day', effect: 'cast-blur', text: { ja: '武器は、君の指定に従ってブラーを発動する。', en: 'The weapon casts blur, with the details chosen by you.' } } },
  },
  nightmare: {
    traits: ['magical'], bookName: 'Nightmare', jaConfirmed: false,
    source: { book: 'ap-200-seven-dooms-for-sandpoint', page: 185 },
    effects: { critEffect: { effect: 'stupefied-then-frightened-if-already-stupefied-emotion-fear-mental', conditions: [{ condition: 'stupefied', value: 1 }], numbers: { frightenedIfStupefied: 2 } }, activation: { actions: { minutes: 10 }, traits: ['concentrate', 'manipulate'], frequency: 'once-per-day', effect: 'cast-nightmare', text: { ja: '武器は、君の指定に従ってナイトメアを発動する。', en: 'The weapon casts nightmare, with the details chosen by you.' } } },
  },
};

export const WEAPON_AP_200_SEVEN_DOOMS_FOR_SANDPOINT_SUMMARIES: Readonly<Record<(typeof WEAPON_AP_200_SEVEN_DOOMS_FOR_SANDPOINT)[number]['slug'], RuneSummary>> = {
  flickering: { ja: '武器が揺らぎ奪われにくく、クリティカル・ヒットで目を眩ませる', en: 'Harder to disarm; a critical hit dazzles the foe' },
  nightmare: { ja: `命中に${MENTAL.ja}ダメージ、クリティカル・ヒットで知性低下状態`, en: `${MENTAL.opening} damage on every hit; a critical hit stupefies` },
};
