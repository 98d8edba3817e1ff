import { chromium } from 'playwright-core';
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveDist } from '/work/wt-offline/test/support/server.ts';
import { SECURITY_HEADERS } from '/work/wt-offline/src/security.ts';
const copy = mkdtempSync(join(tmpdir(), 'dbg-deploy-'));
cpSync('/work/wt-offline/dist', copy, { recursive: true });
const server = await serveDist(copy, '/', { ...SECURITY_HEADERS, 'Cache-Control': 'no-store' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await context.newPage();
page.on('console', (m) => console.log('console', m.text()));
page.on('crash', () => console.log('CRASH'));
page.on('close', () => console.log('CLOSE'));
page.on('framenavigated', (f) => f === page.mainFrame() && console.log('nav', f.url()));
context.on('serviceworker', (w) => w.on('console', (m) => console.log('sw', m.text())));
const url = (p: string) => new URL(p.replace(/^\//, ''), server.url).href;
await page.goto(url('/ja/runes/frost/'));
await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30000 });
await page.waitForTimeout(8000);
const build = JSON.parse(readFileSync(join(copy, 'offline-pages.ja.json'), 'utf8')).build;
writeFileSync(join(copy, 'sw.js'), readFileSync(join(copy, 'sw.js'), 'utf8').replaceAll(build, 'f'.repeat(12)));
await page.goto(url('/ja/tools/item/'));
console.log('update', await page.evaluate(async () => {
  const registration = (await navigator.serviceWorker.getRegistration())!;
  await registration.update().catch(() => undefined);
  const worker = registration.installing;
  if (!worker) return registration.waiting ? 'installed' : 'none';
  return new Promise<string>((resolve) => { const settle = () => (worker.state === 'installed' || worker.state === 'redundant' ? resolve(worker.state) : undefined); worker.addEventListener('statechange', settle); settle(); });
}));
await page.locator('#update-prompt').waitFor({ state: 'visible' });
const t0 = Date.now();
await page.locator('#update-prompt button').first().click();
for (let i = 0; i < 15; i++) {
  await new Promise((r) => setTimeout(r, 1000));
  console.log(i, await page.evaluate(async () => { const r = await navigator.serviceWorker.getRegistration(); return JSON.stringify({ w: r?.waiting?.state, a: r?.active?.state, c: navigator.serviceWorker.controller?.state, rs: document.readyState }); }).catch((e) => String(e).slice(0, 80)));
}
await browser.close(); await server.close();
