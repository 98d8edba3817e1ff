// The exports to the table, a chunk of their own that ItemExport.tsx imports when the reader first reaches for one
// of its buttons. They read the catalogue's descriptive part (src/rules/catalog.ts: base-item statistics, the runes'
// critical riders and index lines), which a calculator's first load leaves out: test/rules/purity.test.ts lets the
// islands reach that part through this file's import() alone.
import { h, render } from 'preact';
import { ccfoliaPiece } from '../../../src/rules/export/ccfolia';
import { foundryItem } from '../../../src/rules/export/foundry';
import { getRune } from '../../../src/rules/catalog';
import { MATERIALS } from '../../../src/rules/data/materials';
import { materialGradeName } from '../../../src/rules/materials';
import { runeSummary } from '../../../src/rules/data/rune-summaries';
import { evaluateItem, type ItemSpec } from '../../../src/rules/item';
import { itemHref } from '../../../src/lib/url-state';
import type { Locale } from '../../../src/i18n/locale';
import { ItemCard, type CardPaper, type CardWords, type ItemCardData } from './ItemCard';

// What the calculators already have (the item's Price in words) comes in as arguments: a module the chunk shared with
// them would be split out of their first-load code into a file of its own. The item's link is made here: the address's
// modules (url-state.ts) load with a link or an edit, not with a calculator (components/tools/url-sync.ts).

/** The item builder's link to this item, in full: the piece's `externalUrl`, the card's foot. */
export function itemLink(spec: ItemSpec, lang: Locale): string {
  return new URL(itemHref(lang, spec), window.location.href).href;
}

/** The CCFOLIA piece, with the item's link, as the text CCFOLIA's Clipboard API reads from the clipboard. */
export function ccfoliaText(spec: ItemSpec, lang: Locale, link: string): string {
  return JSON.stringify(ccfoliaPiece(spec, lang, { url: link }));
}

/** The Foundry pf2e item as JSON (named in the page's language), or null when there is no item to give. */
export function foundryText(spec: ItemSpec, lang: Locale): string | null {
  const { item } = foundryItem(spec, lang);
  return item ? JSON.stringify(item, null, 2) : null;
}

/** What the printed card shows: the name in both languages, level, Price, each rune with its effect, the material. */
export function cardData(spec: ItemSpec, price: string, link: string): ItemCardData {
  const evaluation = evaluateItem(spec);
  const runes = evaluation.runes.flatMap((slug) => {
    const rune = getRune(slug);
    return rune ? [{ slug, name: rune.name, effect: runeSummary(rune) }] : [];
  });
  // As the item's name writes it: 「冷たい鉄（標準品位）」, "standard-grade Cold Iron".
  const material = evaluation.material ? materialGradeName(MATERIALS[evaluation.material.slug], evaluation.material.grade) : null;
  return { name: evaluation.name, level: evaluation.level, price, material, runes, link };
}

/** The one card on the page: a child of <body>, so the print style can show it alone (export.css). */
const CARD_ID = 'item-card-print';

/**
 * Puts the item's card on the page, hidden on screen and alone in print (export.css), and opens the browser's print
 * dialog. The card stays until the printing is over (afterprint), so a later print of the page prints the page.
 */
export function printCard(card: { spec: ItemSpec; lang: Locale; price: string; link: string }, paper: CardPaper, words: CardWords): void {
  let holder = document.getElementById(CARD_ID);
  if (!holder) {
    holder = document.createElement('div');
    holder.id = CARD_ID;
    document.body.append(holder);
  }
  render(h(ItemCard, { data: cardData(card.spec, card.price, card.link), lang: card.lang, paper, words }), holder);
  const done = holder;
  window.addEventListener(
    'afterprint',
    () => {
      render(null, done);
      done.remove();
    },
    { once: true },
  );
  window.print();
}
