import { beforeAll, describe, expect, it } from 'vitest';
import { checkText, describe as explain } from '../../src/glossary/term-policy';
import { RUNE_FAMILIES, RUNE_KIND_LABELS, getRune } from '../../src/rules';
import { assertBuilt, htmlPages, loadPage, textWithout } from '../support/dist';

// The term policy (content/README.md) on every built page, prose included: no avoided spelling, and in
// Japanese no kanji count and no half-width + or %. Test/i18n/terms.test.ts checks the strings before the build.

/**
 * The text of a page in its own language. Left out: scripts, styles and code; text marked as the other
 * language (English names on a Japanese page); and the alias lists (rune pages, glossary), which keep old
 * and variant spellings on purpose so that search finds them.
 */
function ownText(document: Document, lang: 'ja' | 'en'): string {
  const other = lang === 'ja' ? 'en' : 'ja';
  const drop = `script, style, template, code, pre, noscript, [lang="${other}"], .rune__aliases, tr[data-glossary-row] > td:last-child`;
  return (document.querySelector('title')?.textContent ?? '') + '\n' + textWithout(document.body, drop);
}

let pages: string[];
beforeAll(() => {
  assertBuilt();
  pages = htmlPages();
});

describe('terms on the built pages', () => {
  for (const lang of ['ja', 'en'] as const) {
    it(`no ${lang} page uses an avoided spelling${lang === 'ja' ? ', a kanji count or a half-width + or %' : ''}`, () => {
      const mine = pages.filter((page) => page.startsWith(`/${lang}/`));
      expect(mine.length).toBeGreaterThan(90);
      const problems = mine.flatMap((page) => checkText(ownText(loadPage(page), lang), lang).map((f) => explain(page, f)));
      expect(problems).toEqual([]);
    });
  }

  it('reads the text a reader sees, without the other language and the alias lists', () => {
    const page = loadPage('/ja/runes/decaying/');
    expect(page.querySelector('.rune__aliases')?.textContent ?? '').toContain('ディケイイング');
    expect(ownText(page, 'ja')).not.toContain('ディケイイング');
    expect(ownText(loadPage('/ja/runes/decaying/'), 'ja')).toContain('ディケイング');
  });

  it('the counts and rune numbers the Japanese prose quotes come from src/rules', () => {
    const counts: Record<string, number> = {
      runeKinds: Object.keys(RUNE_KIND_LABELS).length,
      fundamentalRuneTypes: RUNE_FAMILIES.filter((f) => f.kind === 'fundamental').length,
    };
    let seen = 0;
    for (const page of pages.filter((p) => p.startsWith('/ja/'))) {
      const document = loadPage(page);
      for (const node of document.querySelectorAll('.fact[data-count]')) {
        seen += 1;
        expect(node.textContent, page).toBe(String(counts[node.getAttribute('data-count')!]));
      }
      const slug = /^\/ja\/runes\/([a-z0-9-]+)\/$/.exec(page)?.[1];
      for (const node of document.querySelectorAll('main .fact[data-show]')) {
        const rune = getRune(node.getAttribute('data-rune') ?? '');
        expect(rune, page).toBeDefined();
        expect((node.textContent ?? '').trim(), page).toMatch(/\d/);
        if (slug && node.getAttribute('data-show') === 'extraDamage') {
          const damage = rune!.effects.extraDamage!;
          expect(node.textContent, page).toContain(`${damage.dice}${damage.die}`);
        }
      }
    }
    expect(seen).toBeGreaterThanOrEqual(3);
    // keen: the natural result is read from the rune's data, not typed in the prose
    expect(loadPage('/ja/runes/keen/').querySelector('.fact[data-show="natural"]')?.textContent).toBe('19');
  });
});
