// Whether a rune may be etched on a base item: target, usage line, specific items (GM Core pp. 224-225).
import { getBaseItem, getRune } from './core';
import { usageTraitLabel } from './data/labels';
import { display, entryOf } from './input';
import { problem, type ItemProblemCode as ProblemCode } from './problems';
import { hasSlot, slotOf } from './slots';
import type { BaseItemCore, Problem, RuneCore, RuneUsage, WeaponDamageType } from './types';

/** Damage types a weapon can deal: its own plus versatile ones (a longsword counts as slashing or piercing). */
export function weaponDamageTypes(base: BaseItemCore): WeaponDamageType[] {
  if (base.kind !== 'weapon') return [];
  return [base.damage.type, ...base.versatile.filter((t) => t !== base.damage.type)];
}

/** Which part of a usage line a base item fails (the first one, in the order below); null when it meets it. */
export type UsageFailure =
  'target' | 'categories' | 'metal' | 'nonmetal' | 'attack' | 'thrown' | 'damage-types' | 'not-trait' | 'trait' | 'base-item';

/** The first part of a usage line the base item fails, apart from rune-on-rune conflicts (holy/unholy runes). */
export function usageFailure(base: BaseItemCore, usage: RuneUsage): UsageFailure | null {
  // An accessory rune is applied to an accessory (accessory.ts), never etched onto a base item.
  if (usage.target === 'accessory') return 'target';
  if (usage.target === 'shield') return base.kind === 'shield' ? null : 'target';
  if (usage.target === 'armor') {
    if (base.kind !== 'armor') return 'target';
    // Explorer's clothing takes armor runes but is none of light/medium/heavy (GM Core p. 224).
    if (usage.categories && !usage.categories.includes(base.category)) return 'categories';
    if (usage.metal === true && !base.metal) return 'metal';
    if (usage.metal === false && base.metal) return 'nonmetal';
    return null;
  }
  if (base.kind !== 'weapon') return 'target';
  if (usage.baseItems && !(usage.baseItems as readonly string[]).includes(base.slug)) return 'base-item';
  if (usage.attack === 'melee' && base.attack !== 'melee') return 'attack';
  // Thrown covers melee weapons with thrown-N (dagger) and ranged thrown weapons (javelin).
  if (usage.thrown && !base.thrown) return 'thrown';
  if (usage.damageTypes && !weaponDamageTypes(base).some((t) => usage.damageTypes?.includes(t))) return 'damage-types';
  if (usage.notTrait && base.traits.includes(usage.notTrait)) return 'not-trait';
  if (usage.trait && !base.traits.includes(usage.trait)) return 'trait';
  return null;
}

/** Whether the base item meets a usage line, apart from rune-on-rune conflicts (holy/unholy runes). */
export function usageAllows(base: BaseItemCore, usage: RuneUsage): boolean {
  return usageFailure(base, usage) === null;
}

// The parts of a usage line whose failure has a message of its own; the others say "must be <usage line>".
const FAILURE_PROBLEMS = {
  metal: 'usage-needs-metal',
  nonmetal: 'usage-needs-nonmetal',
  trait: 'usage-needs-trait',
  'base-item': 'usage-needs-base-item',
} as const satisfies Partial<Record<UsageFailure, ProblemCode>>;

/**
 * Problems that stop this rune from being etched on this base item at all (slots and duplicates aside).
 * Empty = allowed.
 */
export function etchProblems(base: BaseItemCore, rune: RuneCore): Problem[] {
  const params = { rune: rune.name, item: base.name, usage: rune.usageText };
  // Accessory runes (Grand Bazaar p. 88) and mythic runes (War of Immortals) have rules of their own: no calculator
  // prices them on an item (src/rules/README.md, "Accessory and mythic runes").
  if (rune.kind === 'accessory') return [problem('accessory-rune-not-etched', { rune: rune.name }, rune.slug)];
  if (rune.kind === 'mythic') return [problem('mythic-rune-not-modelled', { rune: rune.name }, rune.slug)];
  const slot = slotOf(rune);
  if (base.kind === 'shield' && (slot === null || !hasSlot('shield', slot))) {
    return [problem('shield-takes-only-reinforcing', params, rune.slug)];
  }
  if (base.kind !== rune.target) return [problem('wrong-target', params, rune.slug)];
  const failure = usageFailure(base, rune.usage);
  if (failure !== null) {
    const code = entryOf<string, ProblemCode>(FAILURE_PROBLEMS, failure) ?? 'usage-not-met';
    const trait = rune.usage.target === 'weapon' && rune.usage.trait ? usageTraitLabel(rune.usage.trait) : undefined;
    return [problem(code, trait ? { ...params, other: trait } : params, rune.slug)];
  }
  // Decision: a sturdy shield is a specific magic item; specific items don't take runes they weren't made
  // with. Its Hardness/HP already equal the maximum of the same-grade reinforcing rune anyway.
  if (base.kind === 'shield' && base.specific) return [problem('specific-item', params, rune.slug)];
  return [];
}

/** Whether a rune can be etched on a base item: an empty list means yes; otherwise why not, in both languages. */
export function canEtch(baseItemSlug: string, runeSlug: string): Problem[] {
  const base = getBaseItem(baseItemSlug);
  const rune = getRune(runeSlug);
  const out: Problem[] = [];
  if (!base) out.push(problem('unknown-base-item', { value: display(baseItemSlug) }));
  if (!rune) out.push(problem('unknown-rune', { value: display(runeSlug) }));
  if (!base || !rune) return out;
  out.push(...etchProblems(base, rune));
  if (base.kind === 'weapon' && base.isItem === false) out.push(problem('not-an-item', { item: base.name }, rune.slug));
  return out;
}
