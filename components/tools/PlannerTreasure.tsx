// The treasure: GM Core's Party Treasure by Level for the level and party size, how the plan's items count against it
// (an item's fundamental runes as one permanent item, property runes and a material separately), and the Character
// Wealth of a new character of this level.
import type { Locale } from '../../src/i18n/locale';
import { joinList, parenthesized } from '../../src/i18n/locale';
import { sourceLabel } from '../../src/rules/data/books';
import type { Plan } from '../../src/rules/planner';
import { formatPrice } from '../../src/rules/tables';
import type { CharacterWealth, ItemCount } from '../../src/rules/treasure';
import { useT, type PlannerKey } from './strings';

function Counts({ counts, lang }: { counts: readonly ItemCount[]; lang: Locale }) {
  const t = useT<PlannerKey>();
  if (counts.length === 0) return <>{t('planner.planCountsNone')}</>;
  return (
    <>
      {joinList(
        counts.map((c) => t('planner.itemCount', { level: c.level, count: c.count })),
        lang,
      )}
    </>
  );
}

interface Props {
  lang: Locale;
  plan: Plan;
  /** GM Core's Character Wealth at the plan's level */
  wealth: CharacterWealth;
  headingLevel: number;
}

export function PlannerTreasure({ lang, plan, wealth, headingLevel }: Props) {
  const t = useT<PlannerKey>();
  const H = `h${Math.min(headingLevel, 4)}` as 'h3';
  const { table, planItemCounts, aboveTable } = plan.treasure;
  const price = (cp: number) => formatPrice(cp, lang);
  const total = price(table.totalCp);
  // Another party size: the book's rule for it is on another page.
  const tableSources = [table.sources.table, ...(table.totalBasis === 'scaled' ? [table.sources.partySize] : [])].map((s) =>
    sourceLabel(s, lang),
  );
  return (
    <section class="planner-treasure" aria-labelledby="planner-treasure">
      <H id="planner-treasure">{t('planner.treasure')}</H>
      <p>
        <strong>{t('planner.treasureTable', { level: table.level, size: table.partySize })}</strong>
        {parenthesized(joinList(tableSources, lang), lang, true)}
      </p>
      <dl class="tool-figures">
        <dt>{t('planner.treasureTotal')}</dt>
        <dd>{table.totalBasis === 'scaled' ? t('planner.treasureScaled', { total, size: table.partySize }) : total}</dd>
        <dt>{t('planner.treasureShare')}</dt>
        <dd>{price(table.shareCp)}</dd>
        <dt>{t('planner.treasurePermanent')}</dt>
        <dd>
          <Counts counts={table.permanentItems} lang={lang} />
        </dd>
        <dt>{t('planner.treasureConsumables')}</dt>
        <dd>
          <Counts counts={table.consumables} lang={lang} />
        </dd>
        <dt>{t('planner.treasureCurrency')}</dt>
        <dd>{price(table.currencyCp)}</dd>
        <dt>{t('planner.treasurePerPc')}</dt>
        <dd>{price(table.currencyPerExtraPcCp)}</dd>
        <dt>{t('planner.planCounts')}</dt>
        <dd>
          <Counts counts={planItemCounts} lang={lang} />
        </dd>
        <dt>{t('planner.planCost')}</dt>
        <dd>{t('planner.planCostValue', { cost: price(plan.treasure.planCp), share: price(plan.treasure.shareCp) })}</dd>
      </dl>
      {aboveTable.length > 0 && <p class="tool-warning">{t('planner.aboveTable', { levels: joinList(aboveTable.map(String), lang) })}</p>}
      <p class="tool-note">{t('planner.countRule', { source: sourceLabel({ book: 'gm-core', page: 61 }, lang) })}</p>
      <p>
        <strong>{t('planner.wealth', { level: wealth.level })}</strong>
        {parenthesized(sourceLabel(wealth.source, lang), lang, true)}
      </p>
      <dl class="tool-figures">
        <dt>{t('planner.wealthItems')}</dt>
        <dd>
          <Counts counts={wealth.permanentItems} lang={lang} />
        </dd>
        <dt>{t('planner.wealthCurrency')}</dt>
        <dd>{price(wealth.currencyCp)}</dd>
        <dt>{t('planner.wealthLump')}</dt>
        <dd>{price(wealth.lumpSumCp)}</dd>
      </dl>
    </section>
  );
}
