// The planner: what fundamental runes the game expects at a level, each item's gap to that, the cheapest steps to close
// it (with cost, days, Craft DC, the Crafting rank and level), how the plan counts against GM Core's treasure table,
// and what Automatic Bonus Progression changes. Pure, never throws: odd input comes back as problems.
//
// The expectation: GM Core's ABP table (p. 83) is the schedule of the fundamental runes' item bonuses, and each of its
// steps falls on the level of the rune it stands for (+1 weapon potency is a 2nd-level rune and attack potency +1
// comes at 2nd, striking 4th and two dice at 4th, … major resilient 20th and saves +3 at 20th; test/rules/planner.test.ts
// checks every level). So the game expects, of each fundamental family, the strongest grade whose level is at most the
// character's. ABP leaves shields out; the planner applies the same rule to reinforcing runes: an assumption, said in
// src/rules/README.md.
import { abpAt, type AbpAtLevel } from './abp';
import { getBaseItem, getRune, gradeRank } from './core';
import { craftRankBasis, craftRankForLevel, rankBelow, type CraftRankBasis } from './crafting';
import type { SourceRef } from './data/books';
import { canEtch } from './etching';
import { RULE_FACTS } from './facts';
import { isAbsent, isObject, isOneOf, own, type Obj } from './input';
import { evaluateItem, type ItemEvaluation, type ItemSpec } from './item';
import {
  getMaterial,
  gradeStats,
  maxRuneLevel,
  materialUpgradeCostCp,
  propertySlotsWith,
  type MaterialGrade,
  type MaterialSlug,
} from './materials';
import { MATERIAL_GRADES } from './data/materials';
import { plannerProblem } from './planner-problems';
import { problem } from './problems';
import { hasSlot, runesForSlot, slotOf, type FundamentalSlot } from './slots';
import { clampInt, craftDc } from './tables';
import { anyProblem } from './transfer-problems';
import { estimateTransfer } from './transfer';
import { LEVEL_RANGE, readWhole, treasureByLevel, type ItemCount, type TreasureByLevel } from './treasure';
import { upgradeCost } from './upgrade';
import { PROFICIENCY_RANKS } from './values';
import type { BaseItemCore, CatalogueTarget, Localized, Problem, ProficiencyRank, Rarity, RuneCore, RuneTarget } from './types';

/** Who would Craft the steps: the character (or a friend), by level and Crafting rank. */
export interface Crafter {
  level: number;
  rank: ProficiencyRank;
}

export interface PlanInput {
  /** the character's level, 1-20 */
  level: number;
  /** the items as they are on the sheet (the name reader's specs); any number, an empty list is fine */
  items: ItemSpec[];
  /** Automatic Bonus Progression (GM Core p. 83) on */
  abp?: boolean;
  /** for the treasure table; default 4 */
  partySize?: number;
  crafter?: Crafter;
  /** the gold on hand, in copper pieces like every Price here */
  goldCp?: number;
}

/** A fundamental slot on a kind of item: weapon potency and striking, armor potency and resilient, a shield's reinforcing. */
export interface SlotOf {
  target: RuneTarget;
  slot: FundamentalSlot;
}

/** The fundamental runes the game expects at a level, slot by slot. */
export interface ExpectedRune extends SlotOf {
  /** the strongest grade whose level is at most the character's; null before the first grade */
  rune: string | null;
  /** the level the expectation starts (the rune's level) */
  since: number | null;
  /** where the schedule comes from: GM Core's ABP table (p. 83), or the planner's own rule for reinforcing runes */
  basis: 'abp-table' | 'rune-level';
}

/** Where a step or a gap stands against the expectation. */
export type GapStatus = 'behind' | 'due-next' | 'met' | 'ahead' | 'replaced-by-abp';

export interface SlotGap extends SlotOf {
  /** the rune the item has in this slot (a slug), null when none */
  has: string | null;
  expectedNow: string | null;
  expectedNext: string | null;
  status: GapStatus;
}

/** What a step does to its item. */
export type StepPath =
  /** etch a rune into an empty slot: the rune's full Price */
  | 'etch'
  /** upgrade the rune in the slot to a stronger grade: the difference of the Prices (GM Core p. 225) */
  | 'upgrade'
  /** raise the item's precious material to a grade that holds the rune: the difference of the material's Prices */
  | 'upgrade-material'
  /** move a rune to another of the character's items (10% of its Price, 1 day; GM Core p. 225) */
  | 'transfer';

