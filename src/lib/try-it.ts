import { BASE_ITEMS, evaluateItem, type ItemSpec, type Rune } from '../rules';

// Base items to try a rune on, most familiar first; the first that the rules accept wins.
const CANDIDATE_BASES = {
  weapon: ['longsword', 'mace', 'warhammer', 'dagger', 'javelin', 'longbow'],
  armor: ['chain-mail', 'leather-armor', 'full-plate', 'explorers-clothing'],
  shield: ['steel-shield', 'wooden-shield'],
} as const;

function specsFor(rune: Rune, base: string): ItemSpec[] {
  if (rune.family === 'weapon-potency' || rune.family === 'armor-potency') {
    return [{ base, potency: typeof rune.grade === 'number' ? rune.grade : 1 }];
  }
  if (rune.family === 'striking') return [{ base, potency: 1, striking: rune.slug }];
  if (rune.family === 'resilient') return [{ base, potency: 1, resilient: rune.slug }];
  if (rune.family === 'reinforcing') return [{ base, reinforcing: rune.slug }];
  return [{ base, potency: 1, property: [rune.slug] }];
}

/**
 * An item that shows the rune off in the item builder: a familiar base item that can take it,
 * with the runes it needs (a property rune needs a potency rune for its slot). Undefined when
 * no candidate passes the rules without an error, which a test treats as a failure.
 */
export function tryItSpec(rune: Rune): ItemSpec | undefined {
  const known = new Set(BASE_ITEMS.map((item) => item.slug));
  for (const base of CANDIDATE_BASES[rune.target]) {
    if (!known.has(base)) continue;
    for (const spec of specsFor(rune, base)) {
      if (!evaluateItem(spec).problems.some((problem) => problem.severity === 'error')) return spec;
    }
  }
  return undefined;
}
