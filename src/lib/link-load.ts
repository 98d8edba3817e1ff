// What a calculator's link needs loaded before it is read: the rune data of the items it names (rune-data.ts), the
// base-item table for an item not in the first download (base-item-data.ts), and the name reader for a link with an
// item's name (name-reader-load.ts). Above all three, so that none of them imports another's loader.
import { getBaseItem, getRune, hasBaseItems, RUNE_TARGETS } from '../rules/core';
import type { RuneTarget } from '../rules';
import { loadBaseItems } from './base-item-data';
import { loadNameReader, NAME_KEYS, nameReader } from './name-reader-load';
import { loadRunes, loadStart, runesReady, startReady, targetsOfBases } from './rune-data';
import { START_TARGETS } from './rune-start';

/** An address with no parameters at all: left as it is. */
export const bare = (search: string) => search === '' || search === '?';

const BASE_KEYS = /^(base|to|from)$/;
const RUNE_KEYS = /^(?:(?:to|from)-)?(?:striking|resilient|reinforcing|property)$|^(?:rune|swap)$/;

function linkParams(search: string): URLSearchParams {
  try {
    return new URLSearchParams(search);
  } catch {
    return new URLSearchParams();
  }
}

const basesOfLink = (search: string) => [...linkParams(search)].filter(([key]) => BASE_KEYS.test(key)).map(([, value]) => value);

/** Whether a link names a base item the catalogue doesn't know (yet): any but the default item before the table
 * is in (its kind, and so its runes, are unknown until then), a misspelt slug. */
export function linkNamesUnknownBase(search: string): boolean {
  return basesOfLink(search).some((slug) => slug !== '' && !getBaseItem(slug));
}

/** The targets of the items a calculator's link names (the default item's when it names none). */
export function targetsOfLink(search: string): RuneTarget[] {
  const targets = targetsOfBases(basesOfLink(search));
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

/** Whether a link carries an item's name to read (`item=+1 striking longsword`). */
const linkHasName = (search: string) => NAME_KEYS.some((key) => linkParams(search).has(key));

/** Whether a link can be read with the base items and runes loaded now (see loadForLink). */
export function linkReady(search: string): boolean {
  if (linkHasName(search) && !nameReader()) return false;
  if (linkNamesUnknownBase(search) && !hasBaseItems()) return false;
  return startReady(targetsOfLink(search)) && (!linkNamesUnknownRune(search) || runesReady(RUNE_TARGETS));
}

/**
 * Loads what a link needs before it is read: the base-item table if it names an item not in the catalogue (so
 * that the item shows at once, and an unknown-item notice is only given against the whole table); the start part
 * of its items' targets; if it names a rune those don't know, the rest of those targets; if it still does, every
 * target, so that a notice about an unknown rune is only given against the whole catalogue. A link with an item's
 * name loads the name reader first, with every base item and rune.
 */
export async function loadForLink(search: string): Promise<void> {
  // A name may name any item and rune: the reader comes with all of them.
  if (linkHasName(search)) await loadNameReader();
  if (linkNamesUnknownBase(search)) await loadBaseItems();
  const targets = targetsOfLink(search);
  await loadStart(targets);
  if (linkNamesUnknownRune(search)) await loadRunes(targets);
  if (linkNamesUnknownRune(search)) await loadRunes(RUNE_TARGETS);
}
