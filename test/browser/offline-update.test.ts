import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DIST } from '../support/dist';
import { t } from '../../src/i18n';
import { headerSearchPaths } from '../support/header-search';
import { ITEM_QUERY, kitStored, pathOf, useOfflineSite } from '../support/offline-session';
import { startCalculator } from '../support/browser';

// The site at the table when a new version is deployed: the service worker (dist/sw.js) keeps the old version
// whole until it has everything again, then offers a reload. Split from offline.test.ts (same setup) so the run's
// two workers can take the two at once.
const { online, goOffline } = useOfflineSite();

/** A new deploy of the site in `dir`: another build id in the worker, and every page marked as of that deploy. */
function deploy(dir: string) {
  const build = (JSON.parse(readFileSync(join(dir, 'offline-pages.ja.json'), 'utf8')) as { build: string }).build;
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  expect(sw).toContain(build);
  writeFileSync(join(dir, 'sw.js'), sw.replaceAll(build, 'f'.repeat(build.length)));
  const mark = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) mark(path);
      else if (name.endsWith('.html'))
        writeFileSync(path, readFileSync(path, 'utf8').replace('<head>', '<head><meta name="deploy" content="2">'));
    }
  };
  for (const lang of ['ja', 'en']) mark(join(dir, lang));
}

/** Asks the browser to look for a new worker; resolves with what became of it. */
function update(page: Page) {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.getRegistration())!;
    await registration.update().catch(() => undefined);
    const worker = registration.installing;
    if (!worker) return registration.waiting ? 'installed' : 'none';
    return new Promise<string>((resolve) => {
      const settle = () => (worker.state === 'installed' || worker.state === 'redundant' ? resolve(worker.state) : undefined);
      worker.addEventListener('statechange', settle);
      settle();
    });
  });
}

const deployed = (page: Page) => page.locator('meta[name="deploy"]').count();

// Two full installs of the site in one test: it takes what the machine gives it (each wait still ends a hang).
describe('a new deploy, on a flaky network', { timeout: 0 }, () => {
  it('keeps the old version whole until everything the reader had is fetched again, then offers a reload; offline, all of it is of the new version', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'pf2e-runes-deploy-'));
    try {
      cpSync(DIST, copy, { recursive: true });
      const { context, page, url } = await online(copy);
      // Under the old version: the Japanese table kit and a page read; the English kit (the other language).
      await page.goto(url('/ja/runes/frost/'));
      await kitStored(page, url, 'ja');
      await page.goto(url('/en/rules/transferring/'));
      await kitStored(page, url, 'en');
      await page.goto(url('/ja/rules/overview/'));
      await expect.poll(() => page.evaluate((href) => caches.match(href).then(Boolean), url('/ja/rules/overview/'))).toBe(true);

      deploy(copy);
      // The network fails every other request for Pagefind's files (retried) and always for the page read.
      let pagefindRequests = 0;
      // A flag ends the flakiness, not unroute(): after unroute() a request of the old worker stayed pending in
      // Playwright, and Chromium held the new worker's activation for it.
      let flaky = true;
      await context.route('**/*', (route) => {
        const requested = route.request().url();
        if (!flaky) return route.fallback();
        if (requested === url('/ja/rules/overview/')) return route.abort('failed');
        if (requested.includes('/pagefind/') && pagefindRequests++ % 2 === 0) return route.abort('failed');
        return route.fallback();
      });
      await page.goto(url('/ja/'));
      expect(await update(page)).toBe('redundant');
      // The old version is whole: the page that could not be fetched opens in its old copy.
      await page.goto(url('/ja/rules/overview/'));
      expect(await page.locator('h1').textContent()).not.toBe(t('ja', 'offline.title'));
      expect(await deployed(page)).toBe(0);

      // The network is back: the new version installs and waits; a calculator in use is not reloaded under the reader.
      flaky = false;
      await page.goto(url(`/ja/tools/item/${ITEM_QUERY}`));
      await startCalculator(page);
      await page.evaluate(() => ((window as unknown as { inUse: boolean }).inUse = true));
      expect(await update(page)).toBe('installed');
      const prompt = page.locator('#update-prompt');
      await prompt.waitFor({ state: 'visible' });
      expect(await page.evaluate(() => (window as unknown as { inUse?: boolean }).inUse)).toBe(true);
      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: t('ja', 'update.reload') }).click()]);
      expect(await page.evaluate(() => (window as unknown as { inUse?: boolean }).inUse)).toBeUndefined();
      expect(pathOf(page.url()) + new URL(page.url()).search).toBe(pathOf(url('/ja/tools/item/')) + ITEM_QUERY);
      expect(await deployed(page)).toBe(1);
      // only the new version's caches are left
      expect((await page.evaluate(() => caches.keys())).filter((name) => /^pf2e-runes-(pages|search)-/.test(name)).sort()).toEqual([
        'pf2e-runes-pages-ffffffffffff',
        'pf2e-runes-search-ffffffffffff',
      ]);

      await goOffline(context);
      for (const path of ['/ja/rules/overview/', '/ja/runes/frost/', '/ja/tools/level/', '/en/rules/transferring/', '/en/glossary/']) {
        await page.goto(url(path));
        expect(await page.locator('h1').textContent(), path).not.toMatch(/^(オフラインです|You are offline)$/);
        expect(await deployed(page), path).toBe(1);
      }
      // both languages' search, fetched again in the new version
      expect(await headerSearchPaths(page, 'flaming')).toContain('/en/runes/flaming/');
      await page.goto(url('/ja/runes/frost/'));
      expect(await headerSearchPaths(page, 'ふれいみんぐ')).toContain('/ja/runes/flaming/');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 240_000);
});
