// Typing while a calculator starts, at full count (test/browser/typing-start-{en,ja}.test.ts runs a representative part in
// `npm test`): a player's first visit on a phone on a slow network — CPU × 4 and Slow 4G (CDP), a fresh context per
// run, kana committed 120 ms apart (or 0/5/30 ms) from the first tap — and unthrottled "clear, then paste" runs in
// every name field of both languages. Prints each lost run and the counts. Run after a build.
// Usage: npx node scripts/typing-runs.mjs [--throttled 100] [--paste 200] [--dist dist]
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { builtBase } from '../test/support/dist.ts';
import { serveDist } from '../test/support/server.ts';
import { NAME_FIELDS, throttle, TYPED, typeWhileStarting } from '../test/support/typing-runs.ts';

const args = process.argv.slice(2);
const count = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const dist = resolve(args.includes('--dist') ? args[args.indexOf('--dist') + 1] : 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ has no index.html: run `npm run build` first.');
  process.exit(1);
}
const server = await serveDist(dist, builtBase(dist));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
  ],
});
const url = (path) => new URL(path, server.url).href;
const langs = ['ja', 'en'];
const delays = [120, 0, 5, 30];

async function series(label, total, one) {
  const started = Date.now();
  const lost = [];
  for (let i = 0; i < total; i++) {
    const [run, result] = await one(i);
    if (!result.kept) {
      lost.push(run);
      console.log(`LOST ${label} ${run}: ${JSON.stringify(result.value)} (expected ${JSON.stringify(result.expected)})`);
    }
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `${label}: ${lost.length} lost of ${total} runs, ${seconds.toFixed(0)} s (${(seconds / Math.max(total, 1)).toFixed(2)} s a run)`,
  );
  return lost.length;
}

let lost = 0;
// Throttled: each run a fresh context (no cache, no storage), a phone, CPU × 4 and Slow 4G, typing from the first tap.
lost += await series('throttled', count('throttled', 100), async (i) => {
  const [path, field] = NAME_FIELDS[i % NAME_FIELDS.length];
  const lang = langs[Math.floor(i / NAME_FIELDS.length) % 2];
  const delayMs = delays[Math.floor(i / (NAME_FIELDS.length * 2)) % delays.length];
  const mode = i % 3 === 2 ? 'keys' : 'ime';
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(120_000);
  const page = await context.newPage();
  const cdp = await throttle(page);
  const result = await typeWhileStarting(page, { url: url(`${lang}/${path}`), field, text: TYPED[lang], mode, delayMs, touch: true }, cdp);
  await context.close();
  return [`${lang}/${path}#${field} ${mode} ${delayMs} ms (${result.ms} ms)`, result];
});
// Unthrottled clear-then-paste: one page, navigated for each run (a fresh start of the island from the HTTP cache).
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
context.setDefaultTimeout(60_000);
const page = await context.newPage();
lost += await series('clear-then-paste', count('paste', 200), async (i) => {
  const [path, field] = NAME_FIELDS[i % NAME_FIELDS.length];
  const lang = langs[Math.floor(i / NAME_FIELDS.length) % 2];
  const delayMs = [0, 5, 30][Math.floor(i / (NAME_FIELDS.length * 2)) % 3];
  const result = await typeWhileStarting(page, { url: url(`${lang}/${path}`), field, text: TYPED[lang], mode: 'paste', delayMs });
  return [`${lang}/${path}#${field} ${delayMs} ms`, result];
});
await context.close();
await browser.close();
await server.close();
process.exit(lost === 0 ? 0 : 1);
