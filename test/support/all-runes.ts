// Unit and island tests read the whole catalogue, as pages do (src/rules/all-runes.ts, all-base-items.ts).
// Islands load one target at a time in a browser (src/lib/rune-data.ts) and the base items when idle
// (src/lib/base-item-data.ts); test/lib/rune-data.test.ts and base-item-data.test.ts cover that path.
import '~/src/rules/all-runes';
import '~/src/rules/all-base-items';