export interface StepCraft {
  /** Craft DC: the level's DC with the rarity adjustment */
  dc: number;
  /** the level of what is crafted: a crafter must be at least this level */
  level: number;
  /** the Crafting rank needed (expert for Magical Crafting, master from level 9, legendary from RULE_FACTS) */
  rank: ProficiencyRank;
  /** what sets the rank: Magical Crafting alone, the level, or a rune's Craft Requirements */
  rankBy: CraftRankBasis['by'];
  /** whether the crafter given can Craft it; null without a crafter */
  crafterCan: boolean | null;
}

export interface PlanStep {
  itemIndex: number;
  path: StepPath;
  /** the slot the step fills, or 'material' for a material grade, or 'property' for a moved property rune */
  slot: FundamentalSlot | 'material' | 'property';
  /** the rune the item gets (a slug); null for a material step */
  rune: string | null;
  /** the rune it replaces (an upgrade's old grade), or null */
  replaces: string | null;
  /** a material step: the material and its grades */
  material?: { slug: MaterialSlug; from: MaterialGrade; to: MaterialGrade };
  costCp: number;
  /** the plan's total up to and including this step */
  cumulativeCp: number;
  /** with gold on hand: whether the total so far is within it; null without gold */
  affordable: boolean | null;
  days: number;
  craft: StepCraft;
  /** 'now' when the game already expects this at the character's level (the item is behind), 'next' at the next level */
  meets: 'now' | 'next';
  /** the level whose expectation the step meets */
  expectedAt: number;
  /** the item after the step: its name, level and Price */
  itemAfter: { name: Localized; level: number; priceCp: number };
  /** property runes the step gives a slot back (they worked no more), and those still without one (効果を停止) */
  wakes: string[];
  dormant: string[];
  /** the book's pages for the answer: the cost rule, the expectation, the Crafting rank */
  sources: { cost: SourceRef; expectation: SourceRef; crafting: SourceRef };
}

/** How an item counts against the treasure table (GM Core pp. 59-61): its fundamental runes together as one permanent
 * item, each property rune and the precious material separately. */
export interface TreasureCount {
  /** the level of the item's fundamental runes as one permanent item (the highest of them); null without any */
  fundamentalLevel: number | null;
  property: { rune: string; level: number }[];
  materialLevel: number | null;
}

/** With ABP on: what leaves the item and what the variant leaves open. */
export interface ItemAbp {
  /** the potency, striking and resilient runes the variant takes away, with their Prices */
  removed: { rune: string; priceCp: number }[];
  removedCp: number;
  /** property slots if they follow the potency bonus (not printed: see AbpAtLevel) */
  propertySlotsIfTied: number;
  /** the property runes that would stop working under that reading (効果を停止) */
  dormantIfTied: string[];
}

/** Moving this item's property runes to another of the character's items instead of upgrading this one. */
export interface MoveAlternative {
  toIndex: number;
  /** the transfers' cost (10% of each rune's Price) */
  costCp: number;
  days: number;
  /** what the plan spends on this item that the move would save, less the transfers */
  savesCp: number;
  steps: PlanStep[];
}

export interface ItemPlan {
  index: number;
  /** the item as read (a clean spec) and after the plan's steps */
  before: ItemSpec;
  after: ItemSpec;
  name: Localized;
  nameAfter: Localized;
  kind: RuneTarget | null;
  gaps: SlotGap[];
  treasureCount: TreasureCount;
  treasureCountAfter: TreasureCount;
  abp?: ItemAbp;
  /** cheaper by moving: only when another item of the same kind will meet the expectation and has the slots */
  moveAlternatives: MoveAlternative[];
  problems: Problem[];
}

export interface PlanTreasure {
  table: TreasureByLevel;
  /** the permanent items the plan delivers (each changed item's fundamental runes as one, a material grade as one) */
  planItems: { itemIndex: number; level: number; what: 'fundamental-runes' | 'material' }[];
  /** planItems grouped by level, highest first, to set beside table.permanentItems */
  planItemCounts: ItemCount[];
  /** the plan's total beside one character's share of the level's treasure */
  planCp: number;
  shareCp: number;
  /** plan items above the highest item level the table gives at this level */
  aboveTable: number[];
}

