// The precious material and grade selects of the item form (pure: no DOM, no Preact). A material that can't make the
// item, or a grade the material lacks for it, stays in the list, disabled, with the reason.
import { getBaseItem } from '../rules/core';
import { MATERIAL_GRADE_NAMES, MATERIAL_GRADES, MATERIAL_SLUGS, MATERIALS } from '../rules/data/materials';
import type { Locale, TranslateOf } from '../i18n';
import { canMake, getMaterial, gradesFor } from '../rules/materials';
import { keptList, type RuneOption } from './rune-options';

export type Text = TranslateOf<'tools.materialCannotMake' | 'tools.materialNoGrade'>;

// Built once per item, language and state of the catalogue, and shared (see keptList in rune-options.ts).
export function materialOptions(baseSlug: string, lang: Locale, t: Text): readonly RuneOption[] {
  return keptList(t, `material ${lang} ${baseSlug}`, () => {
    const base = getBaseItem(baseSlug);
    return MATERIAL_SLUGS.map((slug) => {
      const m = MATERIALS[slug];
      const ok = base !== undefined && canMake(m, base);
      return { value: slug, label: ok ? m.name[lang] : t('tools.materialCannotMake', { name: m.name[lang] }), disabled: !ok };
    });
  });
}

export function gradeOptions(materialSlug: string, baseSlug: string, lang: Locale, t: Text): readonly RuneOption[] {
  return keptList(t, `grade ${lang} ${materialSlug} ${baseSlug}`, () => {
    const base = getBaseItem(baseSlug);
    const m = getMaterial(materialSlug);
    const has = m && base && canMake(m, base) ? gradesFor(m, base) : [];
    return MATERIAL_GRADES.map((g) => {
      const name = MATERIAL_GRADE_NAMES[g][lang];
      const ok = has.includes(g);
      return { value: g, label: ok ? name : t('tools.materialNoGrade', { name }), disabled: !ok };
    });
  });
}

/** The grade to keep when the material or the item changes: the chosen one if it exists, else the lowest there is. */
export function fittingGrade(materialSlug: string, baseSlug: string, grade: string): string {
  const base = getBaseItem(baseSlug);
  const m = getMaterial(materialSlug);
  if (!m || !base || !canMake(m, base)) return grade || 'high';
  const has: readonly string[] = gradesFor(m, base);
  return has.includes(grade) ? grade : (has[0] ?? '');
}
