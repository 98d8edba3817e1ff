// The steps from an item's current runes to target runes: each upgrade priced by upgradeCost (the
// difference of the Prices), each new rune at its own Price and Craft DC, removed runes listed at no cost.
import type { ItemEvaluation, ItemSpec, Problem, RuneCore } from '../rules';
import { getRune, sameRuneLine } from '../rules/core';
import { evaluateItem } from '../rules/item';
import { RUNE_SLOTS, slotOf } from '../rules/slots';
import { craftDc } from '../rules/tables';
import { upgradeCost } from '../rules/upgrade';
import { MATERIALS, type MaterialData, type MaterialGrade } from '../rules/data/materials';
import { gradeStats, materialUpgradeCostCp } from '../rules/materials';
import { specificItemChangeProblems } from '../rules/specific';
import { getBaseItem } from '../rules/core';
import { noError } from '../rules/problems';

/** Raising the item's material grade (low → standard, standard → high): the difference of the two material Prices. */
export interface MaterialStep {
  material: MaterialData;
  from: MaterialGrade;
  to: MaterialGrade;
  costCp: number;
  /** the new grade's level, and the Craft DC of that level with the material's rarity */
  level: number;
  dc: number;
}

export interface PlanStep {
  from?: RuneCore;
  to?: RuneCore;
  costCp: number;
  /** null when nothing is crafted (a rune removed) */
  dc: number | null;
  problems: Problem[];
}

export interface UpgradePlan {
  current: ItemEvaluation;
  target: ItemEvaluation;
  steps: PlanStep[];
  /** the material grade's upgrade, when the target raises it */
  material?: MaterialStep;
  /** sum of the steps that the rules accept, the material's upgrade included */
  totalCp: number;
}

function materialStep(current: ItemEvaluation, target: ItemEvaluation): MaterialStep | undefined {
  const from = current.material;
  const to = target.material;
  const base = current.base ? getBaseItem(current.base) : undefined;
  if (!from || !to || !base || from.slug !== to.slug || from.grade === to.grade) return undefined;
  const material = MATERIALS[from.slug];
  const costCp = materialUpgradeCostCp(material, base, from.grade, to.grade);
  const level = gradeStats(material, base, to.grade)?.level;
  if (costCp === null || level === undefined) return undefined;
  return { material, from: from.grade, to: to.grade, costCp, level, dc: craftDc(level, material.rarity) };
}

function runesOf(ev: ItemEvaluation): RuneCore[] {
  return ev.runes.map((slug) => getRune(slug)).filter((r): r is RuneCore => r !== undefined);
}

function step(from: RuneCore | undefined, to: RuneCore | undefined): PlanStep | null {
  if (!from && !to) return null;
  if (from && to) {
    if (from.slug === to.slug) return null;
    const up = upgradeCost(from.slug, to.slug);
    return { from, to, costCp: up.costCp, dc: up.problems.length > 0 ? null : up.dc, problems: up.problems };
  }
  if (to) return { to, costCp: to.priceCp, dc: craftDc(to.level, to.rarity), problems: [] };
  return { from, costCp: 0, dc: null, problems: [] };
}

/** Whether a step is done and paid for: no error (a warning, such as a specific item's rune upgrade, leaves it in). */
export function stepCounts(step: PlanStep): boolean {
  return noError(step.problems);
}

export function upgradePlan(currentSpec: ItemSpec, targetSpec: ItemSpec): UpgradePlan {
  const current = evaluateItem(currentSpec);
  const target = evaluateItem(targetSpec);
  const before = runesOf(current);
  const after = runesOf(target);
  const steps: PlanStep[] = [];

  for (const slot of ['potency', ...RUNE_SLOTS] as const) {
    const s = step(
      before.find((r) => slotOf(r) === slot),
      after.find((r) => slotOf(r) === slot),
    );
    if (s) steps.push(s);
  }
  // Property runes: a target rune upgrades the current rune of the same line, otherwise it is new.
  const oldProps = before.filter((r) => r.kind === 'property');
  const newProps = after.filter((r) => r.kind === 'property');
  const matched = new Set<RuneCore>();
  for (const to of newProps) {
    const from = oldProps.find((r) => !matched.has(r) && sameRuneLine(r, to));
    if (from) matched.add(from);
    const s = step(from, to);
    if (s) steps.push(s);
  }
  for (const from of oldProps) if (!matched.has(from)) steps.push({ from, costCp: 0, dc: null, problems: [] });

  // A specific item's property runes can't be added or removed (GM Core p. 241): each such step carries the
  // problem of its rune; raising one it has is a warning and stays in the total.
  for (const p of specificItemChangeProblems(currentSpec, targetSpec)) {
    const s = steps.find((x) => x.to?.slug === p.rune || (!x.to && x.from?.slug === p.rune));
    if (s) s.problems.push(p);
  }

  const material = materialStep(current, target);
  const totalCp = steps.filter(stepCounts).reduce((sum, s) => sum + s.costCp, material?.costCp ?? 0);
  return material ? { current, target, steps, material, totalCp } : { current, target, steps, totalCp };
}
