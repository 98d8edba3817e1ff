// Plain rule numbers that the prose chapters quote, so a chapter renders them instead of typing them.
import type { ProficiencyRank } from './types';

export const RULE_FACTS = {
  /** GM Core pp. 224-225: where the rune rules are. */
  pages: { runes: 224, investiture: 224, etching: 225, transferring: 225, fundamentalRunes: 225, propertyRunes: 225 },
  /** Property slots equal the potency value (GM Core p. 224); index = potency. */
  propertySlotsByPotency: [0, 1, 2, 3] as readonly number[],
  maxPotency: 3,
  /**
   * An orichalcum weapon or armor can have four property runes instead of three: the Core Rulebook's wording (pp. 556,
   * 599) and Foundry's code; GM Core lists the material (pp. 228, 240) but its paragraph was not reached (the accuracy audit, src/rules/README.md).
   * Modelled in materials.ts (`propertySlotsWith`): with a +3 potency rune (see src/rules/README.md, "Precious materials").
   */
  orichalcumPropertySlots: 4,
  /** The highest rune level a low-grade and a standard-grade precious-material item holds (GM Core's precious
   * materials; a high-grade item holds any). data/materials.ts reads these. */
  materialLowGradeMaxRuneLevel: 8,
  materialStandardGradeMaxRuneLevel: 15,
  /** An item holds one fundamental rune of each type (GM Core p. 225). */
  maxFundamentalRunesPerType: 1,
  /** A character benefits from no more than 10 invested items a day (Core Rulebook p. 531 on the Archives of Nethys,
   * Rules.aspx?ID=689; Roll20's compendium entry "Invested" says the same). An accessory rune makes its item one of them. */
  investedItemLimit: 10,
  /** Only one rune is etched at a time (GM Core p. 225). */
  runesEtchedAtOnce: 1,
  /**
   * Normal Craft takes 4 days; a transfer or swap takes 1 (GM Core p. 225, the rune rules: a transfer takes 1 day
   * "instead of the usual 4"). The calculators count these. Player Core's Craft activity (the remaster's) puts the
   * Crafting check after 2 days of setting up, 1 with the item's formula (`craftSetupDays`,
   * `craftSetupDaysWithFormula`); the etching chapter and the calculators' notes say which they use.
   */
  craftDays: 4,
  transferDays: 1,
  craftSetupDays: 2,
  craftSetupDaysWithFormula: 1,
  /** A transfer costs 10% of the rune's Price; free from a runestone (GM Core p. 225). */
  transferCostPercent: 10,
  transferFromRunestoneCostCp: 0,
  /** Runestone: level 1, 3 gp when empty (GM Core p. 269). */
  runestone: { level: 1, priceCp: 300, page: 269 },
  /** A swap uses the higher level and the higher Price of the two runes (GM Core p. 225). */
  swapUsesHigherLevelAndPrice: true,
  /**
   * Our decision: the transfer text is silent on rarity, so the transfer DC gets the normal Craft
   * rarity adjustment (uncommon +2, rare +5, unique +10), like any Craft check for that item.
   */
  transferDcUsesRarityAdjustment: true,
  /** Craft model for extra days (as Foundry does it): half the cost is materials paid up front. */
  craftUpfrontPercent: 50,
  /** On a critical success, extra days use the income row one level higher. */
  criticalSuccessIncomeLevelBonus: 1,
  /** Crafting magic items needs Magical Crafting, which needs expert Crafting. */
  magicItemCraftingMinimumRank: 'expert' satisfies ProficiencyRank,
  /**
   * Player Core's Craft activity (ORC text, as Foundry pf2e transcribes it in packs/pf2e/actions/skill/craft.json):
   * an item of level 9 or higher needs a master in Crafting, of 17 or higher a legendary crafter; and the item's
   * level may not be above the crafter's. (The Core Rulebook said 16.)
   */
  craftMasterFromLevel: 9,
  craftLegendaryFromLevel: 17,
  /** Ranges the calculators accept. */
  crafterLevel: { min: 1, max: 20 },
  dcTableLevels: { min: 0, max: 25 },
  formulaTableLevels: { min: 0, max: 20 },
  /** Money: 1 gp = 10 sp = 100 cp. */
  cpPerSp: 10,
  cpPerGp: 100,
  /** Upgrading a rune costs the difference of the two Prices (GM Core p. 225; e.g. +1 to +2 weapon potency 900 gp). */
  upgradeCostIsPriceDifference: true,
} as const;

export type RuleFacts = typeof RULE_FACTS;

/** The GM Core pages of the rune rules (224, 225), for pages that draw on all of them. */
// Computed by a call marked pure, so the calculators, which import RULE_FACTS but not this, don't run or download it.
const rulesPages = (): readonly number[] => [...new Set(Object.values(RULE_FACTS.pages))].sort((a, b) => a - b);
export const RUNE_RULES_PAGES: readonly number[] = /* @__PURE__ */ rulesPages();
