// Whether a rune may be etched on a base item: target, usage line, specific items (GM Core pp. 224-225).
import { getBaseItem, getRune } from './core';
import { display } from './input';
import { problem } from './problems';
import { hasSlot, slotOf } from './slots';
import type { BaseItemCore, Problem, RuneCore, RuneUsage, WeaponDamageType } from './types';

/** Damage types a weapon can deal: its own plus versatile ones (a longsword counts as slashing or piercing). */
export function weaponDamageTypes(base: BaseItemCore): WeaponDamageType[] {
  if (base.kind !== 'weapon') return [];
  return [base.damage.type, ...base.versatile.filter((t) => t !== base.damage.type)];
}

/** Whether the base item meets a usage line, apart from rune-on-rune conflicts (holy/unholy runes). */
export function usageAllows(base: BaseItemCore, usage: RuneUsage): boolean {
  if (usage.target === 'shield') return base.kind === 'shield';
  if (usage.target === 'armor') {
    if (base.kind !== 'armor') return false;
    // Explorer's clothing takes armor runes but is none of light/medium/heavy (GM Core p. 224).
    return !usage.categories || usage.categories.includes(base.category);
  }
  if (base.kind !== 'weapon') return false;
  if (usage.attack === 'melee' && base.attack !== 'melee') return false;
  // Thrown covers melee weapons with thrown-N (dagger) and ranged thrown weapons (javelin).
  if (usage.thrown && !base.thrown) return false;
  if (usage.damageTypes && !weaponDamageTypes(base).some((t) => usage.damageTypes?.includes(t))) return false;
  if (usage.notTrait && base.traits.includes(usage.notTrait)) return false;
  return true;
}

/**
 * Problems that stop this rune from being etched on this base item at all (slots and duplicates aside).
 * Empty = allowed.
 */
export function etchProblems(base: BaseItemCore, rune: RuneCore): Problem[] {
  const params = { rune: rune.name, item: base.name, usage: rune.usageText };
  const slot = slotOf(rune);
  if (base.kind === 'shield' && (slot === null || !hasSlot('shield', slot))) {
    return [problem('shield-takes-only-reinforcing', params, rune.slug)];
  }
  if (base.kind !== rune.target) return [problem('wrong-target', params, rune.slug)];
  if (!usageAllows(base, rune.usage)) return [problem('usage-not-met', params, rune.slug)];
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
