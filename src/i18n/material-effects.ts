// A precious material's effects on an item, as sentences: the item builder's effects list and the materials
// chapter's table read them the same way. Pure (no Astro, no DOM); the words are the catalogue's
// `tools.materialEffect.*` messages, read with the `t` it is given (the island's or the page's). The armor lines name
// the condition in the message itself (the glossary's 不調状態 / sickened): importing the condition table would
// add it to the item builder's first download.
import type { TranslateOf } from './index';
import { wordGap } from './locale';
import { MATERIAL_GRADE_NAMES, MATERIALS, type MaterialGrade, type MaterialSlug } from '../rules/data/materials';
import { materialNote, type MaterialEffectLine } from '../rules/materials';
import type { Locale } from '../rules/types';

/** The messages an effect line is written with, one per code (and per metal where the words differ). */
export const MATERIAL_EFFECT_KEYS = [
  'tools.materialEffect.strikesColdIron',
  'tools.materialEffect.strikesSilver',
  'tools.materialEffect.armorColdIron',
  'tools.materialEffect.armorSilver',
  'tools.materialEffect.halvesHardness',
  'tools.materialEffect.lighterBulk',
  'tools.materialEffect.extraSlot',
  'tools.materialEffect.fewerSlots',
  'tools.materialEffect.moreSlots',
  'tools.materialEffect.smallerDie',
] as const;
export type MaterialEffectKey = (typeof MATERIAL_EFFECT_KEYS)[number];

/**
 * One effect line as a sentence, in the words of `t`: an island's (components/tools/strings.ts) or a page's; a note
 * (the other books' materials) is data in both languages, read in `lang`.
 */
export function materialEffectText(line: MaterialEffectLine, t: TranslateOf<MaterialEffectKey>, lang: Locale): string {
  switch (line.code) {
    case 'strikes-count-as':
      return t(line.as === 'cold-iron' ? 'tools.materialEffect.strikesColdIron' : 'tools.materialEffect.strikesSilver');
    case 'armor-sickens':
      return t(line.as === 'cold-iron' ? 'tools.materialEffect.armorColdIron' : 'tools.materialEffect.armorSilver', {
        value: line.sickened,
      });
    case 'halves-object-hardness':
      return t('tools.materialEffect.halvesHardness', { hardness: line.hardness });
    case 'lighter-bulk':
      return t('tools.materialEffect.lighterBulk', { bulk: line.bulk });
    case 'extra-property-slot':
      return t('tools.materialEffect.extraSlot', { slots: line.slots });
    case 'property-slot-change':
      return line.change < 0
        ? t('tools.materialEffect.fewerSlots', { count: -line.change })
        : t('tools.materialEffect.moreSlots', { count: line.change });
    case 'smaller-damage-die':
      return t('tools.materialEffect.smallerDie', { die: line.die });
    case 'note':
      return materialNote(line)?.[lang] ?? '';
  }
}

/** A material with its grade as the reader names it: 「標準コールド・アイアン」 / "standard-grade Cold Iron". */
export function gradedMaterialName(slug: MaterialSlug, grade: MaterialGrade, lang: Locale): string {
  return `${MATERIAL_GRADE_NAMES[grade][lang]}${wordGap(lang)}${MATERIALS[slug].name[lang]}`;
}
