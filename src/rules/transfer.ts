// Upgrading, transferring and swapping runes (GM Core p. 225).
import { getBaseItem, getRune } from './core';
import { RARITY_ORDER } from './data/labels';
import { craftRankBasis, rankBelow, type CraftRankBasis } from './crafting';
import { etchProblems } from './etching';
import { RULE_FACTS } from './facts';
import { display, isAbsent, isObject, isOneOf, own, type Obj } from './input';
import { evaluateItem, readRuneField, type ItemSpec } from './item';
import { getMaterial, MATERIALS, maxRuneLevel, type MaterialSlug } from './materials';
import { specificTransferProblems } from './specific';
import { anyProblem as problem } from './transfer-problems';
import { RUNE_SLOTS, slotOf } from './slots';
import { PROFICIENCY_RANKS } from './values';
import { noError } from './problems';
import { craftDc, incomePerDay } from './tables';
import type { BaseItemCore, Problem, ProficiencyRank, Rarity, RuneCore } from './types';

// Upgrades and Craft requirements live in upgrade.ts (the level calculator needs them, not the transfer rules).
// No re-export from here: the bundler would keep upgrade.ts as an import of the transfer estimator's island.

export type TransferSpec = {
  /** the rune being moved (onto `to`, out of `from`) */
  rune: string;
  /** for a swap: the rune that comes back (it sits on `to` and moves to `from`) */
  swapWith?: string;
  /** the rune comes out of a runestone: the transfer is free */
  fromRunestone?: boolean;
  /** the receiving item as it is before the transfer */
  to?: ItemSpec;
  /** the item the rune leaves, as it is before the transfer */
  from?: ItemSpec;
  crafterLevel?: number;
  proficiency?: ProficiencyRank;
  extraDays?: number;
  criticalSuccess?: boolean;
};

export interface TransferEstimate {
  /** Craft DC: DC of the rune's level (the higher level for a swap) plus the rarity adjustment */
  dc: number;
  /** level that set the DC */
  level: number;
  /** the Crafting rank the transfer asks for: expert (Magical Crafting), master from level 9, legendary from 17 */
  rankNeeded: ProficiencyRank;
  /** what asks for that rank: Magical Crafting, the rune's level, or its Craft Requirements (+3 weapon potency) */
  rankBy: CraftRankBasis['by'];
  /** 10% of the rune's Price (the higher Price for a swap); 0 from a runestone, or onto djezet armor (`freeOnto`) */
  costCp: number;
  /** the receiving item's material, when it takes a rune moved onto it for nothing (djezet armor, Grand Bazaar p. 98) */
  freeOnto?: MaterialSlug;
  /** 1 day plus extra days */
  days: number;
  /** the receiving item can't take the rune: the Crafting check is an automatic critical failure */
  autoCriticalFailure: boolean;
  /** what is still paid after extra days lowered the cost */
  remainingCostCp: number;
  /** property runes left without enough potency after the transfer (both items, receiving item first) */
  dormant: string[];
  /** `dormant` by item: on the receiving item (`to`) and on the item the rune leaves (`from`) */
  dormantOn: { to: string[]; from: string[] };
  /** each item that was described, as it is before and after the transfer (runes only moved, nothing judged) */
  items: { to?: ItemChange; from?: ItemChange };
  /** false when any problem is an error: the DC and cost then describe a transfer that can't happen as given */
  valid: boolean;
  problems: Problem[];
}

/** An item before and after the transfer. */
export interface ItemChange {
  before: ItemSpec;
  after: ItemSpec;
}

function rarer(a: Rarity, b: Rarity): Rarity {
  return RARITY_ORDER.indexOf(b) > RARITY_ORDER.indexOf(a) ? b : a;
}

/** Whether an item spec holds this rune. */
function specHas(spec: Obj, rune: RuneCore): boolean {
  const field = slotOf(rune);
  if (field === 'potency') return own(spec, 'potency') === rune.effects.propertySlots;
  if (field) return own(spec, field) === rune.slug;
  const prop = own(spec, 'property');
  return Array.isArray(prop) && prop.includes(rune.slug);
}

