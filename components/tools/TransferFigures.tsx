// The transfer estimate: DC (and the level that set it), cost, days, cost after extra days, warnings.
import { formatPrice, getRune, type Locale, type TransferEstimate } from '../../src/rules';
import { fmt, type Strings, type TransferKey } from './strings';

interface Props {
  lang: Locale;
  s: Strings<TransferKey>;
  est: TransferEstimate;
  extraDays: number;
}

export function TransferFigures({ lang, s, est, extraDays }: Props) {
  const days = fmt(est.days === 1 ? s['transfer.dayOne'] : s['transfer.dayOther'], { count: est.days });
  const dormant = est.dormant.map((slug) => getRune(slug)?.name[lang] ?? slug).join(lang === 'ja' ? '、' : ', ');
  return (
    <div aria-live="polite">
      <dl class="tool-figures">
        <dt>{s['transfer.dc']}</dt>
        <dd>
          <span class="tool-figure">{est.dc}</span> <span class="tool-note">({fmt(s['transfer.dcLevel'], { level: est.level })})</span>
        </dd>
        <dt>{s['transfer.cost']}</dt>
        <dd>
          <span class="tool-figure">{formatPrice(est.costCp, lang)}</span>
        </dd>
        <dt>{s['transfer.time']}</dt>
        <dd>{days}</dd>
        {extraDays > 0 && (
          <>
            <dt>{s['transfer.remaining']}</dt>
            <dd>{formatPrice(est.remainingCostCp, lang)}</dd>
          </>
        )}
      </dl>
      {est.autoCriticalFailure && <p class="tool-warning">{s['transfer.autoFail']}</p>}
      {dormant && <p class="tool-warning">{fmt(s['transfer.dormant'], { runes: dormant })}</p>}
    </div>
  );
}
