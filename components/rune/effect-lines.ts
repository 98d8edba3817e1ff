import { fill, joinList } from '../../src/i18n/locale';
import type { Locale, Localized, Rune } from '../../src/rules';
import {
  CONDITION_LABELS,
  DAMAGE_TYPE_LABELS,
  formatDamage,
  DURATION_LABELS,
  EFFECT_LABELS,
  FREQUENCY_LABELS,
  NUMBER_LABELS,
  SAVE_LABELS,
  SKILL_LABELS,
  VS_LABELS,
} from '../../src/i18n/effects';
import { PROFICIENCY_LABELS, TRAITS } from '../../src/rules';

/** One row of a rune's effects list: what, and how much. */
export type EffectLine = { label: string; value: string };

type ConditionFact = {
  condition: keyof typeof CONDITION_LABELS;
  value?: number;
  duration?: keyof typeof DURATION_LABELS;
  critFailureDuration?: keyof typeof DURATION_LABELS;
};

const pick = (labels: Record<string, Localized>, key: string, lang: Locale) =>
  Object.hasOwn(labels, key) ? labels[key]![lang] : key;
/** A signed number in the page's language: ＋1 / －1 in Japanese (full width, as the seed writes it), +1 / -1 in English. */
export const signed = (n: number, lang: Locale) =>
  lang === 'ja' ? (n >= 0 ? `＋${n}` : `－${-n}`) : n >= 0 ? `+${n}` : `${n}`;

/**
 * A condition with its value and duration: 「虚弱状態1（1分間）」, "enfeebled 1 for 1 minute"; with the longer
 * duration of a critically failed save: 「聴覚喪失状態（1分間、大失敗なら1時間）」, "deafened for 1 minute (for 1 hour on a critical failure)".
 */
export function formatCondition(fact: ConditionFact, lang: Locale): string {
  const name = pick(CONDITION_LABELS, fact.condition, lang);
  const withValue = fact.value === undefined ? name : lang === 'ja' ? name.replace('状態', `状態${fact.value}`) : `${name} ${fact.value}`;
  const duration = fact.duration ? pick(DURATION_LABELS, fact.duration, lang) : '';
  if (!duration) return withValue;
  if (fact.critFailureDuration) {
    const longer = pick(DURATION_LABELS, fact.critFailureDuration, lang);
    return lang === 'ja' ? `${withValue}（${duration}、大失敗なら${longer}）` : `${withValue} ${duration} (${longer} on a critical failure)`;
  }
  return lang === 'ja' ? `${withValue}（${duration}）` : `${withValue} ${duration}`;
}

function formatNumbers(numbers: Readonly<Record<string, number>> | undefined, lang: Locale): string[] {
  if (!numbers) return [];
  const parts: string[] = [];
  const { possessionBlockedRoundsDice: dice, possessionBlockedRoundsDie: die, ...rest } = numbers;
  if (dice !== undefined && die !== undefined) {
    parts.push(fill(NUMBER_LABELS.possessionBlockedRounds[lang], { value: `${dice}d${die}` }));
  }
  for (const [key, value] of Object.entries(rest)) {
    parts.push(Object.hasOwn(NUMBER_LABELS, key) ? fill(pick(NUMBER_LABELS, key, lang), { value }) : `${key} ${value}`);
  }
  return parts;
}

const list = (parts: string[], lang: Locale) => parts.filter(Boolean).join(lang === 'ja' ? '、' : '; ');

/**
 * The numeric facts of a rune as label/value rows, in one language. Qualitative effects (what an
 * activation does, the flavour of a critical hit) are explained by the rune's prose instead.
 */
