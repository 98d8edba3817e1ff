// The level calculator's form (pure: no DOM, no Preact): the current item and the target runes, the crafter's level,
// and what the form tells the reader about them. The island (components/tools/LevelCalculator.tsx) renders this state
// and dispatches what the reader did (levelForm).
import { getRune, gradeRank, sameRuneLine } from '../rules/core';
import { craftRankBasis, type CraftRankBasis } from '../rules/crafting';
import { RUNE_SLOTS, type RuneSlot } from '../rules/slots';
import { MATERIAL_GRADES } from '../rules/data/materials';
import { DEFAULT_ITEM, type ItemDraft } from './item-draft';
import { changeSide, sideOf, type ItemSide, type SideChange } from './item-side';
import type { Loaded } from './tool-load';
import { stepCounts, type MaterialStep, type PlanStep, type UpgradePlan } from './upgrade-plan';
import type { Notice } from './url-state';

/** A target rune that the current runes caught up with, and what the target keeps now. */
export type PassedTarget = { field: 'potency'; target: number; current: number } | { field: RuneSlot; target: string; current: string };

/**
 * The target after the current item changed from `prev` to `next`. Target fields the reader left as they were
 * (equal to the previous current) follow the current item. A target the reader chose stays, unless the new
 * current rune reaches or passes it (nothing would be upgraded): then the target keeps the current rune, and
 * `passed` says so, so the calculator can tell the reader rather than change the choice silently.
 */
export function followCurrent(prev: ItemDraft, next: ItemDraft, target: ItemDraft): { target: ItemDraft; passed: PassedTarget[] } {
  const out: ItemDraft = { ...target, base: next.base, property: [...target.property], material: next.material, specific: next.specific };
  const passed: PassedTarget[] = [];
  // The target keeps the item's material; its grade follows the current one unless the reader raised it above.
  const rank = (g: string) => MATERIAL_GRADES.findIndex((grade) => grade === g);
  if (target.grade === prev.grade || next.material !== prev.material || rank(target.grade) < rank(next.grade)) out.grade = next.grade;
  if (target.potency === prev.potency) out.potency = next.potency;
  else if (next.potency !== prev.potency && target.potency > 0 && target.potency <= next.potency) {
    passed.push({ field: 'potency', target: target.potency, current: next.potency });
    out.potency = next.potency;
  }
  for (const f of RUNE_SLOTS) {
    if (target[f] === prev[f]) {
      out[f] = next[f];
      continue;
    }
    if (next[f] === prev[f] || !target[f] || !next[f]) continue;
    const t = getRune(target[f]);
    const c = getRune(next[f]);
    if (t && c && sameRuneLine(t, c) && gradeRank(t) <= gradeRank(c)) {
      passed.push({ field: f, target: target[f], current: next[f] });
      out[f] = next[f];
    }
  }
  const length = Math.max(prev.property.length, next.property.length, target.property.length);
  for (let i = 0; i < length; i++) {
    if ((target.property[i] ?? '') === (prev.property[i] ?? '')) out.property[i] = next.property[i] ?? '';
  }
  return { target: out, passed };
}

/** The highest of the plan's Crafting DCs (null when nothing is crafted). */
export function planDc(dcs: readonly (number | null)[]): number | null {
  const list = dcs.filter((dc): dc is number => dc !== null);
  return list.length > 0 ? Math.max(...list) : null;
}

/**
 * The material a target's name gave that the upgrade cannot use: an upgrade keeps the item's material (only its
 * grade can rise), so a different material in the target's name is left out, and the calculator says so.
 */
export function ignoredTargetMaterial(current: ItemDraft, named: ItemDraft): string | null {
  return named.material !== '' && named.material !== current.material ? named.material : null;
}

/**
 * Whether a crafter of the level typed can Craft a rune or grade of this level (GM Core p. 223: items of your level
 * or lower); null while no whole level from 1 to 20 is typed.
 */
export function crafterReaches(typed: string, level: number, range: { min: number; max: number }): boolean | null {
  const crafter = Number(typed);
  if (typed.trim() === '' || !Number.isInteger(crafter) || crafter < range.min || crafter > range.max) return null;
  return crafter >= level;
}

