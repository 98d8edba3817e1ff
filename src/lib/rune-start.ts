// The targets whose runes a calculator has before it starts: what every calculator shows first is a weapon
// (a longsword, a flaming rune). Plain data without imports: `npm run size` (scripts/size-report.mjs) reads it
// to count that chunk in a calculator page's first download.
export const START_TARGETS = ['weapon'] as const;