export interface PlanAbp {
  now: AbpAtLevel;
  next: AbpAtLevel;
  /** every rune the variant takes away, with the item it was on */
  removed: { itemIndex: number; rune: string; priceCp: number }[];
  removedCp: number;
  /** the printed variant takes away potency, striking and resilient runes and leaves property runes, with no slot count
   * (GM Core p. 83); Foundry offers that reading with slots tied to the potency bonus ("Allow Property Runes") and one
   * that clears property runes ("Disallow Property Runes") */
  propertyRunes: { book: 'kept-slot-count-unstated'; readings: readonly ['slots-follow-potency-bonus', 'no-property-runes'] };
}

export interface Plan {
  level: number;
  /** the level the plan looks ahead to (the next one, 20 at most) */
  nextLevel: number;
  abpOn: boolean;
  expectedNow: ExpectedRune[];
  expectedNext: ExpectedRune[];
  items: ItemPlan[];
  /** every step of every item, in the order to take them: what is behind first, then by the level that expects it */
  steps: PlanStep[];
  /** the sum of the steps' costs */
  totalCp: number;
  /** the sum of the steps' days (one rune is etched at a time: GM Core p. 225) */
  totalDays: number;
  goldCp: number | null;
  treasure: PlanTreasure;
  abp?: PlanAbp;
  /** every problem: the plan's own first, then each item's (also in items[i].problems) */
  problems: Problem[];
}

const GM_CORE = (page: number): SourceRef => ({ book: 'gm-core', page });
/** The Craft activity's rank and level rules, as RULE_FACTS gives them. */
const CRAFTING_SOURCE = GM_CORE(223);
const ABP_SOURCE = GM_CORE(83);
const RUNE_RULES_SOURCE = GM_CORE(RULE_FACTS.pages.fundamentalRunes);
/** The expectation's source: GM Core's ABP table for weapons and armor; for a shield, the reinforcing rune's own rules
 * page, since the planner's schedule for it is the rune levels themselves (an assumption: see the header). */
function expectationSource(target: CatalogueTarget): SourceRef {
  return target === 'shield' ? RUNE_RULES_SOURCE : ABP_SOURCE;
}

/** The fundamental slots in the order a plan lists them: the name order (potency, reinforcing, striking, resilient). */
const SLOTS_OF: Readonly<Record<RuneTarget, readonly FundamentalSlot[]>> = {
  weapon: ['potency', 'striking'],
  armor: ['potency', 'resilient'],
  shield: ['reinforcing'],
};
/** The slots ABP takes over (GM Core p. 83): every fundamental rune but a shield's reinforcing rune. */
const ABP_SLOTS: readonly FundamentalSlot[] = ['potency', 'striking', 'resilient'];

/** The fundamental runes the game expects of a character of this level (1-20; other input is clamped). */
export function expectedRunesAt(level: number): ExpectedRune[] {
  const at = clampInt(level, LEVEL_RANGE.min, LEVEL_RANGE.max);
  const out: ExpectedRune[] = [];
  for (const target of ['weapon', 'armor', 'shield'] as const) {
    for (const slot of SLOTS_OF[target]) {
      if (!hasSlot(target, slot)) continue;
      const reached = runesForSlot(slot, target).filter((r) => r.level <= at);
      const best = reached.reduce<RuneCore | undefined>((a, r) => (!a || r.level > a.level ? r : a), undefined);
      out.push({
        target,
        slot,
        rune: best?.slug ?? null,
        since: best?.level ?? null,
        basis: target === 'shield' ? 'rune-level' : 'abp-table',
      });
    }
  }
  return out;
}

function expectedFor(list: readonly ExpectedRune[], target: RuneTarget, slot: FundamentalSlot): RuneCore | undefined {
  const slug = list.find((e) => e.target === target && e.slot === slot)?.rune;
  return slug ? getRune(slug) : undefined;
}

/** The rune an evaluated item has in a slot. */
function runeInSlot(ev: ItemEvaluation, slot: FundamentalSlot): RuneCore | undefined {
  return ev.runes.map((s) => getRune(s)).find((r): r is RuneCore => r !== undefined && slotOf(r) === slot);
}

