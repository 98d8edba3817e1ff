// The upgrade steps as a table: change, cost, Craft DC (the total is the calculator's figure, said once).
import { wordGap } from '../../src/i18n/locale';
import type { Locale } from '../../src/rules';
import { formatPrice } from '../../src/rules/tables';
import { RuneName, WithName, NAME_SLOT } from './RuneName';
import { useT, type LevelKey } from './strings';
import { stepCounts, type UpgradePlan } from '../../src/lib/upgrade-plan';
import { MATERIAL_GRADE_NAMES } from '../../src/rules/data/materials';

interface Props {
  lang: Locale;
  plan: UpgradePlan;
  /** id of the heading that names the table (the plan's heading: no second caption) */
  labelledBy: string;
}

export function UpgradePlanTable({ lang, plan, labelledBy }: Props) {
  const t = useT<LevelKey>();
  if (plan.steps.length === 0 && !plan.material) return <p>{t('level.noChanges')}</p>;
  const m = plan.material;
  const gradeName = (g: keyof typeof MATERIAL_GRADE_NAMES) =>
    `${MATERIAL_GRADE_NAMES[g][lang]}${wordGap(lang)}${m ? m.material.name[lang] : ''}`;
  return (
    <div class="table-scroll">
      <table class="tool-plan" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('level.change')}</th>
            <th scope="col" class="num">
              {t('field.cost')}
            </th>
            <th scope="col" class="num">
              {t('level.dc')}
            </th>
          </tr>
        </thead>
        <tbody>
          {plan.steps.map((st, i) => {
            const change =
              st.from && st.to ? (
                <>
                  <RuneName name={st.from.name[lang]} lang={lang} /> → <RuneName name={st.to.name[lang]} lang={lang} />
                </>
              ) : st.to ? (
                <WithName template={t('level.add', NAME_SLOT)} name={st.to.name[lang]} lang={lang} />
              ) : (
                <WithName template={t('level.remove', NAME_SLOT)} name={st.from?.name[lang] ?? ''} lang={lang} />
              );
            const invalid = !stepCounts(st);
            return (
              <tr key={i}>
                <th scope="row">{change}</th>
                <td class="num">{invalid || (!st.to && st.from) ? '—' : formatPrice(st.costCp, lang)}</td>
                <td class="num">{st.dc ?? '—'}</td>
              </tr>
            );
          })}
          {m && (
            <tr>
              <th scope="row">
                <RuneName name={gradeName(m.from)} lang={lang} /> → <RuneName name={gradeName(m.to)} lang={lang} />
              </th>
              <td class="num">{formatPrice(m.costCp, lang)}</td>
              <td class="num">{m.dc}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
