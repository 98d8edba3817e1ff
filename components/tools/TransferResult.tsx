// The transfer estimator's answer: its one-line summary (the answer bar), and the result under its heading: the
// problems (GM Core p. 225), then the DC, rank, cost and days, and both items before and after; or what to choose.
import { useMemo } from 'preact/hooks';
import type { Locale, TransferEstimate } from '../../src/rules';
import { getRune } from '../../src/rules/core';
import { formatPrice } from '../../src/rules/tables';
import { estimateTransfer } from '../../src/rules/transfer';
import { wholeNumber } from '../../src/lib/transfer-form';
import { transferInputs, type TransferForm, type TransferInputs } from '../../src/lib/transfer-reducer';
import { ProblemList } from './ProblemList';
import { useT, type IslandT, type TransferKey } from './strings';
import { TransferFigures } from './TransferFigures';
import { TransferItems } from './TransferItems';

export interface TransferOutcome {
  /** the runes still to choose, in the order of the form */
  lacking: TransferInputs['lacking'];
  /** with the items that are ready: its problems are the ones listed */
  est: TransferEstimate | null;
  /** with every described item: the figures, and the items before and after */
  whole: TransferEstimate | null;
}

/** The form's estimates, computed once per form and state of the catalogue (`catalogue`: the runes' version). */
export function useTransferOutcome(form: TransferForm, catalogue: number): TransferOutcome {
  const inputs = transferInputs(form);
  const key = JSON.stringify([inputs.judged, inputs.whole, catalogue]);
  const estimates = useMemo(
    () => ({ est: inputs.judged && estimateTransfer(inputs.judged), whole: inputs.whole && estimateTransfer(inputs.whole) }),
    [key],
  );
  return { lacking: inputs.lacking, ...estimates };
}

/** The answer in one line: DC, cost and days; else the rune still to choose, or that the transfer can't be as given. */
export function transferSummary({ est, whole, lacking }: TransferOutcome, lang: Locale, t: IslandT<TransferKey>): string {
  if (whole && est?.valid) {
    const days = t(whole.days === 1 ? 'transfer.dayOne' : 'transfer.dayOther', { count: whole.days });
    return t('transfer.summary', { dc: whole.dc, cost: formatPrice(whole.costCp, lang), days });
  }
  if (lacking.length > 0) return t(lacking[0] === 'x' ? 'transfer.missingX' : 'transfer.missingY');
  return t('transfer.invalid');
}

interface Props {
  lang: Locale;
  form: TransferForm;
  outcome: TransferOutcome;
  /** transferSummary: said in place of the figures while there are none */
  summary: string;
}

export function TransferResult({ lang, form, outcome, summary }: Props) {
  const t = useT<TransferKey>();
  const { draft, notices, xNotOnA } = form;
  const { est, whole, lacking } = outcome;
  const stone = draft.source === 'runestone';
  const notes = xNotOnA ? [t('transfer.xNotOnA', { rune: getRune(xNotOnA)?.name[lang] ?? xNotOnA })] : [];
  return (
    <>
      <ProblemList lang={lang} problems={est?.problems ?? []} notices={notices} notes={notes} />
      {lacking.length > 0 || !est || !whole ? (
        <p class="tool-hint tool-missing">{summary}</p>
      ) : (
        <>
          <TransferFigures
            lang={lang}
            est={est}
            extraDays={wholeNumber(draft.days) ?? 0}
            items={{ to: draft.b.base, from: stone ? '' : draft.a.base }}
          />
          <TransferItems
            lang={lang}
            est={whole}
            stone={stone ? { before: draft.x, after: draft.action === 'swap' ? draft.y : '' } : null}
          />
        </>
      )}
    </>
  );
}
