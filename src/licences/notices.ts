// What the licences of the books the site draws on ask it to print, as data keyed by book: the ORC attribution line
// of each ORC book and the Section 15 (COPYRIGHT NOTICE) entries of each OGL book. The tables are typed over the
// book ids of each licence in BOOKS, so a new book without its notice does not compile.
// Texts are copied exactly as published:
// - ORC Notice, Reserved Material and Expressly Designated Licensed Material notices, and the GM Core and Player Core
//   attribution lines: foundryvtt/pf2e `static/licenses/ORCLicense.md` (commit 9afcdd43717f8831b0e34c13457fcae9c7b36530).
// - Section 15 entries: each book's list as published in public repositories that reproduce Paizo's notices
//   (BernhardPosselt/pf2e-kingmaker-tools `OpenGameLicense.md`, commit 0a1e115866e0e458f0a2924bcd452816ec55383f, for
//   the Core Rulebook and Kingmaker; a Pathfinder tool's licence page for the others; foundryvtt/pf2e
//   `OpenGameLicense.md` for #148 and the Character Guide). The first two lines open every Paizo Section 15.
import { BOOKS, type BookId, type BookLicense, type SourceRef } from '../rules/data/books';
import { MATERIALS } from '../rules/data/materials';

type BooksUnder<L extends BookLicense> = { [K in BookId]: (typeof BOOKS)[K]['license'] extends L ? K : never }[BookId];
export type OrcBookId = BooksUnder<'ORC'>;
export type OglBookId = BooksUnder<'OGL'>;

/** ORC License §III.a, verbatim. */
export const ORC_NOTICE =
  'This product is licensed under the ORC License located at the Library of Congress at TX 9-307-067 and available online at various locations. All warranties are disclaimed as set forth therein.';
export const ORC_RESERVED_MATERIAL =
  'Reserved Material: Reserved Material elements in this product include all elements designated as Reserved Material under the ORC License. To avoid confusion, such items include: All trademarks, registered trademarks, proper nouns (characters, deities, locations, etc., as well as all adjectives, names, titles, and descriptive terms derived from proper nouns), artworks, characters, dialogue, locations, organizations, plots, storylines, and trade dress.';
export const ORC_EXPRESSLY_DESIGNATED =
  'Expressly Designated Licensed Material: This product contains no Expressly Designated Licensed Material.';
export const ORC_LICENSE_URL = 'https://paizo.com/orclicense';
export const COMMUNITY_USE_URL = 'https://paizo.com/licenses/communityuse';

/**
 * The attribution line of each ORC book as Paizo publishes it. null: no published line was found yet in the
 * references this site can reach; the page then credits the book by its title and Paizo Inc. (fill it in when found).
 */
export const ORC_ATTRIBUTION: { readonly [K in OrcBookId]: string | null } = {
  'gm-core':
    'Pathfinder GM Core © 2023, Paizo Inc.; Designers: Logan Bonner and Mark Seifter. Authors: Amirali Attar Olyaee, Logan Bonner, Creighton Broadhurst, Jason Bulmahn, James Case, Jesse Decker, Eleanor Ferron, Fabby Garza Marroquín, Jaym Gates, Matthew Goetz, James Jacobs, Brian R. James, Jenny Jarzabski, Dustin Knight, Jason LeMaitre, Lyz Liddell, Luis Loza, Ron Lundeen, Stephen Radney-MacFarland, David N. Ross, Michael Sayre, Mark Seifter, Owen K.C. Stephens, Amber Stewart, Clark Valentine, Landon Winkler, and Linda Zayas-Palmer',
  'player-core':
    'Pathfinder Player Core © 2023, Paizo Inc.; Designers: Logan Bonner, Jason Bulmahn, Stephen Radney-MacFarland, and Mark Seifter. Authors: Alexander Augunas, Kate Baker, Logan Bonner, Jason Bulmahn, Carlos Cabrera, Calder CaDavid, James Case, Eleanor Ferron, Steven Hammond, Joan Hong, Vanessa Hoskins, James Jacobs, Jenny Jarzabski, Erik Keith, Dustin Knight, Lyz Liddell, Luis Loza, Patchen Mortimer, Dennis Muldoon, Stephen Radney-MacFarland, Mikhail Rekun, David N. Ross, Michael Sayre, Mark Seifter, Kendra Leigh, Speedling, Mark Thompson, Clark Valentine, Andrew White, Landon Winkler, and Linda Zayas-Palmer',
  'treasure-vault': null,
  'impossible-magic': null,
  'lo-shining-kingdoms': null,
  'player-core-2': null,
  'tian-xia-character-guide': null,
  'war-of-immortals': null,
};

