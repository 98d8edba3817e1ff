/**
 * On every page of a built site: remembers the page at once when no service worker controls it yet,
 * then, once the page has loaded and the browser is idle, loads ./worker-client.ts, which registers
 * the worker (dist/sw.js, written by scripts/offline.mjs) and tells it the page was shown. Only this
 * small part loads with the page; the rest waits for the idle moment.
 */
import type { Locale } from '../i18n/locale';

const base = import.meta.env.BASE_URL.endsWith('/') ? import.meta.env.BASE_URL : `${import.meta.env.BASE_URL}/`;
const UNKEPT = `pf2e-runes:unkept:${base}`;

// The language list's check (isLocale) written out: this runs on every page, whose first script imports no module of
// ours; importing locale.ts for it would add a chunk to every page.
function pageLang(): Locale | null {
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

if (import.meta.env.PROD && 'serviceWorker' in navigator && window.isSecureContext) {
  rememberThisPage();
  afterLoadAndIdle(
    () =>
      void import('./worker-client').then((client) => client.registerWorker({ base, pageLang, unkept, saveUnkept })).catch(() => undefined),
  );
}
