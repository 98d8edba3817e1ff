// The traits that are also damage types: their words written once here, read by TRAITS (traits.ts) and by the
// damage-type labels (src/glossary/vocabulary.ts), which name a damage in the item builder too. A module of its own, so that
// it goes only where a damage is named (in labels.ts it would sit in the chunk every calculator loads first), and the
// words apart from their provenance, so that the item builder loads only the words.
import type { Localized, TraitLabel } from '../types';

export const DAMAGE_TRAIT_LABELS = {
  sonic: { ja: '音波', en: 'sonic' },
  spirit: { ja: '霊', en: 'spirit' },
  void: { ja: 'ヴォイド', en: 'void' },
  vitality: { ja: '活力', en: 'vitality' },
  force: { ja: '力場', en: 'force' },
  mental: { ja: '精神', en: 'mental' },
  poison: { ja: '毒', en: 'poison' },
} as const satisfies Readonly<Record<string, Localized>>;

export type DamageTraitSlug = keyof typeof DAMAGE_TRAIT_LABELS;

// Whether the Japanese word is the community translation's (false: the site's own).
const JA_CONFIRMED: Readonly<Record<DamageTraitSlug, boolean>> = {
  sonic: false,
  spirit: false,
  void: false,
  vitality: false,
  force: false,
  mental: true, // community: rkasumi/pf2eja spells (Grisly Growths: 精神かつ視覚効果)
  poison: false,
};

/** A damage type's trait as TRAITS lists it: its words and their provenance. */
export function damageTrait(slug: DamageTraitSlug): TraitLabel {
  return { label: DAMAGE_TRAIT_LABELS[slug], jaConfirmed: JA_CONFIRMED[slug] };
}
