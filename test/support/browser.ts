import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium, headless. Never a downloaded browser: CI installs the `chromium` package.
 * The networking flags keep Chromium from calling home, which this machine's closed network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
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
  });
}
