// The planner's fields: level, party size, ABP, gold, crafter, and one name field per item (each with what was read
// under it). Everything the reader does goes to the form's reducer (src/lib/planner-form.ts) as an action.
import { useEffect, useState } from 'preact/hooks';
import { joinList, quoted, type Locale } from '../../src/i18n/locale';
import { loadNameReader, nameReader, onNameReader } from '../../src/lib/name-reader-load';
import { MAX_ITEMS, type ItemField, type PlannerAction, type PlannerState } from '../../src/lib/planner-form';
import type { Plan } from '../../src/rules/planner';
import { PROFICIENCY_LABELS } from '../../src/rules/data/labels';
import { sourceLabel } from '../../src/rules/data/books';
import { RULE_FACTS } from '../../src/rules/facts';
import { formatPrice } from '../../src/rules/tables';
import { LEVEL_RANGE, PARTY_SIZE_RANGE } from '../../src/rules/treasure';
import { PROFICIENCY_RANKS } from '../../src/rules/values';
import { keepInView } from './keep-in-view';
import { useT, type PlannerKey } from './strings';

/** The name reader, loaded when the planner starts (its items are names): undefined until it has arrived. */
export function useNameReader() {
  const [, arrived] = useState(0);
  useEffect(() => {
    const stop = onNameReader(() => arrived((n) => n + 1));
    void loadNameReader();
    return stop;
  }, []);
  return nameReader();
}

/** The words the name fields could not read: the answer bar names them instead of a total. */
export function unreadWords(fields: readonly ItemField[]): string[] {
  return fields.flatMap((f) => (f.text.trim() && f.reading ? f.reading.unread : []));
}

const range = (r: { min: number; max: number }) => Array.from({ length: r.max - r.min + 1 }, (_, i) => r.min + i);
const numberOf = (e: Event) => Number((e.currentTarget as HTMLSelectElement).value);
const textOf = (e: Event) => (e.currentTarget as HTMLInputElement).value;

interface Props {
  lang: Locale;
  state: PlannerState;
  dispatch: (action: PlannerAction) => void;
  fields: readonly ItemField[];
  goldInvalid: boolean;
  plan: Plan;
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
          <select
            id="planner-rank"
            value={state.crafterRank}
            aria-describedby="planner-crafter-hint"
            onChange={(e) => dispatch({ type: 'crafterRank', rank: textOf(e) })}
          >
            <option value="">{t('planner.crafterRankNone')}</option>
            {PROFICIENCY_RANKS.map((rank) => (
              <option key={rank} value={rank}>
                {PROFICIENCY_LABELS[rank].label[lang]}
              </option>
            ))}
          </select>
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

/** The item's part of the answer, under its field: in view above a phone's keyboard while the reader types. */
function ItemAnswer({ lang, plan, index }: { lang: Locale; plan: Plan; index: number }) {
  const t = useT<PlannerKey>();
  const steps = plan.steps.filter((s) => s.itemIndex === index);
  const removed = plan.items.find((p) => p.index === index)?.abp?.removedCp ?? 0;
  const cost = formatPrice(
    steps.reduce((sum, s) => sum + s.costCp, 0),
    lang,
  );
  return (
    <p class="planner-item-answer">
      {steps.length > 0
        ? t('planner.itemSteps', { count: steps.length, cost })
        : plan.abpOn && removed > 0
          ? t('planner.itemAbp', { cost: formatPrice(removed, lang) })
          : t('planner.itemNoSteps', { level: plan.level, next: plan.nextLevel })}
    </p>
  );
}

interface ItemsProps {
  lang: Locale;
  items: readonly string[];
  fields: readonly ItemField[];
  dispatch: Props['dispatch'];
  plan: Plan;
}

function PlannerItems({ lang, items, fields, dispatch, plan }: ItemsProps) {
  const t = useT<PlannerKey>();
  return (
    <fieldset class="planner-items">
      <legend>{t('planner.items')}</legend>
      <p id="planner-items-hint" class="tool-hint">
        {t('planner.itemsHint')}
      </p>
      {items.map((text, i) => {
        const field = fields[i];
        const id = `planner-item-${i}`;
        const planned = field?.planIndex != null ? plan.items[field.planIndex] : undefined;
        return (
          <div class="tool-field tool-field--name planner-item" key={i}>
            <label for={id}>{t('planner.itemLabel', { n: i + 1 })}</label>
            <div class="tool-name-input">
              <input
                id={id}
                type="text"
                value={text}
                placeholder={t('tools.namePlaceholder')}
                autoComplete="off"
                autoCapitalize="off"
                spellcheck={false}
                enterkeyhint="done"
                aria-describedby={`planner-items-hint ${id}-reading`}
                onFocus={(e) => {
                  void loadNameReader();
                  keepInView(e.currentTarget as HTMLInputElement);
                }}
                onInput={(e) => dispatch({ type: 'itemText', index: i, text: textOf(e) })}
              />
              <button
                type="button"
                class="tool-name-clear"
                aria-label={t('planner.removeItem', { n: i + 1 })}
                onClick={() => dispatch({ type: 'removeItem', index: i })}
              >
                ×
              </button>
            </div>
            <div id={`${id}-reading`} class="tool-reading" aria-live="polite">
              {text.trim() !== '' && !field?.reading && <p>{t('tools.nameLoading')}</p>}
              {planned && <p lang={lang}>{t('planner.itemRead', { name: quoted(planned.name[lang], lang) })}</p>}
              {planned && <ItemAnswer lang={lang} plan={plan} index={planned.index} />}
              {field?.reading && field.reading.unread.length > 0 && (
                <p class="tool-reading-unread">
                  {t('tools.nameUnread', {
                    words: joinList(
                      field.reading.unread.map((w) => quoted(w, lang)),
                      lang,
                    ),
                  })}
                </p>
              )}
              {field?.reading && !field.spec && <p>{t('planner.itemNoBase')}</p>}
            </div>
          </div>
        );
      })}
      {items.length < MAX_ITEMS && (
        <button type="button" class="planner-add" onClick={() => dispatch({ type: 'addItem' })}>
          {t('planner.addItem')}
        </button>
      )}
    </fieldset>
  );
}
