// A rune's effects as label/value rows for its page, in one language. Pure (no Astro, no DOM): the rune
// page (components/rune/RuneEffects.astro) and the chapters' <RuneFact> use it; test/i18n/effect-lines.test.ts
// checks every effect kind in both languages.
//
// One renderer per key of RuneEffects, in the order the rows are shown. The table's type maps every key
// (`-?`): a new kind of effect in src/rules/types.ts without a renderer here does not compile. A renderer that
// returns no row says so on purpose (the prose explains that effect).
import { conjunction, fill, joinList } from './locale';
import { withGlossaryWords } from './glossary-words';
import type { ActivationCost, ConditionFact, DamageType, EffectFacts, EffectNumbers, Locale, Localized, RuneEffects } from '../rules/types';
import { PROFICIENCY_LABELS } from '../rules/data/labels';
import { traitLabel } from '../rules/data/traits';
import {
  formatDamage,
  DURATION_LABELS,
  EFFECT_GRAMMAR,
  EFFECT_LABELS,
  FREQUENCY_LABELS,
  NUMBER_LABELS,
  VS_LABELS,
  WHEN_LABELS,
} from './effects';
import { CONDITION_LABELS, DAMAGE_TYPE_LABELS, SAVE_LABELS, SKILL_LABELS } from '../glossary/vocabulary';

/** One row of a rune's effects list: what, and how much. */
export type EffectLine = { label: string; value: string };

/** Renders one effect's value as rows (none when the prose alone explains it). */
export type EffectRenderer<K extends keyof RuneEffects> = (value: NonNullable<RuneEffects[K]>, lang: Locale) => EffectLine[];

/**
 * A label by its code: each table is keyed by its union (ConditionSlug, DurationCode, VsCode …), so a code has its
 * words; the glossary words it names by slug (`{damage.mental}`) read in the glossary.
 */
const pick = <K extends string>(labels: Readonly<Record<K, Localized>>, key: K, lang: Locale): string =>
  withGlossaryWords(labels[key][lang], lang);
const isNumberKey = (key: string): key is keyof typeof NUMBER_LABELS => Object.hasOwn(NUMBER_LABELS, key);

/** A signed number in the page's language: ＋1 / －1 in Japanese (full width, as the seed writes it), +1 / -1 in English. */
export const signed = (n: number, lang: Locale) => EFFECT_GRAMMAR[lang].signed(n);

/**
 * A condition with its value and duration: 「虚弱状態1（1分間）」, "enfeebled 1 for 1 minute"; with the longer
 * duration of a critically failed save: 「聴覚喪失状態（1分間、大失敗なら1時間）」, "deafened for 1 minute (for 1 hour on a critical failure)".
 */
export function formatCondition(fact: ConditionFact, lang: Locale): string {
  const name = pick(CONDITION_LABELS, fact.condition, lang);
  const condition = fact.value === undefined ? name : EFFECT_GRAMMAR[lang].conditionValue(name, fact.value);
  const duration = fact.duration ? pick(DURATION_LABELS, fact.duration, lang) : '';
  if (!duration) return condition;
  if (fact.critFailureDuration) {
    const longer = pick(DURATION_LABELS, fact.critFailureDuration, lang);
    return fill(L('conditionForLonger', lang), { condition, duration, longer });
  }
  return fill(L('conditionFor', lang), { condition, duration });
}

// Counts of dice whose die size is another key (mentalDamageDice with mentalDie): written as one roll, 4d6. The die
// keys have no label of their own: their number is shown in the count's.
type DieKey = 'mentalDie' | 'boostedDie';
const DICE_OF: { readonly [K in keyof typeof NUMBER_LABELS]?: DieKey } = {
  mentalDamageDice: 'mentalDie',
  successMentalDice: 'mentalDie',
  failureMentalDice: 'mentalDie',
  critFailureMentalDice: 'mentalDie',
  boostedDice: 'boostedDie',
};
const DIE_KEYS: ReadonlySet<string> = new Set(Object.values(DICE_OF));

// A degree of success that opens a part (「成功：」, "success: "): parts of one degree are said together.
const DEGREE = /^(大成功|成功|失敗|大失敗|critical success|success|failure|critical failure)(：|: )/;

/** Parts of the same degree of success in one: 「成功：虚弱状態2と［精神］1d10」, "success: enfeebled 2 and 1d10 mental". */
function byDegree(parts: readonly string[], lang: Locale): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const degree = DEGREE.exec(part)?.[0];
    const last = out.length > 0 ? out[out.length - 1]! : '';
    if (degree && last.startsWith(degree)) out[out.length - 1] = `${last}${conjunction(lang)}${part.slice(degree.length)}`;
    else out.push(part);
  }
  return out;
}

