import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type LaunchOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * Debian's Chromium, headless. Never a downloaded browser: CI installs the `chromium-headless-shell` package.
 * The test suite runs on the headless shell (the same Chromium build, without the new headless mode's full browser
 * UI stack): a page load costs about a third of the CPU, which is what keeps `npm test` within five minutes on two
 * cores. The full `/usr/bin/chromium` is the fallback when the shell is missing; `CHROMIUM_PATH` overrides both.
 * Scripts that measure what a person sees (screenshots, Lighthouse, traces) launch the full Chromium themselves.
 * The networking flags keep Chromium from calling home, which this machine's closed network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? testChromium();

function testChromium(): string {
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : '/usr/bin/chromium';
}

export const CHROMIUM_OPTIONS: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-sync',
  ],
};

/**
 * The one Chromium of the browser project, started by test/support/browser-setup.ts: each test file
 * connects to it and opens its own contexts (fresh storage, service workers of their own). Closing the
 * connection leaves the browser running for the other files.
 */
export function connectChromium(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}

/** Playwright waits this long for an element or a navigation before a test fails: a hang, not a slow machine. */
export const HANG_MS = 60_000;

/** A fresh context of `browser` whose waits give up only after HANG_MS. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(HANG_MS);
  return context;
}

/** Resolves after the page has drawn two more frames: what a change queued (an event, a layout) has happened by then. */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * The reader turns to the page's first calculator (a pointer over its form), which hydrates then
 * (components/tools/hydrate-on-use.ts; a link's calculator has already started), and waits until it has. A dispatched
 * event, not a mouse move: nothing scrolls and no field is hovered, so a test measuring the page sees it as it was.
 * The real gestures (hover, tap, Tab) are tested in tools.test.ts.
 */
export async function startCalculator(page: Page, timeout?: number): Promise<void> {
  await page.locator('astro-island .tool').first().dispatchEvent('pointerover', undefined, { timeout });
  await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached', timeout });
}
