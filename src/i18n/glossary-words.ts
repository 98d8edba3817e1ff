// A label that names a glossary word names it by slug, `{damage.mental}`, and reads its words here, so that each
// word is written once: in its table (DAMAGE_TYPE_LABELS, CONDITION_LABELS, TRAITS, SKILL_LABELS, SAVE_LABELS,
// ARMOR_CATEGORY_LABELS) or in the glossary's TERMS (actions, other conditions, ability scores). Pages only: the
// effect lines and the activation blocks read it; a calculator never does.
import type { ArmorCategory, ConditionSlug, DamageType, Locale, Localized, SaveFact, SkillSlug } from '../rules/types';
import { ARMOR_CATEGORY_LABELS } from '../rules/data/labels';
import { TRAITS, type TraitSlug } from '../rules/data/traits';
import { CONDITION_LABELS, DAMAGE_TYPE_LABELS, SAVE_LABELS, SKILL_LABELS } from '../glossary/vocabulary';
import { TERMS } from '../glossary/terms';
import { entryOf } from '../rules/input';

/** What a `{namespace.slug}` placeholder may name: a slug of one of the tables, or a glossary term's id. */
export type GlossaryRef =
  | `damage.${DamageType}`
  | `condition.${ConditionSlug}`
  | `trait.${TraitSlug}`
  | `skill.${SkillSlug}`
  | `save.${SaveFact['save']}`
  | `armor.${ArmorCategory}`
  | `term.${string}`;

type Namespace = GlossaryRef extends `${infer N}.${string}` ? N : never;
const TABLES: Readonly<Record<Namespace, (slug: string) => Localized | undefined>> = {
  damage: (slug) => entryOf(DAMAGE_TYPE_LABELS, slug),
  condition: (slug) => entryOf(CONDITION_LABELS, slug),
  trait: (slug) => entryOf(TRAITS, slug)?.label,
  skill: (slug) => entryOf(SKILL_LABELS, slug),
  save: (slug) => entryOf(SAVE_LABELS, slug),
  armor: (slug) => entryOf(ARMOR_CATEGORY_LABELS, slug),
  term: (id) => TERMS.find((term) => term.id === id),
};

/** The words a `{namespace.slug}` placeholder names; undefined for one the glossary doesn't have. */
export function glossaryWord(ref: string, lang: Locale): string | undefined {
  const dot = ref.indexOf('.');
  const namespace = ref.slice(0, dot);
  const table = dot > 0 ? entryOf(TABLES, namespace) : undefined;
  return table?.(ref.slice(dot + 1))?.[lang];
}

/** A label with its glossary words in `lang`; other placeholders (`{value}`) stay for `fill`, as does an unknown word. */
export function withGlossaryWords(template: string, lang: Locale): string {
  return template.replace(/\{(\w+\.[\w-]+)\}/g, (whole, ref: string) => glossaryWord(ref, lang) ?? whole);
}

/** The `{namespace.slug}` placeholders of a label that are not a glossary word (the type of a label table checks them). */
export type UnknownGlossaryRefs<S> = S extends `${string}{${infer P}}${infer R}`
  ? (P extends `${string}.${string}` ? (P extends GlossaryRef ? never : P) : never) | UnknownGlossaryRefs<R>
  : never;
