// The crafter of a transfer: level, Crafting rank, extra days spent, and a critical success on the check. Each is
// optional; the rules judge what was typed (a level of 25 gets its own problem), an empty box means "not given".
import type { Locale } from '../../src/rules';
import { RULE_FACTS } from '../../src/rules/facts';
import { isOneOf } from '../../src/rules/input';
import { PROFICIENCY_RANKS } from '../../src/rules/values';
import type { CrafterPatch } from '../../src/lib/transfer-reducer';
import type { TransferDraft } from '../../src/lib/transfer-form';
import { Check } from './Check';
import { RankSelect } from './RankSelect';
import { useT, type TransferKey } from './strings';

interface Props {
  lang: Locale;
  crafter: Pick<TransferDraft, 'level' | 'rank' | 'days' | 'crit'>;
  onChange: (patch: CrafterPatch) => void;
}

export function CrafterFields({ lang, crafter, onChange }: Props) {
  const t = useT<TransferKey>();
  return (
    <fieldset class="tool-fieldset">
      <legend>{t('field.crafter')}</legend>
      <div class="tool-grid">
        <div class="tool-field">
          <label for="transfer-level">{t('field.crafterLevel')}</label>
          <input
            id="transfer-level"
            type="number"
            inputMode="numeric"
            min={RULE_FACTS.crafterLevel.min}
            max={RULE_FACTS.crafterLevel.max}
            value={crafter.level}
            onInput={(e) => onChange({ level: e.currentTarget.value })}
          />
        </div>
        <div class="tool-field">
          <label for="transfer-rank">{t('field.proficiency')}</label>
          <RankSelect
            id="transfer-rank"
            lang={lang}
            value={crafter.rank}
            none={t('transfer.notGiven')}
            onChange={(v) => onChange({ rank: rankOf(v) })}
          />
        </div>
        <div class="tool-field">
          <label for="transfer-days">{t('field.extraDays')}</label>
          <input
            id="transfer-days"
            type="number"
            inputMode="numeric"
            min={0}
            value={crafter.days}
            onInput={(e) => onChange({ days: e.currentTarget.value })}
          />
        </div>
      </div>
      <Check type="checkbox" id="transfer-crit" label={t('transfer.crit')} checked={crafter.crit} onChange={(crit) => onChange({ crit })} />
    </fieldset>
  );
}

/** A rank select's value: one of the ranks, or '' (none chosen). */
const rankOf = (value: string) => (isOneOf(PROFICIENCY_RANKS, value) ? value : '');
