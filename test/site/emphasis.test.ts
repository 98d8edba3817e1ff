import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, htmlPages, loadPage, parse, textWithout } from '../support/dist';

// Markdown emphasis that did not close shows as literal asterisks or underscores. CommonMark alone
// leaves `**太字。**の` open (no flanking run after 。 before kana); remark-cjk-friendly in
// astro.config.mjs closes it. This test catches any page where the markers still reach the reader.

/** The text a reader sees: no scripts, styles, code or form values. */
function visibleText(document: Document): string {
  return textWithout(document.body, 'script, style, template, code, pre, noscript');
}

let pages: string[];
beforeAll(() => {
  assertBuilt();
  pages = htmlPages();
});

describe('emphasis markers', () => {
  it('the check sees a marker in prose and ignores code', () => {
    const markers = (html: string) => visibleText(parse(`<html><body>${html}</body></html>`)).match(/\*\*|__/g) ?? [];
    expect(markers('<p>**太字。**の</p>')).toHaveLength(2);
    expect(markers('<p><strong>太字。</strong>の <code>a**b</code></p>')).toHaveLength(0);
  });

  it('no built page shows a literal ** or __ in its text', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const text = visibleText(loadPage(page));
      for (const match of text.matchAll(/\*\*|__/g)) {
        const at = match.index ?? 0;
        problems.push(`${page}: «${text.slice(Math.max(0, at - 20), at + 22).replace(/\s+/g, ' ')}»`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the Japanese etching and transferring chapters render their bold lead-ins as <strong>', () => {
    for (const page of ['/ja/rules/etching/', '/ja/rules/transferring/']) {
      expect(loadPage(page).querySelectorAll('main li strong').length, page).toBeGreaterThan(0);
    }
  });
});