const OGL_LINE = 'Open Game License v 1.0a © 2000, Wizards of the Coast, Inc.';
const SRD_LINE =
  'System Reference Document © 2000, Wizards of the Coast, Inc.; Authors: Jonathan Tweet, Monte Cook, and Skip Williams, based on material by E. Gary Gygax and Dave Arneson.';
/** The lines that open the Section 15 of every Paizo OGL book. */
export const OGL_SECTION_15_OPENING: readonly string[] = [OGL_LINE, SRD_LINE];

const CRB =
  'Pathfinder Core Rulebook (Second Edition) © 2019, Paizo Inc.; Authors: Logan Bonner, Jason Bulmahn, Stephen Radney-MacFarland, and Mark Seifter.';
const TOH = (creature: string, basis: string) =>
  `${creature} from the Tome of Horrors Complete © 2011, Necromancer Games, Inc., published and distributed by Frog God Games; Author: Scott Greene, based on original material by ${basis}.`;
// Kingmaker prints its Tome of Horrors lines with "Necromancer Games Inc. published" (no commas).
const TOH_KM = (creature: string, basis: string | null) =>
  `${creature} from the Tome of Horrors Complete © 2011, Necromancer Games Inc. published and distributed by Frog God Games; Author: Scott Greene${basis ? `, based on original material by ${basis}` : ''}.`;

/**
 * Each OGL book's Section 15 entries after the opening lines, as the book prints them. null: no public copy of the
 * book's Section 15 was reached (only a truncated one for Knights of Lastwall, none for #195); the licence page names
 * the book and says its entry is still to be added (`missing`). Fill it in when found.
 */
