// The words of the rules' vocabulary that the rune pages, the calculators and the glossary all say: damage types,
// conditions, saves, skills and actions, each written once (test/i18n/glossary-once.test.ts). A bottom module: the
// glossary's TERMS (terms.ts) and the effect labels (src/i18n/effects.ts, glossary-words.ts) both read it, and it
// reads only src/rules (damage types and the Strike are src/rules/data/damage-types.ts'), so who owns a word is
// one-way.
import { CRAFTING_TERMS } from '../rules/data/crafting-words';
import type { ConditionSlug, Localized, SaveFact, SkillSlug } from '../rules/types';

// Damage types and the Strike: written in src/rules/data/damage-types.ts, which the exports to the table read too.
export { ACTION_LABELS, DAMAGE_TYPE_LABELS } from '../rules/data/damage-types';

export const CONDITION_LABELS = {
  blinded: { ja: '盲目状態', en: 'blinded' },
  clumsy: { ja: 'よたつき状態', en: 'clumsy' },
  confused: { ja: '混乱状態', en: 'confused' },
  dazzled: { ja: '目が眩んだ状態', en: 'dazzled' },
  drained: { ja: '吸精状態', en: 'drained' },
  fascinated: { ja: '恍惚状態', en: 'fascinated' },
  immobilized: { ja: '動けない状態', en: 'immobilized' },
  sickened: { ja: '不調状態', en: 'sickened' },
  deafened: { ja: '聴覚喪失状態', en: 'deafened' },
  enfeebled: { ja: '虚弱状態', en: 'enfeebled' },
  frightened: { ja: '恐れ状態', en: 'frightened' },
  quickened: { ja: '加速状態', en: 'quickened' },
  slowed: { ja: '減速状態', en: 'slowed' },
  stupefied: { ja: '知性低下状態', en: 'stupefied' },
} as const satisfies Record<ConditionSlug, Localized>;

export const SAVE_LABELS = {
  fortitude: { ja: '頑健', en: 'Fortitude' },
  reflex: { ja: '反応', en: 'Reflex' },
  will: { ja: '意志', en: 'Will' },
} as const satisfies Record<SaveFact['save'], Localized>;

export const SKILL_LABELS = {
  crafting: CRAFTING_TERMS.crafting, // seed; the problem messages say it too (src/rules/data/crafting-words.ts)
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
