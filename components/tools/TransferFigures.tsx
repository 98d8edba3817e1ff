// The transfer estimate: DC (and the level that set it), cost, days, cost after extra days, warnings.
// When the transfer can't happen as given, the figures say so instead of looking valid.
import { joinList, parenthesized } from '../../src/i18n/locale';
import type { Locale, TransferEstimate } from '../../src/rules';
import { getBaseItem, getRune } from '../../src/rules/core';
import { PROFICIENCY_LABELS } from '../../src/rules/data/labels';
import { MATERIALS } from '../../src/rules/data/materials';
import { RULE_FACTS } from '../../src/rules/facts';
import { formatPrice } from '../../src/rules/tables';
import { useT, type TransferKey } from './strings';

interface Props {
  lang: Locale;
  est: TransferEstimate;
  extraDays: number;
  /** base item slugs of the receiving item and of the item the rune comes from ('' = not given) */
  items?: { to: string; from: string };
}

export function TransferFigures({ lang, est, extraDays, items = { to: '', from: '' } }: Props) {
  const t = useT<TransferKey>();
  const days = t(est.days === 1 ? 'transfer.dayOne' : 'transfer.dayOther', { count: est.days });
  const list = (slugs: readonly string[]) =>
    joinList(
      slugs.map((slug) => getRune(slug)?.name[lang] ?? slug),
      lang,
    );
  const itemName = (slug: string) => getBaseItem(slug)?.name[lang] ?? slug;
  // One warning per item, naming which one: the item the rune leaves or the one that receives it.
  const dormant = (['from', 'to'] as const)
    .filter((side) => est.dormantOn[side].length > 0)
    .map((side) =>
      t(side === 'from' ? 'transfer.dormantFrom' : 'transfer.dormantTo', {
        item: itemName(items[side]),
        runes: list(est.dormantOn[side]),
      }),
    );
  const figure = (text: string) =>
    est.valid ? (
      <span class="tool-figure">{text}</span>
    ) : (
      <span class="tool-figure tool-figure--invalid">
        <del>{text}</del>
        <span class="tool-note">{parenthesized(t('tools.notApplicable'), lang, true)}</span>
      </span>
    );
  return (
    <div aria-live="polite">
      {!est.valid && (
        <p class="tool-invalid tool-warning">{est.autoCriticalFailure ? t('transfer.autoFailShort') : t('transfer.invalid')}</p>
      )}
      <dl class="tool-figures">
        <dt>{t('field.dc')}</dt>
        <dd>
          {figure(String(est.dc))}
          <span class="tool-note">{parenthesized(t('transfer.dcLevel', { level: est.level }), lang, true)}</span>
        </dd>
        <dt>{t('field.rankNeeded')}</dt>
        <dd>
          {PROFICIENCY_LABELS[est.rankNeeded].label[lang]}
          <span class="tool-note">
            {parenthesized(
              t(est.rankNeeded === RULE_FACTS.magicItemCraftingMinimumRank ? 'transfer.rankByFeat' : 'transfer.rankByLevel', {
                level: est.level,
                master: RULE_FACTS.craftMasterFromLevel,
                legendary: RULE_FACTS.craftLegendaryFromLevel,
              }),
              lang,
              true,
            )}
          </span>
        </dd>
        <dt>{t('transfer.cost')}</dt>
        <dd>
          {figure(formatPrice(est.costCp, lang))}
          {est.freeOnto && (
            <span class="tool-note">
              {parenthesized(t('transfer.freeOnto', { material: MATERIALS[est.freeOnto].name[lang] }), lang, true)}
            </span>
          )}
        </dd>
        <dt>{t('field.time')}</dt>
        <dd>{days}</dd>
        {extraDays > 0 && (
          <>
            <dt>{t('transfer.remaining')}</dt>
            <dd>{formatPrice(est.remainingCostCp, lang)}</dd>
          </>
        )}
      </dl>
      {dormant.map((text, i) => (
        <p key={i} class="tool-warning">
          {text}
        </p>
      ))}
    </div>
  );
}
