/**
 * The source books of the rune index: which books have runes (the options of the book filter, built from the data,
 * never typed out) and how a row marks a book that is not remaster ORC content. Pure functions with unit tests.
 */
import { BOOKS, type BookData, type BookId, type SourceRef } from '../rules/data/books';

/** The book of the "GM Core only" view. */
export const CORE_BOOK = 'gm-core' satisfies BookId;

/** The books that have runes, in the order of BOOKS, each with its number of runes. */
export function booksWithRunes(runes: readonly { source: SourceRef }[]): { book: BookId; count: number }[] {
  const counts = new Map<BookId, number>();
  for (const rune of runes) counts.set(rune.source.book, (counts.get(rune.source.book) ?? 0) + 1);
  return (Object.keys(BOOKS) as BookId[]).filter((book) => counts.has(book)).map((book) => ({ book, count: counts.get(book)! }));
}

/**
 * How a row marks its book: nothing for remaster ORC content (GM Core's case); 'legacy-ogl' for a book printed
 * before the remaster under the OGL; 'ogl' for remaster-compatible OGL content; 'legacy' for pre-remaster ORC.
 */
export type SourceTag = 'legacy-ogl' | 'legacy' | 'ogl' | null;

export function sourceTag(book: Pick<BookData, 'license' | 'remaster'>): SourceTag {
  if (!book.remaster) return book.license === 'OGL' ? 'legacy-ogl' : 'legacy';
  return book.license === 'OGL' ? 'ogl' : null;
}
