// The problems of items, etching and upgrades, with their messages in both languages; the transfer estimator's
// own problems are in transfer-problems.ts, so the item builder and the level calculator don't download them.
// Messages are built from names (rune, item) so the reader sees which rule was broken and by what.
import type { Localized, Problem, Severity } from './types';

export type Make = (p: ProblemParams) => Localized;
export interface ProblemParams {
  rune?: Localized;
  other?: Localized;
  item?: Localized;
  field?: string;
  value?: string;
  count?: number;
  usage?: Localized;
}

// What the reader calls each input: a message names the field in words, never by its code name.
const FIELD_LABELS: Readonly<Record<string, Localized>> = {
  base: { ja: '基本アイテム', en: 'base item' },
  potency: { ja: 'ポテンシィ・ルーン', en: 'potency rune' },
  striking: { ja: 'ストライキング・ルーン', en: 'striking rune' },
  resilient: { ja: 'リジリアント・ルーン', en: 'resilient rune' },
  reinforcing: { ja: 'リーンフォーシング・ルーン', en: 'reinforcing rune' },
  property: { ja: '性質ルーン', en: 'property runes' },
  rune: { ja: '転送するルーン', en: 'rune to transfer' },
  swapWith: { ja: '入れ替える相手のルーン', en: 'rune to swap with' },
  to: { ja: '受け取るアイテム', en: 'receiving item' },
  from: { ja: '転送元のアイテム', en: 'item the rune comes from' },
  crafterLevel: { ja: '作成者のレベル', en: 'crafter level' },
  proficiency: { ja: '〈製作〉の習熟ランク', en: 'Crafting proficiency rank' },
  extraDays: { ja: '追加の日数', en: 'extra days' },
};

/** A field's name for the reader; `property[1]` reads "property rune 2". */
export function fieldLabel(field: string | undefined, locale: 'ja' | 'en'): string {
  if (field === undefined) return '';
  const slot = /^property\[(\d+)\]$/.exec(field);
  if (slot) return locale === 'ja' ? `${Number(slot[1]) + 1}番目の性質ルーン` : `property rune ${Number(slot[1]) + 1}`;
  return Object.hasOwn(FIELD_LABELS, field) ? FIELD_LABELS[field]![locale] : field;
}

export const q = (l: Localized | undefined, locale: 'ja' | 'en'): string =>
  l ? (locale === 'ja' ? `「${l.ja}」` : `“${l.en}”`) : locale === 'ja' ? '（不明）' : '(unknown)';

