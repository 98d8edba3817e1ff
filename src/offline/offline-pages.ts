/**
 * <offline-pages>: on the offline page, what works on this device without a network, as the
 * service worker's caches hold it: the calculators stored, the search when all of it is stored,
 * and every other page stored. Nothing else is linked, so no link leads back to the offline page.
 */
import { askWorker, type WorkerStatus } from './ask-worker';

function links(list: HTMLUListElement, pages: WorkerStatus['saved']) {
  list.replaceChildren(
    ...pages.map((page) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = page.url;
      link.textContent = page.title;
      item.append(link);
      return item;
    }),
  );
}

class OfflinePages extends HTMLElement {
  async connectedCallback() {
    const part = (name: string) => this.querySelector<HTMLElement>(`[data-${name}]`);
    const available = part('available');
    const tools = part('tools');
    const search = part('search');
    const pages = part('pages');
    const none = part('none');
    if (!available || !tools || !search || !pages || !none) return;
    const status = await askWorker<WorkerStatus>(
      navigator.serviceWorker?.controller,
      { type: 'status', lang: this.dataset.lang },
      (data) => data.type === 'status',
    );
    const saved = status?.saved ?? [];
    const toolPaths: string[] = JSON.parse(this.dataset.tools ?? '[]');
    const storedTools = toolPaths.flatMap((path) => saved.filter((page) => page.url === path));
    const others = saved.filter((page) => !toolPaths.includes(page.url));
    links(tools.querySelector('ul')!, storedTools);
    links(pages.querySelector('ul')!, others);
    tools.hidden = storedTools.length === 0;
    pages.hidden = others.length === 0;
    search.hidden = !status?.search;
    available.hidden = tools.hidden && pages.hidden && search.hidden;
    none.hidden = saved.length > 0;
    this.dataset.count = String(saved.length);
  }
}

if (!customElements.get('offline-pages')) customElements.define('offline-pages', OfflinePages);
