// Automatic Bonus Progression by level (GM Core p. 83; the Gamemastery Guide's Table 4-11, p. 196, has the same
// numbers). Copied from the references, kept by hand; sources in src/rules/README.md (Treasure and ABP).

export interface AbpRow {
  level: number;
  /** potency bonus to attack rolls with weapons and unarmed attacks */
  attackPotency: number;
  /** the number of weapon damage dice (devastating attacks): 1 … 4 */
  weaponDice: number;
  /** potency bonus to AC */
  defensePotency: number;
  perceptionPotency: number;
  /** potency bonus to saving throws */
  savePotency: number;
  /** the skill potency bonuses, one per chosen skill, highest first (the table's end state at 20: two +3, two +2, two +1) */
  skillPotencies: readonly number[];
  /** attribute apex from 17th level */
  attributeApex: boolean;
}

export const ABP_BY_LEVEL: readonly AbpRow[] = [
  { level: 1, attackPotency: 0, weaponDice: 1, defensePotency: 0, perceptionPotency: 0, savePotency: 0, skillPotencies: [], attributeApex: false },
  { level: 2, attackPotency: 1, weaponDice: 1, defensePotency: 0, perceptionPotency: 0, savePotency: 0, skillPotencies: [], attributeApex: false },
  { level: 3, attackPotency: 1, weaponDice: 1, defensePotency: 0, perceptionPotency: 0, savePotency: 0, skillPotencies: [1], attributeApex: false },
  { level: 4, attackPotency: 1, weaponDice: 2, defensePotency: 0, perceptionPotency: 0, savePotency: 0, skillPotencies: [1], attributeApex: false },
  { level: 5, attackPotency: 1, weaponDice: 2, defensePotency: 1, perceptionPotency: 0, savePotency: 0, skillPotencies: [1], attributeApex: false },
  { level: 6, attackPotency: 1, weaponDice: 2, defensePotency: 1, perceptionPotency: 0, savePotency: 0, skillPotencies: [1, 1], attributeApex: false },
  { level: 7, attackPotency: 1, weaponDice: 2, defensePotency: 1, perceptionPotency: 1, savePotency: 0, skillPotencies: [1, 1], attributeApex: false },
  { level: 8, attackPotency: 1, weaponDice: 2, defensePotency: 1, perceptionPotency: 1, savePotency: 1, skillPotencies: [1, 1], attributeApex: false },
  { level: 9, attackPotency: 1, weaponDice: 2, defensePotency: 1, perceptionPotency: 1, savePotency: 1, skillPotencies: [2, 1], attributeApex: false },
  { level: 10, attackPotency: 2, weaponDice: 2, defensePotency: 1, perceptionPotency: 1, savePotency: 1, skillPotencies: [2, 1], attributeApex: false },
  { level: 11, attackPotency: 2, weaponDice: 2, defensePotency: 2, perceptionPotency: 1, savePotency: 1, skillPotencies: [2, 1], attributeApex: false },
  { level: 12, attackPotency: 2, weaponDice: 3, defensePotency: 2, perceptionPotency: 1, savePotency: 1, skillPotencies: [2, 1], attributeApex: false },
  { level: 13, attackPotency: 2, weaponDice: 3, defensePotency: 2, perceptionPotency: 2, savePotency: 1, skillPotencies: [2, 2, 1], attributeApex: false },
  { level: 14, attackPotency: 2, weaponDice: 3, defensePotency: 2, perceptionPotency: 2, savePotency: 2, skillPotencies: [2, 2, 1], attributeApex: false },
  { level: 15, attackPotency: 2, weaponDice: 3, defensePotency: 2, perceptionPotency: 2, savePotency: 2, skillPotencies: [2, 2, 2, 1], attributeApex: false },
  { level: 16, attackPotency: 3, weaponDice: 3, defensePotency: 2, perceptionPotency: 2, savePotency: 2, skillPotencies: [2, 2, 2, 1], attributeApex: false },
  { level: 17, attackPotency: 3, weaponDice: 3, defensePotency: 2, perceptionPotency: 2, savePotency: 2, skillPotencies: [3, 2, 2, 1, 1], attributeApex: true },
  { level: 18, attackPotency: 3, weaponDice: 3, defensePotency: 3, perceptionPotency: 2, savePotency: 2, skillPotencies: [3, 2, 2, 1, 1], attributeApex: true },
  { level: 19, attackPotency: 3, weaponDice: 4, defensePotency: 3, perceptionPotency: 3, savePotency: 2, skillPotencies: [3, 2, 2, 1, 1], attributeApex: true },
  { level: 20, attackPotency: 3, weaponDice: 4, defensePotency: 3, perceptionPotency: 3, savePotency: 3, skillPotencies: [3, 3, 2, 2, 1, 1], attributeApex: true },
];
