// The rules' vocabulary lists, each written once as a `const` array (as Foundry pf2e's values.ts): types.ts derives
// each union from its list, and code that walks a list in order reads it here, never a copy. A new value is one
// line, and every table keyed by its union (labels, messages) must follow or fail to compile. No imports: pages,
// islands and scripts all read it.

/** What a rune is etched onto, in the order the catalogue lists them (also the kinds of base item, and the items the
 * calculators price). */
export const RUNE_TARGETS = ['weapon', 'armor', 'shield'] as const;
/** Every target of the catalogue: the etched targets, then the accessories that accessory runes are applied to
 * (clothing, footwear, containers, shields taken as accessories, vehicles: Grand Bazaar p. 88). No calculator takes
 * an accessory (see src/rules/accessory.ts). */
export const CATALOGUE_TARGETS = [...RUNE_TARGETS, 'accessory'] as const;
/** Fundamental or property (GM Core p. 224); accessory runes (Grand Bazaar p. 88) and the mythic fundamental runes
 * (War of Immortals pp. 148-149), which follow rules of their own and are in no calculator. */
export const RUNE_KINDS = ['fundamental', 'property', 'accessory', 'mythic'] as const;

/** What a precious material does, as machine codes the calculators and the materials chapter explain. */
export const MATERIAL_EFFECTS = [
  /** Strikes count as cold iron (weakness to cold iron: demons, fey); cold iron armor sickens such creatures */
  'counts-as-cold-iron',
  /** Strikes count as silver (weakness to silver: werecreatures); silver armor sickens such creatures */
  'counts-as-silver',
  /** treated as silver only for damaging a creature weak to silver: a weapon's Strikes and a shield's bash, no
   * sickening on armor (dawnsilver) */
  'damages-as-silver',
  /** a weapon treats an object's Hardness as half, unless the object's is higher than the weapon's (`weaponHardness`) */
  'halves-object-hardness',
  /** 1 Bulk lighter (an item of 1 Bulk becomes light; a light one stays light) */
  'lighter-bulk',
  /** one more property rune than the potency rune allows (the property-slots chapter's rule) */
  'extra-property-slot',
  /** the weapon's damage die is one size smaller (inubrix) */
  'smaller-damage-die',
] as const;

/** What a precious material is: it makes the items of its kind of stuff (metal, wooden, hide, stone, glass). */
export const MATERIAL_STUFFS = ['metal', 'wood', 'hide', 'stone', 'glass'] as const;
/**
 * What an accessory rune is applied to (its Usage line), one word per kind of item the books name. A rune lists the
 * hosts it takes; an item says which of them it is (src/rules/accessory.ts).
 */
export const ACCESSORY_HOSTS = [
  'shield',
  'dueling-cape',
  'clothing',
  'footwear',
  'boots',
  'belt',
  'cape',
  'cloak',
  'scarf',
  'umbrella',
  'container',
  'pocketed-item',
  'light-item',
  'small-light-item',
  'wind-vehicle',
] as const;
/** From most common to rarest (the rarest rune sets an item's rarity). */
export const RARITY_ORDER = ['common', 'uncommon', 'rare', 'unique'] as const;
/** The weapon traits a rune's usage line names (usage.trait, usage.notTrait): USAGE_TRAITS (data/labels.ts) is keyed by it. */
export const USAGE_TRAIT_SLUGS = ['holy', 'unholy', 'monk'] as const;
/** A precious material's grades, lowest first (GM Core p. 228: low, standard, high). */
export const MATERIAL_GRADES = ['low', 'standard', 'high'] as const;
/** Proficiency ranks, lowest first. */
export const PROFICIENCY_RANKS = ['trained', 'expert', 'master', 'legendary'] as const;
/**
 * The distinct usage lines of the runes, by their key (usageKey in data/labels.ts), in the order the runes first
 * use them; USAGE_LABELS is keyed by it, and test/rules/data.test.ts checks it is exactly the runes' keys.
 */
