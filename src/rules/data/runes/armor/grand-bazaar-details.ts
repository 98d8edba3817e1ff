// The descriptive part of the armor runes of Lost Omens: The Grand Bazaar, keyed by the slugs of grand-bazaar.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { ARMOR_GRAND_BAZAAR } from './grand-bazaar';

export const ARMOR_GRAND_BAZAAR_DETAILS: Readonly<Record<(typeof ARMOR_GRAND_BAZAAR)[number]['slug'], RuneDetails>> = {
  bitter: {
    traits: ['magical', 'poison'], bookName: 'Bitter', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 18 },
    effects: { passive: [{ effect: 'engulfer-sickened', when: 'swallowed-or-engulfed', numbers: { sickenedValue: 1 } }], reaction: { traits: [], trigger: 'engulfer-retches', triggerText: { en: 'A creature that has engulfed or swallowed you spends an action retching to reduce its sickened condition.', ja: '君を飲み込んでいるクリーチャーが、不調状態を減らすためにアクションを使って嘔吐した。' }, text: { en: 'You attempt to Escape.', ja: '君は“脱出”を試みる。' }, effect: 'escape' } },
  },
  deathless: {
    traits: ['healing', 'magical'], bookName: 'Deathless', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 10 },
    effects: { reaction: { traits: ['concentrate'], frequency: 'once-per-day', trigger: 'gain-doomed-or-wounded', triggerText: { en: 'You gain the doomed or wounded condition.', ja: '君が凶兆状態か重傷状態になった。' }, text: { en: 'Reduce the value of the triggering condition by {reduceBy}.', ja: '誘発した状態の状態値を{reduceBy}減らす。' }, effect: 'reduce-triggering-condition', numbers: { reduceBy: 1 } } },
  },
  'lesser-dread': {
    traits: ['emotion', 'fear', 'magical', 'mental', 'visual'], bookName: 'Dread (Lesser)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 14 },
    effects: { passive: [{ effect: 'frightened-floor-aura', save: { save: 'will', dc: 20 }, numbers: { rangeFt: 30, frightenedFloor: 1 } }] },
  },
  'moderate-dread': {
    traits: ['emotion', 'fear', 'magical', 'mental', 'visual'], bookName: 'Dread (Moderate)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 14 },
    effects: { passive: [{ effect: 'frightened-floor-aura', save: { save: 'will', dc: 29 }, numbers: { rangeFt: 30, frightenedFloor: 2 } }] },
  },
  'greater-dread': {
    traits: ['emotion', 'fear', 'magical', 'mental', 'visual'], bookName: 'Dread (Greater)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 14 },
    effects: { passive: [{ effect: 'frightened-no-decrease-aura', save: { save: 'will', dc: 38 }, numbers: { rangeFt: 30 } }] },
  },
  implacable: {
    traits: ['magical'], bookName: 'Implacable', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 80 },
    effects: { grantsCondition: { condition: 'quickened' }, special: ['quickened-while-under-an-effect-that-lasts-until-escape', 'extra-action-only-step-or-escape'] },
  },
  stanching: {
    traits: ['magical'], bookName: 'Stanching', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 39 },
    effects: { passive: [{ effect: 'lower-persistent-bleed-flat-check', numbers: { persistentBleedFlatCheckDc: 12, assistedFlatCheckDc: 7 } }] },
  },
  'greater-stanching': {
    traits: ['magical'], bookName: 'Stanching (Greater)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 39 },
    effects: { passive: [{ effect: 'lower-persistent-bleed-flat-check', numbers: { persistentBleedFlatCheckDc: 10, assistedFlatCheckDc: 5 } }] },
  },
  'major-stanching': {
    traits: ['magical'], bookName: 'Stanching (Major)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 39 },
    effects: { passive: [{ effect: 'lower-persistent-bleed-flat-check', numbers: { persistentBleedFlatCheckDc: 8, assistedFlatCheckDc: 3 } }] },
  },
  'true-stanching': {
    traits: ['magical'], bookName: 'Stanching (True)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 39 },
    effects: { passive: [{ effect: 'lower-persistent-bleed-flat-check', numbers: { persistentBleedFlatCheckDc: 5 } }, { effect: 'assistance-ends-persistent-bleed' }] },
  },
};

export const ARMOR_GRAND_BAZAAR_SUMMARIES: Readonly<Record<(typeof ARMOR_GRAND_BAZAAR)[number]['slug'], RuneSummary>> = {
  bitter: { ja: '飲み込んだクリーチャーを不調状態にし、脱出の機会を作る', en: 'Sickens a creature that swallows you and helps you escape' },
  deathless: { ja: 'リアクションで凶兆状態や重傷状態を軽くする', en: 'A reaction reduces a doomed or wounded condition you gain' },
  'lesser-dread': { ja: '近くの恐れ状態の敵が恐怖を振り払えない', en: 'Nearby frightened foes struggle to shake off their fear' },
  'moderate-dread': { ja: '近くの恐れ状態の敵が恐怖を振り払えない', en: 'Nearby frightened foes struggle to shake off their fear' },
  'greater-dread': { ja: '近くの恐れ状態の敵が恐怖を振り払えない', en: 'Nearby frightened foes struggle to shake off their fear' },
  implacable: { ja: '押さえ込まれている間、“脱出”用の追加アクションを得る', en: 'An extra action to Step or Escape while held' },
  stanching: { ja: '持続［出血］ダメージの平目判定DCを下げる', en: 'Lowers the flat check to end persistent bleed damage' },
  'greater-stanching': { ja: '持続［出血］ダメージの平目判定DCを下げる', en: 'Lowers the flat check to end persistent bleed damage' },
  'major-stanching': { ja: '持続［出血］ダメージの平目判定DCを下げる', en: 'Lowers the flat check to end persistent bleed damage' },
  'true-stanching': { ja: '持続［出血］ダメージの平目判定DCを下げる', en: 'Lowers the flat check to end persistent bleed damage' },
};