/** The spec after removing `out` (if given) and adding `incoming` (if given). */
function specAfter(spec: Obj, out: RuneCore | undefined, incoming: RuneCore | undefined): ItemSpec {
  const prop = own(spec, 'property');
  // The spec's own values as it gave them (evaluateItem reads and checks each), under the keys of an ItemSpec.
  const next: Partial<Record<keyof ItemSpec, unknown>> = {
    base: own(spec, 'base'),
    potency: own(spec, 'potency'),
    ...Object.fromEntries(RUNE_SLOTS.map((slot) => [slot, own(spec, slot)])),
    property: Array.isArray(prop) ? [...prop] : [],
    material: own(spec, 'material'),
    specific: own(spec, 'specific'),
  };
  const list = next.property as unknown[];
  if (out) {
    const field = slotOf(out);
    if (field === 'potency') next.potency = 0;
    else if (field) next[field] = undefined;
    else {
      const i = list.indexOf(out.slug);
      if (i >= 0) list.splice(i, 1);
    }
  }
  if (incoming) {
    const field = slotOf(incoming);
    if (field === 'potency') next.potency = incoming.effects.propertySlots ?? 0;
    else if (field) next[field] = incoming.slug;
    else list.push(incoming.slug);
  }
  return next as ItemSpec;
}

/**
 * Checks the receiving item: can it take `incoming` (usage, free slot, fundamental slot)?
 * `outgoing` is the rune it gives up in a swap; `missing` is the problem when that rune isn't on it (the
 * source item of a swap gives up the rune being moved). Returns the blocking problems and the dormant runes after.
 */
function checkReceiver(
  spec: Obj,
  incoming: RuneCore,
  outgoing: RuneCore | undefined,
  problems: Problem[],
  missing: 'swap-rune-not-on-item' | 'rune-not-on-source' = 'swap-rune-not-on-item',
): { blocked: boolean; dormant: string[] } {
  const baseSlug = own(spec, 'base');
  const base: BaseItemCore | undefined = typeof baseSlug === 'string' ? getBaseItem(baseSlug) : undefined;
  if (!base) {
    problems.push(problem('unknown-base-item', { value: display(baseSlug) }));
    return { blocked: false, dormant: [] };
  }
  if (outgoing && !specHas(spec, outgoing)) {
    problems.push(problem(missing, { rune: outgoing.name, item: base.name }, outgoing.slug));
  }
  const fail = (reason: Problem[]): { blocked: boolean; dormant: string[] } => {
    problems.push(...reason);
    problems.push(problem('transfer-invalid-target', { rune: incoming.name, item: base.name }, incoming.slug));
    return { blocked: true, dormant: [] };
  };
  const blocking = etchProblems(base, incoming);
  if (blocking.length > 0) return fail(blocking);

  const before = evaluateItem(spec as ItemSpec);
  // A precious-material item holds runes up to its grade's level (low 8th, standard 15th): a higher rune can't go on it.
  const made = before.material;
  if (made && incoming.level > maxRuneLevel(made.grade)) {
    const material = MATERIALS[made.slug].name;
    const limit = maxRuneLevel(made.grade);
    return fail([problem('material-grade-rune-limit', { rune: incoming.name, material, grade: made.grade, count: limit }, incoming.slug)]);
  }
  const field = slotOf(incoming);
  const swappedSameSlot = outgoing !== undefined && field !== null && slotOf(outgoing) === field;
  if (field && !swappedSameSlot) {
    const present = before.runes.map((s) => getRune(s)).find((r) => r && slotOf(r) === field);
    if (present) {
      return fail([problem('fundamental-already-present', { item: base.name, other: present.name }, incoming.slug)]);
    }
  }
  if (!field) {
    const freed = outgoing && outgoing.kind === 'property' && specHas(spec, outgoing) ? 1 : 0;
    const used = before.activeProperty.length + before.supersededProperty.length + before.dormantProperty.length;
    if (used - freed >= before.propertySlots) {
      return fail([problem('no-free-slot', { rune: incoming.name, count: before.propertySlots }, incoming.slug)]);
    }
  }
  const after = evaluateItem(specAfter(spec, outgoing, incoming));
  for (const slug of after.dormantProperty) {
    const r = getRune(slug);
    if (r) problems.push(problem('runes-go-dormant', { rune: r.name, item: base.name }, slug));
  }
  return { blocked: false, dormant: after.dormantProperty };
}

const empty = (problems: Problem[]): TransferEstimate => ({
  dc: 0,
  level: 0,
  rankNeeded: RULE_FACTS.magicItemCraftingMinimumRank,
  rankBy: 'magical-crafting',
  costCp: 0,
  days: 0,
  autoCriticalFailure: false,
  remainingCostCp: 0,
  dormant: [],
  dormantOn: { to: [], from: [] },
  items: {},
  valid: false,
  problems,
});

