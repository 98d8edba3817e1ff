// The whole base-item table in the catalogue (core.ts): what pages, scripts and tests read. Imported for its
// effect, first, by catalog.ts (and so by the index). Calculator islands never import it: they start with the
// item they show first and load the table later (src/lib/base-item-data.ts).
import { addBaseItems } from './core';
import { BASE_ITEM_DATA } from './data/base-items';

addBaseItems(BASE_ITEM_DATA);
