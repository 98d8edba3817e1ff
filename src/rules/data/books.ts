// The books the site's rules facts come from, as data: one entry per book, keyed by a kebab-case id that rune and
// base-item entries name in `source.book`. Adding a rune from a new book starts here (README, "Adding a rune
// family"). Titles: English as printed; Japanese the community's title when it has one (jaConfirmed: true),
// otherwise the site's own (the site writes the remaster core books by their English titles, as the seed does).
import type { Locale, Localized } from '../../i18n/locale';

/** The licence a book's rules text is published under: ORC (remaster) or OGL (before the remaster). */
export type BookLicense = 'ORC' | 'OGL';

export interface BookData {
  title: Localized;
  /** true when the Japanese title is the community's; false marks the site's own */
  jaConfirmed: boolean;
  license: BookLicense;
  /** remaster content (Foundry pf2e's `system.publication.remaster`) */
  remaster: boolean;
}

export const BOOKS = {
  'gm-core': {
    title: { ja: 'GM Core', en: 'GM Core' },
    jaConfirmed: false,
    license: 'ORC',
    remaster: true,
  },
  'player-core': {
    title: { ja: 'Player Core', en: 'Player Core' },
    jaConfirmed: false,
    license: 'ORC',
    remaster: true,
  },
  // Other books' runes: licence and remaster as Foundry pf2e's newest item file of each book gives them.
  'core-rulebook': {
    title: { ja: 'Core Rulebook', en: 'Core Rulebook' },
    jaConfirmed: false,
    license: 'OGL',
    remaster: false,
  },
  'treasure-vault': {
    title: { ja: 'Treasure Vault (Remastered)', en: 'Treasure Vault (Remastered)' },
    jaConfirmed: false,
    license: 'ORC',
    remaster: true,
  },
  'grand-bazaar': {
    title: { ja: 'Lost Omens: The Grand Bazaar', en: 'Lost Omens: The Grand Bazaar' },
    jaConfirmed: false,
    license: 'OGL',
    remaster: false,
  },
  // Remaster-era content printed under the OGL: Foundry marks its items license OGL, remaster true.
  'rage-of-elements': {
    title: { ja: 'Rage of Elements', en: 'Rage of Elements' },
    jaConfirmed: false,
    license: 'OGL',
    remaster: true,
  },
  'secrets-of-magic': {
    title: { ja: 'Secrets of Magic', en: 'Secrets of Magic' },
    jaConfirmed: false,
    license: 'OGL',
    remaster: false,
  },
  'impossible-magic': {
    title: { ja: 'Impossible Magic', en: 'Impossible Magic' },
    jaConfirmed: false,
    license: 'ORC',
    remaster: true,
  },
  'kingmaker': {
    title: { ja: 'Kingmaker', en: 'Kingmaker' },
    jaConfirmed: false,
    license: 'OGL',
    remaster: false,
  },
  'lo-ancestry-guide': {
    title: { ja: 'Lost Omens: Ancestry Guide', en: 'Lost Omens: Ancestry Guide' },
    jaConfirmed: false,
    license: 'OGL',
    remaster: false,
  },
  'lo-character-guide': {
    title: { ja: 'Lost Omens: Character Guide', en: 'Lost Omens: Character Guide' },
    jaConfirmed: false,
    license: 'OGL',
    remaster: false,
  },
  'lo-highhelm': {
    title: { ja: 'Lost Omens: Highhelm', en: 'Lost Omens: Highhelm' },
    jaConfirmed: false,
    license: 'OGL',
    remaster: false,
  },
  'lo-pathfinder-society-guide': {
    title: { ja: 'Lost Omens: Pathfinder Society Guide', en: 'Lost Omens: Pathfinder Society Guide' },
    jaConfirmed: false,
    license: 'OGL',
    remaster: false,
  },
  'lo-shining-kingdoms': {
    title: { ja: 'Lost Omens: Shining Kingdoms', en: 'Lost Omens: Shining Kingdoms' },
    jaConfirmed: false,
    license: 'ORC',
    remaster: true,
  },
  'ap-148-fires-of-the-haunted-city': {
    title: { ja: 'Pathfinder #148: Fires of the Haunted City', en: 'Pathfinder #148: Fires of the Haunted City' },
    jaConfirmed: false,
    license: 'OGL',
    remaster: false,
  },
  'ap-200-seven-dooms-for-sandpoint': {
    title: { ja: 'Pathfinder #200: Seven Dooms for Sandpoint', en: 'Pathfinder #200: Seven Dooms for Sandpoint' },
    jaConfirmed: false,
    license: 'OGL',
    remaster: false,
  },
  // The other books' precious materials : licence and remaster as the books were printed.
  'player-core-2': {
    title: { ja: 'Player Core 2', en: 'Player Core 2' },
    jaConfirmed: false,
    license: 'ORC',
    remaster: true,
  },
  'tian-xia-character-guide': {
    title: { ja: 'Tian Xia Character Guide', en: 'Tian Xia Character Guide' },
    jaConfirmed: false,
    license: 'ORC',
    remaster: true,
  },
  'lo-legends': {
    title: { ja: 'Lost Omens: Legends', en: 'Lost Omens: Legends' },
    jaConfirmed: false,
    license: 'OGL',
    remaster: false,
  },
  'lo-monsters-of-myth': {
    title: { ja: 'Lost Omens: Monsters of Myth', en: 'Lost Omens: Monsters of Myth' },
    jaConfirmed: false,
    license: 'OGL',
    remaster: false,
  },
  'ap-162-ruins-of-the-radiant-siege': {
    title: { ja: 'Pathfinder #162: Ruins of the Radiant Siege', en: 'Pathfinder #162: Ruins of the Radiant Siege' },
    jaConfirmed: false,
    license: 'OGL',
    remaster: false,
  },
  'ap-183-field-of-maidens': {
    title: { ja: 'Pathfinder #183: Field of Maidens', en: 'Pathfinder #183: Field of Maidens' },
    jaConfirmed: false,
    license: 'OGL',
    remaster: false,
  },
  // Called (Knights of Lastwall p. 89), cavern's heart (#195 p. 81), the mythic runes (War of Immortals).
  'lo-knights-of-lastwall': {
    title: { ja: 'Lost Omens: Knights of Lastwall', en: 'Lost Omens: Knights of Lastwall' },
    jaConfirmed: false,
    license: 'OGL',
    remaster: false,
  },
  'ap-195-heavy-is-the-crown': {
    title: { ja: 'Pathfinder #195: Heavy is the Crown', en: 'Pathfinder #195: Heavy is the Crown' },
    jaConfirmed: false,
    license: 'OGL',
    remaster: false,
  },
  'war-of-immortals': {
    title: { ja: 'War of Immortals', en: 'War of Immortals' },
    jaConfirmed: false,
    license: 'ORC',
    remaster: true,
  },
  'special-fumbus': {
    title: { ja: 'Pathfinder Special: Fumbus!', en: 'Pathfinder Special: Fumbus!' },
    jaConfirmed: false,
    license: 'OGL',
    remaster: false,
  },
} as const satisfies Record<string, BookData>;

