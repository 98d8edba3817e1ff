import { BASE_ITEMS, evaluateItem, type ItemSpec, type Rune } from '../rules';
import { calculatorTakes } from '../rules/core';
import { hasSlot, slotOf } from '../rules/slots';

// Base items to try a rune on, most familiar first; the first that the rules accept wins.
const CANDIDATE_BASES = {
  weapon: ['longsword', 'mace', 'warhammer', 'dagger', 'javelin', 'longbow'],
  armor: ['chain-mail', 'leather-armor', 'full-plate', 'explorers-clothing'],
  shield: ['steel-shield', 'wooden-shield'],
} as const;

function specsFor(rune: Rune, base: string): ItemSpec[] {
  const slot = slotOf(rune);
  if (slot === 'potency') return [{ base, potency: typeof rune.grade === 'number' ? rune.grade : 1 }];
  // Other runes go with a +1 potency rune where the item has a potency slot (a property rune needs its slot).
  const potency = rune.target !== 'accessory' && hasSlot(rune.target, 'potency') ? { potency: 1 } : {};
  if (slot) return [{ base, ...potency, [slot]: rune.slug }];
  return [{ base, ...potency, property: [rune.slug] }];
}

/**
 * An item that shows the rune off in the item builder: a familiar base item that can take it,
 * with the runes it needs (a property rune needs a potency rune for its slot). Undefined when
 * no candidate passes the rules without an error, which a test treats as a failure.
 */
export function tryItSpec(rune: Rune): ItemSpec | undefined {
  // Accessory and mythic runes go in no calculator (src/rules/README.md, "Accessory and mythic runes").
  if (!calculatorTakes(rune) || rune.target === 'accessory') return undefined;
  const target = rune.target;
  const known = new Set(BASE_ITEMS.map((item) => item.slug));
  // A rune made for given base items (clan dagger) tries those first; a rune with a narrow usage (a monk weapon,
  // heavy metal armor) falls back to every base item of its target, in the data's order.
  const own = rune.usage.target === 'weapon' ? (rune.usage.baseItems ?? []) : [];
  const rest = BASE_ITEMS.filter((item) => item.kind === target).map((item) => item.slug);
  for (const base of new Set<string>([...own, ...CANDIDATE_BASES[target], ...rest])) {
    if (!known.has(base)) continue;
    for (const spec of specsFor(rune, base)) {
      if (evaluateItem(spec).valid) return spec;
    }
  }
  return undefined;
}
