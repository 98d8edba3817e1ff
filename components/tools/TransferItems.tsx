// Items A and B before and after the transfer: names in both languages, dormant runes marked.
import { formatList, otherLocale } from '../../src/i18n/locale';
import type { ItemSpec, Locale, TransferEstimate } from '../../src/rules';
import { getRune } from '../../src/rules/core';
import { evaluateItem } from '../../src/rules/item';
import { useT, type TransferKey } from './strings';

interface Props {
  lang: Locale;
  est: TransferEstimate;
  /** item A is a runestone: the rune on it before and after ('' = empty) */
  stone: { before: string; after: string } | null;
}

function ItemName({ spec, lang }: { spec: ItemSpec; lang: Locale }) {
  const t = useT<TransferKey>();
  const ev = evaluateItem(spec);
  const other = otherLocale(lang);
  const dormant = ev.dormantProperty.map((slug) => getRune(slug)?.name[lang] ?? slug);
  return (
    <>
      <span lang={lang} class="tool-change__name">
        {ev.name[lang]}
      </span>
      <span lang={other} class="tool-change__other">
        {ev.name[other]}
      </span>
      {dormant.length > 0 && <span class="tool-change__dormant">{t('transfer.dormantMark', { runes: formatList(dormant, lang) })}</span>}
    </>
  );
}

function StoneName({ rune, lang }: { rune: string; lang: Locale }) {
  const t = useT<TransferKey>();
  const r = getRune(rune);
  return <span class="tool-change__name">{r ? t('transfer.stoneWith', { rune: r.name[lang] }) : t('transfer.stoneEmpty')}</span>;
}

export function TransferItems({ lang, est, stone }: Props) {
  const t = useT<TransferKey>();
  const rows: { label: string; before: preact.ComponentChild; after: preact.ComponentChild }[] = [];
  if (stone) {
    rows.push({
      label: t('transfer.itemA'),
      before: <StoneName rune={stone.before} lang={lang} />,
      after: <StoneName rune={stone.after} lang={lang} />,
    });
  } else if (est.items.from) {
    rows.push({
      label: t('transfer.itemA'),
      before: <ItemName spec={est.items.from.before} lang={lang} />,
      after: <ItemName spec={est.items.from.after} lang={lang} />,
    });
  }
  if (est.items.to) {
    rows.push({
      label: t('transfer.itemB'),
      before: <ItemName spec={est.items.to.before} lang={lang} />,
      after: <ItemName spec={est.items.to.after} lang={lang} />,
    });
  }
  if (rows.length === 0) return null;
  return (
    <div class="tool-changes">
      <p class="tool-changes__title">{t('transfer.changes')}</p>
      {rows.map((row) => (
        <div class="tool-change" key={row.label}>
          <p class="tool-change__label">{row.label}</p>
          <dl class="tool-change__states">
            <dt>{t('transfer.before')}</dt>
            <dd>{row.before}</dd>
            <dt>{t('transfer.after')}</dt>
            <dd>{row.after}</dd>
          </dl>
        </div>
      ))}
    </div>
  );
}
