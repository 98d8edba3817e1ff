// GM Core's treasure tables (copper pieces for money), levels 1-20. Copied from the references, kept by hand; the
// sources and the cell-by-cell comparison are in src/rules/README.md (Treasure and ABP).

/** Item levels and how many items of each, highest level first, as the book's cells list them. */
export interface ItemCount {
  level: number;
  count: number;
}

/**
 * Party Treasure by Level (GM Core p. 59; the Core Rulebook's Table 10-9, p. 509, has the same numbers): what a party
 * of four receives while at that level. `totalCp` is the table's total value (items and currency); the level-1 row's
 * permanent items are partly ordinary gear (the table's footnote).
 */
export interface PartyTreasureRow {
  level: number;
  totalCp: number;
  currencyCp: number;
  /** the "Currency per Additional PC" column (GM Core p. 61, Different Party Sizes) */
  currencyPerExtraPcCp: number;
  permanentItems: readonly ItemCount[];
  consumables: readonly ItemCount[];
}

export const PARTY_TREASURE_BY_LEVEL: readonly PartyTreasureRow[] = [
  {
    level: 1, totalCp: 17500, currencyCp: 4000, currencyPerExtraPcCp: 1000,
    permanentItems: [{ level: 2, count: 2 }, { level: 1, count: 2 }],
    consumables: [{ level: 2, count: 2 }, { level: 1, count: 3 }],
  },
  {
    level: 2, totalCp: 30000, currencyCp: 7000, currencyPerExtraPcCp: 1800,
    permanentItems: [{ level: 3, count: 2 }, { level: 2, count: 2 }],
    consumables: [{ level: 3, count: 2 }, { level: 2, count: 2 }, { level: 1, count: 2 }],
  },
  {
    level: 3, totalCp: 50000, currencyCp: 12000, currencyPerExtraPcCp: 3000,
    permanentItems: [{ level: 4, count: 2 }, { level: 3, count: 2 }],
    consumables: [{ level: 4, count: 2 }, { level: 3, count: 2 }, { level: 2, count: 2 }],
  },
  {
    level: 4, totalCp: 85000, currencyCp: 20000, currencyPerExtraPcCp: 5000,
    permanentItems: [{ level: 5, count: 2 }, { level: 4, count: 2 }],
    consumables: [{ level: 5, count: 2 }, { level: 4, count: 2 }, { level: 3, count: 2 }],
  },
  {
    level: 5, totalCp: 135000, currencyCp: 32000, currencyPerExtraPcCp: 8000,
    permanentItems: [{ level: 6, count: 2 }, { level: 5, count: 2 }],
    consumables: [{ level: 6, count: 2 }, { level: 5, count: 2 }, { level: 4, count: 2 }],
  },
  {
    level: 6, totalCp: 200000, currencyCp: 50000, currencyPerExtraPcCp: 12500,
    permanentItems: [{ level: 7, count: 2 }, { level: 6, count: 2 }],
    consumables: [{ level: 7, count: 2 }, { level: 6, count: 2 }, { level: 5, count: 2 }],
  },
  {
    level: 7, totalCp: 290000, currencyCp: 72000, currencyPerExtraPcCp: 18000,
    permanentItems: [{ level: 8, count: 2 }, { level: 7, count: 2 }],
    consumables: [{ level: 8, count: 2 }, { level: 7, count: 2 }, { level: 6, count: 2 }],
  },
  {
    level: 8, totalCp: 400000, currencyCp: 100000, currencyPerExtraPcCp: 25000,
    permanentItems: [{ level: 9, count: 2 }, { level: 8, count: 2 }],
    consumables: [{ level: 9, count: 2 }, { level: 8, count: 2 }, { level: 7, count: 2 }],
  },
  {
    level: 9, totalCp: 570000, currencyCp: 140000, currencyPerExtraPcCp: 35000,
    permanentItems: [{ level: 10, count: 2 }, { level: 9, count: 2 }],
    consumables: [{ level: 10, count: 2 }, { level: 9, count: 2 }, { level: 8, count: 2 }],
  },
  {
    level: 10, totalCp: 800000, currencyCp: 200000, currencyPerExtraPcCp: 50000,
    permanentItems: [{ level: 11, count: 2 }, { level: 10, count: 2 }],
    consumables: [{ level: 11, count: 2 }, { level: 10, count: 2 }, { level: 9, count: 2 }],
  },
  {
    level: 11, totalCp: 1150000, currencyCp: 280000, currencyPerExtraPcCp: 70000,
    permanentItems: [{ level: 12, count: 2 }, { level: 11, count: 2 }],
    consumables: [{ level: 12, count: 2 }, { level: 11, count: 2 }, { level: 10, count: 2 }],
  },
  {
    level: 12, totalCp: 1650000, currencyCp: 400000, currencyPerExtraPcCp: 100000,
    permanentItems: [{ level: 13, count: 2 }, { level: 12, count: 2 }],
    consumables: [{ level: 13, count: 2 }, { level: 12, count: 2 }, { level: 11, count: 2 }],
  },
  {
    level: 13, totalCp: 2500000, currencyCp: 600000, currencyPerExtraPcCp: 150000,
    permanentItems: [{ level: 14, count: 2 }, { level: 13, count: 2 }],
    consumables: [{ level: 14, count: 2 }, { level: 13, count: 2 }, { level: 12, count: 2 }],
  },
  {
    level: 14, totalCp: 3650000, currencyCp: 900000, currencyPerExtraPcCp: 225000,
    permanentItems: [{ level: 15, count: 2 }, { level: 14, count: 2 }],
    consumables: [{ level: 15, count: 2 }, { level: 14, count: 2 }, { level: 13, count: 2 }],
  },
  {
    level: 15, totalCp: 5450000, currencyCp: 1300000, currencyPerExtraPcCp: 325000,
    permanentItems: [{ level: 16, count: 2 }, { level: 15, count: 2 }],
    consumables: [{ level: 16, count: 2 }, { level: 15, count: 2 }, { level: 14, count: 2 }],
  },
  {
    level: 16, totalCp: 8250000, currencyCp: 2000000, currencyPerExtraPcCp: 500000,
    permanentItems: [{ level: 17, count: 2 }, { level: 16, count: 2 }],
    consumables: [{ level: 17, count: 2 }, { level: 16, count: 2 }, { level: 15, count: 2 }],
  },
  {
    level: 17, totalCp: 12800000, currencyCp: 3000000, currencyPerExtraPcCp: 750000,
    permanentItems: [{ level: 18, count: 2 }, { level: 17, count: 2 }],
    consumables: [{ level: 18, count: 2 }, { level: 17, count: 2 }, { level: 16, count: 2 }],
  },
  {
    level: 18, totalCp: 20800000, currencyCp: 4800000, currencyPerExtraPcCp: 1200000,
    permanentItems: [{ level: 19, count: 2 }, { level: 18, count: 2 }],
    consumables: [{ level: 19, count: 2 }, { level: 18, count: 2 }, { level: 17, count: 2 }],
  },
  {
    level: 19, totalCp: 35500000, currencyCp: 8000000, currencyPerExtraPcCp: 2000000,
    permanentItems: [{ level: 20, count: 2 }, { level: 19, count: 2 }],
    consumables: [{ level: 20, count: 2 }, { level: 19, count: 2 }, { level: 18, count: 2 }],
  },
  {
    level: 20, totalCp: 49000000, currencyCp: 14000000, currencyPerExtraPcCp: 3500000,
    permanentItems: [{ level: 20, count: 4 }],
    consumables: [{ level: 20, count: 4 }, { level: 19, count: 2 }],
  },
];

