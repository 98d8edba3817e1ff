/**
 * <site-search>: a search box over Pagefind's index. Nothing is downloaded until the reader
 * focuses or types in the box; results render as plain links with Pagefind's excerpt.
 */
type PagefindResult = {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
};
type Pagefind = {
  options(options: { baseUrl?: string }): Promise<void>;
  init?(): Promise<void>;
  debouncedSearch(query: string, options?: object, ms?: number): Promise<{ results: { data(): Promise<PagefindResult> }[] } | null>;
};
type Messages = { loading: string; none: string; count: string; error: string };

const MAX_RESULTS = 8;

class SiteSearch extends HTMLElement {
  #pagefind: Promise<Pagefind> | undefined;

  connectedCallback() {
    const input = this.querySelector('input');
    const form = this.querySelector('form');
    if (!input || !form) return;
    input.addEventListener('focus', () => void this.load(), { once: true });
    input.addEventListener('input', () => void this.search(input.value));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.search(input.value);
    });
    // A query in the URL (?q=, from the no-script form or a shared link) runs at once.
    const query = new URL(location.href).searchParams.get('q');
    if (query) {
      input.value = query;
      void this.search(query);
    }
  }

  get messages(): Messages {
    return JSON.parse(this.dataset.messages ?? '{}') as Messages;
  }

  load(): Promise<Pagefind> {
    this.#pagefind ??= (async () => {
      this.status(this.messages.loading);
      const pagefind = (await import(/* @vite-ignore */ this.dataset.bundle ?? '')) as Pagefind;
      await pagefind.options({ baseUrl: this.dataset.base ?? '/' });
      await pagefind.init?.();
      this.status('');
      return pagefind;
    })();
    return this.#pagefind;
  }

  async search(raw: string) {
    const query = raw.trim();
    const list = this.querySelector('ol');
    if (!list) return;
    if (!query) {
      list.replaceChildren();
      this.status('');
      return;
    }
    try {
      const pagefind = await this.load();
      const response = await pagefind.debouncedSearch(query, {}, 200);
      if (!response) return; // superseded by a newer keystroke
      const results = await Promise.all(response.results.slice(0, MAX_RESULTS).map((r) => r.data()));
      list.replaceChildren(...results.map(renderResult));
      const template = results.length ? this.messages.count : this.messages.none;
      this.status(template.replace('{query}', query).replace('{count}', String(response.results.length)));
    } catch {
      this.status(this.messages.error);
    }
  }

  status(text: string) {
    const status = this.querySelector('[role="status"]');
    if (status) status.textContent = text;
  }
}

function renderResult(result: PagefindResult): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = result.url;
  link.textContent = result.meta.title ?? result.url;
  item.append(link);
  if (result.meta.summary) {
    const summary = document.createElement('span');
    summary.className = 'search__meta';
    summary.textContent = result.meta.summary;
    item.append(summary);
  }
  const excerpt = document.createElement('p');
  // Pagefind escapes the page text and adds only <mark> around the hits.
  excerpt.innerHTML = result.excerpt;
  item.append(excerpt);
  return item;
}

customElements.define('site-search', SiteSearch);
