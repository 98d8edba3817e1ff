// The transfer estimator's problems (GM Core p. 225), with their messages in both languages: a module of their own
// so that only the transfer estimator downloads them (problems.ts holds those of items, etching and upgrades).
import { ITEM_PROBLEM_CODES, problem, q, type ItemProblemCode, type Make, type ProblemParams } from './problems';
import type { Problem, Severity } from './types';

const TRANSFER_PROBLEMS = {
  'swap-form-mismatch': {
    severity: 'error',
    make: (p) => ({
      ja: `入れ替えるルーンは同じ形態（基本ルーン同士か性質ルーン同士）でなければなりません：${q(p.rune, 'ja')}と${q(p.other, 'ja')}。`,
      en: `Swapped runes must be the same form (fundamental with fundamental, property with property): ${q(p.rune, 'en')} and ${q(p.other, 'en')}.`,
    }),
  },
  'transfer-invalid-target': {
    severity: 'error',
    make: (p) => ({
      ja: `${q(p.rune, 'ja')}は${q(p.item, 'ja')}に移せません。受け入れられないアイテムへの転送は〈製作〉判定の自動的な大失敗になります。`,
      en: `${q(p.rune, 'en')} can't move to ${q(p.item, 'en')}; transferring a rune to an item that can't take it is an automatic critical failure of the Crafting check.`,
    }),
  },
  'fundamental-already-present': {
    severity: 'error',
    make: (p) => ({
      ja: `${q(p.item, 'ja')}には同じ種類の基本ルーン（${q(p.other, 'ja')}）がすでにあります。各種類の基本ルーンは1つだけなので、移動ではなく入れ替えを使います。`,
      en: `${q(p.item, 'en')} already has a fundamental rune of that type (${q(p.other, 'en')}); an item holds one of each type, so swap instead of moving.`,
    }),
  },
  'swap-rune-not-on-item': {
    severity: 'warning',
    make: (p) => ({
      ja: `入れ替え相手の${q(p.rune, 'ja')}が${q(p.item, 'ja')}に見当たりません。`,
      en: `The rune to swap with, ${q(p.rune, 'en')}, is not on ${q(p.item, 'en')}.`,
    }),
  },
  'rune-not-on-source': {
    severity: 'warning',
    make: (p) => ({
      ja: `移すルーン${q(p.rune, 'ja')}が、転送元の${q(p.item, 'ja')}に見当たりません。転送元のアイテムのルーンを確かめてください。`,
      en: `The rune to move, ${q(p.rune, 'en')}, is not on ${q(p.item, 'en')}, the item it comes from; check that item's runes.`,
    }),
  },
  'runes-go-dormant': {
    severity: 'warning',
    make: (p) => ({
      ja: `転送後、${q(p.item, 'ja')}のポテンシィ・ルーンでは足りないため、${q(p.rune, 'ja')}は効果を停止します。`,
      en: `After the transfer, ${q(p.rune, 'en')} on ${q(p.item, 'en')} goes dormant: the potency rune there no longer allows it.`,
    }),
  },
  'magical-crafting-needed': {
    severity: 'warning',
    make: () => ({
      ja: '魔法のアイテムを“作成”するには《魔法のアイテム作成》が必要で、そのためには〈製作〉が熟練以上でなければなりません。',
      en: 'Crafting magic items needs the Magical Crafting feat, which requires expert proficiency in Crafting.',
    }),
  },
  'crafter-level-too-low': {
    severity: 'warning',
    make: (p) => ({
      ja: `“作成”できるのは自分のレベル以下のアイテムだけです。このルーンのレベルは${p.count ?? 0}です。`,
      en: `You can Craft only items of your level or lower; this rune is level ${p.count ?? 0}.`,
    }),
  },
  'crafter-needed-for-discount': {
    severity: 'warning',
    make: () => ({
      ja: '追加の日数で費用を下げるには、作成者のレベルと〈製作〉の習熟ランクが必要です。費用は下げずに計算しました。',
      en: 'Lowering the cost with extra days needs the crafter’s level and Crafting rank; the cost was left as is.',
    }),
  },

} satisfies Record<string, { severity: Severity; make: Make }>;

export type TransferProblemCode = keyof typeof TRANSFER_PROBLEMS;
/** Every problem code the rules can report. */
export type ProblemCode = ItemProblemCode | TransferProblemCode;
// Computed by a call marked pure, so the transfer estimator, which never reads the list, doesn't download it.
const allCodes = (): readonly ProblemCode[] => [...ITEM_PROBLEM_CODES, ...(Object.keys(TRANSFER_PROBLEMS) as TransferProblemCode[])];
export const PROBLEM_CODES: readonly ProblemCode[] = /* @__PURE__ */ allCodes();

function isTransferCode(code: ProblemCode): code is TransferProblemCode {
  return Object.hasOwn(TRANSFER_PROBLEMS, code);
}

/** Any problem, by code: the transfer estimator's own, or one of problems.ts. */
export function anyProblem(code: ProblemCode, params: ProblemParams = {}, rune?: string): Problem {
  if (!isTransferCode(code)) return problem(code, params, rune);
  const entry = TRANSFER_PROBLEMS[code];
  const out: Problem = { code, severity: entry.severity as Severity, message: entry.make(params) };
  if (rune !== undefined) out.rune = rune;
  return out;
}

/** Severity of each code, for sites that want to list them. */
export function problemSeverity(code: ProblemCode): Severity {
  return anyProblem(code).severity;
}
