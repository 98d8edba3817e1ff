// The targets whose runes a calculator has before it starts: what every calculator shows first is a weapon
// (a longsword, a flaming rune). Plain data without imports: `npm run size` (scripts/size-report.mjs) reads it
// to count that chunk in a calculator page's first download.
export const START_TARGETS = ['weapon'] as const;

// The problem-message tables (src/rules/messages/<name>.ts, loaded by src/lib/problem-messages.ts and
// transfer-messages.ts, planner-messages.ts) a calculator loads in its page's language only: when the browser is idle after hydration,
// at once when a problem is to be shown, before hydration for a link. `npm run size` counts the ones a page's
// scripts can import().
export const messageTables = (locale: string): string[] => [locale, `transfer-${locale}`, `planner-${locale}`];
