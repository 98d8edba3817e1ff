// Public API of the rune rules: data, lookups and pure functions. Pure TypeScript, safe for browser islands.
// Pages import from here. Calculator islands import the modules themselves (core.ts, item.ts, transfer.ts,
// tables.ts, data/labels.ts ...): through this index a bundler counts every module as used by every island
// and puts the full catalogue (with the descriptive data only pages show) in the islands' shared chunk.
// Every target's runes and every base item in the catalogue before anything below reads them.
import './all-runes';
import './all-base-items';
export type {
  ArmorCategory,
  ArmorCore,
  ArmorDetails,
  ArmorItem,
  BaseItem,
  BaseItemCore,
  DamageRoll,
  DamageType,
  EnergyType,
  IncomeRow,
  JaNameSource,
  Locale,
  Localized,
  Problem,
  ProficiencyRank,
  Rarity,
  Rune,
  RuneCore,
  RuneCoreData,
  RuneData,
  RuneDetails,
  RuneEffectDetails,
  RuneEffects,
  RuneRuleEffects,
  RuleEffectKey,
  RuneFamily,
  RuneGrade,
  RuneKind,
  RuneTarget,
  RuneUsage,
  Severity,
  ShieldCore,
  ShieldDetails,
  ShieldItem,
  TraitLabel,
  WeaponCore,
  WeaponDamageType,
  WeaponDetails,
  WeaponItem,
} from './types';
export type { ItemEffects, ItemEvaluation, ItemSpec, ShieldStats } from './item';
export type { ItemChange, TransferEstimate, TransferSpec } from './transfer';
export type { UpgradeCost } from './upgrade';
export type { ProblemCode } from './transfer-problems';
export type { ProblemParams } from './types';
export type { FamilySlug, RuneSlug } from './data/runes';
export type { BookData, BookId, BookLicense, SourceRef } from './data/books';
export { BOOKS, isBookId, sourceLabel } from './data/books';
export type { RuleFacts } from './facts';

export {
  RUNES,
  BASE_ITEMS,
  RUNE_FAMILIES,
  USAGE_LABELS,
  getRune,
  getBaseItem,
  getFamily,
  runesOfFamily,
  sameRuneLine,
  DATA_COUNTS,
} from './catalog';
export { TRAITS } from './data/traits';
export {
  RARITIES,
  RARITY_ORDER,
  RUNE_KIND_LABELS,
  RUNE_TARGET_LABELS,
  PROFICIENCY_LABELS,
  ARMOR_CATEGORY_LABELS,
  WEAPON_DAMAGE_TYPE_LABELS,
  ENERGY_TYPE_LABELS,
  GRADE_LABELS,
  usageLabel,
  usageKey,
} from './data/labels';
export {
  DC_BY_LEVEL,
  RARITY_DC_ADJUSTMENT,
  FORMULA_PRICES,
  CRAFTING_INCOME,
  dcForLevel,
  craftDc,
  formulaPrice,
  incomePerDay,
  formatPrice,
} from './tables';
export { RULE_FACTS, RUNE_RULES_PAGES } from './facts';
export { PROBLEM_CODES, problemSeverity } from './transfer-problems';
export { noError, problemMessage } from './problems';
export { canEtch } from './etching';
export { evaluateItem, itemName } from './item';
export { addReaderAliases, parseItemName } from './read-name';
export type { ItemNameReading, ReadWord, ReadWordKind } from './read-name';
export { estimateTransfer } from './transfer';
export { specificItemChangeProblems, specificTransferProblems } from './specific';
export { craftRankNeeded, upgradeCost } from './upgrade';
export {
  MATERIAL_GRADES,
  MATERIALS,
  canMake,
  getMaterial,
  gradesFor,
  gradeStats,
  materialEffectsOn,
  materialGradeName,
  materialPriceCp,
  materialUpgradeCostCp,
  maxRuneLevel,
} from './materials';
export type { MaterialData, MaterialEffectLine, MaterialGrade, MaterialSlug, MaterialSpec } from './materials';
export { MATERIAL_GRADE_NAMES, MATERIAL_SLUGS } from './data/materials';
export type { ItemMaterial } from './item';
// The planner: GM Core's treasure tables, Automatic Bonus Progression, and the next runes for a level.
export { CHARACTER_WEALTH, PARTY_TREASURE_BY_LEVEL } from './data/treasure';
export { ABP_BY_LEVEL } from './data/abp';
export { characterWealth, treasureByLevel } from './treasure';
export type { CharacterWealth, ItemCount, TreasureByLevel } from './treasure';
export { abpAt } from './abp';
export type { AbpAtLevel, AbpRow } from './abp';
export { expectedRunesAt, planUpgrades } from './planner';
export type { Crafter, ExpectedRune, ItemPlan, Plan, PlanInput, PlanStep, SlotGap, StepPath } from './planner';
export { PLANNER_PROBLEM_CODES } from './planner-problems';
// Taking an item to the table: a CCFOLIA piece, a Foundry VTT item (src/rules/export/).
export { ccfoliaPiece } from './export/ccfolia';
export type { CcfoliaCharacter, CcfoliaOptions, CcfoliaPiece } from './export/ccfolia';
export { foundryItem, foundryRuneKey } from './export/foundry';
export type { FoundryExport, FoundryItemSource } from './export/foundry';
export type { ExportProblem, ExportProblemCode } from './export/problems';
