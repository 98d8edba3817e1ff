/**
 * <offline-pages>: on the offline page, lists the pages of this language kept on this device
 * (asked of the service worker, which knows the page list of the build).
 */
type Saved = { url: string; title: string };

class OfflinePages extends HTMLElement {
  connectedCallback() {
    const list = this.querySelector('ul');
    const none = this.querySelector<HTMLElement>('[data-none]');
    const worker = navigator.serviceWorker?.controller;
    if (!list || !none || !worker) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ type: string; saved: Saved[] }>) => {
      if (event.data.type !== 'saved-pages') return;
      list.replaceChildren(
        ...event.data.saved.map((page) => {
          const item = document.createElement('li');
          const link = document.createElement('a');
          link.href = page.url;
          link.textContent = page.title;
          item.append(link);
          return item;
        }),
      );
      list.hidden = event.data.saved.length === 0;
      none.hidden = event.data.saved.length > 0;
      this.dataset.count = String(event.data.saved.length);
    };
    worker.postMessage({ type: 'saved-pages', lang: this.dataset.lang }, [channel.port2]);
  }
}

if (!customElements.get('offline-pages')) customElements.define('offline-pages', OfflinePages);