/** Whether grade `a` of a slot's line is below grade `b` (a missing rune is below any). */
function below(a: RuneCore | undefined, b: RuneCore | undefined): boolean {
  if (!b) return false;
  if (!a) return true;
  return gradeRank(a) < gradeRank(b);
}

/** A clean spec of the item as evaluated: only the runes that count, the material with its grade. */
function specOf(ev: ItemEvaluation): ItemSpec {
  const out: ItemSpec = { base: ev.base ?? '' };
  for (const slug of ev.runes) {
    const r = getRune(slug);
    if (!r) continue;
    const slot = slotOf(r);
    if (slot === 'potency') out.potency = r.effects.propertySlots ?? 0;
    else if (slot) out[slot] = r.slug;
    else out.property = [...(out.property ?? []), r.slug];
  }
  if (ev.material) out.material = { slug: ev.material.slug, grade: ev.material.grade };
  return out;
}

function withRune(spec: ItemSpec, rune: RuneCore): ItemSpec {
  const slot = slotOf(rune);
  if (slot === 'potency') return { ...spec, potency: rune.effects.propertySlots ?? 0 };
  if (slot) return { ...spec, [slot]: rune.slug };
  return { ...spec, property: [...(spec.property ?? []), rune.slug] };
}

function withoutSlots(spec: ItemSpec, slots: readonly FundamentalSlot[]): ItemSpec {
  const out: ItemSpec = { ...spec };
  for (const slot of slots) delete out[slot];
  return out;
}

function treasureCountOf(ev: ItemEvaluation): TreasureCount {
  const runes = ev.runes.map((s) => getRune(s)).filter((r): r is RuneCore => r !== undefined);
  const fundamentals = runes.filter((r) => r.kind === 'fundamental');
  return {
    fundamentalLevel: fundamentals.length > 0 ? Math.max(...fundamentals.map((r) => r.level)) : null,
    property: runes.filter((r) => r.kind === 'property').map((r) => ({ rune: r.slug, level: r.level })),
    materialLevel: ev.material ? ev.material.level : null,
  };
}

interface Context {
  level: number;
  crafter: Crafter | undefined;
  /** problems about the crafter, one per code and rune */
  crafterProblems: Map<string, Problem>;
}

/**
 * The Craft DC, the level and the Crafting rank of what a step crafts, by the project's one rank rule (crafting.ts:
 * Magical Crafting, the level thresholds of RULE_FACTS, a rune's Craft Requirements), and whether the crafter given can.
 * `runes` empty: a material grade, ranked by its level alone.
 */
function craftOf(ctx: Context, level: number, rarity: Rarity, runes: readonly string[]): StepCraft {
  const basis: CraftRankBasis = runes.length > 0 ? craftRankBasis(runes) : { rank: craftRankForLevel(level), by: 'item-level', level };
  let crafterCan: boolean | null = null;
  const c = ctx.crafter;
  if (c) {
    const rankOk = !rankBelow(c.rank, basis.rank);
    const levelOk = c.level >= level;
    crafterCan = rankOk && levelOk;
    const rune = runes[0];
    if (!rankOk) {
      const p =
        basis.rank === RULE_FACTS.magicItemCraftingMinimumRank
          ? anyProblem('magical-crafting-needed')
          : anyProblem('crafting-rank-too-low', { rank: basis.rank, count: level }, rune);
      ctx.crafterProblems.set(`${p.code}:${basis.rank}`, p);
    }
    if (!levelOk) ctx.crafterProblems.set(`crafter-level-too-low:${level}`, anyProblem('crafter-level-too-low', { count: level }, rune));
  }
  return { dc: craftDc(level, rarity), level, rank: basis.rank, rankBy: basis.by, crafterCan };
}

/** The lowest grade above `from` of this material, for this item, that holds runes of this level. */
function gradeHolding(slug: MaterialSlug, base: BaseItemCore, from: MaterialGrade, runeLevel: number): MaterialGrade | undefined {
  const material = getMaterial(slug);
  if (!material) return undefined;
  return MATERIAL_GRADES.slice(MATERIAL_GRADES.indexOf(from) + 1).find(
    (g) => maxRuneLevel(g) >= runeLevel && gradeStats(material, base, g) !== undefined,
  );
}

