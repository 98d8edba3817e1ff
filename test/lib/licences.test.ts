import { describe, expect, it } from 'vitest';
import { OGL_PARAGRAPHS } from '../../src/licences/ogl';
import {
  booksDrawnOn,
  MATERIAL_SOURCES,
  licenceNotices,
  OGL_SECTION_15,
  OGL_SECTION_15_OPENING,
  ORC_ATTRIBUTION,
  ORC_NOTICE,
  type OglBookId,
} from '../../src/licences/notices';
import { BOOKS, type BookId } from '../../src/rules/data/books';
import { BASE_ITEMS, RUNES } from '../../src/rules';

const ids = Object.keys(BOOKS) as BookId[];

describe('licence notices', () => {
  it('has a notice entry for every book of its licence, and none for the other', () => {
    expect(Object.keys(ORC_ATTRIBUTION).sort()).toEqual(ids.filter((book) => BOOKS[book].license === 'ORC').sort());
    expect(Object.keys(OGL_SECTION_15).sort()).toEqual(ids.filter((book) => BOOKS[book].license === 'OGL').sort());
  });

  it('gives each OGL book at least its own Section 15 line (a Paizo copyright line), or marks it missing', () => {
    for (const [book, lines] of Object.entries(OGL_SECTION_15)) {
      if (lines === null) continue;
      expect(
        lines.some((line) => line.includes('Paizo Inc.')),
        book,
      ).toBe(true);
    }
  });

  it('names every OGL book whose Section 15 entry is not reproduced, so the licence page can say so', () => {
    const notices = licenceNotices(['kingmaker', 'lo-knights-of-lastwall', 'ap-195-heavy-is-the-crown']);
    expect(notices.ogl?.missing).toEqual(['lo-knights-of-lastwall', 'ap-195-heavy-is-the-crown']);
    expect(notices.ogl?.section15).toEqual(expect.arrayContaining([...(OGL_SECTION_15.kingmaker ?? ['kingmaker entry'])]));
  });

  it('asks only for the ORC notices when every book drawn on is ORC', () => {
    const notices = licenceNotices(['player-core', 'gm-core']);
    expect(notices.orc.map(({ book }) => book)).toEqual(['gm-core', 'player-core']);
    expect(notices.orc[0]!.line).toMatch(/^Pathfinder GM Core © 2023, Paizo Inc\./);
    expect(notices.ogl).toBeNull();
  });

  it('adds the OGL with the Section 15 entries of each OGL book drawn on: opening lines first, each line once', () => {
    const oglBooks: OglBookId[] = ['kingmaker', 'grand-bazaar'];
    const notices = licenceNotices(['gm-core', ...oglBooks]);
    expect(notices.ogl?.books).toEqual(['grand-bazaar', 'kingmaker']);
    const lines = notices.ogl!.section15;
    expect(lines.slice(0, 2)).toEqual(OGL_SECTION_15_OPENING);
    expect(new Set(lines).size).toBe(lines.length);
    for (const book of oglBooks) for (const line of OGL_SECTION_15[book] ?? []) expect(lines).toContain(line);
    expect(lines.filter((line) => line.startsWith('Pathfinder Core Rulebook (Second Edition)'))).toHaveLength(1);
  });

  it('derives the books from the runes and base items actually present', () => {
    const drawn = booksDrawnOn([...RUNES, ...BASE_ITEMS]);
    expect(new Set(drawn)).toEqual(new Set([...RUNES, ...BASE_ITEMS].map((entry) => entry.source.book)));
  });

  it('counts the precious materials’ books too: each kind of item a material makes names its book', () => {
    const drawn = booksDrawnOn([...RUNES, ...BASE_ITEMS, ...MATERIAL_SOURCES]);
    for (const book of [
      'player-core-2',
      'lo-legends',
      'lo-monsters-of-myth',
      'ap-162-ruins-of-the-radiant-siege',
      'ap-183-field-of-maidens',
    ] as const)
      expect(drawn).toContain(book);
    expect(licenceNotices(drawn).ogl?.section15.some((line) => line.startsWith('Pathfinder Lost Omens Legends ©'))).toBe(true);
  });

  it('keeps the licence texts whole: the ORC notice of §III.a and the OGL sections 1 to 14 in order', () => {
    expect(ORC_NOTICE).toContain('TX 9-307-067');
    expect(OGL_PARAGRAPHS).toHaveLength(15);
    OGL_PARAGRAPHS.slice(1).forEach((paragraph, i) => expect(paragraph.startsWith(`${i + 1}. `)).toBe(true));
    expect(OGL_PARAGRAPHS[0]).toMatch(/^The following text is the property of Wizards of the Coast/);
  });
});
