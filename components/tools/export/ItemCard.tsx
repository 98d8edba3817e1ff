// The printed item card: what a player keeps beside the character sheet. Rendered only for printing (exports.ts),
// sized by its paper (export.css: A6, the card itself; A4, the same card a sheet wide).
import { formatPrice } from '../../../src/rules/tables';
import { parenthesized, type Locale, type Localized } from '../../../src/i18n/locale';

export type CardPaper = 'a6' | 'a4';

export interface ItemCardData {
  name: Localized;
  level: number;
  priceCp: number;
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
  return (
    <article class={`item-card item-card--${paper}`} lang={lang}>
      <h2 class="item-card__name">{data.name[lang]}</h2>
      <p class="item-card__other" lang={other}>
        {data.name[other]}
      </p>
      <dl class="item-card__figures">
        <div>
          <dt>{words.level}</dt>
          <dd>{data.level}</dd>
        </div>
        <div>
          <dt>{words.price}</dt>
          <dd>{formatPrice(data.priceCp, lang)}</dd>
        </div>
        {data.material && (
          <div>
            <dt>{words.material}</dt>
            <dd>
              {data.material[lang]}
              <span lang={other}>{parenthesized(data.material[other], lang, true)}</span>
            </dd>
          </div>
        )}
      </dl>
      <h3 class="item-card__heading">{words.runes}</h3>
      {data.runes.length === 0 ? (
        <p>{words.noRunes}</p>
      ) : (
        <ul class="item-card__runes">
          {data.runes.map((rune) => (
            <li key={rune.slug}>
              <strong>{rune.name[lang]}</strong>
              {rune.effect && <span>{rune.effect[lang]}</span>}
            </li>
          ))}
        </ul>
      )}
      <p class="item-card__link">{data.link}</p>
    </article>
  );
}
