// The Japanese messages of the problems of items, etching and upgrades (en.ts has the English ones, transfer-ja.ts
// the transfer estimator's). Typed by code: a code without its message here does not compile.
import { MATERIAL_GRADE_NAMES } from '../data/materials';
import type { ItemProblemCode, Localized, ProblemMessages } from '../types';
import { fieldLabel } from './fields';
import { FIELDS } from './fields-ja';

/** A material grade's words (「低級」). */
const grade = (p: { grade?: keyof typeof MATERIAL_GRADE_NAMES }): string => (p.grade ? MATERIAL_GRADE_NAMES[p.grade].ja : '');

/** A name in 「」. */
const q = (l: Localized | undefined): string => (l ? `「${l.ja}」` : '（不明）');

export const MESSAGES: ProblemMessages<ItemProblemCode> = {
  'problem.invalid-spec': () => 'アイテムの指定が読み取れません。基本アイテムとルーンを指定してください。',
  'problem.unknown-base-item': (p) => `基本アイテム「${p.value}」は見つかりません。`,
  'problem.unknown-rune': (p) => `ルーン「${p.value}」は見つかりません。`,
  'problem.invalid-value': (p) => `「${fieldLabel(FIELDS, p.field)}」の値が正しくありません。この値は無視しました。`,
  'problem.invalid-potency': () => 'ポテンシィの値は0から3までの整数です。',
  'problem.wrong-target': (p) => `${q(p.rune)}は${p.usage.ja}するルーンなので、${q(p.item)}には彫刻できません。`,
  'problem.usage-not-met': (p) => `${q(p.rune)}の使用方法は「${p.usage.ja}」です。${q(p.item)}はこの条件を満たしません。`,
  'problem.usage-needs-metal': (p) =>
    `${q(p.rune)}は金属製の鎧にしか彫刻できません（使用方法：「${p.usage.ja}」）。${q(p.item)}は金属製ではありません。`,
  'problem.usage-needs-nonmetal': (p) =>
    `${q(p.rune)}は金属製の鎧には彫刻できません（使用方法：「${p.usage.ja}」）。${q(p.item)}は金属製です。`,
  'problem.usage-needs-trait': (p) =>
    `${q(p.rune)}は${p.other.ja}特性を持つ武器にしか彫刻できません。${q(p.item)}にはこの特性がありません。`,
  'problem.usage-needs-base-item': (p) => `${q(p.rune)}の使用方法は「${p.usage.ja}」です。${q(p.item)}はその武器ではありません。`,
  'problem.wrong-family': (p) => `${q(p.rune)}は「${fieldLabel(FIELDS, p.field)}」の欄に入るルーンではありません。`,
  'problem.not-a-property-rune': (p) => `${q(p.rune)}は基本ルーンです。性質ルーンの欄ではなく、基本ルーンの欄で指定してください。`,
  'problem.shield-takes-only-reinforcing': (p) => `盾に彫刻できるのはリーンフォーシング・ルーンだけです。${q(p.rune)}は彫刻できません。`,
  'problem.no-free-slot': (p) =>
    `${q(p.rune)}を入れる性質ルーンの枠がありません（枠の数はポテンシィ・ルーンの値＝${p.count}）。このルーンは効果を発揮しません。`,
  'problem.duplicate-rune': (p) => `${q(p.rune)}が2つ以上あります。同じルーンは1つしか適用されません。`,
  'problem.lower-grade-ignored': (p) =>
    `${q(p.rune)}と${q(p.other)}は同じルーンの別のグレードです。最も高レベルの${q(p.other)}だけが適用されます。`,
  'problem.conflicting-runes': (p) => `${q(p.rune)}は${q(p.other)}と同じ武器には彫刻できません（使用方法：${p.usage.ja}）。`,
  'problem.usage-excludes-rune': (p) =>
    `${q(p.rune)}は${q(p.other)}のある武器には彫刻できません（使用方法：${p.usage.ja}）。どちらか一方を選んでください。`,
  'problem.specific-item': (p) =>
    `${q(p.item)}は特定の魔法のアイテムで、その能力は最初から備わっています。持っていないルーンを後から彫刻することはできません（${q(p.rune)}）。`,
  'problem.specific-item-property-fixed': (p) =>
    `${q(p.item)}は特定の魔法のアイテムです。性質ルーンは追加も除去も移し替えもできません（${q(p.rune)}）。基本ルーンはできます。`,
  'problem.specific-item-property-upgrade': (p) =>
    `${q(p.item)}は特定の魔法のアイテムです。新しい性質ルーンは禁じられていますが、持っている性質ルーンの改良（${q(p.rune)}から${q(p.other)}）についてルールは何も述べていません。GMに確認してください。`,
  'problem.accessory-rune-not-etched': (p) =>
    `${q(p.rune)}はアクセサリー・ルーンです。使用法に従って衣服、履物、入れ物、盾、乗り物に付与するもので、アイテムの基本ルーンや性質ルーンと並べて彫刻するものではないため、計算ツールでは扱いません。`,
  'problem.mythic-rune-not-modelled': (p) =>
    `${q(p.rune)}は神話級のルーンです。『War of Immortals』の神話のルールに従い、計算ツールはそのルールを扱わないため、計算から外します。`,
  'problem.not-an-accessory-rune': (p) => `${q(p.rune)}はアクセサリー・ルーンではありません（彫刻するルーンです）。`,
  'problem.accessory-usage-not-met': (p) => `${q(p.rune)}はこの品には付けられません。使用法は「${p.usage.ja}」です。`,
  'problem.accessory-rune-already-there': (p) =>
    `この品にはすでに${q(p.other)}があります。アクセサリー・ルーンを付与した品は充填の特性を得て、充填の特性を持つ品にはアクセサリー・ルーンを付与できないため、1つの品に付くのは1つだけです。`,
  'problem.accessory-on-invested-item': (p) => `すでに充填の特性を持つ品には${q(p.rune)}を付与できません。`,
  'problem.accessory-on-magic-item': (p) =>
    `${q(p.rune)}は魔法のアイテムでない品に付与します。使用法（${p.usage.ja}）は魔法のアイテムを認めていません。`,
  'problem.not-an-item': (p) =>
    `${q(p.item)}はアイテムではないため、直接ルーンを彫刻できません（ハンドラップス・オヴ・マイティ・ブロウズなどを使います）。`,
  'problem.different-family': (p) =>
    `${q(p.rune)}を${q(p.other)}に改良することはできません。改良できるのは同じルーンのより上位のグレードだけです。`,
  'problem.not-an-upgrade': (p) => `${q(p.other)}は${q(p.rune)}より上位のグレードではないため、改良になりません。`,
  'problem.unknown-material': (p) => `貴重な素材「${p.value ?? ''}」は見つかりません。`,
  'problem.material-grade-missing': (p) =>
    `${q(p.material)}には${p.item ? `${q(p.item)}の` : ''}${grade(p)}の品がありません。この素材にある等級から選んでください。`,
  'problem.material-cannot-make': (p) => `${q(p.material)}で${q(p.item)}は作れません。`,
  'problem.material-grade-rune-limit': (p) =>
    `${grade(p)}の${p.material?.ja ?? ''}のアイテムに彫刻できるのはレベル${p.count ?? 0}までのルーンです。${q(p.rune)}はそれより高いので計算から外しました。` +
    (p.fix
      ? `${MATERIAL_GRADE_NAMES[p.fix].ja}を選ぶと、このルーンも彫刻できます。`
      : 'このアイテムでは、この素材のどれを選んでもこのルーンは彫刻できません。'),
};
