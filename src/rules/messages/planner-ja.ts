// The Japanese messages of the planner's problems (planner-en.ts has the English ones). Typed by code: a code without
// its message here does not compile.
import { formatPrice } from '../tables';
import type { Localized, PlannerProblemCode, ProblemMessages } from '../types';
import { fieldLabel } from './fields';
import { FIELDS } from './fields-ja';

// As in ja.ts: a copy, so that this chunk does not import that one's.
const q = (l: Localized | undefined): string => (l ? `「${l.ja}」` : '（不明）');

export const MESSAGES: ProblemMessages<PlannerProblemCode> = {
  'problem.plan-item-cannot-hold': (p) =>
    `${q(p.item)}には、このレベルで想定される${q(p.rune)}を彫刻できません。計画ではこの部分を今のままにしています。`,
  'problem.plan-over-gold': (p) =>
    `計画の費用が所持金を${formatPrice(p.count, 'ja')}上回ります。手順は順番に並んでいて、所持金を超える手順には印が付いています。`,
  'problem.abp-property-slots-unstated': (p) =>
    `自動ボーナス成長では、ルールブックが取り除くのはポテンシィ、ストライキング、リジリアントの各ルーンだけで、アイテムが持てる性質ルーンの数は書かれていません。数をポテンシィ・ボーナスに合わせる読み方（よく使われる解釈。Foundryの「Allow Property Runes」）では、${q(p.item)}の性質ルーンは${p.count}個までとなり、${q(p.rune)}は効果を停止します。`,
  'problem.small-party-treasure': (p) =>
    `4人より少ないパーティでは、足りない1人ごとに1人分の宝物を表から差し引きます（${p.count}人分）。ただし少人数のパーティは苦戦しやすいので、差し引く量を減らしてもよいとされています。`,
  'problem.value-clamped': (p) => `「${fieldLabel(FIELDS, p.field)}」が範囲外なので、${p.count}として計算しました。`,
};
