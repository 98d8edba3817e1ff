// The level calculator's link: the current item and the target runes with a `to-` prefix (see url-state.ts).
import type { ItemSpec } from '../rules';
import {
  FUNDAMENTALS,
  ITEM_KEYS,
  NONE,
  itemQuery,
  params,
  readItemSpec,
  readRuneFields,
  runeKeys,
  unknownParams,
  valueReader,
  type Notice,
  type RuneFields,
} from './url-state';

// `to-material` only restates the current item's material: the target keeps it, and only its grade may rise.
const TARGET_KEYS = [...runeKeys('to-'), 'to-material'];
export const LEVEL_KEYS = [...ITEM_KEYS, ...TARGET_KEYS];

/** The level calculator's state: the current item and the target runes (absent = unchanged). */
export function readLevelTool(query: string | URLSearchParams): {
  current: Partial<ItemSpec> | null;
  target: RuneFields;
  notices: Notice[];
} {
  const p = params(query);
  const current = readItemSpec(p);
  const target = readRuneFields(p, 'to-');
  const notices = [...current.notices, ...target.notices];
  // The target keeps the current item's material: another material, or a grade with no material to raise, is
  // reported (target runes without a current item are dropped by the level calculator's loader).
  const material = current.spec?.material?.slug;
  const toMaterial = valueReader(p, notices)('to-material');
  if (toMaterial !== undefined && toMaterial !== material)
    notices.push({ kind: current.spec ? 'targetMaterial' : 'dropped', param: 'to-material' });
  if (current.spec && target.fields.grade !== undefined && !material) {
    notices.push({ kind: 'targetMaterial', param: 'to-grade' });
    delete target.fields.grade;
  }
  return { current: current.spec, target: target.fields, notices: [...notices, ...unknownParams(p, LEVEL_KEYS)] };
}

const sameList = (a: readonly string[] = [], b: readonly string[] = []) => a.length === b.length && a.every((s, i) => s === b[i]);

/** Query of the level calculator: the current item, then `to-` parameters only where the target differs. */
export function levelQuery(current: ItemSpec, target: ItemSpec): string {
  const parts = [itemQuery(current)];
  if ((target.potency ?? 0) !== (current.potency ?? 0)) parts.push(`to-potency=${target.potency ?? 0}`);
  for (const family of FUNDAMENTALS) {
    const to = target[family] || undefined;
    if (to !== (current[family] || undefined)) parts.push(`to-${family}=${encodeURIComponent(to ?? NONE)}`);
  }
  const from = (current.property ?? []).filter((s) => s !== '');
  const to = (target.property ?? []).filter((s) => s !== '');
  if (!sameList(from, to)) parts.push(`to-property=${to.length ? to.map(encodeURIComponent).join(',') : NONE}`);
  // The target keeps the current item's material; only its grade may rise.
  if (current.material && target.material && target.material.grade !== current.material.grade)
    parts.push(`to-grade=${target.material.grade}`);
  return parts.filter((s) => s !== '').join('&');
}

/** Applies target fields read from a link to the current item. */
export function applyRuneFields(current: ItemSpec, fields: RuneFields): ItemSpec {
  const out: ItemSpec = { ...current, property: [...(current.property ?? [])] };
  if (fields.potency !== undefined) out.potency = fields.potency;
  for (const family of FUNDAMENTALS) {
    const v = fields[family];
    if (v === null) delete out[family];
    else if (v !== undefined) out[family] = v;
  }
  if (fields.property !== undefined) out.property = [...fields.property];
  if (fields.grade !== undefined && out.material) out.material = { ...out.material, grade: fields.grade };
  return out;
}