/** A step before the plan orders the steps and adds up their costs. */
type Draft = Omit<PlanStep, 'cumulativeCp' | 'affordable'>;

function afterOf(ev: ItemEvaluation): PlanStep['itemAfter'] {
  return { name: ev.name, level: ev.level, priceCp: ev.priceCp };
}

/** The plan of one item: its gaps, its steps, how it counts against the treasure table, and ABP's changes. */
function planItem(
  ctx: Context,
  index: number,
  spec: unknown,
  now: readonly ExpectedRune[],
  next: readonly ExpectedRune[],
  abp: AbpAtLevel | undefined,
): { plan: ItemPlan; drafts: Draft[] } {
  const ev = evaluateItem(spec as ItemSpec);
  const problems: Problem[] = [...ev.problems];
  const base = ev.base ? getBaseItem(ev.base) : undefined;
  const before = base ? specOf(ev) : { base: '' };
  const empty: TreasureCount = { fundamentalLevel: null, property: [], materialLevel: null };
  if (!base) {
    const plan: ItemPlan = {
      index,
      before,
      after: before,
      name: ev.name,
      nameAfter: ev.name,
      kind: null,
      gaps: [],
      treasureCount: empty,
      treasureCountAfter: empty,
      moveAlternatives: [],
      problems,
    };
    return { plan, drafts: [] };
  }
  const target = base.kind;
  let working: ItemSpec = before;
  let workingEv = ev;
  const drafts: Draft[] = [];
  const gaps: SlotGap[] = [];
  let itemAbp: ItemAbp | undefined;

  if (abp) {
    // The variant takes away potency, striking and resilient runes (GM Core p. 83): they leave the item, with their worth.
    const removed = ev.runes
      .map((s) => getRune(s))
      .filter((r): r is RuneCore => r !== undefined && ABP_SLOTS.includes(slotOf(r) ?? 'reinforcing'))
      .map((r) => ({ rune: r.slug, priceCp: r.priceCp }));
    working = withoutSlots(working, ABP_SLOTS);
    workingEv = evaluateItem(working);
    const potencyBonus = target === 'weapon' ? abp.attackPotency : target === 'armor' ? abp.defensePotency : 0;
    const slots = target === 'shield' ? 0 : propertySlotsWith(ev.material ? getMaterial(ev.material.slug) : undefined, potencyBonus);
    const property = ev.runes.filter((s) => getRune(s)?.kind === 'property');
    const dormantIfTied = property.slice(slots);
    for (const slug of dormantIfTied) {
      const r = getRune(slug);
      if (r) problems.push(plannerProblem('abp-property-slots-unstated', { rune: r.name, item: ev.name, count: slots }, slug));
    }
    itemAbp = { removed, removedCp: removed.reduce((s, r) => s + r.priceCp, 0), propertySlotsIfTied: slots, dormantIfTied };
  }

  for (const slot of SLOTS_OF[target]) {
    const has = runeInSlot(ev, slot);
    const wantNow = expectedFor(now, target, slot);
    const wantNext = expectedFor(next, target, slot);
    const byAbp = abp !== undefined && ABP_SLOTS.includes(slot);
    const status: GapStatus = byAbp
      ? 'replaced-by-abp'
      : below(has, wantNow)
        ? 'behind'
        : below(has, wantNext)
          ? 'due-next'
          : has && (!wantNext || gradeRank(has) > gradeRank(wantNext))
            ? 'ahead'
            : 'met';
    gaps.push({ target, slot, has: has?.slug ?? null, expectedNow: wantNow?.slug ?? null, expectedNext: wantNext?.slug ?? null, status });
    if (byAbp || (status !== 'behind' && status !== 'due-next')) continue;

    // Behind now and more due next: first the step that catches up, then the one for the next level (the same total,
    // as an upgrade costs the difference; the player sees the cheaper step that is due first).
    const goals: { rune: RuneCore; meets: 'now' | 'next' }[] = [];
    if (wantNow && below(has, wantNow)) goals.push({ rune: wantNow, meets: 'now' });
    if (wantNext && below(wantNow ?? has, wantNext) && below(has, wantNext)) goals.push({ rune: wantNext, meets: 'next' });
    for (const goal of goals) {
      const rune = goal.rune;
      const held = canEtch(base.slug, rune.slug);
      if (held.length > 0) {
        problems.push(plannerProblem('plan-item-cannot-hold', { rune: rune.name, item: base.name }, rune.slug));
        break;
      }
      // A precious material's grade caps the runes' level (low 8th, standard 15th): raise the grade first.
      const made = workingEv.material;
      if (made && rune.level > maxRuneLevel(made.grade)) {
        const to = gradeHolding(made.slug, base, made.grade, rune.level);
        const material = getMaterial(made.slug);
        const costCp = to && material ? materialUpgradeCostCp(material, base, made.grade, to) : null;
        const stats = to && material ? gradeStats(material, base, to) : undefined;
        if (!to || !material || costCp === null || !stats) {
          problems.push(plannerProblem('plan-item-cannot-hold', { rune: rune.name, item: base.name }, rune.slug));
          break;
        }
        const nextSpec: ItemSpec = { ...working, material: { slug: made.slug, grade: to } };
        const nextEv = evaluateItem(nextSpec);
        drafts.push({
          itemIndex: index,
          path: 'upgrade-material',
          slot: 'material',
          rune: null,
          replaces: null,
          material: { slug: made.slug, from: made.grade, to },
          costCp,
          days: RULE_FACTS.craftDays,
          craft: craftOf(ctx, stats.level, material.rarity, []),
          meets: goal.meets,
          expectedAt: rune.level,
          itemAfter: afterOf(nextEv),
          wakes: [],
          dormant: nextEv.dormantProperty,
          sources: { cost: material.source[target], expectation: expectationSource(target), crafting: CRAFTING_SOURCE },
        });
        working = nextSpec;
        workingEv = nextEv;
      }
      const current = runeInSlot(workingEv, slot);
      const up = current ? upgradeCost(current.slug, rune.slug) : undefined;
      if (up && up.problems.length > 0) {
        problems.push(...up.problems);
        break;
      }
      const nextSpec = withRune(working, rune);
      const nextEv = evaluateItem(nextSpec);
      drafts.push({
        itemIndex: index,
        path: current ? 'upgrade' : 'etch',
        slot,
        rune: rune.slug,
        replaces: current?.slug ?? null,
        costCp: up ? up.costCp : rune.priceCp,
        days: RULE_FACTS.craftDays,
        craft: craftOf(ctx, rune.level, rune.rarity, [rune.slug]),
        meets: goal.meets,
        expectedAt: rune.level,
        itemAfter: afterOf(nextEv),
        wakes: workingEv.dormantProperty.filter((s) => !nextEv.dormantProperty.includes(s)),
        dormant: nextEv.dormantProperty,
        sources: { cost: RUNE_RULES_SOURCE, expectation: expectationSource(target), crafting: CRAFTING_SOURCE },
      });
      working = nextSpec;
      workingEv = nextEv;
    }
  }

  const plan: ItemPlan = {
    index,
    before,
    after: working,
    name: ev.name,
    nameAfter: workingEv.name,
    kind: target,
    gaps,
    treasureCount: treasureCountOf(ev),
    treasureCountAfter: treasureCountOf(workingEv),
    moveAlternatives: [],
    problems,
  };
  if (itemAbp) plan.abp = itemAbp;
  return { plan, drafts };
}

