// The item-name reader as the calculators load it (import() from name-reader-load.ts, on the first focus of a
// name field or before a link with a name is read): the reader, with the base items' other spellings, so it is
// no part of a calculator's first download. The runes' other names (legacy names, other translations) live with
// their pages' details and are read on pages only (catalog.ts registers them).
import { BASE_ITEM_ALIASES } from '../rules/data/base-item-aliases';
import { addReaderAliases } from '../rules/read-name';

addReaderAliases(Object.entries(BASE_ITEM_ALIASES).map(([slug, words]) => [slug, words ?? []] as const));

export { parseItemName } from '../rules/read-name';