const PROBLEM_MESSAGES = {
  'invalid-spec': {
    severity: 'error',
    make: () => ({
      ja: 'アイテムの指定が読み取れません。基本アイテムとルーンを指定してください。',
      en: 'The item description could not be read: give a base item and its runes.',
    }),
  },
  'unknown-base-item': {
    severity: 'error',
    make: (p) => ({
      ja: `基本アイテム「${p.value ?? ''}」は見つかりません。`,
      en: `No base item is called “${p.value ?? ''}”.`,
    }),
  },
  'unknown-rune': {
    severity: 'error',
    make: (p) => ({
      ja: `ルーン「${p.value ?? ''}」は見つかりません。`,
      en: `No rune is called “${p.value ?? ''}”.`,
    }),
  },
  'invalid-value': {
    severity: 'error',
    make: (p) => ({
      ja: `「${fieldLabel(p.field, 'ja')}」の値が正しくありません。この値は無視しました。`,
      en: `The value given for the ${fieldLabel(p.field, 'en')} is not valid and was ignored.`,
    }),
  },
  'invalid-potency': {
    severity: 'error',
    make: () => ({
      ja: 'ポテンシィの値は0から3までの整数です。',
      en: 'Potency must be a whole number from 0 to 3.',
    }),
  },
  'wrong-target': {
    severity: 'error',
    make: (p) => ({
      ja: `${q(p.rune, 'ja')}は${p.usage?.ja ?? ''}するルーンなので、${q(p.item, 'ja')}には彫刻できません。`,
      en: `${q(p.rune, 'en')} is ${p.usage?.en ?? ''}, so it can't go on ${q(p.item, 'en')}.`,
    }),
  },
  'usage-not-met': {
    severity: 'error',
    make: (p) => ({
      ja: `${q(p.rune, 'ja')}の使用方法は「${p.usage?.ja ?? ''}」です。${q(p.item, 'ja')}はこの条件を満たしません。`,
      en: `${q(p.rune, 'en')} must be ${p.usage?.en ?? ''}; ${q(p.item, 'en')} doesn't qualify.`,
    }),
  },
  'usage-needs-metal': {
    severity: 'error',
    make: (p) => ({
      ja: `${q(p.rune, 'ja')}は金属製の鎧にしか彫刻できません（使用方法：「${p.usage?.ja ?? ''}」）。${q(p.item, 'ja')}は金属製ではありません。`,
      en: `${q(p.rune, 'en')} can only be etched onto metal armor (${p.usage?.en ?? ''}); ${q(p.item, 'en')} isn't metal.`,
    }),
  },
  'usage-needs-nonmetal': {
    severity: 'error',
    make: (p) => ({
      ja: `${q(p.rune, 'ja')}は金属製の鎧には彫刻できません（使用方法：「${p.usage?.ja ?? ''}」）。${q(p.item, 'ja')}は金属製です。`,
      en: `${q(p.rune, 'en')} can't be etched onto metal armor (${p.usage?.en ?? ''}); ${q(p.item, 'en')} is metal.`,
    }),
  },
  'usage-needs-trait': {
    severity: 'error',
    make: (p) => ({
      ja: `${q(p.rune, 'ja')}は${p.other?.ja ?? ''}特性を持つ武器にしか彫刻できません。${q(p.item, 'ja')}にはこの特性がありません。`,
      en: `${q(p.rune, 'en')} can only be etched onto a weapon with the ${p.other?.en ?? ''} trait; ${q(p.item, 'en')} doesn't have it.`,
    }),
  },
  'usage-needs-base-item': {
    severity: 'error',
    make: (p) => ({
      ja: `${q(p.rune, 'ja')}の使用方法は「${p.usage?.ja ?? ''}」です。${q(p.item, 'ja')}はその武器ではありません。`,
      en: `${q(p.rune, 'en')} must be ${p.usage?.en ?? ''}; ${q(p.item, 'en')} is a different weapon.`,
    }),
  },
  'wrong-family': {
    severity: 'error',
    make: (p) => ({
      ja: `${q(p.rune, 'ja')}は「${fieldLabel(p.field, 'ja')}」の欄に入るルーンではありません。`,
      en: `${q(p.rune, 'en')} doesn't belong in the ${fieldLabel(p.field, 'en')} slot.`,
    }),
  },
  'not-a-property-rune': {
    severity: 'error',
    make: (p) => ({
      ja: `${q(p.rune, 'ja')}は基本ルーンです。性質ルーンの欄ではなく、基本ルーンの欄で指定してください。`,
      en: `${q(p.rune, 'en')} is a fundamental rune: give it in its own slot, not among the property runes.`,
    }),
  },
  'shield-takes-only-reinforcing': {
    severity: 'error',
    make: (p) => ({
      ja: `盾に彫刻できるのはリーンフォーシング・ルーンだけです。${q(p.rune, 'ja')}は彫刻できません。`,
      en: `A shield takes only a reinforcing rune; ${q(p.rune, 'en')} can't be etched on it.`,
    }),
  },
  'no-free-slot': {
    severity: 'error',
    make: (p) => ({
      ja: `${q(p.rune, 'ja')}を入れる性質ルーンの枠がありません（枠の数はポテンシィ・ルーンの値＝${p.count ?? 0}）。このルーンは効果を発揮しません。`,
      en: `There is no free property slot for ${q(p.rune, 'en')} (slots equal the potency value, ${p.count ?? 0}); it would be dormant.`,
    }),
  },
  'duplicate-rune': {
    severity: 'warning',
    make: (p) => ({
      ja: `${q(p.rune, 'ja')}が2つ以上あります。同じルーンは1つしか適用されません。`,
      en: `${q(p.rune, 'en')} appears more than once; only one copy applies.`,
    }),
  },
  'lower-grade-ignored': {
    severity: 'warning',
    make: (p) => ({
      ja: `${q(p.rune, 'ja')}と${q(p.other, 'ja')}は同じルーンの別のグレードです。最も高レベルの${q(p.other, 'ja')}だけが適用されます。`,
      en: `${q(p.rune, 'en')} and ${q(p.other, 'en')} are grades of the same rune; only the highest grade, ${q(p.other, 'en')}, applies.`,
    }),
  },
  'conflicting-runes': {
    severity: 'error',
    make: (p) => ({
      ja: `${q(p.rune, 'ja')}は${q(p.other, 'ja')}と同じ武器には彫刻できません（使用方法：${p.usage?.ja ?? ''}）。`,
      en: `${q(p.rune, 'en')} can't share a weapon with ${q(p.other, 'en')} (usage: ${p.usage?.en ?? ''}).`,
    }),
  },
  'usage-excludes-rune': {
    severity: 'error',
    make: (p) => ({
      ja: `${q(p.rune, 'ja')}は${q(p.other, 'ja')}のある武器には彫刻できません（使用方法：${p.usage?.ja ?? ''}）。どちらか一方を選んでください。`,
      en: `${q(p.rune, 'en')} can't be etched onto a weapon that has ${q(p.other, 'en')} (usage: ${p.usage?.en ?? ''}); choose one of them.`,
    }),
  },
  'specific-item': {
    severity: 'error',
    make: (p) => ({
      ja: `${q(p.item, 'ja')}は特定の魔法のアイテムで、その能力は最初から備わっています。持っていないルーンを後から彫刻することはできません（${q(p.rune, 'ja')}）。`,
      en: `${q(p.item, 'en')} is a specific magic item whose magic is built in; it can't take runes it doesn't come with (${q(p.rune, 'en')}).`,
    }),
  },
  'not-an-item': {
    severity: 'warning',
    make: (p) => ({
      ja: `${q(p.item, 'ja')}はアイテムではないため、直接ルーンを彫刻できません（ハンドラップス・オヴ・マイティ・ブロウズなどを使います）。`,
      en: `${q(p.item, 'en')} is not an item, so runes can't be etched on it directly (Handwraps of Mighty Blows carry them instead).`,
    }),
  },
  'different-family': {
    severity: 'error',
    make: (p) => ({
      ja: `${q(p.rune, 'ja')}を${q(p.other, 'ja')}に改良することはできません。改良できるのは同じルーンのより上位のグレードだけです。`,
      en: `${q(p.rune, 'en')} can't be upgraded into ${q(p.other, 'en')}: an upgrade stays within one rune and moves to a stronger grade.`,
    }),
  },
  'not-an-upgrade': {
    severity: 'error',
    make: (p) => ({
      ja: `${q(p.other, 'ja')}は${q(p.rune, 'ja')}より上位のグレードではないため、改良になりません。`,
      en: `${q(p.other, 'en')} is not a stronger grade than ${q(p.rune, 'en')}, so this is not an upgrade.`,
    }),
  },} satisfies Record<string, { severity: Severity; make: Make }>;

/** A problem of items, etching or upgrades (transfer-problems.ts adds the transfer estimator's). */
export type ItemProblemCode = keyof typeof PROBLEM_MESSAGES;
export const ITEM_PROBLEM_CODES = /* @__PURE__ */ Object.keys(PROBLEM_MESSAGES) as ItemProblemCode[];

export function problem(code: ItemProblemCode, params: ProblemParams = {}, rune?: string): Problem {
  const entry = PROBLEM_MESSAGES[code];
  const out: Problem = { code, severity: entry.severity as Severity, message: entry.make(params) };
  if (rune !== undefined) out.rune = rune;
  return out;
}
