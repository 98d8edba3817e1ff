// The descriptive part of the weapon runes of Pathfinder #148: Fires of the Haunted City, keyed by the slugs of ap-148-fires-of-the-haunted-city.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { WEAPON_AP_148_FIRES_OF_THE_HAUNTED_CITY } from './ap-148-fires-of-the-haunted-city';

export const WEAPON_AP_148_FIRES_OF_THE_HAUNTED_CITY_DETAILS: Readonly<Record<(typeof WEAPON_AP_148_FIRES_OF_THE_HAUNTED_CITY)[number]['slug'], RuneDetails>> = {
  'ancestral-echoing': {
    traits: ['dwarf', 'magical', 'saggorak'], bookName: 'Ancestral Echoing', jaConfirmed: false,
    source: { book: 'ap-148-fires-of-the-haunted-city', page: 73 },
    effects: { passive: [{ effect: 'weapon-proficiency-rank-up-capped-at-best', numbers: { proficiencySteps: 1 } }, { effect: 'expert-in-weapon-lore-while-wielding' }] },
  },
  bloodbane: {
    traits: ['dwarf', 'magical'], bookName: 'Bloodbane', jaConfirmed: false,
    source: { book: 'ap-148-fires-of-the-haunted-city', page: 73 },
    effects: { hitEffect: { effect: 'clan-enemy-bleeds', vs: 'clan-enemy', numbers: { persistentBleed: 1 } }, passive: [{ effect: 'bleed-from-weapon-sickens', save: { save: 'fortitude', dc: 25 }, conditions: [{ condition: 'sickened', value: 1 }], numbers: { immunityHours: 1 } }] },
  },
  'greater-bloodbane': {
    traits: ['dwarf', 'magical'], bookName: 'Bloodbane (Greater)', jaConfirmed: false,
    source: { book: 'ap-148-fires-of-the-haunted-city', page: 73 },
    effects: { extraDamageVs: [{ vs: 'clan-enemy', damage: { dice: 1, die: 'd4', type: 'bleed', persistent: true } }], passive: [{ effect: 'bleed-from-weapon-sickens', save: { save: 'fortitude', dc: 30 }, conditions: [{ condition: 'sickened', value: 1 }], numbers: { immunityHours: 1 } }] },
  },
  'kin-warding': {
    traits: ['dwarf', 'magical'], bookName: 'Kin-Warding', jaConfirmed: false,
    source: { book: 'ap-148-fires-of-the-haunted-city', page: 73 },
    effects: { special: ['parry-bonus-to-adjacent-ally-instead-of-self'] },
  },
};

export const WEAPON_AP_148_FIRES_OF_THE_HAUNTED_CITY_SUMMARIES: Readonly<Record<(typeof WEAPON_AP_148_FIRES_OF_THE_HAUNTED_CITY)[number]['slug'], RuneSummary>> = {
  'ancestral-echoing': { ja: '武器の習熟ランクが上がり、かつての持ち主の知識を得る', en: "Raises your proficiency with the weapon and lends its past owners' lore" },
  bloodbane: { ja: '氏族の宿敵に追加ダメージ、出血させた相手を不調状態に', en: "Extra damage to the clan's foes; bleeding foes are sickened" },
  'greater-bloodbane': { ja: '氏族の宿敵に追加ダメージ、出血させた相手を不調状態に', en: "Extra damage to the clan's foes; bleeding foes are sickened" },
  'kin-warding': { ja: '受け流しの守りを隣の仲間に与える', en: 'Your parry protects an adjacent ally instead of you' },
};
