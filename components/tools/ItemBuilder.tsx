// Item-name builder: base item + runes → name in both languages, level, price with breakdown, effects.
import { useMemo, useState } from 'preact/hooks';
import { loadItem } from '../../src/lib/tool-load-item';
import { itemQuery, type Notice } from '../../src/lib/url-state';
import type { Locale } from '../../src/rules';
import { evaluateItem } from '../../src/rules/item';
import { formatPrice } from '../../src/rules/tables';
import { EffectsSummary } from './EffectsSummary';
import { DEFAULT_ITEM, toSpec, type ItemDraft } from '../../src/lib/item-draft';
import { ItemFields } from './ItemFields';
import { ItemLevel } from './ItemLevel';
import { ItemNames } from './ItemNames';
import { WithName, NAME_SLOT } from './RuneName';
import { PriceBreakdown } from './PriceBreakdown';
import { ProblemList } from './ProblemList';
import { Island, useIslandT, type Strings, type BuilderKey } from './strings';
import { useFullListsAfterHydration } from './full-lists';
import { useQuerySync } from './url-sync';
import { startTool, useRunes } from './rune-data';
import { targetsOfBases } from '../../src/lib/rune-data';
import { ToolLoading } from './ToolLoading';
import { Later } from './Later';
import { ItemNameField, unreadIn, useItemName } from './ItemNameField';
import { AnswerBar } from './AnswerBar';
import { CopyButton } from './CopyButton';
import { ItemExport } from './export/ItemExport';

// Before hydration: the weapon runes, and for a link this page's problem messages (see startTool).
await startTool();

interface Props {
  lang: Locale;
  strings: Strings<BuilderKey>;
  /** level of the result heading: 2 on the tool page, 3 inside a chapter section */
  headingLevel?: 2 | 3;
}

export default function ItemBuilder({ lang, strings, headingLevel = 2 }: Props) {
  const t = useIslandT(lang, strings);
  const [draft, setDraft] = useState<ItemDraft>(DEFAULT_ITEM);
  const [notices, setNotices] = useState<Notice[]>([]);
  const spec = toSpec(draft);
  const query = itemQuery(spec);
  // The runes of the chosen item's kind (a weapon's are there from the start).
  const runes = useRunes(targetsOfBases([draft.base]));
  const ev = useMemo(() => evaluateItem(spec), [query, runes.version]);

  const name = useItemName(draft, (next) => {
    setDraft(next);
    setNotices([]);
  });
  const pending = useQuerySync(query, (search) => {
    const loaded = loadItem(search);
    setDraft(loaded.draft);
    setNotices(loaded.notices);
    if (loaded.names?.item !== undefined) name.show(loaded.names.item);
    return loaded.query;
  });
  const edit = (next: ItemDraft) => {
    setDraft(next);
    setNotices([]); // the notices were about the link, which the edit replaces
    name.reset();
  };

  const H = `h${headingLevel}` as 'h2';
  const sub = (headingLevel + 1) as 3 | 4;
  const price = formatPrice(ev.priceCp, lang);
  const full = useFullListsAfterHydration();
  return (
    <Island.Provider value={{ t, lists: full }}>
      <ToolLoading pending={pending} busy={!runes.ready} />
      <div class={pending ? 'tool tool--pending' : 'tool'} data-pagefind-ignore>
        <div class="tool-form">
          <ItemNameField id="builder-name" lang={lang} label={t('tools.itemName')} name={ev.name[lang]} state={name} />
          <ItemFields
            id="builder"
            lang={lang}
            draft={draft}
            onChange={edit}
            slots={ev.propertySlots}
            legend={t('tools.itemLegend')}
            problems={ev.problems}
            loading={!runes.ready}
            partial={!runes.complete}
            onWarm={runes.warm}
          />
          <AnswerBar lang={lang} unread={unreadIn(name)} unmade={ev.problems.some((p) => p.severity === 'error')}>
            <WithName template={t('builder.summary', { ...NAME_SLOT, level: ev.level, price })} name={ev.name[lang]} lang={lang} />
          </AnswerBar>
        </div>
        {/* Hydrated in the task after the form (Later.tsx). */}
        <Later tag="section" class="tool-result" aria-labelledby="builder-result">
          <H id="builder-result">{t('tools.result')}</H>
          <ProblemList lang={lang} problems={ev.problems} notices={notices} />
          <div aria-live="polite">
            <ItemNames lang={lang} name={ev.name} label={t('field.name')} />
            <dl class="tool-figures">
              <ItemLevel ev={ev} lang={lang} />
              <dt>{t('field.price')}</dt>
              <dd>
                <span class="tool-figure">{price}</span>
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
          <EffectsSummary lang={lang} ev={ev} headingLevel={sub} />
        </Later>
      </div>
    </Island.Provider>
  );
}