export const OGL_SECTION_15: { readonly [K in OglBookId]: readonly string[] | null } = {
  'core-rulebook': [
    'Pathfinder Core Rulebook (Second Edition) © 2019, Paizo Inc.; Designers: Logan Bonner, Jason Bulmahn, Stephen Radney-MacFarland, and Mark Seifter.',
  ],
  'grand-bazaar': [
    TOH('Dragon, Faerie', 'Gary Gygax'),
    TOH('Genie, Marid', 'Gary Gygax'),
    CRB,
    'Pathfinder Lost Omens Grand Bazaar © 2021, Paizo Inc.; Authors: Tineke Bolleman, Logan Bonner, Jessica Catalan, Dominique Dickey, Dana Ebert, Steven Hammond, Sen H.H.S., Dustin Knight, Avi Kool, Aaron Lascano, Carlos Luna, Ron Lundeen, Sydney Meeker, Randal Meyer, Jacob Michaels, Matt Morris, Andrew Mullen, Ianara Natividad, Dave Nelson, Jessica Redekop, Nathan Reinecke, Erin Roberts, David N. Ross, Simone Sallé, Mark Seifter, Shay Snow, Ashton Sperry, Amber Stewart, Andrew Stoeckle, Isabelle Thorne, Jason Tondro, and Scott D. Young.',
  ],
  'rage-of-elements': [
    CRB,
    'Pathfinder Rage of Elements © 2023, Paizo Inc.; Authors: Logan Bonner, Jason Bulmahn, James Case, Jessica Catalan, Andrew D. Geels, Sen H.H.S., Patrick Hurley, Jason Keeley, Luis Loza, Mark Moreland, Jonathan Morgantini, AJ Neuro, Jessica Redekop, Solomon St. John, Michael Sayre, Mark Seifter, Shahreena Shahrani, Shay Snow, Levi Steadman, Mari Tokuda, Ruvaid Virk, Andrew White, and Linda Zayas-Palmer.',
  ],
  'secrets-of-magic': [
    TOH('Angel, Monadic Deva', 'Gary Gygax'),
    TOH('Angel, Movanic Deva', 'Gary Gygax'),
    TOH('Daemon, Guardian', 'Ian McDowall'),
    TOH('Daemon, Piscodaemon', 'Gary Gygax'),
    TOH('Demon, Nabasu', 'Gary Gygax'),
    TOH('Demon, Shadow', 'Neville White'),
    CRB,
    'Pathfinder Secrets of Magic © 2021, Paizo Inc.; Authors: Amirali Attar Olyaee, Kate Baker, Minty Belmont, Logan Bonner, James Case, Jessica Catalan, John Compton, Katina Davis, Jesse Decker, Chris Eng, Eleanor Ferron, Leo Glass, Joan Hong, Vanessa Hoskins, Jason Keeley, Joshua Kim, Luis Loza, Ron Lundeen, Liane Merciel, David N. Ross, Ianara Natividad, Chesley Oxendine, Stephen Radney-MacFarland, Shiv Ramdas, Mikhail Rekun, Simone D. Sallé, Michael Sayre, Mark Seifter, Sen H.H.S., Shay Snow, Kendra Leigh Speedling, Tan Shao Han, Calliope Lee Taylor, Mari Tokuda, Jason Tondro, Clark Valentine, Ruvaid Virk, Andrew White, Landon Winkler, Tonya Woldridge, and Isis Wozniakowska.',
  ],
  kingmaker: [
    TOH_KM('Aurumvorax', 'Gary Gygax'),
    TOH_KM('Daemon, Derghodaemon', 'Gary Gygax'),
    TOH_KM('Daemon, Piscodaemon', 'Gary Gygax'),
    TOH_KM('Dragon, Faerie', 'Brian Jaeger and Gary Gygax'),
    TOH_KM('Froghemoth', 'Gary Gygax'),
    TOH_KM('Mite', 'Ian Livingstone and Mark Barnes'),
    TOH_KM('Nereid', 'Gary Gygax'),
    TOH_KM('Quickling', 'Gary Gygax'),
    TOH_KM('Scythe Tree', 'Gary Gygax'),
    TOH_KM('Soul Eater', null),
    TOH_KM('Troll, Two-Headed', 'Oliver Charles MacDonald'),
    CRB,
    'Pathfinder Kingmaker Adventure Path © 2022, Paizo Inc.; Authors: Steve Helt, Tim Hitchcock, James Jacobs, Ron Lundeen, Rob McCreary, Jason Nelson, Richard Pett, Neil Spicer, and Greg A. Vaughan.',
  ],
  'lo-ancestry-guide': [
    'The Book of Fiends © 2003, Green Ronin Publishing; Authors: Aaron Loeb, Erik Mona, Chris Pramas, and Robert J. Schwalb. Armies of the Abyss © 2002, Green Ronin Publishing; Authors: Erik Mona and Chris Pramas.',
    "The Avatar's Handbook © 2003, Green Ronin Publishing; Authors: Jesse Decker and Chris Thomasson.",
    'Book of the Righteous © 2002, Aaron Loeb. Legions of Hell © 2001, Green Ronin Publishing; Author: Chris Pramas.',
    "The Unholy Warrior's Handbook © 2003, Green Ronin Publishing; Author: Robert J. Schwalb.",
    TOH('Dragon, Faerie', 'Gary Gygax'),
    TOH('Genie, Marid', 'Gary Gygax'),
    TOH('Grippli', 'Gary Gygax'),
    CRB,
    'Pathfinder Lost Omens Ancestry Guide (Second Edition) © 2021, Paizo Inc.; Authors: Calder CaDavid, James Case, Jessica Catalan, Eleanor Ferron, Lyz Liddell, Luis Loza, Ron Lundeen, Patchen Mortimer, Andrew Mullen, Samantha Phelan, Jessica Redekop, Mikhail Rekun, David N. Ross, Mark Seifter, Owen K.C. Stephens, Isabelle Thorne, and Linda Zayas-Palmer.',
  ],
  'lo-character-guide': [
    TOH('Genie, Marid', 'Gary Gygax'),
    'Pathfinder Lost Omens Character Guide (Second Edition) © 2019, Paizo Inc.; Authors: John Compton, Sasha Lindley Hall, Amanda Hamon, Mike Kimmel, Luis Loza, Ron Lundeen, Matt Morris, Patchen Mortimer, Andrew Mullen, Mikhail Rekun, Micheal Sayre, Owen K.C. Stephens, Isabelle Thorne, and Linda Zayas-Palmer.',
  ],
  'lo-highhelm': [
    CRB,
    'Pathfinder Lost Omens Highhelm © 2023, Paizo Inc.; Authors: Piper Amatrudi, Dan Cascone, Caryn DiMarco, Dana Ebert, Sen H.H.S., Michelle Jones, Stephanie Lundeen, Liane Merciel, Matt Morris, Dave Nelson, Mikhail Rekun, Erin Roberts, Owen K.C. Stephens, Andrew White, and Shan Wolf',
  ],
  'lo-pathfinder-society-guide': [
    'The Book of Fiends © 2003, Green Ronin Publishing; Authors: Aaron Loeb, Erik Mona, Chris Pramas, and Robert J. Schwalb.',
    'Armies of the Abyss © 2002, Green Ronin Publishing; Authors: Erik Mona and Chris Pramas.',
    "The Avatar's Handbook © 2003, Green Ronin Publishing; Authors: Jesse Decker and Chris Thomasson.",
    'Book of the Righteous © 2002, Aaron Loeb.',
    'Legions of Hell © 2001, Green Ronin Publishing; Author: Chris Pramas.',
    "The Unholy Warrior's Handbook © 2003, Green Ronin Publishing; Author: Robert J. Schwalb.",
    TOH('Genie, Marid', 'Gary Gygax'),
    TOH('Dragon, Faerie', 'Brian Jaeger and Gary Gygax'),
    CRB,
    'Pathfinder Lost Omens Pathfinder Society Guide © 2020, Paizo Inc.; Authors: Kate Baker, James Case, John Compton, Vanessa Hoskins, Mike Kimmel, Ron Lundeen, Dennis Muldoon, kieran t. newton, Michael Sayre, Clark Valentine, Tonya Woldridge, and Linda Zayas-Palmer',
  ],
  'ap-148-fires-of-the-haunted-city': [
    'Pathfinder Adventure Path #148: Fires of the Haunted City © 2019, Paizo Inc.; Authors: Linda Zayas-Palmer, with Owen K.C. Stephens, James L. Sutter, and Greg Vaughan.',
  ],
  'ap-200-seven-dooms-for-sandpoint': [
    'Pathfinder Adventure Path #200: Seven Dooms for Sandpoint © 2024, Paizo Inc.; Author: James Jacobs.',
  ],
  // The other books' precious materials: the same licence page's lists.
  'lo-legends': [
    TOH('Genie, Marid', 'Gary Gygax'),
    CRB,
    'Pathfinder Lost Omens Legends © 2020, Paizo Inc.; Authors: Alexander Augunas, Kate Baker, Jason Bulmahn, Alexandria Bustion, Carlos Cabrera, Calder CaDavid, Jessica Catalan, Natalie Collazo, Ryan Costello, Greg Diaz, Fabby Garza Marroquín, Jaym Gates, Alice Grizzle, Steven Hammond, Nicolas Hornyak, James Jacobs, Michelle Jones, Kristina Sisto Kindel, Aaron Lascano, Ron Lundeen, Stephanie Lundeen, Sydney Meeker, Liane Merciel, Matt Morris, Patchen Mortimer, Hilary Moon Murphy, Dennis Muldoon, Andrew Mullen, Amirali Attar Olyaee, Mikhail Rekun, Michael Sayre, Mark Seifter, Ashton Sperry, Owen K.C. Stephens, and Isabelle Thorne',
  ],
  'lo-monsters-of-myth': [
    TOH('Genie, Marid', 'Gary Gygax'),
    CRB,
    'Pathfinder Lost Omens Monsters of Myth © 2021, Paizo Inc.; Authors: James Case, John Compton, Dana Ebert, Joshua Kim, Aaron Lascano, Luis Loza, Ron Lundeen, Stephanie Lundeen, Liane Merciel, Andrew Mullen, Michael Sayre, Sen H.H.S., Shay Snow, and Jason Tondro.',
  ],
  'ap-162-ruins-of-the-radiant-siege': [
    CRB,
    'Pathfinder Adventure Path #162: Ruins of the Radiant Siege © 2020, Paizo Inc.; Authors: Amber Stewart, with Carlos Cabrera, Benjamin U. Fields, Kim Frandsen, Jim Groves, John S. Roberts, and Diego Valdez.',
  ],
  'ap-183-field-of-maidens': [
    TOH('Demon, Shadow', 'Neville White'),
    'Pathfinder Adventure Path #183: Field of Maidens © 2022, Paizo Inc.; Author: Jenny Jarzabski, with Ivis K. Flanagan, Sasha Laranoa Harving, and Randy Price.',
  ],
  'lo-knights-of-lastwall': null,
  'ap-195-heavy-is-the-crown': null,
  'special-fumbus': [
    'Pathfinder Special: Fumbus! (Comic Book) © 2021, Paizo Inc.; Authors: Jessica Catalan, Michael Sayre, and Fred Van Lente',
  ],
};

