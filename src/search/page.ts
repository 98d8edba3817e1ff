/**
 * <search-page>: the search page (/xx/search/?q=…), the target of the header form. Runs the query in
 * the address and shows every result, grouped, with an exact count. Without JavaScript the page's
 * HTML says where else to look.
 */
import { fillHit, grouped, readConfig, SearchEngine, type Hit } from './controller';

/** Full-text pages whose data the page loads: more than either language has pages. */
const ALL_PAGES = 500;

class SearchPage extends HTMLElement {
  connectedCallback() {
    const engine = new SearchEngine(readConfig(this));
    const input = this.querySelector('input');
    const query = new URL(location.href).searchParams.get('q')?.trim() ?? '';
    if (input) input.value = query;
    if (query) void this.run(engine, query);
  }

  async run(engine: SearchEngine, query: string) {
    const status = this.querySelector('[role="status"]');
    const out = this.querySelector('[data-search-page-results]');
    if (!status || !out) return;
    const t = engine.config.t;
    status.textContent = t('search.loading');
    let names: Hit[] = [];
    let full: Hit[] = [];
    let failed = false;
    try {
      names = await engine.nameHits(query);
    } catch {
      failed = true;
    }
    try {
      full = (await engine.fullText(query, names, ALL_PAGES))?.hits ?? [];
    } catch {
      failed = true;
    }
    const hits = [...names, ...full];
    out.replaceChildren(
      ...grouped(hits).map(([group, members], g) => {
        const section = document.createElement('section');
        section.className = 'search-results__group';
        const heading = document.createElement('h2');
        heading.id = `search-group-${g}`;
        heading.textContent = `${t(`search.group.${group}`) || group} (${members.length})`;
        section.setAttribute('aria-labelledby', heading.id);
        const list = document.createElement('ol');
        list.className = 'search-results__list';
        for (const hit of members) {
          const item = document.createElement('li');
          const link = document.createElement('a');
          link.href = hit.href;
          link.className = 'search-hit';
          fillHit(link, hit);
          item.append(link);
          list.append(item);
        }
        section.append(heading, list);
        return section;
      }),
    );
    if (failed && !hits.length) status.textContent = t('search.error');
    else status.textContent = hits.length ? t('search.count', { query, count: hits.length }) : t('search.none', { query });
  }
}

customElements.define('search-page', SearchPage);
