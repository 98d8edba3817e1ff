/**
 * <offline-save>: "save this language for offline use" (about page, offline page). Shows the size
 * still to download first (the worker knows what is stored; the list scripts/offline.mjs writes
 * gives the sizes), then asks the service worker to store every page and the
 * search index of the language, with progress in bytes. Messages come from data-messages (both languages in
 * src/i18n).
 */
import { fill, localeOf } from '../i18n/locale';
import { askWorker, type WorkerStatus } from './ask-worker';

type Messages = Record<'measuring' | 'size' | 'allSaved' | 'saving' | 'saved' | 'failed' | 'unsupported', string>;
type LanguageList = {
  pages: { url: string; bytes: number }[];
  search: { url: string; bytes: number }[];
  pagesBytes: number;
  searchBytes: number;
};
type Status = WorkerStatus;
type Progress = { type: 'progress'; done: number; total: number } | { type: 'done'; failed: number; saved: number; total: number };

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

  /** The size still to download: the worker knows what is stored; without it yet, the whole language. */
  async measure(button: HTMLButtonElement) {
    try {
      const response = await fetch(this.dataset.list ?? '');
      if (!response.ok) throw new Error(String(response.status));
      this.#list = (await response.json()) as LanguageList;
      const status = await askWorker<Status>(navigator.serviceWorker.controller, { type: 'status', lang: this.language });
      const total = this.#list.pages.length;
      if (status && status.missingBytes === 0 && status.saved.length === total) this.status(fill(this.messages.allSaved, { total }));
      else
        this.status(
          fill(this.messages.size, {
            size: formatBytes(status?.missingBytes ?? this.#list.pagesBytes + this.#list.searchBytes, this.language),
            total,
          }),
        );
      button.disabled = false;
    } catch {
      this.status(this.messages.unsupported);
    }
  }

  async save(button: HTMLButtonElement) {
    if (!this.#list) return;
    button.disabled = true;
    const registration = await navigator.serviceWorker.ready;
    const lang = this.language;
    const result = await askWorker<Progress>(registration.active, { type: 'save-language', lang }, (data) => {
      if (data.type === 'progress')
        this.status(fill(this.messages.saving, { done: formatBytes(data.done, lang), total: formatBytes(data.total, lang) }));
      return data.type === 'done';
    });
    if (!result || result.type !== 'done') this.status(this.messages.unsupported);
    else if (result.failed === 0 && result.saved === result.total) {
      this.status(fill(this.messages.saved, { total: result.saved }));
      this.dataset.saved = '';
    } else this.status(fill(this.messages.failed, { count: Math.max(result.failed, result.total - result.saved, 0) }));
    button.disabled = false;
  }
}

if (!customElements.get('offline-save')) customElements.define('offline-save', OfflineSave);