export function effectLines(rune: Rune, lang: Locale): EffectLine[] {
  const e = rune.effects;
  const L = (key: keyof typeof EFFECT_LABELS) => EFFECT_LABELS[key][lang];
  const lines: EffectLine[] = [];
  const add = (label: string, value: string) => lines.push({ label, value });

  if (e.itemBonusAttack !== undefined) add(L('itemBonusAttack'), signed(e.itemBonusAttack, lang));
  if (e.weaponDamageDice !== undefined) add(L('weaponDamageDice'), String(e.weaponDamageDice));
  if (e.itemBonusAC !== undefined) add(L('itemBonusAC'), signed(e.itemBonusAC, lang));
  if (e.itemBonusSaves !== undefined) add(L('itemBonusSaves'), signed(e.itemBonusSaves, lang));
  if (e.propertySlots !== undefined) add(L('propertySlots'), String(e.propertySlots));
  if (e.craftRequirement) {
    add(L('craftRequirement'), lang === 'ja' ? `〈製作〉が${pick(RANKS, e.craftRequirement, lang)}` : `${pick(RANKS, e.craftRequirement, lang)} in Crafting`);
  }
  if (e.shield) {
    const s = e.shield;
    add(L('shieldHardness'), fill(L('increaseUpTo'), { value: s.hardness, max: s.maxHardness }));
    add(L('shieldHp'), fill(L('increaseUpTo'), { value: s.hp, max: s.maxHp }));
    add(L('shieldBt'), fill(L('increaseUpTo'), { value: s.bt, max: s.maxBt }));
  }
  if (e.extraDamage) add(L('extraDamage'), formatDamage(e.extraDamage, lang));
  for (const extra of e.extraDamageVs ?? []) {
    add(fill(L('extraDamageVs'), { vs: pick(VS_LABELS, extra.vs, lang) }), formatDamage(extra.damage, lang));
  }
  if (e.critExtraDamage) add(L('critExtraDamage'), formatDamage(e.critExtraDamage, lang));
  if (e.critEffect) {
    const c = e.critEffect;
    const parts = [
      ...(c.damage ? [formatDamage(c.damage, lang)] : []),
      ...(c.conditions ?? []).map((fact) => formatCondition(fact as ConditionFact, lang)),
      ...(c.save ? [fill(L('save'), { save: pick(SAVE_LABELS, c.save.save, lang), dc: c.save.dc })] : []),
      ...formatNumbers(c.numbers, lang),
    ];
    if (parts.length) add(L('critEffect'), list(parts, lang));
  }
  // Japanese writes damage types in ［］, as the seed does (［火炎］).
  const damageType = (type: string) => (lang === 'ja' ? `［${pick(DAMAGE_TYPE_LABELS, type, lang)}］` : pick(DAMAGE_TYPE_LABELS, type, lang));
  const typeList = (types: readonly string[]) => joinList(types.map(damageType), lang);
  if (e.ignoresResistance?.length) add(L('ignoresResistance'), typeList(e.ignoresResistance));
  if (e.ignoresImmunity?.length) add(L('ignoresImmunity'), typeList(e.ignoresImmunity));
  if (e.resistance) add(L('resistance'), lang === 'ja' ? `${damageType(e.resistance.type)}${e.resistance.value}` : `${damageType(e.resistance.type)} ${e.resistance.value}`);
  if (e.itemBonusSkill) add(fill(L('itemBonusSkill'), { skill: pick(SKILL_LABELS, e.itemBonusSkill.skill, lang) }), signed(e.itemBonusSkill.value, lang));
  if (e.statusBonusSavesVsMagic !== undefined) add(L('statusBonusSavesVsMagic'), signed(e.statusBonusSavesVsMagic, lang));
  if (e.critReceivedFlatCheckDc !== undefined) add(L('critReceivedFlatCheckDc'), `DC ${e.critReceivedFlatCheckDc}`);
  if (e.armorBulkIncrease !== undefined) add(L('armorBulkIncrease'), signed(e.armorBulkIncrease, lang));
  if (e.strengthRequirementIncrease !== undefined) add(L('strengthRequirementIncrease'), signed(e.strengthRequirementIncrease, lang));
  if (e.donActions) {
    add(L('donLight'), fill(L('actions'), { count: e.donActions.light }));
    add(L('donMediumOrHeavy'), fill(L('actions'), { count: e.donActions.mediumOrHeavy }));
  }
  if (e.asGhostTouch) add(L('asGhostTouch'), '✓');
  if (e.addsTrait) add(L('addsTrait'), pick(TRAIT_NAMES, e.addsTrait, lang));
  if (e.wielderPenalty) {
    add(fill(L('wielderPenalty'), { trait: pick(TRAIT_NAMES, e.wielderPenalty.wielder, lang) }), formatCondition(e.wielderPenalty.condition as ConditionFact, lang));
  }
  if (e.grantsCondition) add(L('grantsCondition'), formatCondition(e.grantsCondition as ConditionFact, lang));
  if (e.activation) {
    const a = e.activation;
    const parts = [fill(L('actions'), { count: a.actions }), a.frequency ? pick(FREQUENCY_LABELS, a.frequency, lang) : '', ...formatNumbers(a.numbers, lang)];
    add(L('activation'), list(parts, lang));
  }
  if (e.reaction) {
    const r = e.reaction;
    const parts = [
      r.frequency ? pick(FREQUENCY_LABELS, r.frequency, lang) : '',
      ...(r.save ? [fill(L('save'), { save: pick(SAVE_LABELS, r.save.save, lang), dc: r.save.dc })] : []),
      ...formatNumbers(r.numbers, lang),
    ];
    add(L('reaction'), list(parts, lang) || '✓');
  }
  return lines;
}

const TRAIT_NAMES: Record<string, Localized> = Object.fromEntries(Object.entries(TRAITS).map(([slug, trait]) => [slug, trait.label]));
const RANKS: Record<string, Localized> = Object.fromEntries(Object.entries(PROFICIENCY_LABELS).map(([rank, label]) => [rank, label.label]));
