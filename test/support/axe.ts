import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The rules whose outcome depends on colour. A colour scheme changes nothing else (same DOM, same layout), so a
 * page checked with every rule in one scheme needs only these in the other.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core's violations on `page` (all rules, or only `rules`), one line each: "rule-id: selector, selector".
 *
 * Legacy mode runs axe in the page itself. The default mode gathers each frame's partial results and
 * finishes them in a new blank page, which took 10-12 s on the 3,000-element rune index and glossary
 * against 2.5 s this way; what it adds is frames, and the site has none (checked here, so the shortcut
 * cannot hide one). Only violations carry their nodes: the passes' nodes were never read.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const frames = await page.locator('iframe, frame').count();
  if (frames > 0) throw new Error(`axeViolations: ${page.url()} has ${frames} frames, which legacy mode does not check`);
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (rules) builder.withRules(rules);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
