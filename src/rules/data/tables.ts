// Tables used by the rules (copper pieces for money). Generated once from the research notes, then kept by hand.
import type { IncomeRow, Rarity } from '../types';

/** DC by level, levels 0-25 (GM Core's level-based DC table; same values as Foundry's dc.ts). Index = level. */
export const DC_BY_LEVEL: readonly number[] = [14, 15, 16, 18, 19, 20, 22, 23, 24, 26, 27, 28, 30, 31, 32, 34, 35, 36, 38, 39, 40, 42, 44, 46, 48, 50];

/** Added to a DC for the item's rarity (GM Core's DC adjustments; Foundry applies the same to Craft DCs). */
export const RARITY_DC_ADJUSTMENT: Readonly<Record<Rarity, number>> = { common: 0, uncommon: 2, rare: 5, unique: 10 };

/** Formula price by item level 0-20 (Player Core Table 6-13). Index = level. */
export const FORMULA_PRICES: readonly number[] = [50, 100, 200, 300, 500, 800, 1300, 1800, 2500, 3500, 5000, 7000, 10000, 15000, 22500, 32500, 50000, 75000, 120000, 200000, 350000];

/**
 * Income earned per day by task level and proficiency rank (Player Core's Earn Income table), used to lower a Craft
 * cost per extra day. Rows 0-20 by level, then the level-20 critical-success row. Columns the book leaves
 * blank repeat the next lower rank, as Foundry's table does.
 */
export const CRAFTING_INCOME: readonly IncomeRow[] = [
  { level: 0, criticalSuccessRow: false, failureCp: 1, trainedCp: 5, expertCp: 5, masterCp: 5, legendaryCp: 5 },
  { level: 1, criticalSuccessRow: false, failureCp: 2, trainedCp: 20, expertCp: 20, masterCp: 20, legendaryCp: 20 },
  { level: 2, criticalSuccessRow: false, failureCp: 4, trainedCp: 30, expertCp: 30, masterCp: 30, legendaryCp: 30 },
  { level: 3, criticalSuccessRow: false, failureCp: 8, trainedCp: 50, expertCp: 50, masterCp: 50, legendaryCp: 50 },
  { level: 4, criticalSuccessRow: false, failureCp: 10, trainedCp: 70, expertCp: 80, masterCp: 80, legendaryCp: 80 },
  { level: 5, criticalSuccessRow: false, failureCp: 20, trainedCp: 90, expertCp: 100, masterCp: 100, legendaryCp: 100 },
  { level: 6, criticalSuccessRow: false, failureCp: 30, trainedCp: 150, expertCp: 200, masterCp: 200, legendaryCp: 200 },
  { level: 7, criticalSuccessRow: false, failureCp: 40, trainedCp: 200, expertCp: 250, masterCp: 250, legendaryCp: 250 },
  { level: 8, criticalSuccessRow: false, failureCp: 50, trainedCp: 250, expertCp: 300, masterCp: 300, legendaryCp: 300 },
  { level: 9, criticalSuccessRow: false, failureCp: 60, trainedCp: 300, expertCp: 400, masterCp: 400, legendaryCp: 400 },
  { level: 10, criticalSuccessRow: false, failureCp: 70, trainedCp: 400, expertCp: 500, masterCp: 600, legendaryCp: 600 },
  { level: 11, criticalSuccessRow: false, failureCp: 80, trainedCp: 500, expertCp: 600, masterCp: 800, legendaryCp: 800 },
  { level: 12, criticalSuccessRow: false, failureCp: 90, trainedCp: 600, expertCp: 800, masterCp: 1000, legendaryCp: 1000 },
  { level: 13, criticalSuccessRow: false, failureCp: 100, trainedCp: 700, expertCp: 1000, masterCp: 1500, legendaryCp: 1500 },
  { level: 14, criticalSuccessRow: false, failureCp: 150, trainedCp: 800, expertCp: 1500, masterCp: 2000, legendaryCp: 2000 },
  { level: 15, criticalSuccessRow: false, failureCp: 200, trainedCp: 1000, expertCp: 2000, masterCp: 2800, legendaryCp: 2800 },
  { level: 16, criticalSuccessRow: false, failureCp: 250, trainedCp: 1300, expertCp: 2500, masterCp: 3600, legendaryCp: 4000 },
  { level: 17, criticalSuccessRow: false, failureCp: 300, trainedCp: 1500, expertCp: 3000, masterCp: 4500, legendaryCp: 5500 },
  { level: 18, criticalSuccessRow: false, failureCp: 400, trainedCp: 2000, expertCp: 4500, masterCp: 7000, legendaryCp: 9000 },
  { level: 19, criticalSuccessRow: false, failureCp: 600, trainedCp: 3000, expertCp: 6000, masterCp: 10000, legendaryCp: 13000 },
  { level: 20, criticalSuccessRow: false, failureCp: 800, trainedCp: 4000, expertCp: 7500, masterCp: 15000, legendaryCp: 20000 },
  { level: 20, criticalSuccessRow: true, failureCp: null, trainedCp: 5000, expertCp: 9000, masterCp: 17500, legendaryCp: 30000 },
];