/**
 * Character Wealth (GM Core p. 61; the Core Rulebook's Table 10-10, p. 511, has the same numbers): a new character
 * above 1st level takes either the common permanent items plus the currency, or the lump sum. A listed item is a
 * baseline item: property runes and precious materials are paid for on top (GM Core p. 61).
 */
export interface CharacterWealthRow {
  level: number;
  currencyCp: number;
  lumpSumCp: number;
  permanentItems: readonly ItemCount[];
}

export const CHARACTER_WEALTH: readonly CharacterWealthRow[] = [
  { level: 1, currencyCp: 1500, lumpSumCp: 1500, permanentItems: [] },
  { level: 2, currencyCp: 2000, lumpSumCp: 3000, permanentItems: [{ level: 1, count: 1 }] },
  { level: 3, currencyCp: 2500, lumpSumCp: 7500, permanentItems: [{ level: 2, count: 1 }, { level: 1, count: 2 }] },
  { level: 4, currencyCp: 3000, lumpSumCp: 14000, permanentItems: [{ level: 3, count: 1 }, { level: 2, count: 2 }, { level: 1, count: 1 }] },
  { level: 5, currencyCp: 5000, lumpSumCp: 27000, permanentItems: [{ level: 4, count: 1 }, { level: 3, count: 2 }, { level: 2, count: 1 }, { level: 1, count: 2 }] },
  { level: 6, currencyCp: 8000, lumpSumCp: 45000, permanentItems: [{ level: 5, count: 1 }, { level: 4, count: 2 }, { level: 3, count: 1 }, { level: 2, count: 2 }] },
  { level: 7, currencyCp: 12500, lumpSumCp: 72000, permanentItems: [{ level: 6, count: 1 }, { level: 5, count: 2 }, { level: 4, count: 1 }, { level: 3, count: 2 }] },
  { level: 8, currencyCp: 18000, lumpSumCp: 110000, permanentItems: [{ level: 7, count: 1 }, { level: 6, count: 2 }, { level: 5, count: 1 }, { level: 4, count: 2 }] },
  { level: 9, currencyCp: 25000, lumpSumCp: 160000, permanentItems: [{ level: 8, count: 1 }, { level: 7, count: 2 }, { level: 6, count: 1 }, { level: 5, count: 2 }] },
  { level: 10, currencyCp: 35000, lumpSumCp: 230000, permanentItems: [{ level: 9, count: 1 }, { level: 8, count: 2 }, { level: 7, count: 1 }, { level: 6, count: 2 }] },
  { level: 11, currencyCp: 50000, lumpSumCp: 320000, permanentItems: [{ level: 10, count: 1 }, { level: 9, count: 2 }, { level: 8, count: 1 }, { level: 7, count: 2 }] },
  { level: 12, currencyCp: 70000, lumpSumCp: 450000, permanentItems: [{ level: 11, count: 1 }, { level: 10, count: 2 }, { level: 9, count: 1 }, { level: 8, count: 2 }] },
  { level: 13, currencyCp: 100000, lumpSumCp: 640000, permanentItems: [{ level: 12, count: 1 }, { level: 11, count: 2 }, { level: 10, count: 1 }, { level: 9, count: 2 }] },
  { level: 14, currencyCp: 150000, lumpSumCp: 930000, permanentItems: [{ level: 13, count: 1 }, { level: 12, count: 2 }, { level: 11, count: 1 }, { level: 10, count: 2 }] },
  { level: 15, currencyCp: 225000, lumpSumCp: 1350000, permanentItems: [{ level: 14, count: 1 }, { level: 13, count: 2 }, { level: 12, count: 1 }, { level: 11, count: 2 }] },
  { level: 16, currencyCp: 325000, lumpSumCp: 2000000, permanentItems: [{ level: 15, count: 1 }, { level: 14, count: 2 }, { level: 13, count: 1 }, { level: 12, count: 2 }] },
  { level: 17, currencyCp: 500000, lumpSumCp: 3000000, permanentItems: [{ level: 16, count: 1 }, { level: 15, count: 2 }, { level: 14, count: 1 }, { level: 13, count: 2 }] },
  { level: 18, currencyCp: 750000, lumpSumCp: 4500000, permanentItems: [{ level: 17, count: 1 }, { level: 16, count: 2 }, { level: 15, count: 1 }, { level: 14, count: 2 }] },
  { level: 19, currencyCp: 1200000, lumpSumCp: 6900000, permanentItems: [{ level: 18, count: 1 }, { level: 17, count: 2 }, { level: 16, count: 1 }, { level: 15, count: 2 }] },
  { level: 20, currencyCp: 2000000, lumpSumCp: 11200000, permanentItems: [{ level: 19, count: 1 }, { level: 18, count: 2 }, { level: 17, count: 1 }, { level: 16, count: 2 }] },
];
