// The text of one <RuneFact> (components/chapter/RuneFact.astro): one number about one rune, in one language, for a
// sentence of a rune entry or a chapter, so prose never types a digit. Pure (no Astro): test/i18n/rune-fact.test.ts.
import { conjunction, fill } from './locale';
import { EFFECT_LABELS, FREQUENCY_LABELS, formatDamage } from './effects';
import { formatCondition, formatCost, signed } from './effect-lines';
import { entryOf } from '../rules/input';
import { formatPrice, formulaPrice } from '../rules/tables';
import type { EffectFacts, EffectNumbers, Locale, RuneEffects, SaveFact } from '../rules/types';

export type RuneFactShow =
  | 'level'
  | 'price'
  | 'formulaPrice'
  | 'extraDamage'
  | 'extraDamageDice'
  | 'critExtraDamage'
  | 'critDamage'
  | 'actions'
  | 'frequency'
  | 'critConditions'
  | 'critConditionsWithDuration'
  | 'hitConditionsWithDuration'
  | 'wielderCondition'
  | 'natural'
  | 'critSaveDc'
  | 'critFlatCheckDc'
  | 'saveDc'
  | 'resistance'
  | 'statusBonus'
  | 'skillBonus'
  | 'number'
  | 'dice'
  | 'extraDamageVs'
  | 'weaponDice'
  | 'propertySlots'
  | 'donMediumOrHeavy'
  | 'shield';

export interface RuneFactOptions {
  /** show="number": a key of the numbers of the activation, reaction, critical effect, hit effect or a passive
   * effect; show="saveDc": the effect code whose save to show (default: the first save found); show="shield":
   * hardness, hp, bt (a reinforcing rune's increase), maxHardness, maxHp or maxBt (its caps) */
  name?: string;
  /** show="extraDamageVs": against what (undead, giant …) */
  vs?: string;
}

type FactRune = { slug: string; level: number; priceCp: number; effects: RuneEffects };

/** Every effect of a rune that can carry numbers and a save, in the order a number or a save is looked up. */
function effectsWithNumbers(e: RuneEffects): { effect?: string; numbers?: EffectNumbers; save?: SaveFact }[] {
  return [
    ...(e.activation ? [e.activation] : []),
    ...(e.reaction ? [e.reaction] : []),
    ...(e.critEffect ? [e.critEffect] : []),
    ...(e.hitEffect ? [e.hitEffect] : []),
    ...((e.passive ?? []) as readonly EffectFacts[]),
  ];
}

/** The first of a rune's effects' numbers under `key` (a name written in the prose, so any string). */
function numberOf(e: RuneEffects, key: string): number | undefined {
  for (const effect of effectsWithNumbers(e)) {
    const value = effect.numbers ? entryOf(effect.numbers, key) : undefined;
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The text, or throws naming the rune and what it lacks (the build stops on a RuneFact the data cannot fill). */
export function runeFactText(rune: FactRune, show: RuneFactShow, options: RuneFactOptions, lang: Locale): string {
  const e = rune.effects;
  const missing = (): never => {
    throw new Error(
      `RuneFact: rune "${rune.slug}" has no ${show}${options.name ? ` ${options.name}` : ''}${options.vs ? ` vs ${options.vs}` : ''} in src/rules`,
    );
  };
  const and = conjunction(lang);
  switch (show) {
    case 'level':
      return String(rune.level);
    case 'price':
      return formatPrice(rune.priceCp, lang);
    case 'formulaPrice':
      return formatPrice(formulaPrice(rune.level), lang);
    case 'extraDamage':
      return e.extraDamage ? formatDamage(e.extraDamage, lang) : missing();
    case 'extraDamageDice':
      return e.extraDamage ? `${e.extraDamage.dice}${e.extraDamage.die}` : missing();
    case 'critExtraDamage':
      return e.critExtraDamage ? formatDamage(e.critExtraDamage, lang) : missing();
    case 'critDamage':
      // The damage the critical effect deals on its own (corrosive: to the target's armor or raised shield).
      return e.critEffect?.damage ? formatDamage(e.critEffect.damage, lang) : missing();
    case 'actions':
      return formatCost(e.activation?.actions ?? missing(), lang);
    case 'frequency': {
      const frequency = e.activation?.frequency ?? e.reaction?.frequency ?? missing();
      return FREQUENCY_LABELS[frequency][lang];
    }
    case 'critConditions': {
      const conditions = e.critEffect?.conditions ?? missing();
      return conditions.map((c) => formatCondition({ condition: c.condition, value: c.value }, lang)).join(and);
    }
    case 'critConditionsWithDuration': {
      const conditions = e.critEffect?.conditions ?? missing();
      return conditions.map((c) => formatCondition(c, lang)).join(and);
    }
    case 'hitConditionsWithDuration': {
      const conditions = e.hitEffect?.conditions ?? missing();
      return conditions.map((c) => formatCondition(c, lang)).join(and);
    }
    case 'wielderCondition': {
      const c = e.wielderPenalty?.condition ?? missing();
      return formatCondition({ condition: c.condition, value: c.value }, lang);
    }
    case 'critSaveDc':
      return `DC ${e.critEffect?.save?.dc ?? e.reaction?.save?.dc ?? missing()}`;
    case 'saveDc': {
      // The first save among hit effect, critical effect, passive effects, reaction and activation; with a name,
      // the save of the effect with that code.
      const withSave = [
        ...(e.hitEffect ? [e.hitEffect] : []),
        ...(e.critEffect ? [e.critEffect] : []),
        ...(e.passive ?? []),
        ...(e.reaction ? [e.reaction] : []),
        ...(e.activation ? [e.activation] : []),
      ].filter((x) => x.save !== undefined && (options.name === undefined || x.effect === options.name));
      return `DC ${withSave[0]?.save?.dc ?? missing()}`;
    }
    case 'critFlatCheckDc':
      return `DC ${e.critReceivedFlatCheckDc ?? missing()}`;
    case 'resistance':
      return String(e.resistance?.value ?? missing());
    case 'statusBonus':
      return signed(e.statusBonusSavesVsMagic ?? missing(), lang);
    case 'skillBonus':
      return signed(e.itemBonusSkill?.value ?? missing(), lang);
    case 'number': {
      const key = options.name ?? missing();
      return String(numberOf(e, key) ?? missing());
    }
    case 'dice': {
      // A count of dice whose key names its die (healD10: 3 → 3d10), written as the books write a roll.
      const key = options.name ?? missing();
      const count = numberOf(e, key) ?? missing();
      const die = /D(\d+)$/.exec(key)?.[1] ?? missing();
      return `${count}d${die}`;
    }
    case 'extraDamageVs': {
      const extra = e.extraDamageVs?.find((x) => x.vs === options.vs) ?? missing();
      return formatDamage(extra.damage, lang);
    }
    case 'weaponDice':
      return String(e.weaponDamageDice ?? missing());
    case 'shield': {
      const key = options.name ?? missing();
      const shield = e.shield ?? missing();
      return String(entryOf<string, number>(shield, key) ?? missing());
    }
    case 'propertySlots':
      return String(e.propertySlots ?? missing());
    case 'donMediumOrHeavy': {
      const count = e.donActions?.mediumOrHeavy ?? missing();
      return fill(EFFECT_LABELS.actions[lang], { count }).replace('action(s)', count === 1 ? 'action' : 'actions');
    }
    case 'natural': {
      const code = (e.special ?? []).find((s) => /^natural-\d+-/.test(s)) ?? missing();
      return /^natural-(\d+)-/.exec(code)![1]!;
    }
  }
}
