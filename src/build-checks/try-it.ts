// Each rune page links to the item builder with an item that carries the rune ("try it on a longsword"). The link
// is read in the browser by the item builder's own loader; if the two ever disagree (a slug the builder reads as
// another rune, a base item it drops, a rune no candidate item can take) the page would promise one item and open
// another, which no page test sees. This reads every rune's link as the builder does and stops the build at the
// rune's record when the item opened is not the item the link's text names.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromSpec, toSpec } from '../lib/item-draft';
import { loadItem } from '../lib/tool-load-item';
import { tryItSpec } from '../lib/try-it';
import { itemQuery } from '../lib/url-state';
import { evaluateItem, RUNES, type ItemSpec, type Rune } from '../rules';
import { calculatorTakes } from '../rules/core';
import { runesForSlot, slotOf } from '../rules/slots';
import { fieldPlace, type Source } from './records';

const nameOf = (spec: ItemSpec) => `“${evaluateItem(spec).name.en}”`;

/**
 * Whether the item carries the rune in the rune's own slot, and only it: a potency rune is written as its +N, so
 * no other potency rune of the target may have that grade (the +N would read as either).
 */
function carries(spec: ItemSpec, rune: Rune): boolean {
  const slot = slotOf(rune);
  if (slot === 'potency') {
    const same = runesForSlot('potency', rune.target).filter((r) => r.grade === (spec.potency ?? 0));
    return same.length === 1 && same[0]!.slug === rune.slug;
  }
  if (slot) return spec[slot] === rune.slug;
  return (spec.property ?? []).includes(rune.slug);
}

/** What is wrong with one rune's try-it link, or undefined when the builder opens the item its text names. */
export function tryItProblem(rune: Rune, spec: ItemSpec | null = tryItSpec(rune) ?? null): string | undefined {
  if (!spec)
    return `no base item of the try-it list (src/lib/try-it.ts) can take rune "${rune.slug}", so its page has no item to try it on`;
  const loaded = loadItem(`?${itemQuery(spec)}`);
  const opened = toSpec(loaded.draft);
  const named = toSpec(fromSpec(spec));
  if (JSON.stringify(opened) !== JSON.stringify(named) || loaded.notices.length > 0)
    return `the try-it link of rune "${rune.slug}" names ${nameOf(named)} but the item builder opens ${nameOf(opened)}${loaded.notices.length > 0 ? `, with notices about ${loaded.notices.map((n) => n.param || '?').join(', ')}` : ''}`;
  if (!carries(opened, rune))
    return `the try-it link of rune "${rune.slug}" opens ${nameOf(opened)}, which does not carry the rune, or not as the only one its name can mean`;
  return undefined;
}

/** Every rune's try-it link, each problem at the rune's record in its data file. */
export function tryItProblems(root: string, runeFiles: readonly string[]): string[] {
  const sources: Source[] = runeFiles.map((file) => {
    try {
      return { file, text: readFileSync(join(root, file), 'utf8') };
    } catch {
      return { file, text: '' };
    }
  });
  // A rune no calculator takes (accessory, mythic) has no try-it link: its page says why instead.
  return RUNES.filter(calculatorTakes).flatMap((rune) => {
    const problem = tryItProblem(rune);
    return problem ? [`${fieldPlace(sources, rune.slug)}: ${problem}`] : [];
  });
}