function formatNumbers(numbers: EffectNumbers | undefined, lang: Locale): string[] {
  if (!numbers) return [];
  const parts: string[] = [];
  const { possessionBlockedRoundsDice: dice, possessionBlockedRoundsDie: die, ...rest } = numbers;
  if (dice !== undefined && die !== undefined) {
    parts.push(fill(NUMBER_LABELS.possessionBlockedRounds[lang], { value: `${dice}d${die}` }));
  }
  for (const [key, value] of Object.entries(rest)) {
    if (DIE_KEYS.has(key)) continue;
    const dieKey = isNumberKey(key) ? DICE_OF[key] : undefined;
    const size = dieKey ? rest[dieKey] : undefined;
    const shown = size !== undefined ? `${value}d${size}` : value;
    parts.push(isNumberKey(key) ? fill(pick(NUMBER_LABELS, key, lang), { value: shown }) : `${key} ${value}`);
  }
  return byDegree(parts, lang);
}

/** An activation's cost: 「1アクション」「フリー・アクション」「10分」, "1 action", "free action", "10 minutes". */
export function formatCost(cost: ActivationCost, lang: Locale): string {
  if (cost === 'free') return EFFECT_LABELS.freeAction[lang];
  const [key, count] = typeof cost === 'object' ? (['minutes', cost.minutes] as const) : (['actions', cost] as const);
  const text = fill(EFFECT_LABELS[key][lang], { count });
  return EFFECT_GRAMMAR[lang].counted(text, count);
}

function withoutDuration(numbers: EffectNumbers): EffectNumbers {
  const { durationMinutes: _, durationRounds: __, ...rest } = numbers;
  return rest;
}

/** The parts of an effect with its numbers (a critical hit's, a hit's, a passive one), in one language. */
export function effectFactParts(c: Omit<EffectFacts, 'effect'>, lang: Locale): string[] {
  return [
    ...(c.damage ? [formatDamage(c.damage, lang)] : []),
    ...(c.conditions ?? []).map((fact) => formatCondition(fact, lang)),
    ...(c.save ? [saveText(c.save, lang)] : []),
    // A condition that says how long it lasts needs no separate duration (merciful: fascinated for 1 minute).
    ...formatNumbers(c.conditions?.some((f) => f.duration) && c.numbers ? withoutDuration(c.numbers) : c.numbers, lang),
    ...(c.duration ? [pick(DURATION_LABELS, c.duration, lang)] : []),
  ];
}

const list = (parts: string[], lang: Locale) => parts.filter(Boolean).join(L('partsSeparator', lang));
const L = (key: keyof typeof EFFECT_LABELS, lang: Locale) => pick(EFFECT_LABELS, key, lang);
const row = (label: string, value: string): EffectLine[] => [{ label, value }];
const damageType = (type: DamageType, lang: Locale) => EFFECT_GRAMMAR[lang].damageType(pick(DAMAGE_TYPE_LABELS, type, lang));
const typeList = (types: readonly DamageType[], lang: Locale) =>
  joinList(
    types.map((t) => damageType(t, lang)),
    lang,
  );
const saveText = (save: { save: keyof typeof SAVE_LABELS; dc: number }, lang: Locale) =>
  fill(L('save', lang), { save: pick(SAVE_LABELS, save.save, lang), dc: save.dc });
const traitName = (slug: string, lang: Locale) => traitLabel(slug)[lang];
const rankName = (rank: keyof typeof PROFICIENCY_LABELS, lang: Locale) => PROFICIENCY_LABELS[rank].label[lang];
/** A plain label with a signed number. */
const signedRow =
  (key: keyof typeof EFFECT_LABELS) =>
  (n: number, lang: Locale): EffectLine[] =>
    row(L(key, lang), signed(n, lang));

