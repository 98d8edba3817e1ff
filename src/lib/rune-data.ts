// Loading the calculators' rune data one target at a time, each in two parts. The rules catalogue
// (src/rules/core.ts) starts empty in a browser; each target's runes (weapon, armor, shield) come as two chunks:
// its start part (GM Core's runes, every fundamental rune among them: src/lib/runes/<target>.ts), loaded with
// import() when an item of that kind is on the form or named by the link, then its more part (the other books:
// src/lib/runes/<target>-more.ts), loaded when the browser is idle or as soon as the reader turns to a rune list.
// So a calculator's first download stays the same size however many runes the catalogue holds: it grows only by
// GM Core's runes of the items shown.
import { addRunes, getBaseItem, hasRunesOf } from '../rules/core';
import type { RunePart } from '../rules/core';
import type { RuneTarget } from '../rules';

type Chunk = () => Promise<{ RUNES: Parameters<typeof addRunes>[1] }>;
// Literal import() calls, two per target, so the bundler makes one chunk each (src/lib/runes/<target>[-more].ts).
const CHUNKS: Readonly<Record<RuneTarget, Readonly<Record<RunePart, Chunk>>>> = {
  weapon: { start: () => import('./runes/weapon'), more: () => import('./runes/weapon-more') },
  armor: { start: () => import('./runes/armor'), more: () => import('./runes/armor-more') },
  shield: { start: () => import('./runes/shield'), more: () => import('./runes/shield-more') },
};

const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

/** Called after each part arrives (the islands re-render). Returns the function that stops it. */
export function onRunesAdded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether every target of the list is in the catalogue, all its runes. */
export function runesReady(targets: Iterable<RuneTarget>): boolean {
  for (const t of targets) if (!hasRunesOf(t)) return false;
  return true;
}

/** Whether every target of the list has its start part (GM Core's runes) in the catalogue. */
export function startReady(targets: Iterable<RuneTarget>): boolean {
  for (const t of targets) if (!hasRunesOf(t, 'start')) return false;
  return true;
}

/** Loads one part of a target (once). A chunk that can't be fetched (offline before the first visit) resolves too. */
function loadPart(target: RuneTarget, part: RunePart): Promise<void> {
  if (hasRunesOf(target, part)) return Promise.resolve();
  const key = `${target}:${part}`;
  let wait = pending.get(key);
  if (!wait) {
    wait = CHUNKS[target][part]().then(
      (chunk) => {
        addRunes(target, chunk.RUNES, part);
        for (const listener of listeners) listener();
      },
      () => {
        pending.delete(key); // a later call may try again
      },
    );
    pending.set(key, wait);
  }
  return wait;
}

/** Loads the start part (GM Core's runes) of these targets: what a calculator needs to show their items. */
export function loadStart(targets: Iterable<RuneTarget>): Promise<void> {
  return Promise.all([...new Set(targets)].map((t) => loadPart(t, 'start'))).then(() => undefined);
}

/**
 * Loads every rune of these targets, the start part first, then the more part (so the catalogue keeps its
 * order). Resolves when all are in the catalogue; a chunk that can't be fetched resolves too, leaving its runes
 * unknown, so a caller never fails.
 */
export function loadRunes(targets: Iterable<RuneTarget>): Promise<void> {
  const waits = [...new Set(targets)].map((t) =>
    loadPart(t, 'start').then(() => (hasRunesOf(t, 'start') ? loadPart(t, 'more') : undefined)),
  );
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
