// The Crafting words the problem messages say besides the UI tables and the effect labels, written once here: the
// skill (the seed's 〈製作〉), the activity (“作成”) and the feat it needs (the community translation's
// 《魔法のアイテム作成》), by glossary id. SKILL_LABELS (src/glossary/vocabulary.ts) and the glossary (src/glossary/terms.ts)
// read them. A module of its own and as small as it can be: the problem messages of both languages import it, so it
// is a chunk a calculator fetches with them when idle (the page-only tables, TERMS and SKILL_LABELS, stay out of it).

export const CRAFTING_TERMS = {
  crafting: { ja: '〈製作〉', en: 'Crafting' },
  craft: { ja: '“作成”', en: 'Craft' },
  'magical-crafting': { ja: '《魔法のアイテム作成》', en: 'Magical Crafting' },
} as const;