/** Every effect kind and how its rows read, in display order. */
export const EFFECT_RENDERERS: { readonly [K in keyof RuneEffects]-?: EffectRenderer<K> } = {
  itemBonusAttack: signedRow('itemBonusAttack'),
  weaponDamageDice: (n, lang) => row(L('weaponDamageDice', lang), String(n)),
  itemBonusAC: signedRow('itemBonusAC'),
  itemBonusSaves: signedRow('itemBonusSaves'),
  propertySlots: (n, lang) => row(L('propertySlots', lang), String(n)),
  craftRequirement: (rank, lang) => row(L('craftRequirement', lang), fill(L('craftRequirementRank', lang), { rank: rankName(rank, lang) })),
  craftRequirementSpell: (r, lang) =>
    row(L('craftRequirement', lang), fill(L('craftRequirementSpell', lang), { rank: r.rank, spell: r.spell[lang] })),
  shield: (s, lang) => [
    { label: L('shieldHardness', lang), value: fill(L('increaseUpTo', lang), { value: s.hardness, max: s.maxHardness }) },
    { label: L('shieldHp', lang), value: fill(L('increaseUpTo', lang), { value: s.hp, max: s.maxHp }) },
    { label: L('shieldBt', lang), value: fill(L('increaseUpTo', lang), { value: s.bt, max: s.maxBt }) },
  ],
  extraDamage: (d, lang) => row(L('extraDamage', lang), formatDamage(d, lang)),
  extraDamageVs: (extras, lang) =>
    extras.map((extra) => ({
      label: fill(L('extraDamageVs', lang), { vs: pick(VS_LABELS, extra.vs, lang) }),
      value: formatDamage(extra.damage, lang),
    })),
  critExtraDamage: (d, lang) => row(L('critExtraDamage', lang), formatDamage(d, lang)),
  // An effect that works only against some targets says so in its heading (bloodbane's bleed: the clan's enemies).
  hitEffect: (c, lang) => {
    const parts = effectFactParts(c, lang);
    const label = c.vs ? fill(L('hitEffectVs', lang), { vs: pick(VS_LABELS, c.vs, lang) }) : L('hitEffect', lang);
    return parts.length ? row(label, list(parts, lang)) : [];
  },
  critEffect: (c, lang) => {
    const parts = effectFactParts(c, lang);
    const label = c.vs ? fill(L('critEffectVs', lang), { vs: pick(VS_LABELS, c.vs, lang) }) : L('critEffect', lang);
    return parts.length ? row(label, list(parts, lang)) : [];
  },
  // One row per passive effect that carries a number; the others are the prose's to explain. "While etched" only
  // for what works all the time on the bearer; the others are headed by when or on whom they work.
  passive: (effects, lang) =>
    effects.flatMap((c) => {
      const parts = effectFactParts(c, lang);
      return parts.length ? row(c.when ? pick(WHEN_LABELS, c.when, lang) : L('passive', lang), list(parts, lang)) : [];
    }),
  ignoresResistance: (types, lang) => (types.length ? row(L('ignoresResistance', lang), typeList(types, lang)) : []),
  ignoresImmunity: (types, lang) => (types.length ? row(L('ignoresImmunity', lang), typeList(types, lang)) : []),
  resistance: (r, lang) => row(L('resistance', lang), fill(L('resistanceOf', lang), { type: damageType(r.type, lang), value: r.value })),
  itemBonusSkill: (b, lang) => row(fill(L('itemBonusSkill', lang), { skill: pick(SKILL_LABELS, b.skill, lang) }), signed(b.value, lang)),
  statusBonusSavesVsMagic: signedRow('statusBonusSavesVsMagic'),
  critReceivedFlatCheckDc: (dc, lang) => row(L('critReceivedFlatCheckDc', lang), `DC ${dc}`),
  armorBulkIncrease: signedRow('armorBulkIncrease'),
  strengthRequirementIncrease: signedRow('strengthRequirementIncrease'),
  donActions: (d, lang) => [
    { label: L('donLight', lang), value: fill(L('actions', lang), { count: d.light }) },
    { label: L('donMediumOrHeavy', lang), value: fill(L('actions', lang), { count: d.mediumOrHeavy }) },
  ],
  asGhostTouch: (on, lang) => (on ? row(L('asGhostTouch', lang), L('asGhostTouchValue', lang)) : []),
  addsTrait: (trait, lang) => row(L('addsTrait', lang), traitName(trait, lang)),
  wielderPenalty: (p, lang) =>
    row(fill(L('wielderPenalty', lang), { trait: traitName(p.wielder, lang) }), formatCondition(p.condition, lang)),
  grantsCondition: (fact, lang) => row(L('grantsCondition', lang), formatCondition(fact, lang)),
  activation: (a, lang) =>
    row(
      L('activation', lang),
      list(
        [
          formatCost(a.actions, lang),
          a.frequency ? pick(FREQUENCY_LABELS, a.frequency, lang) : '',
          ...(a.save ? [saveText(a.save, lang)] : []),
          ...formatNumbers(a.numbers, lang),
        ],
        lang,
      ),
    ),
  reaction: (r, lang) =>
    row(
      L('reaction', lang),
      list(
        [
          r.frequency ? pick(FREQUENCY_LABELS, r.frequency, lang) : '',
          ...(r.save ? [saveText(r.save, lang)] : []),
          ...formatNumbers(r.numbers, lang),
        ],
        lang,
      ) || L('seeBelow', lang),
    ),
  // Special notes are sentences the rune's prose explains; they have no row.
  special: () => [],
};

function render<K extends keyof RuneEffects>(key: K, effects: RuneEffects, lang: Locale): EffectLine[] {
  const value = effects[key];
  if (value === undefined) return [];
  // TypeScript cannot follow the key from the table's type into the call (a correlated union); the table's
  // type already ties each renderer to its key's value.
  const renderer = EFFECT_RENDERERS[key] as (v: NonNullable<RuneEffects[K]>, lang: Locale) => EffectLine[];
  return renderer(value as NonNullable<RuneEffects[K]>, lang);
}

/**
 * The numeric facts of a rune as label/value rows, in one language. Qualitative effects (what an
 * activation does, the flavour of a critical hit) are explained by the rune's prose instead.
 */
export function effectLines(rune: { effects: RuneEffects }, lang: Locale): EffectLine[] {
  return (Object.keys(EFFECT_RENDERERS) as (keyof RuneEffects)[]).flatMap((key) => render(key, rune.effects, lang));
}
