// The level calculator's form (pure: no DOM, no Preact): the current item and the target runes.
import { getRune, gradeRank, sameRuneLine } from '../rules/core';
import { RUNE_SLOTS, type RuneSlot } from '../rules/slots';
import { MATERIAL_GRADES } from '../rules/data/materials';
import type { ItemDraft } from './item-draft';

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
