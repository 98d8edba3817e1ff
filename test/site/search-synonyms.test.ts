import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { foldForSearch } from '../../src/lib/fold-text';
import { TERMS } from '../../src/glossary';
import { readQuery } from '../../src/search/answers';
import { asWritten } from '../../src/search/names';
import { matchNames, prepareNames } from '../../src/search/match';
import { SYNONYMS } from '../../src/search/synonyms';
import { entryPath, type NameData } from '../../src/search/types';
import { assertBuilt, DIST, fileFor, loadPage, textWithout } from '../support/dist';

// The synonym table as the built site serves it: every player's word, in the name layer of each language
// (dist/xx/search-names.json), leads to its chapter's page, and that page uses the word the full text looks for instead.
beforeAll(() => assertBuilt());

describe.each(['ja', 'en'] as const)('players’ words in the built name layer (%s)', (lang) => {
  const data = () => JSON.parse(readFileSync(join(DIST, lang, 'search-names.json'), 'utf8')) as NameData;

  const rows = () => SYNONYMS.filter((synonym) => synonym[lang].length);

  it('carries every row of the synonym table with words in the page’s language, with its chapter', () => {
    const names = data();
    expect(names.s).toHaveLength(rows().length);
    rows().forEach((synonym, i) => {
      const [entry, , ...forms] = names.s![i]!;
      expect(names.e[entry]?.[1]).toBe(`rules/${synonym.chapter}/`);
      expect(forms).toHaveLength(synonym[lang].length);
    });
  });

  it('leads each word to its chapter first, a page of the site that writes the site’s word', () => {
    const names = data();
    const prepared = prepareNames(names);
    rows().forEach((synonym, i) => {
      const [entry, site] = names.s![i]!;
      const path = `/${lang}/${entryPath(names.e[entry]![0], names.e[entry]![1], '')}`;
      expect(fileFor(path), path).toBeTruthy();
      const text = textWithout(loadPage(path).querySelector('main'), '[hidden]');
      expect(foldForSearch(text), `${path} writes ${site}`).toContain(foldForSearch(site.split(' ')[0]!));
      for (const word of synonym[lang]) {
        expect(matchNames(prepared, word)[0]?.entry[1], word).toBe(names.e[entry]![1]);
        expect(readQuery(prepared.answers, word).fullText?.split(' '), word).toEqual(expect.arrayContaining(site.split(' ')));
      }
    });
  });

  it('gives each chapter page the terms it explains for the full text to weigh', () => {
    for (const chapter of new Set(TERMS.map((term) => term.chapter))) {
      const terms = loadPage(`/${lang}/rules/${chapter}/`)
        .querySelector('[data-pagefind-meta="terms[data-terms]"]')
        ?.getAttribute('data-terms');
      for (const term of TERMS.filter((t) => t.chapter === chapter))
        expect(terms, `${chapter}: ${term.id}`).toContain(asWritten(term[lang]));
    }
  });
});
