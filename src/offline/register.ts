/**
 * On every page of a built site: once the page has loaded and the browser is idle, remembers the page when no
 * service worker controls it yet, then loads ./worker-client.ts, which registers the worker (dist/sw.js, written by
 * scripts/offline.mjs) and tells it the page was shown. Only this small part loads with the page; the rest waits
 * for the idle moment. A page left before then is remembered as it is left (pagehide), so nothing is lost.
 */
import type { Locale } from '../i18n/locale';

const base = import.meta.env.BASE_URL.endsWith('/') ? import.meta.env.BASE_URL : `${import.meta.env.BASE_URL}/`;
const UNKEPT = `pf2e-runes:unkept:${base}`;

// The language list's check (isLocale) written out: this runs on every page, whose first script imports no module of
// ours; importing locale.ts for it would add a chunk to every page, and so did isLocale moved to a module of its own
// (tried: a locales chunk on every page, the calculators' first download 0.3 kB larger).
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

/** A page shown before any worker controlled it, remembered so that it is kept once the worker is ready. */
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
  // Not at once: the first use of localStorage in a browser profile waits, on the main thread, for the storage to
  // open (9-75 ms on this machine for a fresh profile, as a first visit is), which was part of the load's long
  // tasks. When idle, or as the page is left if that comes first.
  let remembered = false;
  const remember = () => {
    if (remembered) return;
    remembered = true;
    rememberThisPage();
  };
  window.addEventListener('pagehide', remember, { once: true });
  afterLoadAndIdle(() => {
    remember();
    void import('./worker-client').then((client) => client.registerWorker({ base, pageLang, unkept, saveUnkept })).catch(() => undefined);
  });
}
