// What the rune index says about its own completeness, computed from the data: how many grades of each kind it lists,
// and which grades the books print that it does not (src/rules/data/left-out.ts).
import type { Locale, Localized, RuneKind } from '../rules/types';
import { sourceLabel } from '../rules/data/books';
import type { LeftOutGrade } from '../rules/data/left-out';
import { RUNE_KINDS } from '../rules/values';
import { joinList } from '../i18n/locale';

/** The number of grades of each kind, and all of them. */
export function gradeCounts(runes: readonly { kind: RuneKind }[]): Record<RuneKind | 'total', number> {
  const counts = Object.fromEntries(RUNE_KINDS.map((kind) => [kind, 0])) as Record<RuneKind, number>;
  for (const rune of runes) counts[rune.kind] += 1;
  return { ...counts, total: runes.length };
}

/** The left-out grades as the index names them: 「called（Knights of Lastwall 89ページ）」, "Called (Knights of Lastwall p. 89)". */
export function leftOutList(grades: readonly LeftOutGrade[], lang: Locale): string {
  const open = lang === 'ja' ? '（' : ' (';
  const close = lang === 'ja' ? '）' : ')';
  return joinList(
    grades.map(
      (grade: { name: Localized; source: LeftOutGrade['source'] }) =>
        `${grade.name[lang]}${open}${sourceLabel(grade.source, lang)}${close}`,
    ),
    lang,
  );
}
