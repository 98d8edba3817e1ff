// Under a name field: the grade the name reader gave a precious material and why (the name named none: the lowest
// grade that holds the item's runes; or the name's grade cannot hold them), with every grade one tap away.
import type { Locale } from '../../src/rules';
import { MATERIAL_GRADE_MAX_RUNE_LEVEL, MATERIAL_GRADE_NAMES, MATERIALS, type MaterialGrade } from '../../src/rules/data/materials';
import type { MaterialReading } from '../../src/rules/read-name';
import { useT, type ToolKey } from './strings';

interface Props {
  lang: Locale;
  reading: MaterialReading;
  /** the grade the form's item has now (it may differ from the reading's once chosen) */
  onChoose: (grade: MaterialGrade) => void;
}

/** Why the reading has this grade, as a message key and its params; null when the name's own grade holds the runes. */
function why(reading: MaterialReading, lang: Locale) {
  const words = { material: MATERIALS[reading.slug].name[lang], grade: MATERIAL_GRADE_NAMES[reading.grade][lang] };
  const rune = reading.rune && { ...words, rune: reading.rune.name[lang], level: reading.rune.level };
  if (reading.said) {
    const max = MATERIAL_GRADE_MAX_RUNE_LEVEL[reading.grade];
    if (!rune || rune.level <= max) return null;
    // The fix: the lowest grade the item comes in that holds the rune.
    const fix = reading.grades.find((g) => MATERIAL_GRADE_MAX_RUNE_LEVEL[g] >= rune.level);
    return fix
      ? ({ key: 'tools.gradeTooLow', params: { ...rune, max, fix: MATERIAL_GRADE_NAMES[fix][lang] } } as const)
      : ({ key: 'tools.gradeNoneHolds', params: rune } as const);
  }
  if (!rune) return { key: 'tools.gradeLowest', params: words } as const;
  return reading.holds ? ({ key: 'tools.gradeChosen', params: rune } as const) : ({ key: 'tools.gradeNoneHolds', params: rune } as const);
}

export function GradeChoice({ lang, reading, onChoose }: Props) {
  const t = useT<ToolKey>();
  const note = why(reading, lang);
  if (!note) return null;
  return (
    <div class="tool-grade-choice">
      <p>{t(note.key, note.params)}</p>
      {reading.grades.length > 1 && (
        <p class="tool-grade-choice__grades">
          {t('tools.gradeOthers')}{' '}
          {reading.grades.map((grade) => (
            <button key={grade} type="button" class="tool-chip" aria-pressed={grade === reading.grade} onClick={() => onChoose(grade)}>
              {MATERIAL_GRADE_NAMES[grade][lang]}
            </button>
          ))}
        </p>
      )}
    </div>
  );
}
