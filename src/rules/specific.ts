// Specific magic items (GM Core p. 241): an item made as one magic item, whose entry lists its runes. Its fundamental
// runes may be upgraded, added or moved as on any item; its property runes may not: none can be etched onto it, none
// removed, none moved on or off. The rule says nothing of upgrading a property rune it already has (flaming to
// greater flaming): the site allows it with a warning (see src/rules/README.md, specific magic items). The sturdy shields are
// specific shields already (etching.ts: a shield takes only the reinforcing rune, and they take none).
import { getRune, gradeRank, sameRuneLine } from './core';
import { isObject } from './input';
import { evaluateItem, type ItemSpec } from './item';
import { problem } from './problems';
import type { Localized, Problem, RuneCore } from './types';

const propertyRunes = (slugs: readonly string[]): RuneCore[] =>
  slugs.map((slug) => getRune(slug)).filter((r): r is RuneCore => r !== undefined && r.kind === 'property');

/**
 * The problems of turning a specific item's runes from `current` into `target`: an error for each property rune
 * added or removed, a warning for each one raised to a higher grade of the same rune. None when `current` is not
 * marked specific; fundamental runes never make one.
 */
export function specificItemChangeProblems(current: ItemSpec, target: ItemSpec): Problem[] {
  const before = evaluateItem(current);
  if (!before.specific) return [];
  const after = evaluateItem(target);
  const item: Localized = before.name;
  const kept = propertyRunes(before.runes);
  const wanted = propertyRunes(after.runes);
  const problems: Problem[] = [];
  const matched = new Set<RuneCore>();
  // The same rune first, so that a rune kept as it is never counts as the upgrade of another grade.
  const unmatched = wanted.filter((to) => {
    const same = kept.find((r) => !matched.has(r) && r.slug === to.slug);
    if (same) matched.add(same);
    return !same;
  });
  for (const to of unmatched) {
    const from = kept.find((r) => !matched.has(r) && sameRuneLine(r, to) && gradeRank(to) > gradeRank(r));
    if (!from) {
      problems.push(problem('specific-item-property-fixed', { rune: to.name, item }, to.slug));
      continue;
    }
    matched.add(from);
    problems.push(problem('specific-item-property-upgrade', { rune: from.name, other: to.name, item }, to.slug));
  }
  for (const from of kept)
    if (!matched.has(from)) problems.push(problem('specific-item-property-fixed', { rune: from.name, item }, from.slug));
  return problems;
}

/**
 * Moving a rune onto or off a specific item: a property rune can't go either way (an error naming the item);
 * a fundamental rune can. `item` is the specific item's name.
 */
export function specificTransferProblems(rune: RuneCore, onto: ItemSpec | undefined, offOf: ItemSpec | undefined): Problem[] {
  // A record that is no rune moves nothing: no problem to report (the transfer's own checks name it).
  if (!isObject(rune) || rune.kind !== 'property') return [];
  return [onto, offOf].flatMap((spec) => {
    if (!spec) return [];
    const ev = evaluateItem(spec);
    return ev.specific ? [problem('specific-item-property-fixed', { rune: rune.name, item: ev.name }, rune.slug)] : [];
  });
}
