// The label of every trait a rune or its activation has, in both languages. A module of its own: the rune pages, the
// glossary and the exports to the table read it; a calculator names only the traits of usage lines (USAGE_TRAITS,
// labels.ts) and of damage (damage-traits.ts), so this table is no part of its first download.
import type { Localized, TraitLabel } from '../types';
import { damageTrait } from './damage-traits';
import { ENERGY_TYPE_LABELS, USAGE_TRAITS } from './labels';

/**
 * Labels of every trait a rune has, plus invested (armor with runes must be invested). Only pages read the whole
 * table; the entries the calculators need are USAGE_TRAITS and damage-traits.ts's words, which this one includes.
 */
export const TRAITS = {
  magical: { label: { ja: '魔法', en: 'magical' }, jaConfirmed: true }, // wiki: trait line of Weapon Potency
  fire: { label: ENERGY_TYPE_LABELS.fire, jaConfirmed: true }, // seed: ［火炎］ダメージ
  invested: { label: { ja: '充填', en: 'invested' }, jaConfirmed: true }, // seed: 充填
  acid: { label: ENERGY_TYPE_LABELS.acid, jaConfirmed: true }, // community: ［強酸］
  cold: { label: ENERGY_TYPE_LABELS.cold, jaConfirmed: false },
  electricity: { label: ENERGY_TYPE_LABELS.electricity, jaConfirmed: false },
  sonic: damageTrait('sonic'),
  spirit: damageTrait('spirit'),
  void: damageTrait('void'),
  holy: USAGE_TRAITS.holy,
  unholy: USAGE_TRAITS.unholy,
  emotion: { label: { ja: '感情', en: 'emotion' }, jaConfirmed: false },
  fear: { label: { ja: '恐怖', en: 'fear' }, jaConfirmed: false },
  mental: damageTrait('mental'),
  illusion: { label: { ja: '幻術', en: 'illusion' }, jaConfirmed: false },
  shadow: { label: { ja: '影', en: 'shadow' }, jaConfirmed: false },
  monk: USAGE_TRAITS.monk,
  // Traits of the other books' runes and their activations. jaConfirmed: true where the community
  // translation has the word (p2rdj, rkasumi/pf2eja); the others are the site's own.
  divine: { label: { ja: '信仰', en: 'divine' }, jaConfirmed: true },
  dwarf: { label: { ja: 'ドワーフ', en: 'dwarf' }, jaConfirmed: true }, // community: rkasumi/pf2eja ancestries (ドワーフ)
  healing: { label: { ja: '治癒', en: 'healing' }, jaConfirmed: false },
  visual: { label: { ja: '視覚', en: 'visual' }, jaConfirmed: false },
  auditory: { label: { ja: '聴覚', en: 'auditory' }, jaConfirmed: false },
  linguistic: { label: { ja: '言語', en: 'linguistic' }, jaConfirmed: false },
  attack: { label: { ja: '攻撃', en: 'attack' }, jaConfirmed: false },
  poison: damageTrait('poison'),
  force: damageTrait('force'),
  polymorph: { label: { ja: '完全変身', en: 'polymorph' }, jaConfirmed: true }, // community: 完全変身 (部分変身 = morph)
  teleportation: { label: { ja: '瞬間移動', en: 'teleportation' }, jaConfirmed: false },
  extradimensional: { label: { ja: '異次元', en: 'extradimensional' }, jaConfirmed: false },
  metal: { label: { ja: '金属', en: 'metal' }, jaConfirmed: false },
  plant: { label: { ja: '植物', en: 'plant' }, jaConfirmed: false },
  wood: { label: { ja: '木', en: 'wood' }, jaConfirmed: false },
  water: { label: { ja: '水', en: 'water' }, jaConfirmed: false },
  earth: { label: { ja: '地', en: 'earth' }, jaConfirmed: false },
  mythic: { label: { ja: '神話', en: 'mythic' }, jaConfirmed: false },
  saggorak: { label: { ja: 'サゴラク', en: 'Saggorak' }, jaConfirmed: false },
  resonant: { label: { ja: 'レゾナント', en: 'resonant' }, jaConfirmed: false },
  trip: { label: { ja: '足払い', en: 'trip' }, jaConfirmed: true }, // community: rkasumi/pf2eja actionspf2e (“足払い”; the trait in Tendril Strike)
  nonlethal: { label: { ja: '非致傷', en: 'nonlethal' }, jaConfirmed: false },
  // The traits of activations and reactions (ActionTrait) not listed above; the activation blocks read them here.
  concentrate: { label: { ja: '精神集中', en: 'concentrate' }, jaConfirmed: true }, // community: 精神集中 (glossary)
  manipulate: { label: { ja: '操作', en: 'manipulate' }, jaConfirmed: true }, // community: 操作 (glossary)
  light: { label: { ja: '光', en: 'light' }, jaConfirmed: false },
  vitality: damageTrait('vitality'),
  death: { label: { ja: '死', en: 'death' }, jaConfirmed: false },
  incapacitation: { label: { ja: '無力化', en: 'incapacitation' }, jaConfirmed: false },
} satisfies Readonly<Record<string, TraitLabel>>;

/** A trait the site names: every key of TRAITS. */
export type TraitSlug = keyof typeof TRAITS;

/** A trait's label; the slug itself for a trait the table doesn't have (a data test forbids it for rune traits). */
export function traitLabel(slug: string): Localized {
  return isTrait(slug) ? TRAITS[slug].label : { ja: slug, en: slug };
}

/** Whether the site has a label for this trait. */
export function isTrait(slug: string): slug is TraitSlug {
  return Object.hasOwn(TRAITS, slug);
}
