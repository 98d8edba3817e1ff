// The glossary words the UI tables name inside their sentences, read in one language from the tables that write each
// word once (test/i18n/glossary-once.test.ts): en.ts and ja.ts take the same list, so a word added here reaches both.
import type { Locale } from '../rules/types';
import { ACTION_LABELS, CONDITION_LABELS, SKILL_LABELS } from '../glossary/vocabulary';
import { CRAFTING_TERMS } from '../rules/data/crafting-words';
import { PROFICIENCY_LABELS } from '../rules/data/labels';

export function uiWords(lang: Locale) {
  return {
    CRAFTING: SKILL_LABELS.crafting[lang],
    CRAFT: CRAFTING_TERMS.craft[lang],
    MAGICAL_CRAFTING: CRAFTING_TERMS['magical-crafting'][lang],
    STRIKE: ACTION_LABELS.strike[lang],
    SICKENED: CONDITION_LABELS.sickened[lang],
    MASTER: PROFICIENCY_LABELS.master.label[lang],
    LEGENDARY: PROFICIENCY_LABELS.legendary.label[lang],
  };
}
