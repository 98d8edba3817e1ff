// The armor runes a calculator starts with, GM Core's (every fundamental armor rune is among them), as a chunk of
// their own: src/lib/rune-data.ts imports this module dynamically, so the bundler writes it to its own file
// (armor.<hash>.js). The other books' armor runes are armor-more.ts, loaded after it.
export { ARMOR_GM_CORE as RUNES } from '../../rules/data/runes/armor/gm-core';
