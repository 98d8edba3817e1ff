// The plan's steps in the order to take them: what each does to its item, its cost and the total so far (marked
// beyond the gold on hand), days, Craft DC, who can craft it, the item after it, property runes left without a slot
// (効果を停止), the rules' pages, and a link that opens the step in the level calculator; then the total, and moves
// of property runes to another item where they cost less than the steps.
import type { Locale } from '../../src/i18n/locale';
import { joinList } from '../../src/i18n/locale';
import { levelStepHref, moveStepHrefs, specsBeforeSteps } from '../../src/lib/planner-links';
import { getRune } from '../../src/rules/core';
import { sourceLabel } from '../../src/rules/data/books';
import { PROFICIENCY_LABELS } from '../../src/rules/data/labels';
import { getMaterial } from '../../src/rules/materials';
import type { ItemPlan, Plan, PlanStep } from '../../src/rules/planner';
import { formatPrice } from '../../src/rules/tables';
import { useT, type IslandT, type PlannerKey } from './strings';

type T = IslandT<PlannerKey>;
const runeName = (slug: string | null, lang: Locale) => (slug ? (getRune(slug)?.name[lang] ?? slug) : '');
const runeList = (slugs: readonly string[], lang: Locale) =>
  joinList(
    slugs.map((s) => runeName(s, lang)),
    lang,
  );

/** What a step does, in words: "Upgrade +1 Weapon Potency to +2 Weapon Potency". */
export function stepText(step: PlanStep, lang: Locale, t: T): string {
  if (step.material) {
    return t('planner.step.upgrade-material', {
      material: getMaterial(step.material.slug)?.name[lang] ?? step.material.slug,
      from: t(`planner.grade.${step.material.from}`),
      to: t(`planner.grade.${step.material.to}`),
    });
  }
  const rune = runeName(step.rune, lang);
  if (step.path === 'upgrade') return t('planner.step.upgrade', { from: runeName(step.replaces, lang), rune });
  return t(step.path === 'transfer' ? 'planner.step.transfer' : 'planner.step.etch', { rune });
}

function StepFigures({ step, lang }: { step: PlanStep; lang: Locale }) {
  const t = useT<PlannerKey>();
  const rank = PROFICIENCY_LABELS[step.craft.rank].label[lang];
  return (
    <dl class="tool-figures planner-figures">
      <dt>{t('planner.cost')}</dt>
      <dd>
        <span class="tool-figure">{formatPrice(step.costCp, lang)}</span>
      </dd>
      <dt>{t('planner.runningTotal')}</dt>
      <dd>
        {formatPrice(step.cumulativeCp, lang)}
        {step.affordable === false && <span class="tool-note tool-warning"> {t('planner.overGold')}</span>}
      </dd>
      <dt>{t('planner.days')}</dt>
      <dd>{t('planner.daysValue', { days: step.days })}</dd>
      <dt>{t('planner.dc')}</dt>
      <dd>{step.craft.dc}</dd>
      <dt>{t('planner.who')}</dt>
      <dd>
        {t('planner.whoValue', { level: step.craft.level, rank })}
        {step.craft.crafterCan !== null && (
          <span class={step.craft.crafterCan ? 'tool-note' : 'tool-note tool-warning'}>
            {' '}
            {t(step.craft.crafterCan ? 'planner.crafterCan' : 'planner.crafterCannot')}
          </span>
        )}
      </dd>
      <dt>{t('planner.after')}</dt>
      <dd lang={lang}>{step.itemAfter.name[lang]}</dd>
      {/* The other path: buying the finished item at its full Price (GM Core p. 225: an upgrade costs the difference). */}
      <dt>{t('planner.buyPrice')}</dt>
      <dd>{formatPrice(step.itemAfter.priceCp, lang)}</dd>
    </dl>
  );
}

function Step({ step, lang, plan, href, item }: { step: PlanStep; lang: Locale; plan: Plan; href: string; item: ItemPlan | undefined }) {
  const t = useT<PlannerKey>();
  return (
    <li class="planner-step">
      <p class="planner-step__what">
        <span lang={lang}>{item?.name[lang]}</span>
        <br />
        <strong>{stepText(step, lang, t)}</strong>{' '}
        <span class="tool-note">
          {t(step.meets === 'now' ? 'planner.dueNow' : 'planner.dueNext', { level: step.meets === 'now' ? plan.level : plan.nextLevel })}
        </span>
      </p>
      <StepFigures step={step} lang={lang} />
      {step.dormant.length > 0 && <p class="tool-warning">{t('planner.dormant', { runes: runeList(step.dormant, lang) })}</p>}
      {step.wakes.length > 0 && <p class="tool-note">{t('planner.wakes', { runes: runeList(step.wakes, lang) })}</p>}
      <p class="tool-note planner-sources">
        {t('planner.sources', {
          cost: sourceLabel(step.sources.cost, lang),
          expectation: sourceLabel(step.sources.expectation, lang),
          crafting: sourceLabel(step.sources.crafting, lang),
        })}
      </p>
      <p>
        <a href={href} class="planner-open">
          {t('planner.openLevel')}
        </a>
      </p>
    </li>
  );
}

export function PlannerSteps({ lang, plan }: { lang: Locale; plan: Plan }) {
  const t = useT<PlannerKey>();
  const befores = specsBeforeSteps(plan);
  const itemOf = (index: number) => plan.items.find((p) => p.index === index);
  const moves = plan.items.flatMap((from) => from.moveAlternatives.map((move) => ({ from, move, to: itemOf(move.toIndex) })));
  return (
    <>
      {plan.abpOn && <p class="tool-note">{t('planner.stepsAbp')}</p>}
      {plan.steps.length === 0 ? (
        !plan.abpOn && <p>{t('planner.stepsNone')}</p>
      ) : (
        <ol class="planner-steps">
          {plan.steps.map((step, i) => (
            <Step key={i} step={step} lang={lang} plan={plan} item={itemOf(step.itemIndex)} href={levelStepHref(lang, befores[i]!, step)} />
          ))}
        </ol>
      )}
      <dl class="tool-figures">
        <dt>{t('planner.total')}</dt>
        <dd>
          <span class="tool-figure">{t('planner.totalValue', { cost: formatPrice(plan.totalCp, lang), days: plan.totalDays })}</span>
        </dd>
      </dl>
      {moves.map(({ from, move, to }) =>
        to ? (
          <div class="planner-move" key={`${from.index}-${move.toIndex}`}>
            <p>
              {t('planner.move', {
                item: from.name[lang],
                to: to.name[lang],
                cost: formatPrice(move.costCp, lang),
                saves: formatPrice(move.savesCp, lang),
              })}
            </p>
            <ul>
              {moveStepHrefs(lang, from, to, move).map((href, i) => (
                <li key={href}>
                  <a href={href}>{t('planner.moveStep', { step: stepText(move.steps[i]!, lang, t), open: t('planner.openTransfer') })}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
    </>
  );
}
