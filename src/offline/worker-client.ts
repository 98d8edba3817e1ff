/**
 * Registers the service worker (dist/sw.js) and tells it the page was shown ('visit'): the worker
 * keeps it, with any page read before it controlled the pages (remembered by ./register.ts in
 * localStorage), and stores the language's table kit (calculators, indexes, search). When a new
 * deploy's worker is installed and waiting, the page offers to reload (#update-prompt,
 * components/UpdatePrompt.astro); it never reloads by itself in the middle of a calculation.
 * Loaded by ./register.ts once the page has loaded and the browser is idle.
 */
import type { Locale } from '../i18n/locale';

/** What ./register.ts knows of the page (passed in, so this chunk imports nothing back from the page's script). */
export interface PageFacts {
  base: string;
  pageLang(): Locale | null;
  unkept(): string[];
  saveUnkept(list: string[]): void;
}

let reloadAsked = false;

function offerReload(registration: ServiceWorkerRegistration) {
  const prompt = document.getElementById('update-prompt');
  const button = prompt?.querySelector('button');
  const later = prompt?.querySelector<HTMLButtonElement>('[data-later]');
  if (!prompt || !button) return;
  prompt.hidden = false;
  if (later) later.onclick = () => (prompt.hidden = true);
  button.onclick = () => {
    reloadAsked = true;
    button.disabled = true;
    if (registration.waiting) registration.waiting.postMessage({ type: 'skip-waiting' });
    else location.reload();
  };
}

function watchUpdates(registration: ServiceWorkerRegistration) {
  const container = navigator.serviceWorker;
  const offerIfWaiting = () => {
    if (registration.waiting && container.controller) offerReload(registration);
  };
  offerIfWaiting();
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offerIfWaiting();
    });
  });
}

export async function registerWorker({ base, pageLang, unkept, saveUnkept }: PageFacts) {
  const container = navigator.serviceWorker;
  const updating = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    // A new version took over (this tab's button, or another tab's): this page's code is the old
    // build's. Reload now if the reader asked; otherwise offer it, and reload when the tab is left.
    if (!updating) return;
    if (reloadAsked) location.reload();
    else {
      void container.getRegistration().then((registration) => registration && offerReload(registration));
      document.addEventListener('visibilitychange', () => {
        if (document.hidden) location.reload();
      });
    }
  });
  try {
    const registration = await container.register(`${base}sw.js`, { scope: base });
    watchUpdates(registration);
    if (updating) void registration.update().catch(() => undefined);
    const ready = await container.ready;
    const lang = pageLang();
    if (!lang || !ready.active) return;
    const pages = unkept();
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ type: string; pages?: string[] }>) => {
      if (event.data.type !== 'kept') return;
      const kept = new Set(event.data.pages ?? []);
      saveUnkept(unkept().filter((path) => !kept.has(path)));
    };
    ready.active.postMessage({ type: 'visit', lang, pages: [...new Set([...pages, location.pathname])] }, [channel.port2]);
  } catch {
    // No worker (private mode, blocked storage): the site works online as before.
  }
}
