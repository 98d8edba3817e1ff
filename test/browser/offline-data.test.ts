import { describe, expect, it } from 'vitest';
import { OPEN_DATA_FILES } from '../../src/lib/open-data';
import { HANG_MS } from '../support/browser';
import { builtBase } from '../support/dist';
import { useOfflineSite } from '../support/offline-session';

// The open data (/data/v1/, README "Open data") in a browser: a page of the site reads it under the site's Content
// Security Policy, and once the service worker runs, it is there with no network, like every precached file.
const { online, goOffline } = useOfflineSite();

const FILES = OPEN_DATA_FILES.flatMap((name) => [`data/v1/${name}.json`, `data/v1/${name}.schema.json`]);

/** Each file as a page of the site fetches it: its status and what identifies it (the data's version, the schema's $id). */
function fetchAll(page: import('playwright-core').Page, urls: string[]) {
  return page.evaluate(
    (list) =>
      Promise.all(
        list.map(async (url) => {
          try {
            const response = await fetch(url);
            const body = (await response.json()) as { version?: number; $id?: string };
            return `${response.status} ${body.version ?? body.$id ?? '?'}`;
          } catch (error) {
            return String(error);
          }
        }),
      ),
    urls,
  );
}

describe('the open data', () => {
  it('is read by the site’s pages under its policy, and answers offline after one visit', async () => {
    const { context, page, url } = await online();
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto(url('/en/'));
    const urls = FILES.map((file) => url(`/${file}`));
    // A schema's $id is its address on the deployed site (its origin is SITE_URL's, not this test server's).
    const expected = FILES.map((file) => (file.endsWith('.schema.json') ? `200 ORIGIN${builtBase()}${file}` : '200 1'));
    expect((await fetchAll(page, urls)).map((line) => line.replace(/ https?:\/\/[^/]+/, ' ORIGIN'))).toEqual(expected);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);

    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: HANG_MS });
    await goOffline(context);
    const offline = await fetchAll(page, urls);
    for (const [i, line] of offline.entries()) expect(line, FILES[i]).toMatch(/^200 /);
  });
});
