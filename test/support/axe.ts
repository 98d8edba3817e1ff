import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * The rules whose outcome depends on colour. A colour scheme changes nothing else (same DOM, same layout), so a
 * page checked with every rule in one scheme needs only these in the other.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

// axe-core as @axe-core/playwright depends on it: the same version, the script that builder injects.
const require = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = (require('axe-core') as { source: string }).source;

/**
 * axe-core's violations on `page` (all rules, or only `rules`), one line each: "rule-id: selector, selector".
 *
 * What @axe-core/playwright's legacy mode does (axe.run in the page itself, on the whole document, with the same
 * options), without its cost: that builder evaluates axe's 650 kB script twice per run (0.4-1.3 s each on this
 * machine, more than most runs take), where this injects it once per document, so a second run on the same page
 * (the other colour scheme) only runs. Its default mode, which gathers each frame's partial results and finishes
 * them in a new blank page, took 10-12 s on the 3,000-element rune index and glossary; what it adds is frames, and
 * the site has none (checked here, so the shortcut cannot hide one). Only violations carry their nodes: the
 * passes' nodes were never read.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const frames = await page.locator('iframe, frame').count();
  if (frames > 0) throw new Error(`axeViolations: ${page.url()} has ${frames} frames, which this check does not enter`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (only) => {
    type Found = { violations: { id: string; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Found> } }).axe;
    const { violations } = await axe.run(
      { include: [], exclude: [] },
      { resultTypes: ['violations'], ...(only ? { runOnly: { type: 'rule', values: only } } : {}) },
    );
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, rules);
}
