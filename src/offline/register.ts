/**
 * Registers the service worker (dist/sw.js, written by scripts/offline.mjs) on every page of a
 * built site, once the page has loaded and the browser is idle, then tells it the page was shown
 * ('visit'): the worker keeps it, with any page read before it controlled the pages (remembered
 * here in localStorage), and stores the language's table kit (calculators, indexes, search).
 * When a new deploy's worker is installed and waiting, the page offers to reload (#update-prompt,
 * components/UpdatePrompt.astro); it never reloads by itself in the middle of a calculation.
 */
const base = import.meta.env.BASE_URL.endsWith('/') ? import.meta.env.BASE_URL : `${import.meta.env.BASE_URL}/`;
const UNKEPT = `pf2e-runes:unkept:${base}`;

function pageLang(): 'ja' | 'en' | null {
  const first = location.pathname.slice(base.length).split('/')[0];
  return first === 'ja' || first === 'en' ? first : null;
}

function unkept(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(UNKEPT) ?? '[]');
    return Array.isArray(list) ? list.filter((path): path is string => typeof path === 'string') : [];
  } catch {
    return [];
  }
}

function saveUnkept(list: string[]) {
  try {
    if (list.length === 0) localStorage.removeItem(UNKEPT);
    else localStorage.setItem(UNKEPT, JSON.stringify(list.slice(-100)));
  } catch {
    // storage blocked: the page is kept only if the worker serves it
  }
}

/** A page shown before any worker controlled it: remembered at once, so leaving it before the worker is ready loses nothing. */
function rememberThisPage() {
  if (navigator.serviceWorker.controller || !pageLang()) return;
  const list = unkept();
  if (!list.includes(location.pathname)) saveUnkept([...list, location.pathname]);
}

/** Runs `start` once the page has loaded and the browser is idle: the worker's downloads never compete with the first render. */
function afterLoadAndIdle(start: () => void) {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 4000 }) : setTimeout(start, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
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

async function registerWorker() {
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

if (import.meta.env.PROD && 'serviceWorker' in navigator && window.isSecureContext) {
  rememberThisPage();
  afterLoadAndIdle(() => void registerWorker());
}
