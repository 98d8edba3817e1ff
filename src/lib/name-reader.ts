// The item-name reader as the calculators load it (import() from name-reader-load.ts, on the first focus of a
// name field or before a link with a name is read): the reader, with the base items' and the runes' other words
// (legacy names such as Disrupting → vitalizing, other translations, other spellings), so none of it is part of a
// calculator's first download. The book index forms ("Striking (Greater)") stay with the pages' details.
import { BASE_ITEM_ALIASES } from '../rules/data/base-item-aliases';
import { RUNE_ALIASES } from '../rules/data/rune-aliases';
import { addReaderAliases } from '../rules/read-name';

addReaderAliases(Object.entries(BASE_ITEM_ALIASES).map(([slug, words]) => [slug, words ?? []] as const));
addReaderAliases(Object.entries(RUNE_ALIASES).map(([slug, words]) => [slug, words ?? []] as const));

export { parseItemName, prepareNameReader } from '../rules/read-name';
