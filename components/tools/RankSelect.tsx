// A Crafting proficiency rank to choose, or none given (the transfer estimator's and the planner's crafter).
import type { Locale } from '../../src/i18n/locale';
import { PROFICIENCY_LABELS } from '../../src/rules/data/labels';
import { PROFICIENCY_RANKS } from '../../src/rules/values';

interface Props {
  id: string;
  lang: Locale;
  /** a rank slug, or '' for none given */
  value: string;
  /** the first option's words: no rank given */
  none: string;
  describedBy?: string;
  onChange: (value: string) => void;
}

export function RankSelect({ id, lang, value, none, describedBy, onChange }: Props) {
  return (
    <select id={id} value={value} aria-describedby={describedBy} onChange={(e) => onChange(e.currentTarget.value)}>
      <option value="">{none}</option>
      {PROFICIENCY_RANKS.map((rank) => (
        <option key={rank} value={rank}>
          {PROFICIENCY_LABELS[rank].label[lang]}
        </option>
      ))}
    </select>
  );
}