/** A clean item spec: no empty fields, potency 0 dropped. */
function cleanSpec(spec: ItemSpec): ItemSpec {
  const out: ItemSpec = { base: spec.base };
  if (spec.potency) out.potency = spec.potency;
  if (spec.striking) out.striking = spec.striking;
  if (spec.resilient) out.resilient = spec.resilient;
  if (spec.reinforcing) out.reinforcing = spec.reinforcing;
  const property = (spec.property ?? []).filter((slug) => typeof slug === 'string' && slug !== '');
  if (property.length > 0) out.property = property;
  if (spec.material) out.material = spec.material;
  if (spec.specific === true) out.specific = true;
  return out;
}

/** The item before and after, when it names a known base item. */
function change(spec: Obj, out: RuneCore | undefined, incoming: RuneCore | undefined): ItemChange | undefined {
  const base = own(spec, 'base');
  if (typeof base !== 'string' || !getBaseItem(base)) return undefined;
  return { before: cleanSpec(specAfter(spec, undefined, undefined)), after: cleanSpec(specAfter(spec, out, incoming)) };
}

/**
 * The receiving item's material when it takes this rune for nothing: djezet armor waives the transfer cost of a
 * rune moved onto it (Grand Bazaar p. 98; the rune's own Price is not at stake in a transfer). Not for swaps: a swap
 * also moves a rune off the djezet armor, which the waiver does not cover.
 */
function freeOntoMaterial(to: unknown, rune: RuneCore): MaterialSlug | undefined {
  if (!isObject(to)) return undefined;
  const made = own(to, 'material');
  const slug = isObject(made) ? own(made, 'slug') : undefined;
  const material = typeof slug === 'string' ? getMaterial(slug) : undefined;
  const baseSlug = own(to, 'base');
  const base = typeof baseSlug === 'string' ? getBaseItem(baseSlug) : undefined;
  if (!material?.transferOntoIsFree || !base || base.kind !== material.transferOntoIsFree || rune.target !== base.kind) return undefined;
  // Only when the item as described really is of that material (evaluateItem accepts the material and grade).
  return evaluateItem(to as ItemSpec).material?.slug === material.slug ? material.slug : undefined;
}