/** Every book id of the data: a source naming another book does not compile. */
export type BookId = keyof typeof BOOKS;

/** Where an entry is printed: a book of BOOKS and a page (null when the page is not known). */
export interface SourceRef {
  book: BookId;
  page: number | null;
}

/** Whether a string (a URL parameter) names a book of BOOKS. */
export function isBookId(value: unknown): value is BookId {
  return typeof value === 'string' && Object.hasOwn(BOOKS, value);
}

/** "GM Core p. 237" / 「GM Core 237ページ」; the title alone when the page is not known. */
export function sourceLabel(source: SourceRef, lang: Locale): string {
  // An unknown book reads as nothing; a locale that is neither, as English.
  if (typeof source !== 'object' || source === null || !isBookId(source.book)) return '';
  const locale: Locale = lang === 'ja' ? 'ja' : 'en';
  const title = BOOKS[source.book].title[locale];
  if (typeof source.page !== 'number' || !Number.isInteger(source.page)) return title;
  return PAGE_REFERENCE[locale](title, source.page);
}

/** A page of a book as each language cites it (the seed's 「GM Core 237ページ」). */
const PAGE_REFERENCE: Record<Locale, (title: string, page: number) => string> = {
  ja: (title, page) => `${title} ${page}ページ`,
  en: (title, page) => `${title} p. ${page}`,
};
