// The rules of accessory runes (Grand Bazaar p. 88, as the Archives of Nethys' Accessory Runes page states them; the
// same rules open the Treasure Vault's accessory runes, pp. 144-145): a rune applied to a mundane item its Usage line
// names (a garment, footwear, a container, a shield, a vehicle). Applying it gives the item the invested trait, and the
// bearer must invest the item to get the rune's benefit. A magic item takes one only when the Usage allows it (the
// book's example is a shield) and it is not invested already; an invested item never takes one, so an item holds one
// accessory rune at most (that count follows from the two rules; the book does not say it in those words).
// Pure: no calculator imports this module; pages and tests do.
import { getRune } from './core';
import { RULE_FACTS } from './facts';
import { display } from './input';
import { problem } from './problems';
import type { AccessoryHost, Problem, RuneCore } from './types';
import { ACCESSORY_HOSTS } from './values';

/** An item an accessory rune might go on. */
export interface AccessoryItem {
  /** what the item counts as, in the usage lines' words (a cloak is 'cloak' and 'clothing'; a buckler 'shield') */
  is: readonly AccessoryHost[];
  /** a magic item (false or absent: a mundane one) */
  magical?: boolean;
  /** the item already has the invested trait (an invested magic item, or one that already has an accessory rune) */
  invested?: boolean;
  /** the accessory rune the item already carries, if any */
  accessoryRune?: string;
}

export interface AccessoryCheck {
  /** no error: the rune can be applied */
  ok: boolean;
  problems: Problem[];
  /** what applying it does: the item gains the invested trait and must be invested (one of the bearer's invested items) */
  becomesInvested: boolean;
  /** how many items the rune is applied to: 2 for a paired rune (one on each), else 1 */
  items: number;
}

const isHost = (value: unknown): value is AccessoryHost =>
  typeof value === 'string' && (ACCESSORY_HOSTS as readonly string[]).includes(value);

/** Whether an accessory rune can be applied to an item, and why not, as problems with messages in both languages. */
export function canApplyAccessoryRune(runeSlug: string, item: AccessoryItem): AccessoryCheck {
  const rune = getRune(runeSlug);
  const fail = (problems: Problem[], r?: RuneCore): AccessoryCheck => ({
    ok: false,
    problems,
    becomesInvested: false,
    items: r?.usage.target === 'accessory' && r.usage.pair ? 2 : 1,
  });
  if (!rune) return fail([problem('unknown-rune', { value: display(runeSlug) })]);
  if (rune.usage.target !== 'accessory') return fail([problem('not-an-accessory-rune', { rune: rune.name }, rune.slug)]);
  const usage = rune.usage;
  const is = Array.isArray(item?.is) ? item.is.filter(isHost) : [];
  const params = { rune: rune.name, usage: rune.usageText };
  if (!is.some((host) => usage.hosts.includes(host))) return fail([problem('accessory-usage-not-met', params, rune.slug)], rune);
  // One per item: the first accessory rune made the item invested (the rule below says why a second can't follow).
  const existing = typeof item.accessoryRune === 'string' ? getRune(item.accessoryRune) : undefined;
  if (existing && existing.usage.target === 'accessory') {
    return fail([problem('accessory-rune-already-there', { rune: rune.name, other: existing.name }, rune.slug)], rune);
  }
  if (item.invested === true) return fail([problem('accessory-on-invested-item', { rune: rune.name }, rune.slug)], rune);
  if (item.magical === true && !is.some((host) => usage.magicHostsAllowed?.includes(host))) {
    return fail([problem('accessory-on-magic-item', params, rune.slug)], rune);
  }
  return { ok: true, problems: [], becomesInvested: true, items: usage.pair ? 2 : 1 };
}

/** The numbers of the accessory rules, for the pages: one rune per item, the investiture limit it counts toward. */
export const ACCESSORY_FACTS = {
  runesPerItem: 1,
  investedItemLimit: RULE_FACTS.investedItemLimit,
} as const;