function estimate(specInput: unknown): TransferEstimate {
  if (!isObject(specInput)) return empty([problem('invalid-spec')]);
  const spec = specInput;
  const problems: Problem[] = [];
  const rune = readRuneField(spec, 'rune', problems);
  if (!rune) {
    if (problems.length === 0) problems.push(problem('unknown-rune', { value: display(own(spec, 'rune')) }));
    return empty(problems);
  }
  const other = readRuneField(spec, 'swapWith', problems);
  if (other && other.kind !== rune.kind) {
    problems.push(problem('swap-form-mismatch', { rune: rune.name, other: other.name }, other.slug));
  }

  // A swap uses the higher level and the higher Price of the two runes (GM Core p. 225).
  const level = Math.max(rune.level, other?.level ?? 0);
  const price = Math.max(rune.priceCp, other?.priceCp ?? 0);
  // Our decision: the transfer text is silent on rarity, so apply the normal Craft rarity adjustment
  // (for a swap, the rarer of the two runes).
  const rarity = other ? rarer(rune.rarity, other.rarity) : rune.rarity;
  const dc = craftDc(level, rarity);

  const fromRunestone = own(spec, 'fromRunestone') === true;
  const freeOnto = other ? undefined : freeOntoMaterial(own(spec, 'to'), rune);
  const costCp = fromRunestone || freeOnto ? 0 : Math.ceil((price * RULE_FACTS.transferCostPercent) / 100);

  let extraDays = 0;
  const rawDays = own(spec, 'extraDays');
  if (!isAbsent(rawDays)) {
    if (typeof rawDays === 'number' && Number.isSafeInteger(rawDays) && rawDays >= 0) extraDays = rawDays;
    else problems.push(problem('invalid-value', { field: 'extraDays' }));
  }
  let crafterLevel: number | undefined;
  const rawLevel = own(spec, 'crafterLevel');
  if (!isAbsent(rawLevel)) {
    if (typeof rawLevel === 'number' && Number.isInteger(rawLevel) && rawLevel >= 1 && rawLevel <= 20) crafterLevel = rawLevel;
    else problems.push(problem('invalid-value', { field: 'crafterLevel' }));
  }
  let rank: ProficiencyRank | undefined;
  const rawRank = own(spec, 'proficiency');
  if (!isAbsent(rawRank)) {
    if (isOneOf(PROFICIENCY_RANKS, rawRank)) rank = rawRank;
    else problems.push(problem('invalid-value', { field: 'proficiency' }));
  }
  // A transfer is a Craft activity: the rank and level rules of Crafting an item apply to the rune (Player Core, Craft).
  const { rank: rankNeeded, by: rankBy } = craftRankBasis(other ? [rune.slug, other.slug] : [rune.slug]);
  if (rank !== undefined && rankBelow(rank, rankNeeded)) {
    if (rankBy === 'magical-crafting') problems.push(problem('magical-crafting-needed'));
    else if (rankBy === 'craft-requirements') problems.push(problem('craft-requirements-rank-too-low', { rank: rankNeeded }));
    else problems.push(problem('crafting-rank-too-low', { rank: rankNeeded, count: level }));
  }
  if (crafterLevel !== undefined && level > crafterLevel) problems.push(problem('crafter-level-too-low', { count: level }));
  const critical = own(spec, 'criticalSuccess') === true;

  // Extra days lower the cost as with Craft: half is materials paid up front; each extra day takes the
  // day's income (crafter level, rank; level + 1 on a critical success) off the other half.
  let remainingCostCp = costCp;
  if (extraDays > 0 && costCp > 0) {
    if (crafterLevel === undefined || rank === undefined) {
      problems.push(problem('crafter-needed-for-discount'));
    } else {
      const upfront = Math.ceil((costCp * RULE_FACTS.craftUpfrontPercent) / 100);
      const reducible = costCp - upfront;
      const perDay = incomePerDay(crafterLevel, rank, critical);
      remainingCostCp = upfront + Math.max(0, reducible - perDay * extraDays);
    }
  }

  // A specific item's property runes stay as they are (GM Core p. 241): none moves onto or off it.
  const described = (value: unknown): ItemSpec | undefined => (isObject(value) ? (value as ItemSpec) : undefined);
  problems.push(...specificTransferProblems(rune, described(own(spec, 'to')), described(own(spec, 'from'))));

  let autoCriticalFailure = false;
  const dormantOn: { to: string[]; from: string[] } = { to: [], from: [] };
  const items: TransferEstimate['items'] = {};
  const to = own(spec, 'to');
  if (!isAbsent(to)) {
    if (!isObject(to)) problems.push(problem('invalid-value', { field: 'to' }));
    else {
      // The receiving item gives up the swapped rune (if any) and takes the moved one.
      const c = change(to, other, rune);
      if (c) items.to = c;
      const r = checkReceiver(to, rune, other, problems);
      autoCriticalFailure ||= r.blocked;
      dormantOn.to.push(...r.dormant);
    }
  }
  const from = own(spec, 'from');
  if (!isAbsent(from)) {
    if (!isObject(from)) problems.push(problem('invalid-value', { field: 'from' }));
    else {
      // The item the rune leaves gives it up and takes the swapped rune (if any).
      const c = change(from, specHas(from, rune) ? rune : undefined, other);
      if (c) items.from = c;
    }
    if (!isObject(from)) {
      // already reported
    } else if (other) {
      // In a swap the other rune travels the opposite way.
      const r = checkReceiver(from, other, rune, problems, 'rune-not-on-source');
      autoCriticalFailure ||= r.blocked;
      dormantOn.from.push(...r.dormant);
    } else {
      const baseSlug = own(from, 'base');
      const base = typeof baseSlug === 'string' ? getBaseItem(baseSlug) : undefined;
      if (!base) problems.push(problem('unknown-base-item', { value: display(baseSlug) }));
      else if (base.kind !== rune.target || !specHas(from, rune)) {
        // The item as described doesn't hold the rune (a potency value of 2 on a longsword is weapon potency,
        // never armor potency): nothing leaves it, so nothing can be said about dormant runes.
        problems.push(problem('rune-not-on-source', { rune: rune.name, item: base.name }, rune.slug));
      } else {
        const after = evaluateItem(specAfter(from, rune, undefined));
        for (const slug of after.dormantProperty) {
          const r = getRune(slug);
          if (r) problems.push(problem('runes-go-dormant', { rune: r.name, item: base.name }, slug));
        }
        dormantOn.from.push(...after.dormantProperty);
      }
    }
  }

  return {
    dc,
    level,
    rankNeeded,
    rankBy,
    costCp,
    ...(freeOnto ? { freeOnto } : {}),
    days: RULE_FACTS.transferDays + extraDays,
    autoCriticalFailure,
    remainingCostCp,
    dormant: [...dormantOn.to, ...dormantOn.from],
    dormantOn,
    items,
    valid: noError(problems),
    problems,
  };
}

/**
 * DC, cost and time to move a rune to another item (or swap two runes), per GM Core p. 225.
 * Never throws; odd input gives problems instead.
 */
export function estimateTransfer(spec: TransferSpec): TransferEstimate {
  try {
    return estimate(spec);
  } catch {
    return empty([problem('invalid-spec')]);
  }
}
