// With Automatic Bonus Progression (GM Core p. 83): what the level and the next grant, the runes the variant takes
// away from the items with their worth, and what the book says (and does not) about property runes.
import { parenthesized, type Locale } from '../../src/i18n/locale';
import { getRune } from '../../src/rules/core';
import { sourceLabel } from '../../src/rules/data/books';
import type { AbpAtLevel } from '../../src/rules/abp';
import type { Plan } from '../../src/rules/planner';
import { formatPrice } from '../../src/rules/tables';
import { useT, type IslandT, type PlannerKey } from './strings';

const grants = (abp: AbpAtLevel, t: IslandT<PlannerKey>) =>
  t('planner.abpValue', {
    attack: abp.attackPotency,
    dice: abp.weaponDice,
    defense: abp.defensePotency,
    saves: abp.savePotency,
    perception: abp.perceptionPotency,
  });

export function PlannerAbp({ lang, plan, headingLevel }: { lang: Locale; plan: Plan; headingLevel: number }) {
  const t = useT<PlannerKey>();
  const abp = plan.abp;
  if (!abp) return null;
  const H = `h${Math.min(headingLevel, 4)}` as 'h3';
  const source = sourceLabel(abp.now.source, lang);
  const itemName = (index: number) => plan.items.find((p) => p.index === index)?.name[lang] ?? '';
  return (
    <section class="planner-abp" aria-labelledby="planner-abp-heading">
      <H id="planner-abp-heading">
        {t('planner.abpHeading')}
        {parenthesized(source, lang, true)}
      </H>
      <dl class="tool-figures">
        <dt>{t('planner.abpGrants', { level: abp.now.level })}</dt>
        <dd>{grants(abp.now, t)}</dd>
        {abp.next.level !== abp.now.level && (
          <>
            <dt>{t('planner.abpGrants', { level: abp.next.level })}</dt>
            <dd>{grants(abp.next, t)}</dd>
          </>
        )}
        <dt>{t('planner.abpRemoved')}</dt>
        <dd>
          {abp.removed.length === 0 ? (
            t('planner.abpRemovedNone')
          ) : (
            <ul class="planner-removed">
              {abp.removed.map((r) => (
                <li key={`${r.itemIndex}-${r.rune}`} lang={lang}>
                  {t('planner.abpRemovedValue', {
                    rune: getRune(r.rune)?.name[lang] ?? r.rune,
                    item: itemName(r.itemIndex),
                    cost: formatPrice(r.priceCp, lang),
                  })}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{t('planner.abpWorth')}</dt>
        <dd>{formatPrice(abp.removedCp, lang)}</dd>
      </dl>
      <p class="tool-note">{t('planner.abpProperty', { source })}</p>
    </section>
  );
}
