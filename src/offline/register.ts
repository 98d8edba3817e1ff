/**
 * Registers the service worker (dist/sw.js, written by scripts/offline.mjs) on every page of a
 * built site, and asks it to keep the search index of the page's language for offline use.
 * When a new deploy's worker takes over a page that an older worker served, the page reloads once,
 * so it never runs the old build's code against the new build's files.
 */
const base = import.meta.env.BASE_URL.endsWith('/') ? import.meta.env.BASE_URL : `${import.meta.env.BASE_URL}/`;

function pageLang(): 'ja' | 'en' | null {
  const first = location.pathname.slice(base.length).split('/')[0];
  return first === 'ja' || first === 'en' ? first : null;
}

/** Runs `register` once the page has loaded and the main thread is idle: the worker's first install fetches every
 * precached file, which should not compete with the page's own first render (on a phone, the rune index's layout)
 * nor with a calculator's hydration (a 440 ms task on a throttled phone when it ran at `load`). */
function afterLoad(register: () => void) {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => register(), { timeout: 10_000 });
    else setTimeout(register, 2000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

function registerWorker() {
  const container = navigator.serviceWorker;
  const updating = container.controller !== null;
  let reloaded = false;
  container.addEventListener('controllerchange', () => {
    if (updating && !reloaded) {
      reloaded = true;
      location.reload();
    }
  });
  container
    .register(`${base}sw.js`, { scope: base })
    .then(() => container.ready)
    .then((registration) => {
      const lang = pageLang();
      if (!lang) return;
      registration.active?.postMessage({ type: 'cache-search', lang });
      // The first page of a visit loads before the worker runs: keep it too.
      registration.active?.postMessage({ type: 'keep-page', lang, url: location.href });
    })
    .catch(() => {
      // No worker (private mode, blocked storage): the site works online as before.
    });
}

if (import.meta.env.PROD && 'serviceWorker' in navigator && window.isSecureContext) afterLoad(registerWorker);
