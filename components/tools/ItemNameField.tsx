// One text field for an item's name, first in each calculator: the reader types or pastes the name from their
// sheet ("+1 striking flaming longsword", 「＋1ストライキング・フレイミング・ロングソード」) and the fields below follow
// as they type. Under it, in the page's language: what was read, what was guessed (one typo), what was not read.
// The reader (src/rules/read-name.ts) loads on the field's first focus (src/lib/name-reader-load.ts), so it is no
// part of the calculator's first download; what was typed before it arrived is read when it does.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Locale } from '../../src/rules';
import type { ItemNameReading } from '../../src/rules/read-name';
import type { ItemDraft } from '../../src/lib/item-draft';
import { draftOfReading, unreadWords } from '../../src/lib/item-side';
import { loadNameReader } from '../../src/lib/name-reader-load';
import { useNameReading } from './shell/name-reading';
import { joinList, quoted } from '../../src/i18n/locale';
import { useT, type ToolKey } from './strings';
import { keepInView } from './keep-in-view';

type GradeChoiceModule = typeof import('./GradeChoice');
let gradeChoiceModule: GradeChoiceModule | undefined;
/** The reader and GradeChoice, which shows only under a reading (and so never before the reader is in): both load on
 * the field's first touch, and GradeChoice is no part of the calculator's first download either. */
function loadReader() {
  void loadNameReader();
  void import('./GradeChoice').then((module) => (gradeChoiceModule = module));
}

/** GradeChoice once it is in; a reading that came another way (a link's name) loads it then. */
function useGradeChoice(wanted: boolean) {
  const [module, setModule] = useState(gradeChoiceModule);
  useEffect(() => {
    if (wanted && !module) void import('./GradeChoice').then((loaded) => setModule((gradeChoiceModule = loaded)));
  }, [wanted, module]);
  return module?.GradeChoice;
}

/** Selects the field's text after the tap that focused it has placed the caret, unless a key came first. */
function selectUnlessTyped(field: HTMLInputElement) {
  const shown = field.value;
  setTimeout(() => {
    if (field.value === shown && document.activeElement === field) field.select();
  });
}

/** What a name field shows and does (useItemSide in shell/item-side.tsx; useItemName below). */
export interface NameFieldState {
  /** what the reader typed ('' at first: the field starts empty, its example in the placeholder); null = the field
   * shows the item's own name (the fields were edited last) */
  typed: string | null;
  reading: ItemNameReading | null;
  /** the reader typed: read it and put the item on the form */
  type: (text: string) => void;
  /** another grade for the material read (GradeChoice): the item takes it, and the field shows its name */
  chooseGrade: (grade: string) => void;
}

export interface ItemName extends NameFieldState {
  /** the fields were edited: the field shows the item's name again */
  reset: () => void;
  /** a link's name, already read by the calculator's load function */
  show: (text: string) => void;
}

/** The words a name field could not read: while there are any, the answer bar names them instead of a price. */
export const unreadIn = unreadWords;

/**
 * The state of one name field of a calculator whose form is not a reducer yet (a calculator on the shell keeps the
 * text in its state: useItemSide). `apply` puts a read item on the form (without resetting the field).
 */
export function useItemName(current: ItemDraft, apply: (next: ItemDraft) => void): ItemName {
  const [typed, setTyped] = useState<string | null>('');
  // The calculator's item and `apply` of the latest render: the reader may arrive after other edits (a swap chosen
  // meanwhile), and an older render's `apply` would put its older form back.
  const form = useRef({ current, apply });
  form.current = { current, apply };
  const put = (r: ItemNameReading | null) => {
    const next = r && draftOfReading(r, form.current.current);
    if (next) form.current.apply(next);
  };
  const { reading, read } = useNameReading(typed, (_text, r) => put(r));
  return {
    typed,
    reading,
    type: (text) => {
      setTyped(text);
      put(read(text));
    },
    reset: () => setTyped(null),
    show: (text) => setTyped(text),
    chooseGrade: (grade) => {
      apply({ ...current, grade });
      setTyped(null);
    },
  };
}

interface Props {
  id: string;
  lang: Locale;
  label: string;
  /** the item's own name in the page's language, shown while nothing is typed */
  name: string;
  state: NameFieldState;
  /** the example under the field: once per calculator, under its first name field */
  hint?: boolean;
}

export function ItemNameField({ id, lang, label, name, state, hint = true }: Props) {
  const t = useT<ToolKey>();
  const { typed, reading } = state;
  const GradeChoice = useGradeChoice(Boolean(reading?.material));
  const words = reading?.words ?? [];
  const known = words.filter((w) => w.kind !== 'unread' && w.name);
  const guesses = reading?.guesses ?? [];
  const unread = reading?.unread ?? [];
  const noBase = reading !== null && reading.spec === null && known.length > 0;
  const value = typed ?? name;
  return (
    <div class="tool-field tool-field--name">
      <label for={id}>{label}</label>
      <div class="tool-name-input">
        <input
          id={id}
          type="text"
          value={value}
          placeholder={t('tools.namePlaceholder')}
          autoComplete="off"
          autoCapitalize="off"
          spellcheck={false}
          enterkeyhint="done"
          aria-describedby={hint ? `${id}-hint ${id}-reading` : `${id}-reading`}
          onFocus={(e) => {
            loadReader();
            keepInView(e.currentTarget as HTMLInputElement);
            // The field shows the item's own name: a tap selects it, so what is typed or pasted replaces it.
            if (typed === null) selectUnlessTyped(e.currentTarget as HTMLInputElement);
          }}
          onPointerDown={loadReader}
          onInput={(e) => state.type((e.currentTarget as HTMLInputElement).value)}
        />
        {value !== '' && (
          <button
            type="button"
            class="tool-name-clear"
            aria-label={t('tools.nameClear')}
            aria-controls={id}
            onClick={(e) => {
              state.type('');
              ((e.currentTarget as HTMLElement).previousElementSibling as HTMLInputElement | null)?.focus();
            }}
          >
            ×
          </button>
        )}
      </div>
      {/* The example, until something is typed (it would push the reading under a phone's keyboard). */}
      {hint && (
        <p id={`${id}-hint`} class="tool-hint tool-hint--fixed" hidden={value !== ''}>
          {t('tools.nameHint')}
        </p>
      )}
      <div
        id={`${id}-reading`}
        class="tool-reading"
        aria-live="polite"
        data-state={reading ? 'read' : typed?.trim() ? 'loading' : undefined}
      >
        {typed !== null && typed.trim() !== '' && !reading && <p>{t('tools.nameLoading')}</p>}
        {known.length > 0 && (
          <p>
            {t('tools.nameRead', {
              words: joinList(
                known.map((w) => w.name?.[lang] ?? ''),
                lang,
              ),
            })}
          </p>
        )}
        {guesses.map((g) => (
          <p key={g.typed}>{t('tools.nameGuess', { typed: g.typed, chosen: g.chosen[lang] })}</p>
        ))}
        {unread.length > 0 && (
          <p class="tool-reading-unread">
            {t('tools.nameUnread', {
              words: joinList(
                unread.map((w) => quoted(w, lang)),
                lang,
              ),
            })}
          </p>
        )}
        {noBase && <p>{t('tools.nameNoBase')}</p>}
        {reading?.material && GradeChoice && <GradeChoice lang={lang} reading={reading.material} onChoose={state.chooseGrade} />}
      </div>
    </div>
  );
}
