// Loading the problem messages of one language for a calculator (src/rules/messages/): every calculator needs the
// messages of items, etching and upgrades (ITEM_TABLES: <locale>.ts); the transfer estimator adds its own
// (src/lib/transfer-messages.ts), fetched in parallel. A calculator at its bare address loads them once the browser
// is idle, or at once when a problem asks for its words (useIslandT in components/tools/strings.ts); one opened by a
// link, before it hydrates. Each import() sits in the module of the islands that call it, so `npm run size` can tell
// from a page's scripts which tables the page loads (messageTables in rune-start.ts).
// Pages, scripts and tests have every table already (src/rules/all-runes.ts).
import type { AnyProblemMessages, Locale } from '../rules/types';
import { addMessages } from '../rules/problems';
import { addMaterialNotes } from '../rules/materials';

/** A message table per language, each its own chunk (a literal import() call per table). */
export type MessageTables = Readonly<Record<Locale, () => Promise<{ MESSAGES: AnyProblemMessages }>>>;

export const ITEM_TABLES: MessageTables = {
  ja: () => import('../rules/messages/ja'),
  en: () => import('../rules/messages/en'),
};

// Each table's load, made once; a table that could not be fetched (offline before the first visit) is forgotten, to be
// tried again next time, and its problems have no words meanwhile (an island's `t`, components/tools/strings.ts).
const loads = new Map<MessageTables[Locale], Promise<void>>();
const loaded = new Set<MessageTables[Locale]>();

function loadTable(locale: Locale, chunk: MessageTables[Locale]): Promise<void> {
  let wait = loads.get(chunk);
  if (!wait) {
    wait = chunk().then(
      (table) => {
        addMessages(locale, table.MESSAGES);
        loaded.add(chunk);
      },
      () => void loads.delete(chunk),
    );
    loads.set(chunk, wait);
  }
  return wait;
}

// The precious materials' lines in words (src/rules/data/material-notes.ts) come with the messages: the effects list
// shows them once they are in. Loaded once; forgotten on failure, as a table is.
let notesLoad: Promise<void> | undefined;
let notesIn = false;
function loadNotes(): Promise<void> {
  notesLoad ??= import('../rules/data/material-notes').then(
    (table) => {
      addMaterialNotes(table.MATERIAL_NOTES);
      notesIn = true;
    },
    () => void (notesLoad = undefined),
  );
  return notesLoad;
}

/** Whether the item messages, the materials' notes and these other tables are in, in every one of these languages. */
export function messagesLoaded(locales: readonly Locale[], more: readonly MessageTables[] = []): boolean {
  return notesIn && locales.every((locale) => [ITEM_TABLES, ...more].every((tables) => loaded.has(tables[locale])));
}

/** Loads the item messages, the materials' notes and these other tables in these languages (the page's), all at once;
 * never rejects. */
export function loadMessages(locales: readonly Locale[], more: readonly MessageTables[] = []): Promise<unknown> {
  return Promise.all([
    loadNotes(),
    ...locales.flatMap((locale) => [ITEM_TABLES, ...more].map((tables) => loadTable(locale, tables[locale]))),
  ]);
}
