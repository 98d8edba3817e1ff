// The glossary words that the UI tables (src/i18n/{en,ja}.ts), the problem messages (src/rules/messages/) and the
// effect labels all say, written once here by their slug or glossary id; the glossary (src/glossary/terms.ts) reads
// them and gives their provenance, reading and chapter. A module of its own and small: the problem messages, which
// a calculator loads when idle, read it, so it must not pull the page-only tables (TERMS, TRAITS) into that chunk.
import type { Localized, SkillSlug } from '../types';

/** Skills in 〈〉, as the seed writes 〈製作〉 (the community translation's names). */
export const SKILL_LABELS = {
  crafting: { ja: '〈製作〉', en: 'Crafting' }, // seed
  stealth: { ja: '〈隠密〉', en: 'Stealth' },
  acrobatics: { ja: '〈軽業〉', en: 'Acrobatics' },
  athletics: { ja: '〈運動〉', en: 'Athletics' },
  deception: { ja: '〈ペテン〉', en: 'Deception' },
  diplomacy: { ja: '〈交渉〉', en: 'Diplomacy' },
  society: { ja: '〈社会〉', en: 'Society' },
  intimidation: { ja: '〈威圧〉', en: 'Intimidation' },
  lore: { ja: '〈知識〉', en: 'Lore' },
  medicine: { ja: '〈医術〉', en: 'Medicine' },
} as const satisfies Record<SkillSlug, Localized>;

/**
 * Other glossary words the messages say, keyed by their glossary id: the Craft activity (the seed's “作成”), the
 * feat it needs (《魔法のアイテム作成》, the community translation's) and the Strike (“打撃”). The glossary's entries
 * add what the English needs to stand alone ("Craft (activity)").
 */
export const TERM_WORDS = {
  craft: { ja: '“作成”', en: 'Craft' },
  'magical-crafting': { ja: '《魔法のアイテム作成》', en: 'Magical Crafting' },
  strike: { ja: '“打撃”', en: 'Strike' },
} as const;
