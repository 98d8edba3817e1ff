// Base item choice: a search box that narrows a select grouped into weapons, armor and shields.
// Names show in the page's language with the other language after them, so either can be searched.
import { otherLocale } from '../../src/i18n/locale';
import { useState } from 'preact/hooks';
import type { BaseItemCore, Locale } from '../../src/rules';
import { BASE_ITEMS } from '../../src/rules/core';
import { useFullLists } from './full-lists';
import { fmt, type Strings } from './strings';

interface Props {
  id: string;
  lang: Locale;
  s: Strings;
  value: string;
  onChange: (slug: string) => void;
  /** label of an empty choice ("no item"); without it an item is required */
  noneLabel?: string;
}

const KINDS = ['weapon', 'armor', 'shield'] as const;

// The search folding (src/lib/fold-text.ts) only matters once the reader types, so it is no part of a
// calculator's first download: it loads on the first focus of (or input into) the search box. Until it is in
// (a moment, or never when the chunk cannot load), width, case and separators are folded here; both sides of a
// comparison always go through the same function.
let fold: ((text: string) => string) | undefined;
let loading: Promise<void> | undefined;
function loadFold(): Promise<void> {
  loading ??= import('../../src/lib/fold-text').then(
    (m) => {
      fold = m.foldForSearch;
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}
const folded = (text: string) => (fold ? fold(text) : text.normalize('NFKC').toLowerCase().replace(/[\s\p{P}ー]/gu, ''));

function matches(item: BaseItemCore, query: string): boolean {
  if (query === '') return true;
  return [item.name.ja, item.name.en, item.slug, ...item.aliases].some((text) => folded(text).includes(query));
}

// Code-unit order, not localeCompare: the server and every browser must sort alike for hydration.
const byName = (lang: Locale) => (a: BaseItemCore, b: BaseItemCore) => (a.name[lang] < b.name[lang] ? -1 : a.name[lang] > b.name[lang] ? 1 : 0);

export function BaseItemPicker({ id, lang, s, value, onChange, noneLabel }: Props) {
  const [filter, setFilter] = useState('');
  const [, setFolding] = useState(fold !== undefined);
  const warm = () => {
    if (!fold) void loadFold().then(() => setFolding(fold !== undefined));
  };
  const query = filter === '' ? '' : folded(filter);
  const other = otherLocale(lang);
  const full = useFullLists();
  // While hydrating, only the chosen item (see full-lists.ts).
  const shown = BASE_ITEMS.filter((item) => item.slug === value || (full && matches(item, query)));
  const count = shown.filter((item) => matches(item, query)).length;
  return (
    <div class="tool-picker">
      <div class="tool-field">
        <label for={`${id}-filter`}>{s['tools.baseFilter']}</label>
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
          {s['tools.baseFilterHint']} <span aria-live="polite">{query ? fmt(s['tools.baseMatches'], { count }) : ''}</span>
        </p>
      </div>
      <div class="tool-field">
        <label for={id}>{s['tools.base']}</label>
        <select id={id} value={value} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}>
          {noneLabel !== undefined && <option value="">{noneLabel}</option>}
          {KINDS.map((kind) => {
            const items = shown.filter((item) => item.kind === kind).sort(byName(lang));
            return items.length === 0 ? null : (
              <optgroup key={kind} label={s[`tools.group.${kind}`]}>
                {items.map((item) => (
                  <option key={item.slug} value={item.slug}>
                    {item.name[lang]} ({item.name[other]})
                  </option>
                ))}
              </optgroup>
            );
          })}
        </select>
      </div>
    </div>
  );
}
