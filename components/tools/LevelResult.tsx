// The level calculator's result: what the form tells the reader (notices, notes), the new item's names, the cost,
// level and price of the upgrade, who can craft it, and the plan step by step.
import { parenthesized } from '../../src/i18n/locale';
import type { Locale } from '../../src/rules';
import { getMaterial } from '../../src/rules/materials';
import { getRune } from '../../src/rules/core';
import { PROFICIENCY_LABELS } from '../../src/rules/data/labels';
import { RULE_FACTS } from '../../src/rules/facts';
import { formatPrice } from '../../src/rules/tables';
import { crafterReaches, planCraft, type LevelForm, type PlanCraft } from '../../src/lib/level-form';
import type { UpgradePlan } from '../../src/lib/upgrade-plan';
import { ItemNames } from './ItemNames';
import { ProblemList } from './ProblemList';
import { UpgradePlanTable } from './UpgradePlanTable';
import { useT, type IslandT, type LevelKey } from './strings';
import { ItemExport } from './export/ItemExport';
import { toSpec } from '../../src/lib/item-draft';

interface Props {
  lang: Locale;
  plan: UpgradePlan;
  form: Pick<LevelForm, 'current' | 'target' | 'notices' | 'passed' | 'ignoredMaterial' | 'crafter'>;
}

export function LevelResult({ lang, plan, form }: Props) {
  const t = useT<LevelKey>();
  // The current and the target item often share a problem: the list says each message once (mergeProblems).
  const problems = [...plan.current.problems, ...plan.target.problems, ...plan.steps.flatMap((st) => st.problems)];
  return (
    <>
      <ProblemList lang={lang} problems={problems} notices={form.notices} notes={levelNotes(form, lang, t)} />
      <div aria-live="polite">
        <ItemNames lang={lang} name={plan.target.name} label={t('level.newNames')} />
        <LevelFigures lang={lang} plan={plan} craft={planCraft(plan)} crafter={form.crafter} />
        <UpgradePlanTable lang={lang} plan={plan} labelledBy="level-result" />
      </div>
      {/* The item after the upgrade, taken to the table. */}
      <ItemExport id="level-export" spec={toSpec(form.target.item)} lang={lang} />
    </>
  );
}

/** What the form changed or left out of what the reader asked: a material the target can't take, targets passed. */
function levelNotes(form: Props['form'], lang: Locale, t: IslandT<LevelKey>): string[] {
  const ignored = form.ignoredMaterial;
  const material = ignored
    ? [
        t('level.targetMaterialIgnored', {
          material: getMaterial(ignored)?.name[lang] ?? ignored,
          current: getMaterial(form.current.item.material)?.name[lang] ?? t('tools.materialNone'),
        }),
      ]
    : [];
  const passed = form.passed.map((p) =>
    p.field === 'potency'
      ? t('level.targetPassedPotency', { target: p.target, current: p.current })
      : t('level.targetPassed', {
          rune: getRune(p.target)?.name[lang] ?? p.target,
          current: getRune(p.current)?.name[lang] ?? p.current,
        }),
  );
  return [...material, ...passed];
}

/** Why the plan needs its Crafting rank, in words. */
function rankNote(craft: PlanCraft, lang: Locale, t: IslandT<LevelKey>): string {
  const { basis } = craft;
  // Every rank note's words, some notes naming only some of them.
  const words = {
    level: basis.level ?? 0,
    rank: PROFICIENCY_LABELS[basis.rank].label[lang],
    master: RULE_FACTS.craftMasterFromLevel,
    legendary: RULE_FACTS.craftLegendaryFromLevel,
  };
  const key =
    basis.by === 'material'
      ? 'level.rankByMaterial'
      : basis.by === 'magical-crafting'
        ? 'level.rankByFeat'
        : basis.by === 'item-level'
          ? 'level.rankByLevel'
          : 'level.rankByRequirements';
  return t(key, words);
}

function daysText(count: number, t: IslandT<LevelKey>): string {
  const each = RULE_FACTS.craftDays;
  if (count === 0) return t('level.noDays');
  return count === 1 ? t('level.daysOne', { days: each }) : t('level.daysValue', { days: each * count, count, each });
}

interface FiguresProps {
  lang: Locale;
  plan: UpgradePlan;
  craft: PlanCraft;
  crafter: string;
}

function LevelFigures({ lang, plan, craft, crafter }: FiguresProps) {
  const t = useT<LevelKey>();
  const crafted = craft.activities.length;
  const rank = PROFICIENCY_LABELS[craft.basis.rank].label[lang];
  // Who can do it: a crafter of the highest crafted level (GM Core p. 223), with the rank above.
  const reaches = crafterReaches(crafter, craft.level, RULE_FACTS.crafterLevel);
  return (
    <dl class="tool-figures">
      <dt>{t('level.totalCost')}</dt>
      <dd>
        <span class="tool-figure">{formatPrice(plan.totalCp, lang)}</span>
      </dd>
      {/* What buying the upgraded item costs, beside what etching the upgrade costs. */}
      <dt>{t('level.newPrice')}</dt>
      <dd>{formatPrice(plan.target.priceCp, lang)}</dd>
      <dt>{t('level.newLevel')}</dt>
      <dd>
        <span class="tool-figure">{plan.target.level}</span>
      </dd>
      <dt>{t('level.craftDc')}</dt>
      <dd>
        {craft.dc ?? '—'}
        {craft.dc !== null && crafted > 1 && <span class="tool-note">{parenthesized(t('level.craftDcNote'), lang, true)}</span>}
      </dd>
      <dt>{t('field.rankNeeded')}</dt>
      <dd>
        {crafted > 0 ? rank : '—'}
        {crafted > 0 && <span class="tool-note">{parenthesized(rankNote(craft, lang, t), lang, true)}</span>}
      </dd>
      <dt>{t('field.time')}</dt>
      <dd>{daysText(crafted, t)}</dd>
      {crafted > 0 && (
        <>
          <dt>{t('level.whoCan')}</dt>
          <dd>
            {t('level.whoCanValue', { level: craft.level, rank })}
            {reaches !== null && (
              <span class={reaches ? 'tool-note' : 'tool-note tool-warning'}>
                {' '}
                {t(reaches ? 'level.crafterCan' : 'level.crafterCannot', { crafter: Number(crafter), level: craft.level })}
              </span>
            )}
          </dd>
        </>
      )}
    </dl>
  );
}
