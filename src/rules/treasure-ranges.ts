// The treasure tables' ranges, without the tables: a form can offer the levels and party sizes without loading them.

/** The book's party for the treasure table: four characters (GM Core p. 59). */
export const TABLE_PARTY_SIZE = 4;
/** The party sizes the planner reads; a larger number is a typo, not a party. */
export const PARTY_SIZE_RANGE = { min: 1, max: 12 } as const;
export const LEVEL_RANGE = { min: 1, max: 20 } as const;
