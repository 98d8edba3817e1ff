// The weapon runes as a chunk of their own: src/lib/rune-data.ts imports this module dynamically, so the
// bundler writes it to its own file (runes-weapon.<hash>.js) that a calculator loads only for a weapon.
export { WEAPON_RUNES as RUNES } from '../../rules/data/runes/weapon';
