import { existsSync, readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateItem, formatPrice, RUNE_FAMILIES, RUNES } from '../../src/rules';
import { calculatorTakes } from '../../src/rules/core';
import { readItemTool } from '../../src/lib/url-state';
import { assertBuilt, fileFor, loadPage, textOf, withBase } from '../support/dist';

beforeAll(() => assertBuilt());

const LANGS = ['ja', 'en'] as const;

describe('rune entries', () => {
  it.each(LANGS)('every rune grade has its own page in %s', (lang) => {
    const missing = RUNES.filter((rune) => !fileFor(`/${lang}/runes/${rune.slug}/`)).map((rune) => rune.slug);
    expect(missing).toEqual([]);
    const built = readdirSync(`dist/${lang}/runes`, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(built).toHaveLength(RUNES.length);
  });

  it('every rune family has its prose in both languages', () => {
    const missing = RUNE_FAMILIES.flatMap((family) =>
      LANGS.filter((lang) => !existsSync(`content/runes/${lang}/${family.slug}.mdx`)).map((lang) => `${lang}/${family.slug}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(LANGS)('each %s rune page shows the level, Price and usage of src/rules', (lang) => {
    for (const rune of RUNES) {
      const page = loadPage(`/${lang}/runes/${rune.slug}/`);
      expect(textOf(page.querySelector('[data-fact="level"]')), rune.slug).toBe(String(rune.level));
      expect(textOf(page.querySelector('[data-fact="price"]')), rune.slug).toBe(formatPrice(rune.priceCp, lang));
      expect(textOf(page.querySelector('[data-fact="usage"]')), rune.slug).toBe(rune.usageText[lang]);
    }
  });

  it.each(LANGS)('each %s rune page names the rune in both languages', (lang) => {
    for (const rune of RUNES) {
      const heading = loadPage(`/${lang}/runes/${rune.slug}/`).querySelector('h1');
      expect(textOf(heading), rune.slug).toContain(rune.name[lang]);
      const other = lang === 'ja' ? 'en' : 'ja';
      expect(textOf(heading?.querySelector(`[lang="${other}"]`)), rune.slug).toContain(rune.name[other]);
    }
  });

  it('marks the Japanese names this site wrote itself, and only those', () => {
    for (const rune of RUNES) {
      const marked = loadPage(`/ja/runes/${rune.slug}/`).querySelector('h1 .own-name') !== null;
      expect(marked, rune.slug).toBe(!rune.jaConfirmed);
    }
  });

  it.each(LANGS)('every "try it" link on the %s pages opens an item the rules accept with this rune', (lang) => {
    for (const rune of RUNES.filter(calculatorTakes)) {
      const href = loadPage(`/${lang}/runes/${rune.slug}/`).querySelector('a[data-try-it]')?.getAttribute('href');
      expect(href, rune.slug).toMatch(new RegExp(`^${withBase(`/${lang}/tools/item/`)}\\?`));
      const { spec, notices } = readItemTool(new URL(href!, 'http://site.invalid').searchParams);
      expect(notices, rune.slug).toEqual([]);
      const evaluation = evaluateItem({ base: '', ...spec });
      expect(
        evaluation.problems.filter((p) => p.severity === 'error'),
        rune.slug,
      ).toEqual([]);
      expect(evaluation.runes, rune.slug).toContain(rune.slug);
    }
  });

  it.each(LANGS)('the %s rune index lists every rune with its level and Price', (lang) => {
    const rows = [...loadPage(`/${lang}/runes/`).querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(RUNES.length);
    for (const rune of RUNES) {
      const row = rows.find((r) => r.querySelector('a')?.getAttribute('href') === withBase(`/${lang}/runes/${rune.slug}/`));
      expect(row, rune.slug).toBeDefined();
      const cells = [...row!.querySelectorAll('td')].map(textOf);
      expect(cells, rune.slug).toContain(String(rune.level));
      expect(cells, rune.slug).toContain(formatPrice(rune.priceCp, lang));
    }
  });

  it('rune pages carry Pagefind filters, sort keys and both names for search results', () => {
    for (const rune of RUNES) {
      const page = loadPage(`/en/runes/${rune.slug}/`);
      const filters = [...page.querySelectorAll('[data-pagefind-filter]')].map(
        (el) => el.getAttribute('data-pagefind-filter')!.split(':')[0],
      );
      expect(filters.sort()).toEqual(['kind', 'rarity', 'target']);
      const sorts = [...page.querySelectorAll('[data-pagefind-sort]')].map((el) => el.getAttribute('data-pagefind-sort'));
      expect(sorts).toEqual([`level:${rune.level}`, `price:${rune.priceCp}`]);
      // The meta is read from an attribute, so the title is not indexed (nor shown in excerpts) as page text.
      const title = page.querySelector('[data-pagefind-meta="title[data-title]"]')?.getAttribute('data-title');
      expect(title).toBe(`${rune.name.en} / ${rune.name.ja}`);
    }
  });
});
