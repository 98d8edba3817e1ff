// The descriptive part of the weapon runes of Lost Omens: The Grand Bazaar, keyed by the slugs of grand-bazaar.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { WEAPON_GRAND_BAZAAR } from './grand-bazaar';

export const WEAPON_GRAND_BAZAAR_DETAILS: Readonly<Record<(typeof WEAPON_GRAND_BAZAAR)[number]['slug'], RuneDetails>> = {
  anchoring: {
    traits: ['magical'], bookName: 'Anchoring', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 80 },
    effects: { critEffect: { effect: 'cast-dimensional-anchor', save: { save: 'will', dc: 27 }, numbers: { counteractModifier: 17 } } },
  },
  'greater-anchoring': {
    traits: ['magical'], bookName: 'Anchoring (Greater)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 80 },
    effects: { critEffect: { effect: 'cast-dimensional-anchor', save: { save: 'will', dc: 38 }, numbers: { spellRank: 8, counteractModifier: 28, critSuccessDurationRounds: 1 } }, hitEffect: { effect: 'dimensional-anchor-no-save', numbers: { spellRank: 4, durationRounds: 1, counteractModifier: 28 } } },
  },
  bloodthirsty: {
    traits: ['magical'], bookName: 'Bloodthirsty', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 42 },
    effects: { critEffect: { effect: 'drain-bleeding-target', vs: 'target-taking-persistent-bleed', conditions: [{ condition: 'drained', value: 1 }] }, reaction: { traits: ['concentrate'], trigger: 'reduce-creature-to-0-hp', triggerText: { en: 'You reduce a creature to 0 Hit Points with the weapon.', ja: 'この武器でクリーチャーのHPを0にした。' }, text: { en: "You gain temporary Hit Points equal to {tempHpPerCreatureLevel} times the creature's level; they last {durationMinutes} minute.", ja: 'そのクリーチャーのレベルの{tempHpPerCreatureLevel}倍に等しい一時的HPを得る。これは{durationMinutes}分間持続する。' }, effect: 'temp-hp-from-kill', numbers: { tempHpPerCreatureLevel: 2, durationMinutes: 1 } } },
  },
  crushing: {
    traits: ['magical'], bookName: 'Crushing', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 42 },
    effects: { critEffect: { effect: 'clumsy-and-enfeebled', conditions: [{ condition: 'clumsy', value: 1, duration: 'until-end-of-your-next-turn' }, { condition: 'enfeebled', value: 1, duration: 'until-end-of-your-next-turn' }] } },
  },
  'greater-crushing': {
    traits: ['magical'], bookName: 'Crushing (Greater)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 42 },
    effects: { critEffect: { effect: 'clumsy-and-enfeebled', conditions: [{ condition: 'clumsy', value: 2, duration: 'until-end-of-your-next-turn' }, { condition: 'enfeebled', value: 2, duration: 'until-end-of-your-next-turn' }] } },
  },
  energizing: {
    traits: ['magical'], bookName: 'Energizing', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 10 },
    effects: { reaction: { traits: ['concentrate'], trigger: 'take-energy-damage', triggerText: { en: 'You take acid, cold, electricity, fire or sonic damage.', ja: '君が［強酸］、［冷気］、［電撃］、［火炎］、［音波］のいずれかのダメージを受けた。' }, effect: 'imbue-energy', numbers: { extraDamageD8: 1 }, text: { en: 'Until the end of your next turn, the weapon deals an extra {extraDamageD8}d8 damage of the triggering type. Using the reaction again replaces the type and restarts the duration; the damage never stacks.', ja: '君の次のターンの終わりまで、この武器は誘発したダメージと同じ種別の追加ダメージ{extraDamageD8}d8を与える。効果中に再び使うと、種別が新しいものに替わり持続時間もやり直しになる。ダメージは累積しない。' } } },
  },
  fanged: {
    traits: ['magical'], bookName: 'Fanged', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 106 },
    effects: { activation: { actions: 1, traits: ['manipulate', 'polymorph'], effect: 'animal-form', text: { en: 'You put the weapon in your mouth and become a Small or Medium animal holding it in your jaws: the animal you are most associated with, or a wolf. You can attack only with this weapon and have no hands, but count as holding it in two hands. You can Dismiss the form; it ends if you drop the weapon.', ja: '武器を口にくわえ、それを顎でくわえた小型か中型の動物になる。動物は君に最もゆかりのあるもので、なければ狼になる。攻撃にはこの武器しか使えず手もないが、この武器は両手で持っているものとして扱う。この形態は“解除”でき、武器を落とすと終わる。' } } },
  },
  'greater-fanged': {
    traits: ['magical'], bookName: 'Fanged (Greater)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 106 },
    effects: { activation: { actions: 1, traits: ['manipulate', 'polymorph'], effect: 'animal-form', text: { en: 'You put the weapon in your mouth and become a Small or Medium animal holding it in your jaws: the animal you are most associated with, or a wolf. You can attack only with this weapon and have no hands, but count as holding it in two hands. You can Dismiss the form; it ends if you drop the weapon.', ja: '武器を口にくわえ、それを顎でくわえた小型か中型の動物になる。動物は君に最もゆかりのあるもので、なければ狼になる。攻撃にはこの武器しか使えず手もないが、この武器は両手で持っているものとして扱う。この形態は“解除”でき、武器を落とすと終わる。' } }, passive: [{ effect: 'animal-form-low-light-vision', when: 'animal-form' }, { effect: 'animal-form-speed-item-bonus', when: 'animal-form', numbers: { speedBonusFt: 5 } }] },
  },
  'major-fanged': {
    traits: ['magical'], bookName: 'Fanged (Major)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 106 },
    effects: { activation: { actions: 1, traits: ['manipulate', 'polymorph'], effect: 'animal-form', text: { en: 'You put the weapon in your mouth and become a Small or Medium animal holding it in your jaws: the animal you are most associated with, or a wolf. You can attack only with this weapon and have no hands, but count as holding it in two hands. You can Dismiss the form; it ends if you drop the weapon.', ja: '武器を口にくわえ、それを顎でくわえた小型か中型の動物になる。動物は君に最もゆかりのあるもので、なければ狼になる。攻撃にはこの武器しか使えず手もないが、この武器は両手で持っているものとして扱う。この形態は“解除”でき、武器を落とすと終わる。' } }, passive: [{ effect: 'animal-form-low-light-vision', when: 'animal-form' }, { effect: 'animal-form-imprecise-scent', when: 'animal-form', numbers: { scentRangeFt: 30 } }, { effect: 'animal-form-speed-item-bonus', when: 'animal-form', numbers: { speedBonusFt: 10 } }] },
  },
  hauling: {
    traits: ['magical'], bookName: 'Hauling', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 80 },
    effects: { reaction: { traits: ['concentrate'], frequency: 'once-per-hour', trigger: 'strike-attack-roll-success', triggerText: { ja: 'この武器による“打撃”の攻撃ロールに成功した。', en: 'You succeed at an attack roll to Strike with the weapon.' }, text: { ja: '目標はDC{dc}の反応セーヴに成功しなければ、君が選んだ方向に{forcedMoveFt}フィート動かされる。これは強制移動である。', en: 'The target must succeed at a DC {dc} Reflex save or be moved {forcedMoveFt} feet in a direction you choose. This is forced movement.' }, effect: 'forced-move-target', save: { save: 'reflex', dc: 20 }, numbers: { forcedMoveFt: 5 } } },
  },
  'greater-hauling': {
    traits: ['magical'], bookName: 'Hauling (Greater)', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 80 },
    effects: { reaction: { traits: ['concentrate'], frequency: 'once-per-hour', trigger: 'strike-attack-roll-success', triggerText: { ja: 'この武器による“打撃”の攻撃ロールに成功した。', en: 'You succeed at an attack roll to Strike with the weapon.' }, text: { ja: '目標はDC{dc}の反応セーヴに成功しなければ、君が選んだ方向に{forcedMoveFt}フィート動かされる。これは強制移動である。', en: 'The target must succeed at a DC {dc} Reflex save or be moved {forcedMoveFt} feet in a direction you choose. This is forced movement.' }, effect: 'forced-move-target', save: { save: 'reflex', dc: 28 }, numbers: { forcedMoveFt: 10 } } },
  },
  hopeful: {
    traits: ['magical'], bookName: 'Hopeful', jaConfirmed: false,
    source: { book: 'grand-bazaar', page: 84 },
    effects: { critEffect: { effect: 'allies-sharing-alignment-status-bonus-to-attack', numbers: { rangeFt: 30, attackStatusBonus: 1 }, duration: 'until-end-of-your-next-turn' } },
  },
};

