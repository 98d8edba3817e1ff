// What the base item picker (BaseItemPicker.tsx) loads with import() on the first focus of its search box, in
// one request: the site's search folding and the base items' search words. Neither is needed before the reader
// types, so neither is part of a calculator's first download.
export { foldForSearch } from '../../src/lib/fold-text';
export { BASE_ITEM_ALIASES } from '../../src/rules/data/base-item-aliases';
