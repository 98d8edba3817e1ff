// "Take it to your game": the item of a calculator's result copied for CCFOLIA (a piece with a chat palette), copied
// as a Foundry VTT pf2e item, or printed as a card. One part for every calculator that shows an item:
//
//   <ItemExport id="builder-export" spec={spec} lang={lang} />
//
// Its words come from the island's `t` (the tools.* and field.* strings every calculator is given). The exports read
// the catalogue's descriptive part, which a calculator's first load leaves out: they are a chunk of their own
// (exports.ts), imported when the reader first points at, focuses or touches one of the buttons, so the click rarely
// waits. Beside the Foundry button, the item's runes (and material) that Foundry's tables lack: it drops them on import.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { joinList, type Locale } from '../../../src/i18n/locale';
import { notInFoundry } from '../../../src/rules/export/foundry-unknown';
import { getRune } from '../../../src/rules/core';
import { evaluateItem, type ItemEvaluation, type ItemSpec } from '../../../src/rules/item';
import { getMaterial } from '../../../src/rules/materials';
import { formatPrice } from '../../../src/rules/tables';
import { useT } from '../strings';
import type { CardPaper } from './ItemCard';
import './export.css';

interface Props {
  /** unique on the page: the prefix of the ids of its label, select and text (e.g. "builder-export") */
  id: string;
  /** the item to export: the spec a calculator evaluates (base item, runes, material) */
  spec: ItemSpec;
  /** the page's language: the piece's words, the Foundry item's name, the card's first name */
  lang: Locale;
  /**
   * the id of the element that names the item, where a page shows several items' buttons (the planner): the group
   * is then named by its title and that name, so a screen reader tells the groups apart
   */
  nameId?: string;
}

type Exports = typeof import('./exports');
/** The exports' chunk once it is in: a click then copies in its own event, as Safari asks of a clipboard write. */
let chunk: Exports | undefined;
/** Fetches the chunk (once: the browser keeps the module; a failed fetch may be tried again). */
const loadExports = (): Promise<Exports> => import('./exports').then((module) => (chunk = module));

type Status =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; message: string }
  /** the message, and the text the reader can copy by hand when the clipboard refused it */
  | { kind: 'failed'; message: string; text?: string };

export function ItemExport({ id, spec, lang, nameId }: Props) {
  const t = useT();
  const [paper, setPaper] = useState<CardPaper>('a6');
  const evaluation = useMemo(() => evaluateItem(spec), [spec]);
  const unknownNames = foundryUnknownNames(evaluation, lang);
  const { status, handText, fallback, warm, copy, print } = useExportActions(spec, lang, evaluation.priceCp, paper);

  return (
    <div
      class="item-export"
      role="group"
      aria-labelledby={nameId ? `${id}-title ${nameId}` : `${id}-title`}
      onPointerEnter={warm}
      onFocusIn={warm}
      onTouchStart={warm}
    >
      <p id={`${id}-title`} class="item-export__title">
        {t('tools.export')}
      </p>
      <div class="item-export__buttons">
        <button type="button" onClick={() => void copy('ccfolia')}>
          {t('tools.exportCcfolia')}
        </button>
        <button type="button" disabled={!evaluation.base} onClick={() => void copy('foundry')}>
          {t('tools.exportFoundry')}
        </button>
        <span class="item-export__print">
          <button type="button" onClick={() => void print()}>
            {t('tools.exportPrint')}
          </button>
          <label for={`${id}-paper`}>{t('tools.exportPaper')}</label>
          <select id={`${id}-paper`} value={paper} onChange={(e) => setPaper((e.currentTarget as HTMLSelectElement).value as CardPaper)}>
            <option value="a6">{t('tools.exportPaperA6')}</option>
            <option value="a4">{t('tools.exportPaperA4')}</option>
          </select>
        </span>
      </div>
      {unknownNames.length > 0 && (
        <p class="item-export__unknown tool-note">{t('tools.exportFoundryUnknown', { names: joinList(unknownNames, lang) })}</p>
      )}
      <p class="item-export__status" role="status">
        {status.kind === 'working' ? t('tools.exportWorking') : status.kind === 'done' ? status.message : ''}
      </p>
      {status.kind === 'failed' && (
        <p class="item-export__failed" role="alert">
          {status.message}
        </p>
      )}
      {handText !== undefined && (
        <div class="tool-field">
          <label for={`${id}-text`}>{t('tools.exportText')}</label>
          <textarea id={`${id}-text`} ref={fallback} class="item-export__text" readOnly rows={6} value={handText} />
        </div>
      )}
    </div>
  );
}

/** The item's runes (and material) Foundry's tables lack, named in the reader's language. */
function foundryUnknownNames(evaluation: ItemEvaluation, lang: Locale): string[] {
  const unknown = notInFoundry(evaluation);
  return [
    ...unknown.runes.map((slug) => getRune(slug)?.name[lang] ?? slug),
    ...(unknown.material ? [getMaterial(unknown.material)?.name[lang] ?? unknown.material] : []),
  ];
}

/** What the buttons do: load the exports' chunk, copy a piece or an item, print the card, and say how it went. */
function useExportActions(spec: ItemSpec, lang: Locale, priceCp: number, paper: CardPaper) {
  const t = useT();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const fallback = useRef<HTMLTextAreaElement>(null);

  // The text the clipboard refused, selected for a copy by hand (a phone may deny this page the clipboard).
  const handText = status.kind === 'failed' ? status.text : undefined;
  useEffect(() => {
    if (handText === undefined) return;
    fallback.current?.focus();
    fallback.current?.select();
  }, [handText]);

  const warm = () => void loadExports().catch(() => undefined);
  // While a copy or a print is being prepared, a second press waits for it (the buttons stay enabled: a disabled
  // button would drop the keyboard's focus).
  const busy = status.kind === 'working';
  const copy = async (which: 'ccfolia' | 'foundry') => {
    if (busy) return;
    setStatus({ kind: 'working' });
    let text: string | null;
    try {
      const exports = chunk ?? (await loadExports());
      text = which === 'ccfolia' ? exports.ccfoliaText(spec, lang, exports.itemLink(spec, lang)) : exports.foundryText(spec, lang);
    } catch {
      setStatus({ kind: 'failed', message: t('tools.exportLoadFailed') });
      return;
    }
    if (text === null) return setStatus({ kind: 'idle' });
    try {
      await navigator.clipboard.writeText(text);
      setStatus({ kind: 'done', message: t(which === 'ccfolia' ? 'tools.exportCcfoliaCopied' : 'tools.exportFoundryCopied') });
    } catch {
      setStatus({ kind: 'failed', message: t('tools.exportFailed'), text });
    }
  };
  const print = async () => {
    if (busy) return;
    setStatus({ kind: 'working' });
    try {
      const exports = chunk ?? (await loadExports());
      setStatus({ kind: 'idle' });
      exports.printCard({ spec, lang, price: formatPrice(priceCp, lang), link: exports.itemLink(spec, lang) }, paper, {
        level: t('field.itemLevel'),
        price: t('field.price'),
        material: t('field.material'),
        runes: t('tools.cardRunes'),
        noRunes: t('tools.cardNoRunes'),
      });
    } catch {
      setStatus({ kind: 'failed', message: t('tools.exportLoadFailed') });
    }
  };
  return { status, handText, fallback, warm, copy, print };
}