export const USAGE_KEYS = [
  'weapon',
  'weapon:melee',
  'weapon:not-unholy',
  'weapon:melee:P/S',
  'weapon:thrown',
  'weapon:melee:B',
  'weapon:not-holy',
  'weapon:melee:S',
  'weapon:base-clan-dagger',
  'weapon:B',
  'weapon:without-vitalizing',
  'weapon:P/S',
  'weapon:trait-monk:melee',
  'armor',
  'armor:medium/heavy',
  'armor:light',
  'armor:light/medium',
  'armor:heavy',
  'armor:medium/heavy:metal',
  'armor:metal',
  'shield',
  // accessory runes: applied, not etched
  'accessory:shield',
  'accessory:clothing',
  'accessory:footwear',
  'accessory:container',
  'accessory:light-item',
  'accessory:dueling-cape/shield',
  'accessory:pocketed-item',
  'accessory:belt/cape/cloak/scarf',
  'accessory:boots/cape/cloak/umbrella',
  'accessory:wind-vehicle',
  'accessory:small-light-item',
] as const;
/**
 * The numbers a rune's effect, activation or reaction carries (its `numbers`), by key: each has its label in
 * NUMBER_LABELS (src/i18n/effects.ts), which is keyed by this list, so a number without a label does not compile.
 */
export const LABELLED_NUMBER_KEYS = [
  'counteractRank',
  'counteractModifier',
  'disbelieveDc',
  'durationMinutes',
  'spellRank',
  'flySpeedFt',
  'attackModifier',
  'strengthModifier',
  'flatCheckDcToContinue',
  'cooldownMinutes',
  'maxSpellRank',
  'maxSpellActions',
  'storeMinutes',
  'saveDc',
  'reachFt',
  'targets',
  'rangeFt',
  'acStatusBonus',
  'activationMinutes',
  'assistedFlatCheckDc',
  'attackStatusBonus',
  'boostedDice',
  'concealedFlatCheckDc',
  'conductEnergyD8',
  'coneFt',
  'critCircumstanceBonus',
  'critFailureDurationMinutes',
  'critFailureEnfeebled',
  'critFailureMentalDice',
  'critSuccessDurationRounds',
  'critSuccessEnfeebled',
  'diceMultiplier',
  'diplomacyRequestItemBonus',
  'donMinutes',
  'downFt',
  'durationRounds',
  'emanationFt',
  'encumberedBase',
  'escapeDc',
  'extraD6VsSwallower',
  'extraDamageD8',
  'failureEnfeebled',
  'failureMentalDice',
  'flySpeedBonusFt',
  'forceOpenDc',
  'forcedMoveFt',
  'fortitudeDcItemBonus',
  'forwardFt',
  'frightenedFloor',
  'frightenedIfStupefied',
  'healD10',
  'immunityHours',
  'intimidationCoerceItemBonus',
  'itemBonus',
  'lethalAttackPenalty',
  'maxBulkBase',
  'mentalDamageDice',
  'persistentBleed',
  'persistentBleedFlatCheckDc',
  'persistentEnergyD8',
  'persistentFlatCheckDc',
  'piercingD6',
  'pressureLb',
  'proficiencySteps',
  'pushFt',
  'reduceBy',
  'resistanceValue',
  'saveItemBonus',
  'scentRangeFt',
  'senseMotiveItemBonus',
  'sickenedValue',
  'speedBonusFt',
  'storageBulk',
  'strideFt',
  'successEnfeebled',
  'successMentalDice',
  'tempHpPerCreatureLevel',
  'tempHpPerLevel',
  'vitalityOrVoidD6',
  // Impossible Magic, Knights of Lastwall, Kingmaker, #195 and the accessory runes.
  'weaknessValue',
  'diplomacyImpressionRequestItemBonus',
  'stepExtraFt',
  'extraHealing',
  'perceptionItemBonus',
  'attackerPenalty',
  'bludgeoningD6',
  'reactionDamageD6',
  'airMinutes',
  'disarmCircumstanceBonus',
  'forceD4',
  'trackDcItemBonus',
  'durationHours',
  'rangeMiles',
  'impressionItemBonus',
  'fallShorterFt',
  'minSpeedFt',
  'spoilSlowerTimes',
  'pocketItems',
] as const;
/**
 * Numbers with no label of their own: a die size read with its count (mentalDamageDice with mentalDie: 4d6), and
 * the two halves of a roll of rounds (possessionBlockedRoundsDice/Die, shown as one possessionBlockedRounds).
 */
export const DIE_NUMBER_KEYS = ['mentalDie', 'boostedDie', 'possessionBlockedRoundsDice', 'possessionBlockedRoundsDie'] as const;
/**
 * The skills the site names (a rune's item bonus, an effect's check, the Crafting rank and check of the calculators):
 * SKILL_LABELS (src/glossary/vocabulary.ts) is keyed by it.
 */
export const SKILL_SLUGS = [
  'crafting',
  'stealth',
  'acrobatics',
  'athletics',
  'deception',
  'diplomacy',
  'society',
  'intimidation',
  'lore',
  'medicine',
] as const;