/**
 * Moving an item's property runes to another of the character's items of the same kind, instead of upgrading it: a
 * choice of weapon or armor for the player, so it is offered beside the plan, never put in it. The other item is taken
 * as the plan leaves it (meeting the next level's expectation), and only when it takes every rune (usage, free slots)
 * and the move costs less than this item's steps.
 */
function moveAlternatives(ctx: Context, plans: readonly ItemPlan[], drafts: readonly Draft[]): void {
  for (const from of plans) {
    const props = (from.before.property ?? []).map((s) => getRune(s)).filter((r): r is RuneCore => r !== undefined);
    if (from.kind === null || props.length === 0) continue;
    const spent = drafts.filter((d) => d.itemIndex === from.index).reduce((s, d) => s + d.costCp, 0);
    if (spent === 0) continue;
    for (const to of plans) {
      if (to.index === from.index || to.kind !== from.kind) continue;
      let receiving: ItemSpec = to.after;
      const steps: PlanStep[] = [];
      let ok = true;
      for (const rune of props) {
        const t = estimateTransfer({ rune: rune.slug, to: receiving, from: from.before });
        // canEtch too: the transfer estimator lets a rune onto an unarmed attack (a fist is no item) with no error.
        if (!t.valid || t.autoCriticalFailure || t.dormantOn.to.length > 0 || canEtch(receiving.base, rune.slug).length > 0) {
          ok = false;
          break;
        }
        receiving = withRune(receiving, rune);
        const ev = evaluateItem(receiving);
        steps.push({
          itemIndex: to.index,
          path: 'transfer',
          slot: 'property',
          rune: rune.slug,
          replaces: null,
          costCp: t.costCp,
          cumulativeCp: 0,
          affordable: null,
          days: t.days,
          craft: { ...craftOf(ctx, t.level, rune.rarity, [rune.slug]), dc: t.dc, rank: t.rankNeeded },
          meets: 'now',
          expectedAt: ctx.level,
          itemAfter: afterOf(ev),
          wakes: [],
          dormant: ev.dormantProperty,
          sources: { cost: GM_CORE(RULE_FACTS.pages.transferring), expectation: expectationSource(rune.target), crafting: CRAFTING_SOURCE },
        });
      }
      if (!ok) continue;
      let running = 0;
      for (const s of steps) s.cumulativeCp = running += s.costCp;
      const costCp = running;
      if (costCp >= spent) continue;
      from.moveAlternatives.push({
        toIndex: to.index,
        costCp,
        days: steps.reduce((s, x) => s + x.days, 0),
        savesCp: spent - costCp,
        steps,
      });
    }
  }
}

