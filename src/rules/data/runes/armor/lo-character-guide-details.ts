// The descriptive part of the armor runes of Lost Omens: Character Guide, keyed by the slugs of lo-character-guide.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { ARMOR_LO_CHARACTER_GUIDE } from './lo-character-guide';

export const ARMOR_LO_CHARACTER_GUIDE_DETAILS: Readonly<Record<(typeof ARMOR_LO_CHARACTER_GUIDE)[number]['slug'], RuneDetails>> = {
  'sinister-knight': {
    // illusion: AoN's row and Foundry's rune table (the accuracy audit, src/rules/README.md); the old item file kept magical only.
    traits: ['illusion', 'magical'], bookName: 'Sinister Knight', jaConfirmed: false,
    source: { book: 'lo-character-guide', page: 92 },
    effects: { itemBonusSkill: { skill: 'deception', value: 1 }, activation: { actions: 1, traits: ['concentrate'], effect: 'sinister-disguise', text: { en: "The armor's insignia and decoration turn into generic menacing ornament. While the disguise lasts, you count as taking precautions against lifesense; a creature that notices you with lifesense takes you for undead unless it critically succeeds at its Perception check or you critically fail your Deception or Stealth check. The rune also tries to counteract effects that would reveal your alignment, making them read it as evil. You can Dismiss the disguise; it ends if the armor comes off.", ja: '鎧の紋章や装飾は、ありふれた禍々しい意匠に変わる。変装の間、君は生命感知に対して用心しているものとして扱われる。生命感知で君に気づいたクリーチャーも、その知覚判定に大成功するか、君が〈ペテン〉か〈隠密〉の判定に大失敗しない限り、君をアンデッドと取り違える。さらにルーンは君の属性を明かす効果を無効化しようと試み、成功するとその効果は君の属性を悪と読み取る。君は変装を解除でき、鎧を脱ぐと変装は終わる。' } } },
  },
};

export const ARMOR_LO_CHARACTER_GUIDE_SUMMARIES: Readonly<Record<(typeof ARMOR_LO_CHARACTER_GUIDE)[number]['slug'], RuneSummary>> = {
  'sinister-knight': { ja: '禍々しい偽装で正体を隠す', en: 'Hides your identity behind a sinister disguise' },
};
