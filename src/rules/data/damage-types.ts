// The words of every damage type and of the Strike action, written once: the rune pages' effect lines
// (src/glossary/vocabulary.ts re-exports both tables), the glossary and the exports to the table (src/rules/export/: a chat
// palette says "［火炎］" and "“打撃”" too) read them here, so src/rules needs nothing of src/i18n.
import type { DamageType, Localized } from '../types';
import { DAMAGE_TRAIT_LABELS } from './damage-traits';
import { ENERGY_TYPE_LABELS, WEAPON_DAMAGE_TYPE_LABELS } from './labels';

/** Damage types: the rules module's labels where it has them (every damage trait is a damage type), so a type reads the same everywhere. */
export const DAMAGE_TYPE_LABELS: Readonly<Record<DamageType, Localized>> = {
  ...ENERGY_TYPE_LABELS,
  ...DAMAGE_TRAIT_LABELS,
  bleed: { ja: '出血', en: 'bleed' },
  bludgeoning: WEAPON_DAMAGE_TYPE_LABELS.B,
  piercing: WEAPON_DAMAGE_TYPE_LABELS.P,
  slashing: WEAPON_DAMAGE_TYPE_LABELS.S,
  weapon: { ja: '武器と同じ種別', en: "the weapon's damage type" },
};

/** Actions the UI tables name (the glossary's entry reads its words here). */
export const ACTION_LABELS = {
  strike: { ja: '“打撃”', en: 'Strike' },
} as const;
