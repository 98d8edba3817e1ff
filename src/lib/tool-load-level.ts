// The level calculator's address on load (see tool-load.ts).
import { DEFAULT_ITEM, fromSpec, toSpec, type ItemDraft } from './item-draft';
import { DEFAULT_TARGET } from './level-form';
import { missingBase, nameNotices, withNames, type Loaded } from './tool-load';
import type { Notice } from './url-state';
import { applyRuneFields, levelQuery, readLevelTool } from './url-state-level';
import { bare } from './link-load';

export function loadLevel(link: string): Loaded<{ current: ItemDraft; target: ItemDraft }> {
  // `item` is the current item; `to-item` the target's runes (the target keeps the current base item).
  const named = withNames(link, { item: 'base' });
  const read = readLevelTool(named.search);
  if (!read.current) {
    // Target runes without an item can't apply: dropped, with a notice each.
    const dropped = Object.keys(read.target).map((key): Notice => ({ kind: 'dropped', param: `to-${key}` }));
    const query = levelQuery(toSpec(DEFAULT_ITEM), toSpec(DEFAULT_TARGET));
    return {
      draft: { current: DEFAULT_ITEM, target: DEFAULT_TARGET },
      fromLink: false,
      notices: nameNotices(named, [...read.notices, ...dropped]),
      query: bare(link) ? null : query,
      names: named.names,
    };
  }
  const current = fromSpec(read.current);
  const target = fromSpec(applyRuneFields(toSpec(current), read.target));
  return {
    draft: { current, target },
    fromLink: true,
    notices: nameNotices(named, missingBase(read.current, read.notices, named)),
    query: levelQuery(toSpec(current), toSpec(target)),
    names: named.names,
  };
}