/** The target at the bare address: the current item with one more potency. */
export const DEFAULT_TARGET: ItemDraft = { ...DEFAULT_ITEM, potency: DEFAULT_ITEM.potency + 1 };

export interface LevelForm {
  current: ItemSide;
  /** the target runes: the target keeps the current base item and material (only the grade can rise) */
  target: ItemSide;
  /** what the link said about itself; any edit of an item replaces the link, and them */
  notices: Notice[];
  /** target runes the current item caught up with (followCurrent) */
  passed: PassedTarget[];
  /** the crafter's level as typed ('' = none) */
  crafter: string;
  /** a material the target's name gave that the upgrade cannot take (ignoredTargetMaterial) */
  ignoredMaterial: string | null;
}

export type LevelAction =
  | { type: 'link'; loaded: Loaded<{ current: ItemDraft; target: ItemDraft }> }
  | { type: 'current'; change: SideChange }
  | { type: 'target'; change: SideChange }
  | { type: 'crafter'; value: string };

export const LEVEL_FORM: LevelForm = {
  current: sideOf(DEFAULT_ITEM),
  target: sideOf(DEFAULT_TARGET),
  notices: [],
  passed: [],
  crafter: '',
  ignoredMaterial: null,
};

export function levelForm(state: LevelForm, action: LevelAction): LevelForm {
  switch (action.type) {
    case 'link': {
      const { draft, notices, names } = action.loaded;
      return {
        ...state,
        current: { item: draft.current, typed: names?.item ?? state.current.typed },
        target: { item: draft.target, typed: names?.['to-item'] ?? state.target.typed },
        notices,
        passed: [],
      };
    }
    case 'current':
      return editCurrent(state, action.change);
    case 'target':
      return editTarget(state, action.change);
    case 'crafter':
      return { ...state, crafter: action.value };
  }
}

/** The current item changed: the target follows it (followCurrent); an edit of its fields shows both items' names. */
function editCurrent(state: LevelForm, change: SideChange): LevelForm {
  const { typed, item } = changeSide(state.current, change);
  if (!item) return { ...state, current: { ...state.current, typed } };
  const followed = followCurrent(state.current.item, item, state.target.item);
  return {
    ...state,
    current: { item, typed },
    target: { item: followed.target, typed: change.kind === 'fields' ? null : state.target.typed },
    passed: followed.passed,
    notices: [],
  };
}

/** The target changed: it keeps the current base item and material, and a material its name gave is named. */
function editTarget(state: LevelForm, change: SideChange): LevelForm {
  const { typed, item } = changeSide(state.target, change);
  if (!item) return { ...state, target: { ...state.target, typed } };
  const { base, material } = state.current.item;
  return {
    ...state,
    target: { item: { ...item, base, material }, typed },
    ignoredMaterial: ignoredTargetMaterial(state.current.item, item),
    passed: [],
    notices: [],
  };
}

/** What the plan asks of the crafter: the Craft activities, their highest DC and level, and the rank. */
export interface PlanCraft {
  /** the rune steps crafted (a removed rune or a step an error left out is not) */
  runes: PlanStep[];
  /** every Craft activity: the rune steps, and the material's grade upgrade (one more, at its grade's level) */
  activities: (PlanStep | MaterialStep)[];
  dc: number | null;
  /** the highest level crafted: a crafter of this level or higher can do it (GM Core p. 223) */
  level: number;
  basis: CraftRankBasis;
}

export function planCraft(plan: UpgradePlan): PlanCraft {
  const runes = plan.steps.filter((st) => st.to && stepCounts(st));
  const activities = [...runes, ...(plan.material ? [plan.material] : [])];
  const level = Math.max(0, ...runes.map((st) => st.to?.level ?? 0), plan.material?.level ?? 0);
  // GM Core p. 223: the rank by the highest rune's level (or its Craft Requirements), or by the material's grade.
  const basis = craftRankBasis(
    runes.flatMap((st) => (st.to ? [st.to.slug] : [])),
    plan.material,
  );
  return { runes, activities, dc: planDc(activities.map((st) => st.dc)), level, basis };
}
