// The descriptive part of the weapon runes of Impossible Magic, keyed by the slugs of impossible-magic.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { WEAPON_IMPOSSIBLE_MAGIC } from './impossible-magic';
import { damageWord } from '../../summary-text';

const FORCE = damageWord('force');

export const WEAPON_IMPOSSIBLE_MAGIC_DETAILS: Readonly<Record<(typeof WEAPON_IMPOSSIBLE_MAGIC)[number]['slug'], RuneDetails>> = {
  bane: {
    traits: ['magical'], bookName: 'Bane', jaConfirmed: false,
    source: { book: 'impossible-magic', page: null },
    effects: { extraDamageVs: [{ vs: 'chosen-trait', damage: { dice: 1, die: 'd6', type: 'weapon' } }], passive: [{ effect: 'creature-trait-chosen-when-crafted' }] },
  },
  impactful: {
    traits: ['force', 'magical'], bookName: 'Impactful', jaConfirmed: false,
    source: { book: 'impossible-magic', page: null },
    effects: { critEffect: { effect: 'optional-push-away', save: { save: 'fortitude', dc: 27 }, numbers: { pushFt: 5 } } },
  },
  deflecting: {
    traits: ['magical'], bookName: 'Deflecting', jaConfirmed: false,
    source: { book: 'impossible-magic', page: null },
    effects: {
      reaction: {
        traits: [], frequency: 'once-per-day', trigger: 'critically-hit-by-physical-strike-while-parrying', effect: 'resist-the-critical-strike', numbers: { resistanceValue: 5 },
        requirements: { ja: 'この武器の受け流しの特性による、ACへのボーナスを得ている。', en: "You have the AC bonus from this weapon's parry trait." },
        triggerText: { ja: '物理ダメージを与える“打撃”が君にクリティカル・ヒットした。', en: 'A Strike that deals physical damage critically hits you.' },
        text: { ja: 'その“打撃”の物理ダメージに対して抵抗{resistanceValue}を得る。', en: "You gain resistance {resistanceValue} to that Strike's physical damage." },
      },
    },
  },
  'energy-vulnerability': {
    traits: ['magical'], bookName: 'Energy Vulnerability', jaConfirmed: false,
    source: { book: 'impossible-magic', page: null },
    effects: { critEffect: { effect: 'energy-weakness-chosen-when-crafted', duration: 'until-end-of-your-next-turn', numbers: { weaknessValue: 5 } }, passive: [{ effect: 'energy-type-chosen-when-crafted' }] },
  },
  'greater-energy-vulnerability': {
    traits: ['magical'], bookName: 'Energy Vulnerability (Greater)', jaConfirmed: false,
    source: { book: 'impossible-magic', page: null },
    effects: { critEffect: { effect: 'energy-weakness-chosen-when-crafted', duration: 'until-end-of-your-next-turn', numbers: { weaknessValue: 10 } }, passive: [{ effect: 'energy-type-chosen-when-crafted' }] },
  },
};

export const WEAPON_IMPOSSIBLE_MAGIC_SUMMARIES: Readonly<Record<(typeof WEAPON_IMPOSSIBLE_MAGIC)[number]['slug'], RuneSummary>> = {
  bane: { ja: '製作時に選んだ特性のクリーチャーに追加ダメージ', en: 'Extra damage against creatures of a trait chosen when crafted' },
  impactful: { ja: `命中に${FORCE.ja}ダメージ、クリティカル・ヒットで押しやる`, en: `${FORCE.opening} damage on every hit; a critical hit pushes the foe back` },
  deflecting: { ja: '受け流し中に物理のクリティカル・ヒットを受けたとき、リアクションで抵抗を得る', en: 'While parrying, a reaction resists a physical critical hit' },
  'energy-vulnerability': { ja: 'クリティカル・ヒットで、製作時に決めたエネルギーへの弱点を与える', en: 'A critical hit gives weakness to the energy chosen when crafted' },
  'greater-energy-vulnerability': { ja: 'クリティカル・ヒットで、製作時に決めたエネルギーへの弱点を与える', en: 'A critical hit gives weakness to the energy chosen when crafted' },
};
