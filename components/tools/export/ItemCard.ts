// The printed item card: what a player keeps beside the character sheet. Rendered only for printing (exports.ts),
// sized by its paper (export.css: A6, the card itself; A4, the same card a sheet wide). Written with h(), not JSX:
// the export chunk then shares no JSX runtime with the calculators, which would split their first-load code.
import { h, type ComponentChildren } from 'preact';
import { parenthesized, type Locale, type Localized } from '../../../src/i18n/locale';

export type CardPaper = 'a6' | 'a4';

export interface ItemCardData {
  name: Localized;
  level: number;
  /** the item's Price, written in the page's language */
  price: string;
  /** "standard-grade cold iron" in both languages, or null */
  material: Localized | null;
  /** each counted rune, potency first, with its effect in a line (the rune index's) */
  runes: { slug: string; name: Localized; effect: Localized | undefined }[];
  /** the item builder's link to this item */
  link: string;
}

/** The labels the card reads, in the page's language (the island's words: field.*, tools.card*). */
export interface CardWords {
  level: string;
  price: string;
  material: string;
  runes: string;
  noRunes: string;
}

export function ItemCard({ data, lang, paper, words }: { data: ItemCardData; lang: Locale; paper: CardPaper; words: CardWords }) {
  const other: Locale = lang === 'ja' ? 'en' : 'ja';
  const figure = (label: string, ...value: ComponentChildren[]) => h('div', null, h('dt', null, label), h('dd', null, ...value));
  return h(
    'article',
    { class: `item-card item-card--${paper}`, lang },
    h('h2', { class: 'item-card__name' }, data.name[lang]),
    h('p', { class: 'item-card__other', lang: other }, data.name[other]),
    h(
      'dl',
      { class: 'item-card__figures' },
      figure(words.level, String(data.level)),
      figure(words.price, data.price),
      data.material &&
        figure(words.material, data.material[lang], h('span', { lang: other }, parenthesized(data.material[other], lang, true))),
    ),
    h('h3', { class: 'item-card__heading' }, words.runes),
    data.runes.length === 0
      ? h('p', null, words.noRunes)
      : h(
          'ul',
          { class: 'item-card__runes' },
          data.runes.map((rune) =>
            h('li', { key: rune.slug }, h('strong', null, rune.name[lang]), rune.effect && h('span', null, rune.effect[lang])),
          ),
        ),
    h('p', { class: 'item-card__link' }, data.link),
  );
}
