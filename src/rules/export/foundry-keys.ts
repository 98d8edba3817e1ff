// What Foundry VTT's pf2e system calls the things an item export names, read from its source (foundryvtt/pf2e):
// - property rune keys: `WEAPON_PROPERTY_RUNES` and `ARMOR_PROPERTY_RUNES` of src/module/item/physical/runes.ts
//   @ 001fc44 (camelCase; `prunePropertyRunes` silently drops any key not in these tables when an item is prepared);
// - precious material keys: `PRECIOUS_MATERIAL_TYPES` of src/module/item/physical/values.ts, in the version with the
//   remaster names (dawnsilver, duskwood; the older one still had mithral, darkwood);
// - the item shape (`system.runes`, `system.material`, `system.baseItem`): src/module/item/{weapon,armor,shield}/data.ts
//   and a real document, packs/pf2e/equipment/weapons/swords/destiny-blade.json.
// Foundry keeps the legacy key of a renamed rune (FOUNDRY_RENAMED); a rune it does not list at all is in
// NOT_IN_FOUNDRY, so a new rune of the catalogue is either mapped or listed (test/rules/export-foundry.test.ts).
import type { BaseItemSlug } from '../data/base-items';
import type { RuneSlug } from '../data/runes';

/** Foundry's weapon property rune keys (runes.ts @ 001fc44). */
export const FOUNDRY_WEAPON_PROPERTY_KEYS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'ancestralEchoing',
  'anchoring',
  'ashen',
  'astral',
  'authorized',
  'bane',
  'bloodbane',
  'bloodthirsty',
  'brilliant',
  'called',
  'coating',
  'conducting',
  'corrosive',
  'crushing',
  'cunning',
  'dancing',
  'decaying',
  'deathdrinking',
  'demolishing',
  'disrupting',
  'earthbinding',
  'energizing',
  'extending',
  'fanged',
  'fearsome',
  'flaming',
  'flickering',
  'flurrying',
  'frost',
  'ghostTouch',
  'giantKilling',
  'greaterAnchoring',
  'greaterAshen',
  'greaterAstral',
  'greaterBloodbane',
  'greaterBrilliant',
  'greaterCorrosive',
  'greaterCrushing',
  'greaterDecaying',
  'greaterDisrupting',
  'greaterExtending',
  'greaterFanged',
  'greaterFearsome',
  'greaterFlaming',
  'greaterFrost',
  'greaterGiantKilling',
  'greaterHauling',
  'greaterImpactful',
  'greaterRooting',
  'greaterShock',
  'greaterThundering',
  'grievous',
  'hauling',
  'holy',
  'hopeful',
  'hooked',
  'impactful',
  'impossible',
  'keen',
  'kinWarding',
  'majorFanged',
  'majorRooting',
  'merciful',
  'nightmare',
  'pacifying',
  'returning',
  'rooting',
  'serrating',
  'shifting',
  'shock',
  'shockwave',
  'speed',
  'spellStoring',
  'swarming',
  'thundering',
  'trueRooting',
  'underwater',
  'unholy',
  'vorpal',
  'wounding',
  // Added by pf2e 8.4.1 (a third-party transcription of its rune tables, the only public copy reached): the clan
  // dagger filigrees of Shining Kingdoms and Impossible Magic's weapon runes.
  'bolkasBlessing',
  'greaterBolkasBlessing',
  'kolssOath',
  'greaterKolssOath',
  'truddsStrength',
  'greaterTruddsStrength',
  'deflecting',
  'energyVulnerability',
  'greaterEnergyVulnerability',
]);

/** Foundry's armor property rune keys (runes.ts @ 001fc44). */
export const FOUNDRY_ARMOR_PROPERTY_KEYS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'acidResistant',
  'advancing',
  'aimAiding',
  'antimagic',
  'assisting',
  'bitter',
  'coldResistant',
  'deathless',
  'electricityResistant',
  'energyAdaptive',
  'ethereal',
  'fireResistant',
  'fortification',
  'glamered',
  'gliding',
  'greaterAcidResistant',
  'greaterAdvancing',
  'greaterColdResistant',
  'greaterDread',
  'greaterElectricityResistant',
  'greaterFireResistant',
  'greaterFortification',
  'greaterInvisibility',
  'greaterReady',
  'greaterShadow',
  'greaterSlick',
  'greaterStanching',
  'greaterQuenching',
  'greaterSwallowSpike',
  'greaterWinged',
  'immovable',
  'implacable',
  'invisibility',
  'lesserDread',
  'magnetizing',
  'majorQuenching',
  'majorShadow',
  'majorSlick',
  'majorStanching',
  'majorSwallowSpike',
  'malleable',
  'misleading',
  'moderateDread',
  'portable',
  'quenching',
  'raiment',
  'ready',
  'rockBraced',
  'shadow',
  'sinisterKnight',
  'sizeChanging',
  'slick',
  'soaring',
  'stanching',
  'swallowSpike',
  'trueQuenching',
  'trueStanching',
  'winged',
  // Added by pf2e 8.4.1 (the same transcription): spellwatch and Impossible Magic's armor runes.
  'spellwatch',
  'convincing',
  'greaterConvincing',
  'majorConvincing',
  'mobile',
  'moonweave',
  'greaterMoonweave',
  'majorMoonweave',
  'safeguarding',
  'selfSealing',
  'sidestepping',
  'sunweave',
  'greaterSunweave',
  'majorSunweave',
  'unnerving',
]);

/**
 * Remaster runes Foundry still keys by their legacy name (the item keeps the remaster name in its own name).
 * Raiment: the table @ 001fc44 lists both `raiment` and `glamered` with the same data; `glamered` is the key older
 * versions of the system know as well, so an item made here imports into either.
 */
export const FOUNDRY_RENAMED: Readonly<Partial<Record<RuneSlug, string>>> = {
  quickstrike: 'speed',
  animated: 'dancing',
  vitalizing: 'disrupting',
  'greater-vitalizing': 'greaterDisrupting',
  'spell-reservoir': 'spellStoring',
  raiment: 'glamered',
};

// What Foundry lacks (NOT_IN_FOUNDRY) and its material keys live in foundry-unknown.ts, which a calculator bundles in
// its first load without the long key tables above.
export { FOUNDRY_MATERIAL_KEYS, NOT_IN_FOUNDRY } from './foundry-unknown';

/**
 * Base items whose Foundry key (`system.baseItem`) is not the catalogue's slug: Foundry spells the dwarven waraxe
 * `dwarven-war-axe` (its base-item migration's list and its later base weapon tables). Every other base item of the
 * catalogue has its slug as Foundry's key.
 */
export const FOUNDRY_BASE_ITEM_RENAMED: Readonly<Partial<Record<BaseItemSlug, string>>> = {
  'dwarven-waraxe': 'dwarven-war-axe',
};

/** "greater-fire-resistant" → "greaterFireResistant". */
export function camelKey(slug: string): string {
  return slug.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
