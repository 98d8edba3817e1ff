// The item builder's address on load (see tool-load.ts).
import { DEFAULT_ITEM, fromSpec, toSpec, type ItemDraft } from './item-draft';
import { missingBase, nameNotices, withNames, type Loaded } from './tool-load';
import { itemQuery, readItemTool } from './url-state';
import { bare } from './link-load';

export function loadItem(link: string): Loaded<ItemDraft> {
  const named = withNames(link, { item: 'base' });
  const read = readItemTool(named.search);
  const draft = read.spec ? fromSpec(read.spec) : DEFAULT_ITEM;
  return {
    draft,
    fromLink: read.spec !== null,
    notices: nameNotices(named, missingBase(read.spec, read.notices, named)),
    query: bare(link) ? null : itemQuery(toSpec(draft)),
    names: named.names,
  };
}
