// The transfer estimate: DC (and the level that set it), cost, days, cost after extra days, warnings.
// When the transfer can't happen as given, the figures say so instead of looking valid.
import { joinList, parenthesized } from '../../src/i18n/locale';
import type { Locale, TransferEstimate } from '../../src/rules';
import { getBaseItem, getRune } from '../../src/rules/core';
import { PROFICIENCY_LABELS } from '../../src/rules/data/labels';
import { MATERIALS } from '../../src/rules/data/materials';
import { RULE_FACTS } from '../../src/rules/facts';
import { formatPrice } from '../../src/rules/tables';
import { useT, type IslandT, type TransferKey } from './strings';

interface Props {
  lang: Locale;
  est: TransferEstimate;
  extraDays: number;
  /** base item slugs of the receiving item and of the item the rune comes from ('' = not given) */
  items?: { to: string; from: string };
}

export function TransferFigures({ lang, est, extraDays, items = { to: '', from: '' } }: Props) {
  const t = useT<TransferKey>();
  const valid = est.valid;
  return (
    <div aria-live="polite">
      {!valid && <p class="tool-invalid tool-warning">{est.autoCriticalFailure ? t('transfer.autoFailShort') : t('transfer.invalid')}</p>}
      <dl class="tool-figures">
        <dt>{t('field.dc')}</dt>
        <dd>
          <Figure lang={lang} valid={valid} text={String(est.dc)} />
          <span class="tool-note">{parenthesized(t('transfer.dcLevel', { level: est.level }), lang, true)}</span>
        </dd>
        <dt>{t('field.rankNeeded')}</dt>
        <dd>
          {PROFICIENCY_LABELS[est.rankNeeded].label[lang]}
          <span class="tool-note">{parenthesized(rankReason(est, t), lang, true)}</span>
        </dd>
        <dt>{t('transfer.cost')}</dt>
        <dd>
          <Figure lang={lang} valid={valid} text={formatPrice(est.costCp, lang)} />
          {est.freeOnto && (
            <span class="tool-note">
              {parenthesized(t('transfer.freeOnto', { material: MATERIALS[est.freeOnto].name[lang] }), lang, true)}
            </span>
          )}
        </dd>
        <dt>{t('field.time')}</dt>
        <dd>{t(est.days === 1 ? 'transfer.dayOne' : 'transfer.dayOther', { count: est.days })}</dd>
        {extraDays > 0 && (
          <>
            <dt>{t('transfer.remaining')}</dt>
            <dd>{formatPrice(est.remainingCostCp, lang)}</dd>
          </>
        )}
      </dl>
      <DormantWarnings lang={lang} est={est} items={items} />
    </div>
  );
}

/** A figure of the estimate; struck through, "not applicable", when the transfer can't happen as given. */
function Figure({ lang, valid, text }: { lang: Locale; valid: boolean; text: string }) {
  const t = useT<TransferKey>();
  if (valid) return <span class="tool-figure">{text}</span>;
  return (
    <span class="tool-figure tool-figure--invalid">
      <del>{text}</del>
      <span class="tool-note">{parenthesized(t('tools.notApplicable'), lang, true)}</span>
    </span>
  );
}

/** What sets the Crafting rank needed: Magical Crafting, the item's level (Player Core's Craft), or the rune's Craft
 * Requirements. */
function rankReason(est: TransferEstimate, t: IslandT<TransferKey>): string {
  const params = { level: est.level, master: RULE_FACTS.craftMasterFromLevel, legendary: RULE_FACTS.craftLegendaryFromLevel };
  if (est.rankBy === 'magical-crafting') return t('transfer.rankByFeat', params);
  return t(est.rankBy === 'item-level' ? 'transfer.rankByLevel' : 'transfer.rankByRequirements', params);
}

/** One warning per item whose property runes go dormant, naming which: the item the rune leaves or the one receiving it. */
function DormantWarnings({ lang, est, items }: Required<Omit<Props, 'extraDays'>>) {
  const t = useT<TransferKey>();
  const list = (slugs: readonly string[]) =>
    joinList(
      slugs.map((slug) => getRune(slug)?.name[lang] ?? slug),
      lang,
    );
  const itemName = (slug: string) => getBaseItem(slug)?.name[lang] ?? slug;
  const warnings = (['from', 'to'] as const)
    .filter((side) => est.dormantOn[side].length > 0)
    .map((side) =>
      t(side === 'from' ? 'transfer.dormantFrom' : 'transfer.dormantTo', { item: itemName(items[side]), runes: list(est.dormantOn[side]) }),
    );
  return (
    <>
      {warnings.map((text, i) => (
        <p key={i} class="tool-warning">
          {text}
        </p>
      ))}
    </>
  );
}
