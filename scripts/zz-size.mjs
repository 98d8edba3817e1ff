import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { builtBase } from '/work/wt/planner36ui/test/support/dist.ts';
import { serveDist } from '/work/wt/planner36ui/test/support/server.ts';
const dist = '/work/wt/planner36ui/dist';
const base0 = builtBase(dist);
const server = await serveDist(dist, base0);
const base = server.url.replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
for (const tool of process.argv.slice(2)) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const seen = [];
  page.on('request', (r) => { if (r.url().endsWith('.js')) seen.push(r.url()); });
  await page.goto(`${base}/en/tools/${tool}/`, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const before = [...seen];
  await page.locator('astro-island .tool').first().dispatchEvent('pointerover');
  await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
  // first use: focus the first name field (the name reader loads)
  await page.locator('input[type=text]').first().focus();
  await page.waitForTimeout(3000);
  const gz = (url) => { const path = new URL(url).pathname.slice(base0.length - 1); try { return gzipSync(readFileSync(dist + path), { level: 9 }).length; } catch { return 0; } };
  const sum = (list) => list.reduce((s, u) => s + gz(u), 0);
  const after = seen.filter((u) => !before.includes(u));
  if (process.env.LIST) for (const u of after) console.log('   ', (gz(u)/1024).toFixed(1), new URL(u).pathname.split('/').pop());
  console.log(tool, 'before use', (sum(before) / 1024).toFixed(1), 'kB', before.length, 'files; first use', (sum(after) / 1024).toFixed(1), 'kB', after.length, 'files');
  await ctx.close();
}
await browser.close(); process.exit(0);
