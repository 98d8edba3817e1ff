// The planner's item fields: one name field per item as on the sheet, each with what was read under it and the item's
// part of the answer (in view above a phone's keyboard), and the button that adds a field.
import { joinList, quoted, type Locale } from '../../src/i18n/locale';
import { loadNameReader } from '../../src/lib/name-reader-load';
import { MAX_ITEMS, type ItemField, type PlannerAction } from '../../src/lib/planner-form';
import type { Plan } from '../../src/rules/planner';
import { formatPrice } from '../../src/rules/tables';
import { keepInView } from './keep-in-view';
import { useT, type PlannerKey } from './strings';

const textOf = (e: Event) => (e.currentTarget as HTMLInputElement).value;

/** The words the name fields could not read: the answer bar names them instead of a total. */
export function unreadWords(fields: readonly ItemField[]): string[] {
  return fields.flatMap((f) => (f.text.trim() && f.reading ? f.reading.unread : []));
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
  dispatch: (action: PlannerAction) => void;
  plan: Plan | null;
}

export function PlannerItems({ lang, items, fields, dispatch, plan }: ItemsProps) {
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
        const planned = plan && field?.planIndex != null ? plan.items[field.planIndex] : undefined;
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
            <div
              id={`${id}-reading`}
              class="tool-reading"
              aria-live="polite"
              data-state={field?.reading ? 'read' : text.trim() !== '' ? 'loading' : undefined}
            >
              {text.trim() !== '' && !field?.reading && <p>{t('tools.nameLoading')}</p>}
              {planned && <p lang={lang}>{t('planner.itemRead', { name: quoted(planned.name[lang], lang) })}</p>}
              {plan && planned && <ItemAnswer lang={lang} plan={plan} index={planned.index} />}
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