export interface LicenceNotices {
  /** the ORC books drawn on, in the order of BOOKS, with their attribution line (null: see ORC_ATTRIBUTION) */
  orc: { book: OrcBookId; line: string | null }[];
  /** the OGL books drawn on and the Section 15 entries they need (opening lines first, each line once); null when none */
  ogl: { books: OglBookId[]; section15: string[]; missing: OglBookId[] } | null;
}

const isOrc = (book: BookId): book is OrcBookId => BOOKS[book].license === 'ORC';
const isOgl = (book: BookId): book is OglBookId => BOOKS[book].license === 'OGL';

/** The notices the site must carry for the books it draws on (the sources of its runes and base items). */
export function licenceNotices(used: Iterable<BookId>): LicenceNotices {
  const set = new Set(used);
  const books = (Object.keys(BOOKS) as BookId[]).filter((book) => set.has(book));
  const orc = books.filter(isOrc).map((book) => ({ book, line: ORC_ATTRIBUTION[book] }));
  const oglBooks = books.filter(isOgl);
  const ogl =
    oglBooks.length === 0
      ? null
      : {
          books: oglBooks,
          section15: [...new Set([...OGL_SECTION_15_OPENING, ...oglBooks.flatMap((book) => OGL_SECTION_15[book] ?? [])])],
          missing: oglBooks.filter((book) => OGL_SECTION_15[book] === null),
        };
  return { orc, ogl };
}

/** The notice Paizo's Community Use Policy asks for, with the site's name filled in. */
export const COMMUNITY_USE_NOTICE =
  "PF2e Runes uses trademarks and/or copyrights owned by Paizo Inc., used under Paizo's Community Use Policy (paizo.com/licenses/communityuse). We are expressly prohibited from charging you to use or access this content. PF2e Runes is not published, endorsed, or specifically approved by Paizo. For more information about Paizo Inc. and Paizo products, visit paizo.com.";

/** The precious materials' sources (each kind of item it makes has its page), as entries booksDrawnOn reads. */
export const MATERIAL_SOURCES: readonly { source: SourceRef }[] = Object.values(MATERIALS).flatMap((m) =>
  Object.values(m.source).map((source) => ({ source })),
);

/** The books the site draws on: the sources of its runes, base items and precious materials. */
export function booksDrawnOn(entries: Iterable<{ source: { book: BookId } }>): BookId[] {
  const set = new Set<BookId>();
  for (const entry of entries) set.add(entry.source.book);
  return (Object.keys(BOOKS) as BookId[]).filter((book) => set.has(book));
}
