// Public API of the rune rules: data, lookups and pure functions. Pure TypeScript, safe for browser islands.
export type {
  ArmorCategory,
  ArmorItem,
  BaseItem,
  DamageRoll,
  DamageType,
  EnergyType,
  IncomeRow,
  Locale,
  Localized,
  Problem,
  ProficiencyRank,
  Rarity,
  Rune,
  RuneData,
  RuneEffects,
  RuneFamily,
  RuneGrade,
  RuneKind,
  RuneTarget,
  RuneUsage,
  Severity,
  ShieldItem,
  TraitLabel,
  WeaponDamageType,
  WeaponItem,
} from './types';
export type { ItemEffects, ItemEvaluation, ItemSpec, ShieldStats } from './item';
export type { TransferEstimate, TransferSpec, UpgradeCost } from './transfer';
export type { ProblemCode } from './problems';
export type { RuleFacts } from './facts';

export { RUNES, BASE_ITEMS, RUNE_FAMILIES, USAGE_LABELS, getRune, getBaseItem, getFamily, runesOfFamily, sameRuneLine } from './catalog';
export {
  TRAITS,
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
export { RULE_FACTS } from './facts';
export { PROBLEM_CODES, problemSeverity } from './problems';
export { canEtch } from './etching';
export { evaluateItem, itemName } from './item';
export { estimateTransfer, upgradeCost } from './transfer';