export const WEAPON_GRAND_BAZAAR_SUMMARIES: Readonly<Record<(typeof WEAPON_GRAND_BAZAAR)[number]['slug'], RuneSummary>> = {
  anchoring: { ja: 'クリティカル・ヒットで目標を次元界につなぎ止める', en: 'A critical hit anchors the target to this plane' },
  'greater-anchoring': { ja: 'クリティカル・ヒットで目標を次元界につなぎ止める', en: 'A critical hit anchors the target to this plane' },
  bloodthirsty: { ja: '出血中の敵へのクリティカル・ヒットで吸精、倒すと一時的HP', en: 'Critical hits drain bleeding foes; kills give temporary HP' },
  crushing: { ja: 'クリティカル・ヒットでよたつき状態と虚弱状態にする', en: 'A critical hit leaves the target clumsy and enfeebled' },
  'greater-crushing': { ja: 'クリティカル・ヒットでよたつき状態と虚弱状態にする', en: 'A critical hit leaves the target clumsy and enfeebled' },
  energizing: { ja: '受けたエネルギー・ダメージを武器の追加ダメージにする', en: 'Turns energy damage you take into extra damage on the weapon' },
  fanged: { ja: '武器をくわえて動物に変身し、それで戦う', en: 'Become an animal that fights with the weapon in its jaws' },
  'greater-fanged': { ja: '武器をくわえて動物に変身し、それで戦う', en: 'Become an animal that fights with the weapon in its jaws' },
  'major-fanged': { ja: '武器をくわえて動物に変身し、それで戦う', en: 'Become an animal that fights with the weapon in its jaws' },
  hauling: { ja: '命中させた敵を引き寄せるか押しやる', en: 'Pull or push a foe you just hit' },
  'greater-hauling': { ja: '命中させた敵を引き寄せるか押しやる', en: 'Pull or push a foe you just hit' },
  hopeful: { ja: 'クリティカル・ヒットで近くの仲間の攻撃を後押しする', en: 'A critical hit bolsters the attacks of nearby allies' },
};
