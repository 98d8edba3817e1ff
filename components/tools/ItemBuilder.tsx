// Item-name builder: base item + runes → name in both languages, level, price with breakdown, effects.
// Its form is src/lib/item-form.ts (a reducer); the wiring every calculator shares is shell/.
import { useMemo } from 'preact/hooks';
import type { Notice } from '../../src/lib/url-state';
import type { ItemEvaluation, ItemSpec, Locale } from '../../src/rules';
import { evaluateItem } from '../../src/rules/item';
import { formatPrice } from '../../src/rules/tables';
import { toSpec } from '../../src/lib/item-draft';
import { ITEM_FORM, itemForm, type ItemForm } from '../../src/lib/item-form';
import { unreadWords } from '../../src/lib/item-side';
import { EffectsSummary } from './EffectsSummary';
import { ItemLevel } from './ItemLevel';
import { ItemNames } from './ItemNames';
import { WithName, NAME_SLOT } from './RuneName';
import { PriceBreakdown } from './PriceBreakdown';
import { ProblemList } from './ProblemList';
import { useT, type Strings, type BuilderKey } from './strings';
import { startTool } from './rune-data';
import { AnswerBar } from './AnswerBar';
import { CopyButton } from './CopyButton';
import { CalculatorResult, CalculatorShell, useCalculator } from './shell/calculator';
import { addressCode } from './url-sync';
import { ItemSide, useItemSide } from './shell/item-side';
import { ItemExport } from './export/ItemExport';

// The address's reader and writer: loaded before hydration for a link, else on the first edit (url-sync.ts).
const address = addressCode(async () => {
  const [{ loadItem }, { itemQuery }] = await Promise.all([import('../../src/lib/tool-load-item'), import('../../src/lib/url-state')]);
  return { load: loadItem, query: (s: ItemForm) => itemQuery(toSpec(s.item.item)) };
});

// Before hydration: the weapon runes, and for a link this page's problem messages (see startTool).
await startTool([], address);

interface Props {
  lang: Locale;
  strings: Strings<BuilderKey>;
  /** level of the result heading: 2 on the tool page, 3 inside a chapter section */
  headingLevel?: 2 | 3;
}

export default function ItemBuilder({ lang, strings, headingLevel = 2 }: Props) {
  const calc = useCalculator({
    lang,
    strings,
    reducer: itemForm,
    initial: ITEM_FORM,
    address,
    bases: (s) => [s.item.item.base],
  });
  const { t, state, dispatch } = calc;
  const item = state.item.item;
  const spec = useMemo(() => toSpec(item), [item]);
  const ev = useMemo(() => evaluateItem(spec), [spec, calc.runes.version]);
  const side = useItemSide(state.item, (change) => dispatch({ type: 'item', change }));
  const price = formatPrice(ev.priceCp, lang);
  return (
    <CalculatorShell calc={calc}>
      <div class="tool-form">
        <ItemSide id="builder" lang={lang} nameLabel={t('tools.itemName')} legend={t('tools.itemLegend')} side={side} ev={ev} />
        <AnswerBar lang={lang} unread={unreadWords(side)} unmade={!ev.valid}>
          <WithName template={t('builder.summary', { ...NAME_SLOT, level: ev.level, price })} name={ev.name[lang]} lang={lang} />
        </AnswerBar>
      </div>
      <CalculatorResult id="builder-result" title={t('tools.result')} headingLevel={headingLevel}>
        <BuilderResult lang={lang} spec={spec} ev={ev} notices={state.notices} headingLevel={headingLevel} />
      </CalculatorResult>
    </CalculatorShell>
  );
}

interface ResultProps {
  lang: Locale;
  spec: ItemSpec;
  ev: ItemEvaluation;
  notices: readonly Notice[];
  headingLevel: 2 | 3;
}

/** The item's problems, names, level and price, the link to share it, and its price and effects in detail. */
function BuilderResult({ lang, spec, ev, notices, headingLevel }: ResultProps) {
  const t = useT<BuilderKey>();
  return (
    <>
      <ProblemList lang={lang} problems={ev.problems} notices={notices} />
      <div aria-live="polite">
        <ItemNames lang={lang} name={ev.name} label={t('field.name')} />
        <dl class="tool-figures">
          <ItemLevel ev={ev} lang={lang} />
          <dt>{t('field.price')}</dt>
          <dd>
            <span class="tool-figure">{formatPrice(ev.priceCp, lang)}</span>
          </dd>
        </dl>
      </div>
      {/* The page's address holds the item (url-sync.ts): a link that opens it as it is. */}
      <p class="tool-share">
        <CopyButton
          text={() => window.location.href}
          label={t('builder.share')}
          copied={t('builder.shareCopied')}
          failed={t('tools.copyFailed')}
        >
          {t('builder.share')}
        </CopyButton>
      </p>
      <ItemExport id="builder-export" spec={spec} lang={lang} />
      <PriceBreakdown lang={lang} ev={ev} />
      <EffectsSummary lang={lang} ev={ev} headingLevel={(headingLevel + 1) as 3 | 4} />
    </>
  );
}
