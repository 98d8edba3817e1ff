// The weapon runes a calculator starts with, GM Core's (every fundamental weapon rune is among them), as a chunk of
// their own: src/lib/rune-data.ts imports this module dynamically, so the bundler writes it to its own file
// (weapon.<hash>.js). The other books' weapon runes are weapon-more.ts, loaded after it.
export { WEAPON_GM_CORE as RUNES } from '../../rules/data/runes/weapon/gm-core';
