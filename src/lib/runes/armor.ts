// The armor runes as a chunk of their own: src/lib/rune-data.ts imports this module dynamically, so the
// bundler writes it to its own file (runes-armor.<hash>.js) that a calculator loads only for a armor.
export { ARMOR_RUNES as RUNES } from '../../rules/data/runes/armor';
