// Each step of a plan as a link into the calculator that works it out in full: an etched or upgraded rune or a
// material's grade into the level calculator (the item before the step, and after it as the target), a moved
// property rune into the transfer estimator (the item it leaves, and the item that takes it).
import type { ItemSpec } from '../rules';
import { getRune } from '../rules/core';
import type { ItemPlan, MoveAlternative, Plan, PlanStep } from '../rules/planner';
import { slotOf } from '../rules/slots';
import { localizedPath } from '../i18n/urls';
import type { Locale } from '../i18n/locale';
import { levelQuery } from './url-state-level';
import { itemQuery } from './url-state';

/** The item after one step: the rune in its slot (a potency rune as its value), a property rune added, or the
 * material's new grade. */
export function afterStep(spec: ItemSpec, step: PlanStep): ItemSpec {
  if (step.material) return { ...spec, material: { slug: step.material.slug, grade: step.material.to } };
  const rune = step.rune ? getRune(step.rune) : undefined;
  if (!rune) return spec;
  const slot = slotOf(rune);
  if (slot === 'potency') return { ...spec, potency: rune.effects.propertySlots ?? 0 };
  if (slot) return { ...spec, [slot]: rune.slug };
  return { ...spec, property: [...(spec.property ?? []), rune.slug] };
}

/** The item as it stands before each step of the plan, in the plan's order (steps of one item build on each other). */
export function specsBeforeSteps(plan: Plan): ItemSpec[] {
  const now = new Map<number, ItemSpec>(plan.items.map((p) => [p.index, p.before]));
  return plan.steps.map((step) => {
    const before = now.get(step.itemIndex) ?? { base: '' };
    now.set(step.itemIndex, afterStep(before, step));
    return before;
  });
}

/** The level calculator with this step filled in: the item before it, the item after it as the target. */
export function levelStepHref(lang: Locale, before: ItemSpec, step: PlanStep): string {
  return localizedPath(lang, `tools/level/?${levelQuery(before, afterStep(before, step))}`);
}

/** The transfer estimator with one rune of a move filled in: the item the rune leaves and the item that takes it (as
 * it stands before this rune arrives). */
export function moveStepHrefs(lang: Locale, from: ItemPlan, to: ItemPlan, move: MoveAlternative): string[] {
  let receiving = to.after;
  return move.steps.map((step) => {
    // The transfer estimator's link as url-state-transfer.ts writes it (the rune, item B, item A), without bundling
    // its reader here: test/lib/planner-form.test.ts reads it back with that module.
    const query = [
      `rune=${encodeURIComponent(step.rune ?? '')}`,
      itemQuery(receiving, 'to-', 'to'),
      itemQuery(from.before, 'from-', 'from'),
    ]
      .filter((part) => part !== '')
      .join('&');
    receiving = afterStep(receiving, step);
    return localizedPath(lang, `tools/transfer/?${query}`);
  });
}
