import { describe, expect, it } from 'vitest';
import { BOOK_SHORT_TITLES } from '../../src/i18n/books';
import { booksWithRunes, CORE_BOOK, sourceTag } from '../../src/lib/rune-sources';
import { BOOKS, type BookId } from '../../src/rules/data/books';
import { RUNES } from '../../src/rules';

const at = (book: BookId, page: number | null = 1) => ({ source: { book, page } });

describe('the source books of the rune index', () => {
  it('lists each book that has runes once, in the order of BOOKS, with its count', () => {
    const runes = [at('kingmaker'), at('gm-core'), at('treasure-vault'), at('gm-core'), at('kingmaker', null)];
    expect(booksWithRunes(runes)).toEqual([
      { book: 'gm-core', count: 2 },
      { book: 'treasure-vault', count: 1 },
      { book: 'kingmaker', count: 2 },
    ]);
  });

  it('builds the options from the data: every book of the runes, no other, counts adding up to every rune', () => {
    const books = booksWithRunes(RUNES);
    expect(new Set(books.map(({ book }) => book))).toEqual(new Set(RUNES.map((rune) => rune.source.book)));
    expect(books.reduce((sum, { count }) => sum + count, 0)).toBe(RUNES.length);
    expect(books.map(({ book }) => book)).toContain(CORE_BOOK);
  });

  it('marks legacy and OGL books, and leaves remaster ORC books unmarked', () => {
    expect(sourceTag({ license: 'ORC', remaster: true })).toBeNull();
    expect(sourceTag({ license: 'OGL', remaster: false })).toBe('legacy-ogl');
    expect(sourceTag({ license: 'OGL', remaster: true })).toBe('ogl');
    expect(sourceTag({ license: 'ORC', remaster: false })).toBe('legacy');
    expect(sourceTag(BOOKS['gm-core'])).toBeNull();
    expect(sourceTag(BOOKS['core-rulebook'])).toBe('legacy-ogl');
  });

  it('has a short title in both languages for every book', () => {
    for (const book of Object.keys(BOOKS) as BookId[]) {
      expect(BOOK_SHORT_TITLES[book].en.length, book).toBeGreaterThan(0);
      expect(BOOK_SHORT_TITLES[book].ja.length, book).toBeGreaterThan(0);
    }
  });
});
