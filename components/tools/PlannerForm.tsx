// The planner's fields: level, party size, ABP, the items (PlannerItems.tsx), gold and the crafter. Everything the
// reader does goes to the form's reducer (src/lib/planner-form.ts) as an action.
import type { Locale } from '../../src/i18n/locale';
import type { ItemField, PlannerAction, PlannerState } from '../../src/lib/planner-form';
import type { Plan } from '../../src/rules/planner';
import { sourceLabel } from '../../src/rules/data/books';
import { RULE_FACTS } from '../../src/rules/facts';
import { LEVEL_RANGE, PARTY_SIZE_RANGE } from '../../src/rules/treasure-ranges';
import { PlannerItems } from './PlannerItems';
import { RankSelect } from './RankSelect';
import { useT, type PlannerKey } from './strings';

const range = (r: { min: number; max: number }) => Array.from({ length: r.max - r.min + 1 }, (_, i) => r.min + i);
const numberOf = (e: Event) => Number((e.currentTarget as HTMLSelectElement).value);
const textOf = (e: Event) => (e.currentTarget as HTMLInputElement).value;

interface Props {
  lang: Locale;
  state: PlannerState;
  dispatch: (action: PlannerAction) => void;
  fields: readonly ItemField[];
  goldInvalid: boolean;
  plan: Plan | null;
}

export function PlannerForm({ lang, state, dispatch, fields, goldInvalid, plan }: Props) {
  const t = useT<PlannerKey>();
  return (
    <>
      <div class="planner-row">
        <div class="tool-field tool-field--short">
          <label for="planner-level">{t('planner.level')}</label>
          <select id="planner-level" value={String(state.level)} onChange={(e) => dispatch({ type: 'level', level: numberOf(e) })}>
            {range(LEVEL_RANGE).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <div class="tool-field tool-field--short">
          <label for="planner-party">{t('planner.party')}</label>
          <select id="planner-party" value={String(state.partySize)} onChange={(e) => dispatch({ type: 'partySize', size: numberOf(e) })}>
            {range(PARTY_SIZE_RANGE).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div class="tool-check">
        <input
          id="planner-abp"
          type="checkbox"
          checked={state.abp}
          aria-describedby="planner-abp-hint"
          onChange={(e) => dispatch({ type: 'abp', on: (e.currentTarget as HTMLInputElement).checked })}
        />
        <label for="planner-abp">{t('planner.abp')}</label>
      </div>
      <p id="planner-abp-hint" class="tool-hint">
        {t('planner.abpHint', { source: sourceLabel({ book: 'gm-core', page: 83 }, lang) })}
      </p>
      <PlannerItems lang={lang} items={state.items} fields={fields} dispatch={dispatch} plan={plan} />
      <div class="tool-field tool-field--short">
        <label for="planner-gold">{t('planner.gold')}</label>
        <input
          id="planner-gold"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={state.gold}
          aria-invalid={goldInvalid}
          aria-describedby="planner-gold-hint"
          onInput={(e) => dispatch({ type: 'gold', text: textOf(e) })}
        />
        <p id="planner-gold-hint" class="tool-hint">
          {t('planner.goldHint')}
        </p>
        {goldInvalid && (
          <p class="tool-warning" role="alert">
            {t('planner.goldInvalid')}
          </p>
        )}
      </div>
      <PlannerCrafter state={state} dispatch={dispatch} lang={lang} />
    </>
  );
}

function PlannerCrafter({ lang, state, dispatch }: { lang: Locale; state: PlannerState; dispatch: Props['dispatch'] }) {
  const t = useT<PlannerKey>();
  return (
    <fieldset class="planner-crafter">
      <legend>{t('planner.who')}</legend>
      <div class="planner-row">
        <div class="tool-field tool-field--short">
          <label for="planner-rank">{t('planner.crafterRank')}</label>
          <RankSelect
            id="planner-rank"
            lang={lang}
            value={state.crafterRank}
            none={t('planner.crafterRankNone')}
            describedBy="planner-crafter-hint"
            onChange={(rank) => dispatch({ type: 'crafterRank', rank })}
          />
        </div>
        <div class="tool-field tool-field--short">
          <label for="planner-crafter-level">{t('planner.crafterLevel')}</label>
          <select
            id="planner-crafter-level"
            value={state.crafterLevel === null ? '' : String(state.crafterLevel)}
            onChange={(e) => dispatch({ type: 'crafterLevel', level: textOf(e) === '' ? null : numberOf(e) })}
          >
            <option value="">{t('planner.crafterLevelSame')}</option>
            {range(RULE_FACTS.crafterLevel).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id="planner-crafter-hint" class="tool-hint">
        {t('planner.crafterHint')}
      </p>
    </fieldset>
  );
}
