// Every target's runes in the catalogue (core.ts): what pages, scripts and tests read. Imported for its effect,
// first, by catalog.ts (and so by the index). Calculator islands never import it: they load one target at a
// time (src/lib/rune-data.ts).
import { addRunes } from './core';
import { ARMOR_RUNES } from './data/runes/armor';
import { SHIELD_RUNES } from './data/runes/shield';
import { WEAPON_RUNES } from './data/runes/weapon';

addRunes('weapon', WEAPON_RUNES);
addRunes('armor', ARMOR_RUNES);
addRunes('shield', SHIELD_RUNES);
