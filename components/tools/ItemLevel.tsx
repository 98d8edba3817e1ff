// An item's level and the runes or material (or base item) that set it: the highest level wins (GM Core p. 224).
import { formatList, parenthesized } from '../../src/i18n/locale';
import type { ItemEvaluation, Locale } from '../../src/rules';
import { getRune } from '../../src/rules/core';
import { gradedMaterialName } from '../../src/i18n/material-effects';
import { useT, type IslandT } from './strings';

export function levelSetters(ev: ItemEvaluation, lang: Locale, t: IslandT): string {
  const names = ev.runes
    .map((slug) => getRune(slug))
    .filter((r) => r !== undefined && r.level === ev.level)
    .map((r) => r!.name[lang]);
  // The material's grade sets the level like a rune does (a high-grade adamantine longsword is level 17).
  if (ev.material?.level === ev.level) names.unshift(gradedMaterialName(ev.material.slug, ev.material.grade, lang));
  const unique = [...new Set(names)];
  return unique.length > 0 ? t('tools.levelSetBy', { names: formatList(unique, lang) }) : t('tools.levelSetByBase');
}

export function ItemLevel({ ev, lang }: { ev: ItemEvaluation; lang: Locale }) {
  const t = useT();
  return (
    <>
      <dt>{t('field.itemLevel')}</dt>
      <dd>
        <span class="tool-figure">{ev.level}</span>
        <span class="tool-note">{parenthesized(levelSetters(ev, lang, t), lang, true)}</span>
      </dd>
    </>
  );
}
