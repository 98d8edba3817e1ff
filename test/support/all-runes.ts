// Unit and island tests read the whole catalogue, as pages do (src/rules/all-runes.ts). Islands load one
// target at a time in a browser (src/lib/rune-data.ts); test/lib/rune-data.test.ts covers that path.
import '~/src/rules/all-runes';
