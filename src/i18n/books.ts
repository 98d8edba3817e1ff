// Short titles of the books, for the source line of each rune in the index and the book filter. Keyed by every book
// id of BOOKS, so a new book without its short title does not compile. The site writes book titles in English in
// both languages (as BOOKS does) until the community gives them Japanese titles.
import type { BookId } from '../rules/data/books';
import type { Localized } from '../rules/types';

const same = (title: string): Localized => ({ ja: title, en: title });

export const BOOK_SHORT_TITLES: { readonly [K in BookId]: Localized } = {
  'gm-core': same('GM Core'),
  'player-core': same('Player Core'),
  'core-rulebook': same('Core Rulebook'),
  'treasure-vault': same('Treasure Vault'),
  'grand-bazaar': same('Grand Bazaar'),
  'rage-of-elements': same('Rage of Elements'),
  'secrets-of-magic': same('Secrets of Magic'),
  'impossible-magic': same('Impossible Magic'),
  kingmaker: same('Kingmaker'),
  'lo-ancestry-guide': same('Ancestry Guide'),
  'lo-character-guide': same('Character Guide'),
  'lo-highhelm': same('Highhelm'),
  'lo-pathfinder-society-guide': same('Pathfinder Society Guide'),
  'lo-shining-kingdoms': same('Shining Kingdoms'),
  'ap-148-fires-of-the-haunted-city': same('Pathfinder #148'),
  'ap-200-seven-dooms-for-sandpoint': same('Pathfinder #200'),
  'lo-knights-of-lastwall': same('Knights of Lastwall'),
  'ap-195-heavy-is-the-crown': same('Pathfinder #195'),
  'war-of-immortals': same('War of Immortals'),
  'special-fumbus': same('Fumbus!'),
  'player-core-2': same('Player Core 2'),
  'tian-xia-character-guide': same('Tian Xia Character Guide'),
  'lo-legends': same('Legends'),
  'lo-monsters-of-myth': same('Monsters of Myth'),
  'ap-162-ruins-of-the-radiant-siege': same('Pathfinder #162'),
  'ap-183-field-of-maidens': same('Pathfinder #183'),
};
