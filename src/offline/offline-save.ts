/**
 * <offline-save>: "save this language for offline use". Shows the download size first (from the
 * list scripts/offline.mjs writes), then asks the service worker to store every page and the
 * search index of the language, with progress. Messages come from data-messages (both languages in
 * src/i18n).
 */
import { fill, localeOf } from '../i18n/locale';

type Messages = Record<'measuring' | 'size' | 'saving' | 'saved' | 'failed' | 'unsupported', string>;
type LanguageList = { pages: { url: string; bytes: number }[]; search: { url: string; bytes: number }[]; pagesBytes: number; searchBytes: number };

export function formatBytes(bytes: number, lang: string): string {
  const mb = bytes / (1024 * 1024);
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  return mb >= 1 ? `${number.format(mb)} MB` : `${new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(bytes / 1024)} kB`;
}

class OfflineSave extends HTMLElement {
  #list: LanguageList | undefined;

  get messages(): Messages {
    return JSON.parse(this.dataset.messages ?? '{}') as Messages;
  }

  get language(): string {
    return localeOf(this.dataset.lang, 'offline-save data-lang');
  }

  connectedCallback() {
    const button = this.querySelector('button');
    if (!button) return;
    if (!('serviceWorker' in navigator) || !('caches' in window)) {
      this.status(this.messages.unsupported);
      return;
    }
    this.status(this.messages.measuring);
    void this.measure(button);
    button.addEventListener('click', () => void this.save(button));
  }

  status(text: string) {
    const status = this.querySelector('[role="status"]');
    if (status) status.textContent = text;
  }

  async measure(button: HTMLButtonElement) {
    try {
      const response = await fetch(this.dataset.list ?? '');
      if (!response.ok) throw new Error(String(response.status));
      this.#list = (await response.json()) as LanguageList;
      const bytes = this.#list.pagesBytes + this.#list.searchBytes;
      this.status(fill(this.messages.size, { size: formatBytes(bytes, this.language), total: this.#list.pages.length }));
      button.disabled = false;
    } catch {
      this.status(this.messages.unsupported);
    }
  }

  async save(button: HTMLButtonElement) {
    const list = this.#list;
    if (!list) return;
    button.disabled = true;
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker) {
      this.status(this.messages.unsupported);
      return;
    }
    const channel = new MessageChannel();
    const total = list.pages.length + list.search.length;
    this.status(fill(this.messages.saving, { done: 0, total }));
    const result = await new Promise<{ failed: number; total: number }>((resolve) => {
      channel.port1.onmessage = (event: MessageEvent<{ type: string; done?: number; total?: number; failed?: number }>) => {
        const data = event.data;
        if (data.type === 'progress' && ((data.done ?? 0) % 20 === 0 || data.done === data.total)) this.status(fill(this.messages.saving, { done: data.done ?? 0, total: data.total ?? total }));
        if (data.type === 'done') resolve({ failed: data.failed ?? 0, total: data.total ?? list.pages.length });
      };
      worker.postMessage({ type: 'save-language', lang: this.language }, [channel.port2]);
    });
    if (result.failed === 0) {
      this.status(fill(this.messages.saved, { total: result.total, size: formatBytes(list.pagesBytes + list.searchBytes, this.language) }));
      this.dataset.saved = '';
    } else {
      this.status(fill(this.messages.failed, { count: Math.max(result.failed, 0) }));
    }
    button.disabled = false;
  }
}

if (!customElements.get('offline-save')) customElements.define('offline-save', OfflineSave);

