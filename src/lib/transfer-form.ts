// The transfer estimator's form, around two named items (pure: no DOM, no Preact).
// Item A is where the rune comes from (an item, or a runestone); item B receives it. The reader either
// moves A's rune X to B, or swaps A's X with B's Y. In the rules' terms (src/rules/transfer.ts): `rune` = X,
// `swapWith` = Y, `from` = A, `to` = B — the link keeps those parameter names, so old links mean what they meant.
import type { ProficiencyRank, RuneCore, TransferSpec } from '../rules';
import { getBaseItem, getRune } from '../rules/core';
import { evaluateItem } from '../rules/item';
import { NAME_ORDER, potencyRuneOf } from '../rules/slots';
import { emptySlots, toSpec, type ItemDraft } from './item-draft';

export type TransferAction = 'move' | 'swap';
export type TransferSource = 'item' | 'runestone';

export interface TransferDraft {
  action: TransferAction;
  source: TransferSource;
  /** item A (the rune leaves it); base '' = not described. Ignored when the source is a runestone. */
  a: ItemDraft;
  /** item B (receives the rune); base '' = not described */
  b: ItemDraft;
  /** the rune that moves from A to B; '' = not chosen yet */
  x: string;
  /** in a swap, B's rune that moves to A; '' = not chosen yet */
  y: string;
  level: string;
  rank: ProficiencyRank | '';
  days: string;
  crit: boolean;
}

export const NO_ITEM: ItemDraft = { base: '', potency: 0, ...emptySlots(), property: [], material: '', grade: '', specific: false };

/** Before the reader chooses anything: no items, no rune. Nothing is estimated for a rune the reader has not named
 * (the page once showed a flaming rune's figures that no one had chosen). */
export const DEFAULT_TRANSFER: TransferDraft = {
  action: 'move',
  source: 'item',
  a: NO_ITEM,
  b: NO_ITEM,
  x: '',
  y: '',
  level: '',
  rank: '',
  days: '',
  crit: false,
};

export function wholeNumber(text: string): number | undefined {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/** The rune slugs etched on an item as the form describes it, in naming order (potency first). */
export function runesOn(d: ItemDraft): string[] {
  const base = getBaseItem(d.base);
  if (!base) return [];
  const out: string[] = [];
  if (d.potency) {
    const rune = potencyRuneOf(base.kind, d.potency);
    if (rune) out.push(rune.slug);
  }
  for (const slot of NAME_ORDER) if (slot !== 'potency' && d[slot]) out.push(d[slot]);
  for (const slug of d.property) if (slug && !out.includes(slug)) out.push(slug);
  return out;
}

/** Item A is described (not a runestone, a base item chosen); item B is. */
export const describedA = (d: TransferDraft) => d.source === 'item' && d.a.base !== '';
export const describedB = (d: TransferDraft) => d.b.base !== '';

/** Which parts of the form the reader has finished: problems about an item wait until it is filled in. */
export interface Readiness {
  a: boolean;
  b: boolean;
}

/** What the form still lacks before anything can be estimated (in the order of the form). */
export type Missing = 'x' | 'y';

export function missing(d: TransferDraft): Missing[] {
  const out: Missing[] = [];
  if (!getRune(d.x)) out.push('x');
  if (d.action === 'swap' && !getRune(d.y)) out.push('y');
  return out;
}

/**
 * The rules' input for the form, with only the items that are ready (an item whose runes the reader is still
 * entering would give premature problems); null while a rune is missing.
 */
export function draftToSpec(d: TransferDraft, ready: Readiness = { a: true, b: true }): TransferSpec | null {
  if (missing(d).length > 0) return null;
  const spec: TransferSpec = { rune: d.x, fromRunestone: d.source === 'runestone', criticalSuccess: d.crit };
  if (d.action === 'swap') spec.swapWith = d.y;
  if (describedB(d) && ready.b) spec.to = toSpec(d.b);
  if (describedA(d) && ready.a) spec.from = toSpec(d.a);
  // Typed text the rules can judge (a level of 25 gets its own problem); an empty box means "not given".
  if (d.level.trim() !== '') spec.crafterLevel = Number(d.level);
  if (d.rank) spec.proficiency = d.rank;
  if (d.days.trim() !== '') spec.extraDays = Number(d.days);
  return spec;
}

/**
 * Whether the rune to move can be estimated: chosen by the reader (or a link), and held by item A (heldRunes) when
 * item A is an item the reader described (a runestone or an item left undescribed hold whatever rune is chosen).
 */
export function xHeldByA(d: TransferDraft): boolean {
  if (d.x === '') return false;
  return !describedA(d) || heldRunes(d.a).includes(d.x);
}

/** The runes an item holds as the rules count them: a rune the base item can't take (a flaming rune left on a
 * weapon's form when it became an armor) is not on it. */
export function heldRunes(d: ItemDraft): string[] {
  return d.base === '' ? [] : evaluateItem(toSpec(d)).runes;
}

/** The choices for X (A's rune) or Y (B's rune): the runes on the item when it is described, else every rune. */
export function runeChoices(item: ItemDraft | null, current: string): { onItem: RuneCore[]; current?: RuneCore } {
  if (!item || item.base === '') return { onItem: [] };
  const onItem = runesOn(item)
    .map((slug) => getRune(slug))
    .filter((r): r is RuneCore => r !== undefined);
  const chosen = getRune(current);
  return { onItem, current: chosen && !onItem.includes(chosen) ? chosen : undefined };
}
