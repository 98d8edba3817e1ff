// Every target's runes in the catalogue (core.ts) and the problem messages of both languages: what pages,
// scripts and tests read. Imported for its effect, first, by catalog.ts (and so by the index). Calculator islands
// never import it: they load one target at a time (src/lib/rune-data.ts) and their page's language
// (src/lib/problem-messages.ts).
import { addRunes } from './core';
import { ACCESSORY_RUNES } from './data/runes/accessory';
import { ARMOR_RUNES } from './data/runes/armor';
import { MYTHIC_RUNES } from './data/runes/mythic';
import { SHIELD_RUNES } from './data/runes/shield';
import { WEAPON_RUNES } from './data/runes/weapon';
import { MESSAGES as EN } from './messages/en';
import { MESSAGES as JA } from './messages/ja';
import { MESSAGES as PLANNER_EN } from './messages/planner-en';
import { MESSAGES as PLANNER_JA } from './messages/planner-ja';
import { MESSAGES as TRANSFER_EN } from './messages/transfer-en';
import { MESSAGES as TRANSFER_JA } from './messages/transfer-ja';
import { addMessages } from './problems';
import { addMaterialNotes } from './materials';
import { MATERIAL_NOTES } from './data/material-notes';

addRunes('weapon', WEAPON_RUNES);
addRunes('armor', ARMOR_RUNES);
addRunes('shield', SHIELD_RUNES);
addRunes('accessory', ACCESSORY_RUNES);
addRunes('mythic', MYTHIC_RUNES);
addMessages('ja', JA);
addMessages('ja', TRANSFER_JA);
addMessages('en', EN);
addMessages('en', TRANSFER_EN);
addMessages('ja', PLANNER_JA);
addMessages('en', PLANNER_EN);
addMaterialNotes(MATERIAL_NOTES);
