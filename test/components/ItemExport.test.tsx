import Ajv2020 from 'ajv/dist/2020';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ItemExport } from '../../components/tools/export/ItemExport';
import { pickStrings } from '../../components/tools/pick-strings';
import { Island, islandT, type ToolKey } from '../../components/tools/strings';
import { ui } from '../../src/i18n';
import { evaluateItem, formatPrice, getRune, type ItemSpec } from '../../src/rules';
import { CCFOLIA_CHARACTER_CLIPBOARD_SCHEMA, FOUNDRY_ITEM_SCHEMA } from '../rules/export-schemas';

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
const validPiece = ajv.compile(CCFOLIA_CHARACTER_CLIPBOARD_SCHEMA);
const validItem = ajv.compile(FOUNDRY_ITEM_SCHEMA);

const FLAMING: ItemSpec = { base: 'longsword', potency: 1, striking: 'striking', property: ['flaming'] };
const CAVERNS: ItemSpec = { base: 'chain-mail', potency: 1, property: ['caverns-heart'] };

/** The clipboard the page writes to: what it was given, or a refusal (a phone that denies the page its clipboard). */
let clipboard: string[];
let refuse: boolean;

beforeEach(() => {
  clipboard = [];
  refuse = false;
  window.history.replaceState(null, '', '/en/tools/item/');
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) =>
        refuse ? Promise.reject(new DOMException('denied', 'NotAllowedError')) : (clipboard.push(text), Promise.resolve()),
    },
  });
});
afterEach(() => {
  cleanup();
  document.getElementById('item-card-print')?.remove();
  // the stand-ins of this file's tests, so no other file of the worker meets them
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(window, 'print');
});

function renderExport(lang: 'en' | 'ja', spec: ItemSpec) {
  const strings = pickStrings<ToolKey>(lang, ['tools', 'field']);
  return render(
    <Island.Provider value={{ t: islandT(lang, strings), lists: 'now' }}>
      <ItemExport id="x" spec={spec} lang={lang} />
    </Island.Provider>,
  );
}

describe('ItemExport: the copy buttons', () => {
  it.each(['en', 'ja'] as const)('copies a CCFOLIA piece the Clipboard API takes, and says so (%s)', async (lang) => {
    renderExport(lang, FLAMING);
    fireEvent.click(screen.getByRole('button', { name: ui[lang]['tools.exportCcfolia'] }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(ui[lang]['tools.exportCcfoliaCopied']));
    expect(clipboard).toHaveLength(1);
    const piece = JSON.parse(clipboard[0]!) as { data: { name: string; externalUrl: string } };
    expect(validPiece(piece), JSON.stringify(validPiece.errors)).toBe(true);
    expect(piece.data.name).toBe(evaluateItem(FLAMING).name[lang]);
    // the share link opens the item builder on this item, in the page's language
    expect(piece.data.externalUrl).toMatch(
      new RegExp(`/${lang}/tools/item/\\?base=longsword&potency=1&striking=striking&property=flaming$`),
    );
  });

  it.each(['en', 'ja'] as const)('copies a Foundry item of the fields Foundry reads, named in the page’s language (%s)', async (lang) => {
    renderExport(lang, FLAMING);
    fireEvent.click(screen.getByRole('button', { name: ui[lang]['tools.exportFoundry'] }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(ui[lang]['tools.exportFoundryCopied']));
    const item = JSON.parse(clipboard[0]!) as { name: string; system: { runes: unknown } };
    expect(validItem(item), JSON.stringify(validItem.errors)).toBe(true);
    expect(item.system.runes).toEqual({ potency: 1, striking: 1, property: ['flaming'] });
    expect(item.name).toBe(lang === 'ja' ? evaluateItem(FLAMING).name.ja : '+1 Striking Flaming Longsword');
  });

  it('when the clipboard is refused, says so as an alert and hands the text to copy by hand, selected', async () => {
    refuse = true;
    renderExport('ja', FLAMING);
    fireEvent.click(screen.getByRole('button', { name: 'ココフォリアにコピー' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(ui.ja['tools.exportFailed']));
    const text = screen.getByLabelText(ui.ja['tools.exportText']) as HTMLTextAreaElement;
    expect(validPiece(JSON.parse(text.value))).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('ItemExport: what Foundry does not know', () => {
  it("lists, in the reader's language, a rune Foundry's tables lack", () => {
    const name = getRune('caverns-heart')!.name;
    renderExport('ja', CAVERNS);
    expect(screen.getByText(ui.ja['tools.exportFoundryUnknown'].replace('{names}', name.ja))).toBeTruthy();
    cleanup();
    renderExport('en', CAVERNS);
    expect(screen.getByText(ui.en['tools.exportFoundryUnknown'].replace('{names}', name.en))).toBeTruthy();
  });

  it('lists nothing for an item Foundry takes whole', () => {
    const { container } = renderExport('en', FLAMING);
    expect(container.querySelector('.item-export__unknown')).toBeNull();
  });
});

describe('ItemExport: the printed card', () => {
  it('puts the card on the page and opens the print dialog; the card leaves once printing is over', async () => {
    // happy-dom has no print dialog: the spy stands for it
    const print = vi.fn();
    Object.defineProperty(window, 'print', { configurable: true, value: print });
    const spec: ItemSpec = { ...FLAMING, material: { slug: 'cold-iron', grade: 'standard' } };
    renderExport('en', spec);
    fireEvent.change(screen.getByLabelText('Paper'), { target: { value: 'a4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Print a card' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const card = document.querySelector('body > #item-card-print > .item-card')!;
    expect(card.classList.contains('item-card--a4')).toBe(true);
    const ev = evaluateItem(spec);
    const text = card.textContent ?? '';
    for (const words of [ev.name.en, ev.name.ja, 'Item level', String(ev.level), formatPrice(ev.priceCp, 'en'), 'standard-grade cold iron'])
      expect(text).toContain(words);
    // each rune with what it does
    expect(text).toContain('Flaming');
    expect(card.querySelectorAll('.item-card__runes li')).toHaveLength(ev.runes.length);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.getElementById('item-card-print')).toBeNull();
  });
});
