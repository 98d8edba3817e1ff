// The descriptive part of the weapon runes of Kingmaker, keyed by the slugs of kingmaker.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { WEAPON_KINGMAKER } from './kingmaker';
import { damageWord } from '../../summary-text';

const MENTAL = damageWord('mental');

export const WEAPON_KINGMAKER_DETAILS: Readonly<Record<(typeof WEAPON_KINGMAKER)[number]['slug'], RuneDetails>> = {
  deathdrinking: {
    traits: ['magical'], bookName: 'Deathdrinking', jaConfirmed: false,
    source: { book: 'kingmaker', page: null },
    effects: { passive: [{ effect: 'item-bonus-saves-vs-void-and-death-while-holding', numbers: { saveItemBonus: 1 } }], critEffect: { effect: 'extra-vitality-or-void-damage', numbers: { vitalityOrVoidD6: 1 } }, reaction: { traits: ['concentrate'], frequency: 'once-per-day', trigger: 'kill-or-destroy-creature', triggerText: { en: 'You kill or destroy a creature with the weapon.', ja: 'この武器でクリーチャーを殺害するか破壊した。' }, effect: 'kill-reward', numbers: { itemBonus: 1, durationMinutes: 10, tempHpPerLevel: 2 }, text: { en: 'If the creature was living, you gain a +{itemBonus} item bonus to attack and damage rolls for {durationMinutes} minutes; if it was undead, you gain temporary Hit Points equal to {tempHpPerLevel} times your level for {durationMinutes} minutes.', ja: 'そのクリーチャーが生きていたなら、{durationMinutes}分間、攻撃ロールとダメージ・ロールに＋{itemBonus}のアイテム・ボーナスを得る。アンデッドだったなら、{durationMinutes}分間、君のレベルの{tempHpPerLevel}倍に等しい一時的HPを得る。' } } },
  },
  'giant-killing': {
    traits: ['magical'], bookName: 'Giant-Killing', jaConfirmed: false,
    source: { book: 'kingmaker', page: null },
    effects: { extraDamageVs: [{ vs: 'giant', damage: { dice: 1, die: 'd6', type: 'mental' } }], critEffect: { effect: 'giant-enfeebled', vs: 'giant', conditions: [{ condition: 'enfeebled', value: 1, duration: 'until-end-of-your-next-turn' }] } },
  },
  'greater-giant-killing': {
    traits: ['magical'], bookName: 'Giant-Killing (Greater)', jaConfirmed: false,
    source: { book: 'kingmaker', page: null },
    effects: { extraDamageVs: [{ vs: 'giant', damage: { dice: 2, die: 'd6', type: 'mental' } }], ignoresResistance: ['mental'], critEffect: { effect: 'giant-fortitude-enfeebled-and-mental', vs: 'giant', save: { save: 'fortitude', dc: 34 }, numbers: { critSuccessEnfeebled: 1, successEnfeebled: 2, successMentalDice: 1, failureEnfeebled: 2, failureMentalDice: 2, critFailureEnfeebled: 4, critFailureMentalDice: 4, mentalDie: 10, durationMinutes: 1 } } },
  },
  hooked: {
    traits: ['magical'], bookName: 'Hooked', jaConfirmed: false,
    source: { book: 'kingmaker', page: null },
    effects: { special: ['weapon-gains-trip-trait'], reaction: { traits: [], trigger: 'critical-hit-with-weapon-that-already-had-trip', requirements: { ja: 'この武器はルーンがなくても足払いの特性を持つ。', en: 'The weapon has the trip trait even without the rune.' }, triggerText: { ja: 'この武器で敵にクリティカル・ヒットした。', en: 'You critically hit a foe with the weapon.' }, text: { ja: 'その敵に“足払い”を試みる。', en: 'You attempt to Trip that foe.' }, effect: 'trip-on-critical' } },
  },
};

export const WEAPON_KINGMAKER_SUMMARIES: Readonly<Record<(typeof WEAPON_KINGMAKER)[number]['slug'], RuneSummary>> = {
  deathdrinking: { ja: '死の効果から守り、クリティカル・ヒットに追加ダメージ', en: 'Protects against death effects; critical hits deal extra damage' },
  'giant-killing': { ja: `巨人に${MENTAL.ja}の追加ダメージ、クリティカル・ヒットで虚弱状態`, en: `${MENTAL.opening} damage against giants; a critical hit enfeebles them` },
  'greater-giant-killing': { ja: `巨人に${MENTAL.ja}の追加ダメージ、クリティカル・ヒットで虚弱状態`, en: `${MENTAL.opening} damage against giants; a critical hit enfeebles them` },
  hooked: { ja: '近接武器に足払いの特性を与え、クリティカル・ヒットで転ばせる', en: 'Gives the trip trait; a critical hit can knock a foe down' },
};