function readCrafter(value: unknown, problems: Problem[]): Crafter | undefined {
  if (isAbsent(value)) return undefined;
  const level = isObject(value) ? own(value, 'level') : undefined;
  const rank = isObject(value) ? own(value, 'rank') : undefined;
  if (
    typeof level === 'number' &&
    Number.isInteger(level) &&
    level >= RULE_FACTS.crafterLevel.min &&
    level <= RULE_FACTS.crafterLevel.max &&
    isOneOf(PROFICIENCY_RANKS, rank)
  ) {
    return { level, rank };
  }
  problems.push(problem('invalid-value', { field: 'crafter' }));
  return undefined;
}

function plan(input: unknown): Plan {
  const problems: Problem[] = [];
  const spec: Obj = isObject(input) ? input : {};
  if (!isObject(input)) problems.push(problem('invalid-spec'));
  const level = readWhole(own(spec, 'level'), LEVEL_RANGE, LEVEL_RANGE.min, 'level', problems);
  const nextLevel = Math.min(level + 1, LEVEL_RANGE.max);
  const rawItems = own(spec, 'items');
  let items: unknown[] = [];
  if (Array.isArray(rawItems)) items = rawItems;
  else if (!isAbsent(rawItems)) problems.push(problem('invalid-value', { field: 'items' }));
  const rawAbp = own(spec, 'abp');
  const abpOn = rawAbp === true;
  if (!isAbsent(rawAbp) && typeof rawAbp !== 'boolean') problems.push(problem('invalid-value', { field: 'abp' }));
  const crafter = readCrafter(own(spec, 'crafter'), problems);
  const rawGold = own(spec, 'goldCp');
  let goldCp: number | null = null;
  if (!isAbsent(rawGold)) {
    if (typeof rawGold === 'number' && Number.isSafeInteger(rawGold) && rawGold >= 0) goldCp = rawGold;
    else problems.push(problem('invalid-value', { field: 'gold' }));
  }
  const rawParty = own(spec, 'partySize');
  const table = treasureByLevel(level, isAbsent(rawParty) ? undefined : (rawParty as number));
  problems.push(...table.problems);

  const ctx: Context = { level, crafter, crafterProblems: new Map() };
  const now = expectedRunesAt(level);
  const next = expectedRunesAt(nextLevel);
  const abpNow = abpAt(level);
  const abpNext = abpAt(nextLevel);
  const plans: ItemPlan[] = [];
  const drafts: Draft[] = [];
  items.forEach((item, index) => {
    const r = planItem(ctx, index, item, now, next, abpOn ? abpNow : undefined);
    plans.push(r.plan);
    drafts.push(...r.drafts);
  });
  moveAlternatives(ctx, plans, drafts);

  // What is behind first, then by the level that expects it, then item by item in the order drafted (a material
  // grade before the rune that needs it).
  const ordered = drafts
    .map((d, i) => ({ d, i }))
    .sort((a, b) => {
      const due = (x: Draft) => (x.meets === 'now' ? 0 : 1);
      return due(a.d) - due(b.d) || a.d.expectedAt - b.d.expectedAt || a.d.itemIndex - b.d.itemIndex || a.i - b.i;
    });
  let running = 0;
  const steps: PlanStep[] = ordered.map(({ d }) => {
    running += d.costCp;
    return { ...d, cumulativeCp: running, affordable: goldCp === null ? null : running <= goldCp };
  });
  const totalCp = running;
  if (goldCp !== null && totalCp > goldCp) problems.push(plannerProblem('plan-over-gold', { count: totalCp - goldCp }));
  problems.push(...ctx.crafterProblems.values());

  const planItems: PlanTreasure['planItems'] = [];
  for (const p of plans) {
    const itemSteps = steps.filter((s) => s.itemIndex === p.index);
    const runeLevel = p.treasureCountAfter.fundamentalLevel;
    if (itemSteps.some((s) => s.path === 'etch' || s.path === 'upgrade') && runeLevel !== null)
      planItems.push({ itemIndex: p.index, level: runeLevel, what: 'fundamental-runes' });
    if (itemSteps.some((s) => s.path === 'upgrade-material') && p.treasureCountAfter.materialLevel !== null) {
      planItems.push({ itemIndex: p.index, level: p.treasureCountAfter.materialLevel, what: 'material' });
    }
  }
  const counts = new Map<number, number>();
  for (const x of planItems) counts.set(x.level, (counts.get(x.level) ?? 0) + 1);
  const tableTop = Math.max(0, ...table.permanentItems.map((x) => x.level));
  const treasure: PlanTreasure = {
    table,
    planItems,
    planItemCounts: [...counts.entries()].map(([lv, count]) => ({ level: lv, count })).sort((a, b) => b.level - a.level),
    planCp: totalCp,
    shareCp: table.shareCp,
    aboveTable: [...new Set(planItems.map((x) => x.level).filter((lv) => lv > tableTop))],
  };

  const result: Plan = {
    level,
    nextLevel,
    abpOn,
    expectedNow: now,
    expectedNext: next,
    items: plans,
    steps,
    totalCp,
    totalDays: steps.reduce((s, x) => s + x.days, 0),
    goldCp,
    treasure,
    problems: [...problems, ...plans.flatMap((p) => p.problems)],
  };
  if (abpOn) {
    const removed = plans.flatMap((p) => (p.abp?.removed ?? []).map((r) => ({ itemIndex: p.index, ...r })));
    result.abp = {
      now: abpNow,
      next: abpNext,
      removed,
      removedCp: removed.reduce((s, r) => s + r.priceCp, 0),
      propertyRunes: { book: 'kept-slot-count-unstated', readings: ['slots-follow-potency-bonus', 'no-property-runes'] },
    };
  }
  return result;
}

function emptyPlan(problems: Problem[]): Plan {
  const table = treasureByLevel(LEVEL_RANGE.min);
  return {
    level: LEVEL_RANGE.min,
    nextLevel: LEVEL_RANGE.min + 1,
    abpOn: false,
    expectedNow: [],
    expectedNext: [],
    items: [],
    steps: [],
    totalCp: 0,
    totalDays: 0,
    goldCp: null,
    treasure: { table, planItems: [], planItemCounts: [], planCp: 0, shareCp: table.shareCp, aboveTable: [] },
    problems,
  };
}

/**
 * What a character of this level should get next: each item's gap to the fundamental runes the game expects now and
 * at the next level, the cheapest steps to close it (etch, upgrade, raise a material's grade; moving property runes
 * to another item where that is cheaper, offered beside the plan), their cost, days, Craft DC and the Crafting rank
 * and level they need, how the plan counts against GM Core's treasure table for the party, and with Automatic Bonus
 * Progression what the variant takes away. Never throws; odd input comes back as problems.
 */
export function planUpgrades(input: PlanInput): Plan {
  try {
    return plan(input);
  } catch {
    return emptyPlan([problem('invalid-spec')]);
  }
}
