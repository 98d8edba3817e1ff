// The item builder's address on load (see tool-load.ts).
import { DEFAULT_ITEM, fromSpec, toSpec, type ItemDraft } from './item-draft';
import { bare, missingBase, withNames, type Loaded } from './tool-load';
import { itemQuery, readItemTool } from './url-state';

export function loadItem(link: string): Loaded<ItemDraft> {
  const { search, names } = withNames(link, { item: 'base' });
  const read = readItemTool(search);
  const draft = read.spec ? fromSpec(read.spec) : DEFAULT_ITEM;
  return {
    draft,
    fromLink: read.spec !== null,
    notices: missingBase(read.spec, read.notices),
    query: bare(link) ? null : itemQuery(toSpec(draft)),
    names,
  };
}
