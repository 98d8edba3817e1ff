import { beforeAll, describe, expect, it } from 'vitest';
import { RUNES, type Locale } from '../../src/rules';
import { TERMS } from '../../src/glossary/terms';
import { FAMILY_NAMES } from '../../src/rules/core';
import { assertBuilt, fileFor, loadPage, textOf } from '../support/dist';

// Checks of /ja/glossary/ and /en/glossary/ as built in dist/ (run `npm run build` first).
const LANGS = ['ja', 'en'] as const;
const other = (lang: Locale): Locale => (lang === 'ja' ? 'en' : 'ja');
const docs = new Map<Locale, Document>();
const glossary = (lang: Locale) => {
  if (!docs.has(lang)) docs.set(lang, loadPage(`/${lang}/glossary/`));
  return docs.get(lang)!;
};
const rows = (lang: Locale) => [...glossary(lang).querySelectorAll('table[data-table="glossary"] tbody tr')];
/** A row's name in one language, without the own-transliteration mark. */
const nameIn = (row: Element, lang: Locale, pageLang: Locale) => {
  const cell = lang === pageLang ? row.querySelector('th a') : row.querySelector(`td[lang="${lang}"]`);
  const copy = cell?.cloneNode(true) as Element | undefined;
  copy?.querySelectorAll('.own-name').forEach((mark) => mark.remove());
  return textOf(copy);
};
/** "+1 Weapon Potency" sorts as "Weapon Potency 1" (and the same for ＋1 in Japanese). */
const potencyLast = (name: string) => name.replace(/^[+＋]([0-9０-９]+)\s*(.*)$/, '$2 $1');

beforeAll(() => assertBuilt());

describe('glossary', () => {
  it('exists in Japanese and in English at the same path', () => {
    expect(fileFor('/ja/glossary/')).toBeTruthy();
    expect(fileFor('/en/glossary/')).toBeTruthy();
  });

  it('lists every rune of RUNES with its Japanese and English name, in both languages', () => {
    for (const lang of LANGS) {
      for (const rune of RUNES) {
        const row = glossary(lang).getElementById(`rune-${rune.slug}`);
        expect(row, `${lang} ${rune.slug}`).toBeTruthy();
        expect(nameIn(row!, 'ja', lang)).toBe(rune.name.ja);
        expect(nameIn(row!, 'en', lang)).toBe(rune.name.en);
        expect(row!.querySelector('th a')?.getAttribute('href')).toMatch(new RegExp(`/${lang}/runes/${rune.slug}/$`));
      }
    }
  });

  it('lists every rules term with where its Japanese comes from and a link to its chapter (or its page)', () => {
    for (const lang of LANGS) {
      for (const term of TERMS) {
        const row = glossary(lang).getElementById(`term-${term.id}`);
        expect(row, `${lang} ${term.id}`).toBeTruthy();
        expect(nameIn(row!, 'ja', lang)).toBe(term.ja);
        expect(nameIn(row!, 'en', lang)).toBe(term.en);
        expect(row!.getAttribute('data-provenance')).toBe(term.provenance);
        const target = term.page ? `/${lang}/${term.page}/` : `/${lang}/rules/${term.chapter}/`;
        expect(row!.querySelector('th a')?.getAttribute('href')).toMatch(new RegExp(`${target}$`));
      }
    }
  });

  it("uses the seed's terms for the rules of GM Core pp. 224-225", () => {
    const ja = textOf(glossary('ja').querySelector('main'));
    for (const term of [
      '基本ルーン',
      '性質ルーン',
      '彫刻',
      '充填',
      '処方',
      '転送',
      'ルーンストーン',
      '探検家の服',
      '〈製作〉',
      '“作成”',
      '市価',
    ]) {
      expect(ja).toContain(term);
    }
  });

  it('keeps legacy names findable: vitalizing is listed with disrupting and ディスラプティング', () => {
    for (const lang of LANGS) {
      const aliases = textOf(glossary(lang).getElementById('rune-vitalizing')?.querySelector('td:last-child'));
      expect(aliases).toContain('ディスラプティング');
      expect(aliases).toContain('Disrupting');
    }
  });

  it('the English glossary is in alphabetical order', () => {
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const names = rows('en').map((row) => potencyLast(nameIn(row, 'en', 'en')));
    const outOfOrder = names.filter((name, i) => i > 0 && collator.compare(names[i - 1]!, name) > 0);
    expect(outOfOrder).toEqual([]);
  });

  it('the Japanese glossary is in gojūon order of the reading', () => {
    const collator = new Intl.Collator('ja', { sensitivity: 'base', numeric: true });
    const readings = new Map(TERMS.map((term) => [`term-${term.id}`, term.reading ?? term.ja]));
    const keys = rows('ja').map((row) => readings.get(row.id) ?? potencyLast(nameIn(row, 'ja', 'ja')));
    const outOfOrder = keys.filter((key, i) => i > 0 && collator.compare(keys[i - 1]!, key) > 0);
    expect(outOfOrder).toEqual([]);
    // Spot check: ア-row before カ-row before サ-row.
    const position = (id: string) => rows('ja').findIndex((row) => row.id === id);
    expect(position('rune-flaming')).toBeGreaterThan(position('term-activate'));
    expect(position('term-activate')).toBeLessThan(position('term-price'));
  });

  it('marks the Japanese names this site wrote itself, and explains the mark on the page', () => {
    for (const lang of LANGS) {
      expect(glossary(lang).getElementById('own-names')).toBeTruthy();
      for (const row of rows(lang)) {
        const jaCell = lang === 'ja' ? row.querySelector('th') : row.querySelector('td[lang="ja"]');
        // The mark is plain text here (#own-names explains it at the top of this page), not a small link beside the entry's.
        const marked = jaCell?.querySelector('.own-name') !== null;
        expect(marked, `${lang} ${row.id}`).toBe(row.getAttribute('data-provenance') === 'site');
        expect(jaCell?.querySelector('a.own-name'), `${lang} ${row.id}`).toBeNull();
      }
    }
    for (const rune of RUNES) {
      const provenance = glossary('ja').getElementById(`rune-${rune.slug}`)?.getAttribute('data-provenance');
      expect(provenance === 'site', rune.slug).toBe(!rune.jaConfirmed);
    }
  });

  it('gives the other language of each row its lang attribute', () => {
    for (const lang of LANGS) {
      for (const row of rows(lang)) expect(row.querySelector(`td[lang="${other(lang)}"]`), row.id).toBeTruthy();
    }
  });

  it('has the full list in the HTML, with the filter hidden until JavaScript runs', () => {
    for (const lang of LANGS) {
      expect(rows(lang).length).toBe(RUNES.length + TERMS.length + Object.keys(FAMILY_NAMES).length); // + the family names (weapon potency, dread ...)
      expect(rows(lang).every((row) => !row.hasAttribute('hidden'))).toBe(true);
      expect(glossary(lang).querySelector('glossary-filter')?.hasAttribute('hidden')).toBe(true);
    }
  });
});
