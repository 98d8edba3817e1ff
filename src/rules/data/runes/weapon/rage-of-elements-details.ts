// The descriptive part of the weapon runes of Rage of Elements, keyed by the slugs of rage-of-elements.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { WEAPON_RAGE_OF_ELEMENTS } from './rage-of-elements';

export const WEAPON_RAGE_OF_ELEMENTS_DETAILS: Readonly<Record<(typeof WEAPON_RAGE_OF_ELEMENTS)[number]['slug'], RuneDetails>> = {
  rooting: {
    traits: ['magical', 'plant', 'wood'], bookName: 'Rooting', jaConfirmed: false,
    source: { book: 'rage-of-elements', page: 202 },
    effects: { critEffect: { effect: 'roots-immobilize-and-clumsy', conditions: [{ condition: 'immobilized', duration: '1-round' }, { condition: 'clumsy', value: 1 }], numbers: { escapeDc: 23 } } },
  },
  'greater-rooting': {
    traits: ['magical', 'plant', 'wood'], bookName: 'Rooting (Greater)', jaConfirmed: false,
    source: { book: 'rage-of-elements', page: 202 },
    effects: { critEffect: { effect: 'roots-immobilize-and-clumsy', conditions: [{ condition: 'immobilized', duration: '1-round' }, { condition: 'clumsy', value: 1 }], numbers: { escapeDc: 28 } } },
  },
  'major-rooting': {
    traits: ['magical', 'plant', 'wood'], bookName: 'Rooting (Major)', jaConfirmed: false,
    source: { book: 'rage-of-elements', page: 202 },
    effects: { critEffect: { effect: 'roots-immobilize-and-clumsy', conditions: [{ condition: 'immobilized', duration: '1-round' }, { condition: 'clumsy', value: 1 }], numbers: { escapeDc: 34 } } },
  },
  'true-rooting': {
    traits: ['magical', 'plant', 'wood'], bookName: 'Rooting (True)', jaConfirmed: false,
    source: { book: 'rage-of-elements', page: 202 },
    effects: { critEffect: { effect: 'roots-immobilize-and-clumsy', conditions: [{ condition: 'immobilized', duration: '1-round' }, { condition: 'clumsy', value: 1 }], numbers: { escapeDc: 41 } } },
  },
  underwater: {
    traits: ['magical', 'water'], bookName: 'Underwater', jaConfirmed: false,
    source: { book: 'rage-of-elements', page: 178 },
    effects: { special: ['no-aquatic-combat-penalties', 'fire-works-underwater'] },
  },
};

export const WEAPON_RAGE_OF_ELEMENTS_SUMMARIES: Readonly<Record<(typeof WEAPON_RAGE_OF_ELEMENTS)[number]['slug'], RuneSummary>> = {
  rooting: { ja: 'クリティカル・ヒットで根が敵をその場に縫いとめる', en: 'A critical hit roots the foe in place and makes it clumsy' },
  'greater-rooting': { ja: 'クリティカル・ヒットで根が敵をその場に縫いとめる', en: 'A critical hit roots the foe in place and makes it clumsy' },
  'major-rooting': { ja: 'クリティカル・ヒットで根が敵をその場に縫いとめる', en: 'A critical hit roots the foe in place and makes it clumsy' },
  'true-rooting': { ja: 'クリティカル・ヒットで根が敵をその場に縫いとめる', en: 'A critical hit roots the foe in place and makes it clumsy' },
  underwater: { ja: '水中でも陸と同じように戦え、炎も消えない', en: 'Fight underwater as on land; fire keeps burning' },
};
