// The Japanese messages of the transfer estimator's problems (transfer-en.ts has the English ones). Typed by code:
// a code without its message here does not compile.
import { RULE_FACTS } from '../facts';
import type { Localized, ProficiencyRank, ProblemMessages, TransferProblemCode } from '../types';
import { CRAFTING_TERMS } from '../data/crafting-words';

// Glossary words, by slug: written once, in their tables.
const CRAFTING = CRAFTING_TERMS.crafting.ja;
const CRAFT = CRAFTING_TERMS.craft.ja;
const MAGICAL_CRAFTING = CRAFTING_TERMS['magical-crafting'].ja;

// As in ja.ts: a copy, so that this chunk does not import that one's (which would add a re-export chunk).
const q = (l: Localized | undefined): string => (l ? `「${l.ja}」` : '（不明）');

// The rank words as the site's labels write them (PROFICIENCY_LABELS; a test keeps them equal).
export const RANK: Record<ProficiencyRank, string> = { trained: '修得', expert: '熟練', master: '達人', legendary: '伝説' };

const BY_LEVEL = { master: RULE_FACTS.craftMasterFromLevel, legendary: RULE_FACTS.craftLegendaryFromLevel };

export const MESSAGES: ProblemMessages<TransferProblemCode> = {
  'problem.swap-form-mismatch': (p) =>
    `入れ替えるルーンは同じ形態（基本ルーン同士か性質ルーン同士）でなければなりません：${q(p.rune)}と${q(p.other)}。`,
  'problem.transfer-invalid-target': (p) =>
    `${q(p.rune)}は${q(p.item)}に移せません。受け入れられないアイテムへの転送は、${CRAFTING}判定に自動的に大失敗します。`,
  'problem.fundamental-already-present': (p) =>
    `${q(p.item)}には同じ種類の基本ルーン（${q(p.other)}）がすでにあります。各種類の基本ルーンは1つだけなので、移動ではなく入れ替えを使います。`,
  'problem.swap-rune-not-on-item': (p) => `入れ替え相手の${q(p.rune)}が${q(p.item)}に見当たりません。`,
  'problem.rune-not-on-source': (p) =>
    `移すルーン${q(p.rune)}が、転送元の${q(p.item)}に見当たりません。転送元のアイテムのルーンを確かめてください。`,
  'problem.runes-go-dormant': (p) => `転送後、${q(p.item)}のポテンシィ・ルーンでは足りないため、${q(p.rune)}は効果を停止します。`,
  'problem.magical-crafting-needed': () =>
    `魔法のアイテムを${CRAFT}するには${MAGICAL_CRAFTING}が必要で、そのためには${CRAFTING}が熟練以上でなければなりません。`,
  'problem.crafting-rank-too-low': (p) =>
    `${p.count}レベルのルーンを${CRAFT}するには、${CRAFTING}が${RANK[p.rank]}でなければなりません（${BY_LEVEL.master}レベル以上は${RANK.master}、${BY_LEVEL.legendary}レベル以上は${RANK.legendary}）。`,
  'problem.craft-requirements-rank-too-low': (p) =>
    `このルーンの作成要件により、${CRAFT}するには${CRAFTING}が${RANK[p.rank]}でなければなりません。`,
  'problem.crafter-level-too-low': (p) => `${CRAFT}できるのは自分のレベル以下のアイテムだけです。このルーンのレベルは${p.count}です。`,
  'problem.crafter-needed-for-discount': () =>
    `追加の日数で費用を下げるには、作成者のレベルと${CRAFTING}の習熟ランクが必要です。費用は下げずに計算しました。`,
};
