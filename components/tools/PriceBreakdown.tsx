// The price of an item with runes, part by part: base item, each rune, total, and the runes alone.
import { parenthesized } from '../../src/i18n/locale';
import type { ItemEvaluation, Locale } from '../../src/rules';
import { getBaseItem, getRune } from '../../src/rules/core';
import { gradedMaterialName } from '../../src/i18n/material-effects';
import { formatPrice } from '../../src/rules/tables';
import { RuneName, WithName, NAME_SLOT } from './RuneName';
import { useT, type ToolKey } from './strings';

interface Props {
  lang: Locale;
  ev: ItemEvaluation;
}

export function PriceBreakdown({ lang, ev }: Props) {
  const t = useT<ToolKey>();
  const base = ev.base ? getBaseItem(ev.base) : undefined;
  if (!base) return null;
  const note = (slug: string) =>
    ev.dormantProperty.includes(slug) ? t('tools.dormant') : ev.supersededProperty.includes(slug) ? t('tools.superseded') : '';
  return (
    <div class="table-scroll">
      <table class="tool-breakdown">
        <caption>{t('tools.breakdown')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tools.part')}</th>
            <th scope="col" class="num">
              {t('field.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              <WithName template={t('tools.baseRow', NAME_SLOT)} name={base.name[lang]} lang={lang} />
            </th>
            <td class="num">{formatPrice(ev.basePriceCp, lang)}</td>
          </tr>
          {ev.material && (
            <tr>
              <th scope="row">
                <WithName
                  template={t('tools.materialRow', NAME_SLOT)}
                  name={gradedMaterialName(ev.material.slug, ev.material.grade, lang)}
                  lang={lang}
                />
              </th>
              <td class="num">{formatPrice(ev.materialPriceCp, lang)}</td>
            </tr>
          )}
          {ev.runes.map((slug, i) => {
            const rune = getRune(slug);
            if (!rune) return null;
            const why = note(slug);
            return (
              <tr key={`${slug}-${i}`}>
                <th scope="row">
                  <RuneName name={rune.name[lang]} lang={lang} />
                  {why && <span class="tool-note">{parenthesized(why, lang, true)}</span>}
                </th>
                <td class="num">{formatPrice(rune.priceCp, lang)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('tools.total')}</th>
            <td class="num">{formatPrice(ev.priceCp, lang)}</td>
          </tr>
          <tr>
            <th scope="row">{t('tools.runesOnly')}</th>
            <td class="num">{formatPrice(ev.runesPriceCp, lang)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
