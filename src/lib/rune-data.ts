// Loading the calculators' rune data one target at a time. The rules catalogue (src/rules/core.ts) starts
// empty in a browser; each target's runes (weapon, armor, shield) are a chunk of their own, loaded with
// import() when an item of that kind is on the form or named by the link. So a calculator's first download
// stays the same size however many runes the catalogue holds: it grows only by the runes of the items shown.
import { addRunes, getBaseItem, getRune, hasRunesOf, RUNE_TARGETS } from '../rules/core';
import type { RuneTarget } from '../rules';
import { START_TARGETS } from './rune-start';

export { START_TARGETS };

// Literal import() calls, one per target, so the bundler makes one chunk each (src/lib/runes/<target>.ts).
const CHUNKS: Readonly<Record<RuneTarget, () => Promise<{ RUNES: Parameters<typeof addRunes>[1] }>>> = {
  weapon: () => import('./runes/weapon'),
  armor: () => import('./runes/armor'),
  shield: () => import('./runes/shield'),
};

const pending = new Map<RuneTarget, Promise<void>>();
const listeners = new Set<() => void>();

/** Called after each target arrives (the islands re-render). Returns the function that stops it. */
export function onRunesAdded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether every target of the list is in the catalogue. */
export function runesReady(targets: Iterable<RuneTarget>): boolean {
  for (const t of targets) if (!hasRunesOf(t)) return false;
  return true;
}

/**
 * Loads the runes of these targets (each once). Resolves when all are in the catalogue; a chunk that can't be
 * fetched (offline before the first visit) resolves too, leaving its runes unknown, so a caller never fails.
 */
export function loadRunes(targets: Iterable<RuneTarget>): Promise<void> {
  const waits: Promise<void>[] = [];
  for (const target of new Set(targets)) {
    if (hasRunesOf(target)) continue;
    let wait = pending.get(target);
    if (!wait) {
      wait = CHUNKS[target]().then(
        (chunk) => {
          addRunes(target, chunk.RUNES);
          for (const listener of listeners) listener();
        },
        () => {
          pending.delete(target); // a later call may try again
        },
      );
      pending.set(target, wait);
    }
    waits.push(wait);
  }
  return Promise.all(waits).then(() => undefined);
}

/** The kinds of the base items named in a form or a link ('' and unknown slugs name none). */
export function targetsOfBases(bases: Iterable<string>): RuneTarget[] {
  const out = new Set<RuneTarget>();
  for (const slug of bases) {
    const kind = getBaseItem(slug)?.kind;
    if (kind) out.add(kind);
  }
  return [...out];
}

const BASE_KEYS = /^(base|to|from)$/;
const RUNE_KEYS = /^(?:(?:to|from)-)?(?:striking|resilient|reinforcing|property)$|^(?:rune|swap)$/;

function linkParams(search: string): URLSearchParams {
  try {
    return new URLSearchParams(search);
  } catch {
    return new URLSearchParams();
  }
}

/** The targets of the items a calculator's link names (the default item's when it names none). */
export function targetsOfLink(search: string): RuneTarget[] {
  const bases = [...linkParams(search)].filter(([key]) => BASE_KEYS.test(key)).map(([, value]) => value);
  const targets = targetsOfBases(bases);
  // Runes given without an item (or with an unknown one) go on the default item.
  return targets.length > 0 ? targets : [...START_TARGETS];
}

/** Whether a link names a rune the catalogue doesn't know (yet): a rune to move without an item, a misspelt slug. */
export function linkNamesUnknownRune(search: string): boolean {
  for (const [key, value] of linkParams(search)) {
    if (!RUNE_KEYS.test(key)) continue;
    for (const slug of value.split(',')) if (slug !== '' && slug !== 'none' && !getRune(slug)) return true;
  }
  return false;
}

/** Whether a link can be read with the runes loaded now (see loadForLink). */
export function linkReady(search: string): boolean {
  return runesReady(targetsOfLink(search)) && (!linkNamesUnknownRune(search) || runesReady(RUNE_TARGETS));
}

/**
 * Loads what a link needs before it is read: its items' targets, then, if it still names a rune the catalogue
 * doesn't know, every target, so that a notice about an unknown rune is only given against the whole catalogue.
 */
export async function loadForLink(search: string): Promise<void> {
  await loadRunes(targetsOfLink(search));
  if (linkNamesUnknownRune(search)) await loadRunes(RUNE_TARGETS);
}
