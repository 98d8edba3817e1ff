/**
 * <rune-index>: sorting and filtering for the rune table that is already in the HTML.
 * The state lives in the URL query (history.replaceState), so a filtered view can be shared.
 */
import { fill, formatList, localeOf } from '../../src/i18n/locale';
import { revealResults } from '../reveal-results';
import {
  EMPTY_FILTER,
  filterQuery,
  ignoredFilterKeys,
  isCoreOnly,
  matchesFilter,
  parseFilter,
  toggleCoreOnly,
  type RuneFilter,
  type RuneRow,
  SORT_KEYS,
  type SortKey,
} from '../../src/lib/rune-filter';

class RuneIndex extends HTMLElement {
  #filter: RuneFilter = EMPTY_FILTER;

  connectedCallback() {
    const form = this.querySelector('form');
    if (!form) return;
    const query = new URLSearchParams(location.search);
    this.#filter = parseFilter(query, ...this.known());
    this.showLinkNotice(ignoredFilterKeys(query, this.#filter));
    this.fillForm(form);
    this.addSortButtons();
    // The filters fold away on a phone so the table comes first; a shared link that filters by more than the book
    // (whose control stays outside the panel) opens them. The panel is open in the HTML and, on a phone, its fields
    // take no space until now, so folding it moves nothing (see the CSS of RuneIndexTable.astro).
    const details = this.querySelector('details');
    if (details)
      details.open =
        filterQuery({ ...this.#filter, book: '', sort: '', descending: false }) !== '' || matchMedia('(min-width: 48rem)').matches;
    // Only now do sorting and filtering work: the CSS shows the controls in the place their note held.
    this.dataset.ready = '';
    // "GM Core only" is one tap: it sets the book filter to the core book, or clears it when it is already set.
    const coreOnly = this.querySelector<HTMLButtonElement>('[data-core-only]');
    const book = form.elements.namedItem('book') as HTMLSelectElement | null;
    coreOnly?.addEventListener('click', () => {
      if (!book) return;
      book.value = toggleCoreOnly(this.#filter.book, this.dataset.coreBook ?? '');
      this.readForm(form);
    });
    form.addEventListener('input', () => this.readForm(form));
    // Filters apply as the reader types; the button is there for keyboard users who expect one.
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.readForm(form);
    });
    // Reset empties the controls after this event, so read them on the next tick.
    form.addEventListener('reset', () => setTimeout(() => this.readForm(form)));
    this.apply();
  }

  /** Says which of the link's filters could not be used (by name, never by value). */
  showLinkNotice(keys: string[]) {
    const notice = this.querySelector<HTMLElement>('[data-link-notice]');
    if (!notice || keys.length === 0) return;
    const lang = localeOf(document.documentElement.lang, '<html lang>');
    const names = keys.map((param) => fill(notice.dataset.paramTemplate ?? '{param}', { param }));
    notice.textContent = fill(notice.dataset.template ?? '', { params: formatList(names, lang) });
    notice.hidden = false;
  }

  /** The traits and books the table has (the filter drops any other value from a link). */
  known(): [string[], string[]] {
    return [(this.dataset.traits ?? '').split(' '), (this.dataset.books ?? '').split(' ')];
  }

  fillForm(form: HTMLFormElement) {
    const f = this.#filter;
    const set = (name: string, value: string) => {
      const control = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
      if (control) control.value = value;
    };
    set('text', f.text);
    set('target', f.target);
    set('kind', f.kind);
    set('rarity', f.rarity);
    set('trait', f.trait);
    set('book', f.book);
    set('min', f.minLevel === null ? '' : String(f.minLevel));
    set('max', f.maxLevel === null ? '' : String(f.maxLevel));
  }

  readForm(form: HTMLFormElement) {
    const data = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value) data.set(key, value);
    const { sort, descending } = this.#filter;
    this.#filter = { ...parseFilter(data, ...this.known()), sort, descending };
    this.apply();
    this.reveal();
  }

  /** After the reader changed a filter or the order: the count and the first rune (or "none") come into view. */
  reveal() {
    const first =
      [...this.querySelectorAll<HTMLTableRowElement>('tbody tr')].find((row) => !row.hidden) ?? this.querySelector('[data-none]');
    revealResults(this.querySelector('[data-count]'), first);
  }

  addSortButtons() {
    const labels = JSON.parse(this.dataset.sortLabels ?? '{}') as Partial<Record<SortKey, string>>;
    for (const th of this.querySelectorAll<HTMLTableCellElement>('thead th[data-sort-key]')) {
      // Read against the list, not imported from src/rules/input.ts: that would make it a chunk of its own, which
      // this page and every calculator would load.
      const key = SORT_KEYS.find((sortKey) => sortKey === th.dataset.sortKey);
      if (!key) continue;
      // The heading's label and arrow are in the HTML already, laid out like the button (class sort-heading), so
      // the button takes exactly their place.
      const heading = th.querySelector('.sort-heading');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'sort-heading';
      button.append(...(heading ? heading.childNodes : [document.createTextNode(th.textContent?.trim() ?? key)]));
      button.setAttribute('aria-label', labels[key] ?? th.textContent ?? key);
      button.addEventListener('click', () => {
        const same = this.#filter.sort === key;
        this.#filter = { ...this.#filter, sort: key, descending: same ? !this.#filter.descending : false };
        this.apply();
        this.reveal();
      });
      th.replaceChildren(button);
    }
  }

  apply() {
    const body = this.querySelector('tbody');
    if (!body) return;
    const rows = [...body.querySelectorAll<HTMLTableRowElement>('tr')];
    let shown = 0;
    // Only what changes is written: on load every row is shown already, and writing hidden = false to 161 rows
    // (or the same count, or the same address) still costs time on the load's longest task.
    for (const row of rows) {
      const visible = matchesFilter(rowData(row), this.#filter);
      if (row.hidden === visible) row.hidden = !visible;
      if (visible) shown++;
    }
    // Rows move only when the order changes: moving all 161 (as every load did, in the order they had) restyles them all.
    const sorted = sortRows(rows, this.#filter);
    if (sorted.some((row, i) => row !== rows[i])) body.append(...sorted);
    for (const th of this.querySelectorAll<HTMLTableCellElement>('thead th[data-sort-key]')) {
      if (th.dataset.sortKey === this.#filter.sort) th.setAttribute('aria-sort', this.#filter.descending ? 'descending' : 'ascending');
      else th.removeAttribute('aria-sort');
    }
    const count = this.querySelector('[data-count]');
    const counted = fill(this.dataset.countTemplate ?? '', { shown, total: rows.length });
    if (count && count.textContent !== counted) count.textContent = counted;
    const none = this.querySelector<HTMLElement>('[data-none]');
    if (none) none.hidden = shown > 0;
    const query = filterQuery(this.#filter);
    // history.replaceState takes milliseconds even for the address the page has (a plain load).
    const address = `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
    if (address !== `${location.pathname}${location.search}${location.hash}`) history.replaceState(null, '', address);
    const coreOnly = this.querySelector('[data-core-only]');
    coreOnly?.setAttribute('aria-pressed', String(isCoreOnly(this.#filter, this.dataset.coreBook ?? '')));
    const switcher = document.querySelector<HTMLAnchorElement>('a[data-lang-switch]');
    if (switcher) switcher.search = query;
  }
}

function rowData(row: HTMLTableRowElement): RuneRow {
  const d = row.dataset;
  return {
    text: d.text ?? '',
    target: d.target ?? '',
    kind: d.kind ?? '',
    rarity: d.rarity ?? '',
    traits: (d.traits ?? '').split(' '),
    book: d.book ?? '',
    level: Number(d.level),
    price: Number(d.price),
  };
}

function sortValue(row: HTMLTableRowElement, key: SortKey): string | number {
  const cell = row.querySelector<HTMLElement>(`[data-col="${key}"]`);
  const raw = cell?.dataset.sortValue ?? cell?.textContent ?? '';
  return key === 'level' || key === 'price' || key === 'rarity' ? Number(raw) : raw;
}

// Built on the first sort: a collator loads the language's collation data, a long task on a phone when every page load
// built one for the default order, which needs none.
let collator: Intl.Collator | undefined;

function sortRows(rows: HTMLTableRowElement[], filter: RuneFilter): HTMLTableRowElement[] {
  const byDefault = (a: HTMLTableRowElement, b: HTMLTableRowElement) => Number(a.dataset.order) - Number(b.dataset.order);
  if (!filter.sort) return [...rows].sort(byDefault);
  collator ??= new Intl.Collator(document.documentElement.lang, { numeric: true });
  const compare = collator;
  const key = filter.sort;
  const sign = filter.descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, key);
    const y = sortValue(b, key);
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : compare.compare(String(x), String(y));
    return sign * order || byDefault(a, b);
  });
}

customElements.define('rune-index', RuneIndex);
