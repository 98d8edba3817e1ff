/**
 * The header search box's results, combobox-like: the search input owns a listbox of grouped
 * options (aria-controls), arrow keys move the highlight (aria-activedescendant), Enter opens the highlighted
 * result (the first by default), Escape closes the list. The count is announced in a status region.
 */
import { fillHit, fullTextStatus, grouped, SearchEngine, type Hit, type SearchConfig } from './controller';

export { readConfig } from './controller';

/** Options shown in the box; the rest are on the search page ("show all"). */
const SHOWN = 8;

export class SearchCombobox {
  readonly engine: SearchEngine;
  #input: HTMLInputElement;
  #panel: HTMLElement;
  #list: HTMLElement;
  #status: HTMLElement;
  #all: HTMLAnchorElement;
  #options: HTMLAnchorElement[] = [];
  #active = -1;
  #run = 0;

  constructor(
    readonly root: HTMLElement,
    config: SearchConfig,
  ) {
    this.engine = new SearchEngine(config);
    const q = <T extends HTMLElement>(selector: string) => {
      const found = root.querySelector<T>(selector);
      if (!found) throw new Error(`site-search: no ${selector}`);
      return found;
    };
    this.#input = q<HTMLInputElement>('input');
    this.#panel = q('[data-search-panel]');
    // The list becomes a listbox only here: without this script it is an empty block.
    this.#list = q('[data-search-list]');
    this.#list.setAttribute('role', 'listbox');
    this.#list.setAttribute('aria-label', this.#list.dataset.label ?? '');
    this.#status = q('[role="status"]');
    this.#all = q<HTMLAnchorElement>('[data-search-all]');
    this.#input.addEventListener('input', () => void this.search(this.#input.value));
    this.#input.addEventListener('keydown', (event) => this.keydown(event));
    this.#input.addEventListener('focus', () => {
      if (this.#options.length) this.open(true);
    });
    root.addEventListener('focusout', (event) => {
      if (!root.contains(event.relatedTarget as Node | null)) this.open(false);
    });
    this.#list.addEventListener('mousedown', (event) => event.preventDefault()); // keep focus in the input
    this.engine.warm();
  }

  get t() {
    return this.engine.config.t;
  }

  open(open: boolean) {
    const show = open && this.#input.value.trim() !== '';
    this.#panel.hidden = !show;
    if (!show) this.highlight(-1);
  }

  keydown(event: KeyboardEvent) {
    const count = this.#options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return;
      event.preventDefault();
      if (this.#panel.hidden) this.open(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      this.highlight((this.#active + step + count) % count);
    } else if (event.key === 'Enter') {
      // With results on screen, Enter opens the highlighted one (the first if none is); otherwise the
      // form goes to the search page, which runs the query.
      const option = this.#options[this.#active] ?? (this.#panel.hidden ? undefined : this.#options[0]);
      if (option && !event.isComposing) {
        event.preventDefault();
        location.assign(option.href);
      }
    } else if (event.key === 'Escape') {
      if (!this.#panel.hidden) {
        event.preventDefault();
        this.open(false);
      }
    }
  }

  highlight(index: number) {
    this.#options[this.#active]?.removeAttribute('aria-selected');
    this.#active = index;
    const option = this.#options[index];
    if (option) {
      option.setAttribute('aria-selected', 'true');
      this.#input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else {
      this.#input.removeAttribute('aria-activedescendant');
    }
  }

  async search(raw: string) {
    const run = ++this.#run;
    const query = raw.trim();
    this.#all.href = `${this.engine.config.page}?q=${encodeURIComponent(query)}`;
    if (!query) {
      this.render([]);
      this.#status.textContent = '';
      this.open(false);
      return;
    }
    let names: Hit[] = [];
    try {
      names = await this.engine.nameHits(query);
    } catch {
      // The name layer failed to load: full text alone still works.
    }
    if (run !== this.#run) return;
    this.render(names.slice(0, SHOWN));
    this.open(true);
    try {
      const full = await this.engine.fullText(query, names, SHOWN, 120);
      if (!full || run !== this.#run) return;
      const room = Math.max(SHOWN - names.length, 2);
      this.render([...names.slice(0, SHOWN), ...full.hits.slice(0, room)].slice(0, SHOWN + 2));
      this.open(true);
      this.#status.textContent = fullTextStatus(this.t, query, names.length, full.pages);
    } catch {
      if (run !== this.#run) return;
      this.#status.textContent = names.length ? fullTextStatus(this.t, query, names.length, 0) : this.t('search.error');
    }
  }

  render(hits: Hit[]) {
    const previous = this.#options[this.#active]?.href;
    this.#options = [];
    const groups = grouped(hits).map(([group, members], g) => {
      const box = document.createElement('div');
      box.setAttribute('role', 'group');
      const label = document.createElement('div');
      label.className = 'search-group__title';
      label.id = `site-search-group-${g}`;
      label.setAttribute('role', 'presentation');
      label.textContent = this.t(`search.group.${group}`) || group;
      box.setAttribute('aria-labelledby', label.id);
      box.append(label);
      for (const hit of members) {
        const option = document.createElement('a');
        option.href = hit.href;
        option.id = `site-search-option-${this.#options.length}`;
        option.setAttribute('role', 'option');
        option.tabIndex = -1;
        option.className = 'search-hit';
        fillHit(option, hit);
        this.#options.push(option);
        box.append(option);
      }
      return box;
    });
    this.#list.replaceChildren(...groups);
    this.#all.parentElement!.hidden = hits.length === 0;
    // Keep the reader's highlight when the list grows under it.
    this.#active = -1;
    const again = this.#options.findIndex((o) => o.href === previous);
    this.highlight(again);
  }
}
