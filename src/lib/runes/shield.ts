// The shield runes a calculator starts with, GM Core's (every fundamental shield rune is among them), as a chunk of
// their own: src/lib/rune-data.ts imports this module dynamically, so the bundler writes it to its own file
// (shield.<hash>.js). The other books' shield runes are shield-more.ts, loaded after it.
export { SHIELD_GM_CORE as RUNES } from '../../rules/data/runes/shield/gm-core';
