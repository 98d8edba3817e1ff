// Base item choice: a search box that narrows a select grouped into weapons, armor and shields.
// Names show in the page's language with the other language after them, so either can be searched.
// The list is the catalogue's (src/rules/core.ts): until the base-item table arrives (when idle, or on the first
// focus or pointer over the picker: src/lib/base-item-data.ts) it holds the default item only, and the select
// ends in a disabled "loading" line and is aria-busy, so it never looks complete when it is not.
import { otherLocale, parenthesized } from '../../src/i18n/locale';
import { useMemo, useState } from 'preact/hooks';
import type { BaseItemCore, Locale } from '../../src/rules';
import { BASE_ITEMS } from '../../src/rules/core';
import { entryOf } from '../../src/rules/input';
import { RUNE_TARGETS } from '../../src/rules/values';
import { useWholeList } from './full-lists';
import { useBaseItems } from './rune-data';
import { useT, type ToolKey } from './strings';

interface Props {
  id: string;
  lang: Locale;
  value: string;
  onChange: (slug: string) => void;
  /** label of an empty choice ("no item"); without it an item is required */
  noneLabel?: string;
}

const KINDS = RUNE_TARGETS;

// The search folding (src/lib/fold-text.ts) and the items' search words (aliases) only matter once the reader
// types, so they are no part of a calculator's first download: base-item-search.ts loads on the first focus of
// (or input into) the search box. Until it is in (a moment, or never when the chunk cannot load), names are
// matched with width, case and separators folded here; both sides of a comparison go through the same function.
let search: typeof import('./base-item-search') | undefined;
let loading: Promise<void> | undefined;
function loadSearch(): Promise<void> {
  loading ??= import('./base-item-search').then(
    (m) => {
      search = m;
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}
const folded = (text: string) =>
  search
    ? search.foldForSearch(text)
    : text
        .normalize('NFKC')
        .toLowerCase()
        .replace(/[\s\p{P}ー]/gu, '');
const aliasesOf = (slug: string): readonly string[] => (search && entryOf(search.BASE_ITEM_ALIASES, slug)) ?? [];

function matches(item: BaseItemCore, query: string): boolean {
  if (query === '') return true;
  return [item.name.ja, item.name.en, item.slug, ...aliasesOf(item.slug)].some((text) => folded(text).includes(query));
}

// Code-unit order, not localeCompare: the server and every browser must sort alike for hydration.
const byName = (lang: Locale) => (a: BaseItemCore, b: BaseItemCore) =>
  a.name[lang] < b.name[lang] ? -1 : a.name[lang] > b.name[lang] ? 1 : 0;

export function BaseItemPicker({ id, lang, value, onChange, noneLabel }: Props) {
  const t = useT<ToolKey>();
  const [filter, setFilter] = useState('');
  const [, setSearching] = useState(search !== undefined);
  const table = useBaseItems();
  // While hydrating, and after it until the reader turns to the picker or the browser is idle, only the chosen item
  // (see full-lists.ts).
  const list = useWholeList();
  const full = list.whole;
  const warmSelect = () => {
    list.fill();
    table.warm();
  };
  const warm = () => {
    warmSelect();
    if (!search) void loadSearch().then(() => setSearching(search !== undefined));
  };
  const query = filter === '' ? '' : folded(filter);
  const other = otherLocale(lang);
  // The chosen item matters only while the list is not whole or while filtering:
  // the whole list (the table once it is in) is built once, and re-renders keep its elements as they are.
  const chosen = !full || query !== '' ? value : '';
  const { shown, groups } = useMemo(() => {
    const shown = BASE_ITEMS.filter((item) => item.slug === value || (full && matches(item, query)));
    const groups = KINDS.map((kind) => {
      const items = shown.filter((item) => item.kind === kind).sort(byName(lang));
      return items.length === 0 ? null : (
        <optgroup key={kind} label={t(`tools.group.${kind}`)}>
          {items.map((item) => (
            <option key={item.slug} value={item.slug}>
              {item.name[lang]}
              {parenthesized(item.name[other], lang, true)}
            </option>
          ))}
        </optgroup>
      );
    });
    return { shown, groups };
  }, [chosen, full, query, lang, t, BASE_ITEMS.length, search !== undefined]);
  const count = shown.filter((item) => matches(item, query)).length;
  // Not while hydrating: the server's markup has no such line.
  const busy = (full && !table.complete) || list.pending;
  return (
    <div class="tool-picker">
      <div class="tool-field">
        <label for={`${id}-filter`}>{t('tools.baseFilter')}</label>
        <input
          id={`${id}-filter`}
          type="search"
          autocomplete="off"
          value={filter}
          aria-describedby={`${id}-filter-hint`}
          onFocus={warm}
          onInput={(e) => {
            warm();
            setFilter((e.currentTarget as HTMLInputElement).value);
          }}
        />
        <p id={`${id}-filter-hint`} class="tool-hint">
          {t('tools.baseFilterHint')} <span aria-live="polite">{query ? t('tools.baseMatches', { count }) : ''}</span>
        </p>
      </div>
      <div class="tool-field">
        <label for={id}>{t('field.base')}</label>
        <select
          id={id}
          value={value}
          aria-busy={busy ? 'true' : undefined}
          onFocus={warmSelect}
          onPointerEnter={warmSelect}
          onPointerDown={warmSelect}
          onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}
        >
          {noneLabel !== undefined && <option value="">{noneLabel}</option>}
          {groups}
          {busy && (
            <option value="-loading" disabled>
              {t('tools.baseLoading')}
            </option>
          )}
        </select>
      </div>
    </div>
  );
}
