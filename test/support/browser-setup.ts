import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_OPTIONS } from './browser';
import { assertBuilt, builtBase, DIST } from './dist';
import { serveDist } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** WebSocket endpoint of the run's one Chromium. */
    chromiumEndpoint: string;
    /** dist/ served on loopback under the base it was built for, e.g. http://127.0.0.1:40123/pf2e-runes/. */
    siteUrl: string;
  }
}

/**
 * Global setup of the browser project: one Chromium and one static server for every file, started
 * once per run (each file used to start both). Files that need other headers or a server they can
 * shut down (offline, CSP) start a server of their own but share this browser.
 */
export default async function setup(project: TestProject) {
  assertBuilt();
  const server = await serveDist(DIST, builtBase());
  const browser = await chromium.launchServer(CHROMIUM_OPTIONS);
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  project.provide('siteUrl', server.url);
  return async () => {
    await browser.close();
    await server.close();
  };
}
