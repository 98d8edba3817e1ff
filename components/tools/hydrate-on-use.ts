// `client:use`, the calculators' hydration (registered in astro.config.mjs). At a bare address the server's
// form is the island's first state and shows from the first paint (tool-early.js), so there is nothing to hydrate
// until the reader turns to the calculator: a pointer over it or down on it, or focus inside it. Hydrating at load
// was most of a calculator page's main-thread work (a few hundred ms on a phone, the long tasks Lighthouse counts),
// spent even when the reader only reads the default item's result. A link (any query) hydrates at once: its item
// replaces the server's.
//
// What the reader does before the island is live is not lost: text typed and choices changed are replayed to the
// live island (the same events again, on the same elements), and a select opened meanwhile (the server writes only
// its chosen option: full-lists.ts) is held shut and opened once its whole list is there.
import type { ClientDirective } from 'astro';

const TURNS = ['pointerover', 'pointerdown', 'focusin'] as const;
// Keys that open (or step through) a select's list.
const OPENS = new Set([' ', 'Enter', 'ArrowDown', 'ArrowUp']);

const hydrateOnUse: ClientDirective = (load, _options, el) => {
  // Each field the reader changed, once, with what it held last (a part of the island rendered a task later may
  // write its state over the field before the replay: Later.tsx).
  const edits: { target: HTMLInputElement | HTMLSelectElement; type: string; value: string; checked: boolean }[] = [];
  let opened: HTMLSelectElement | null = null;

  const record = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
    const edit = { target, type: event.type, value: target.value, checked: target instanceof HTMLInputElement && target.checked };
    const at = edits.findIndex((e) => e.target === target && e.type === event.type);
    if (at >= 0) edits.splice(at, 1);
    edits.push(edit);
  };
  const hold = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement)) return;
    if (event instanceof KeyboardEvent && !OPENS.has(event.key)) return;
    event.preventDefault();
    opened = select;
  };
  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    for (const type of ['input', 'change']) el[method](type, record, true);
    // A pointerdown held shut sends no mousedown (Pointer Events), the event a select opens on.
    for (const type of ['pointerdown', 'keydown']) el[method](type, hold, true);
    for (const type of TURNS) el[method](type, start, true);
  };

  const start = async () => {
    for (const type of TURNS) el.removeEventListener(type, start, true);
    try {
      const hydrate = await load();
      await hydrate();
    } catch {
      // The island's scripts could not be fetched (offline before they were kept): the next turn tries again.
      for (const type of TURNS) el.addEventListener(type, start, true);
      return;
    }
    // The parts hydrated a task after the rest (Later.tsx) are live after this one. Until the replay the edits are
    // still recorded: a key typed now reaches a live field as well, and the replay must not put an older value back.
    await new Promise((resolve) => setTimeout(resolve));
    listen(false);
    // The live island hears again what the reader did meanwhile: focus first (a field's focus loads what it needs,
    // the name reader or a select's whole list), then the edits, in order.
    const select = opened;
    const focused = select ?? document.activeElement;
    if (focused instanceof HTMLElement && el.contains(focused)) {
      if (document.activeElement === focused) focused.dispatchEvent(new FocusEvent('focus'));
      else focused.focus();
    }
    for (const { target, type, value, checked } of edits) {
      if (!target.isConnected) continue;
      target.value = value;
      if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) target.checked = checked;
      target.dispatchEvent(new Event(type, { bubbles: true }));
    }
    // A select opened meanwhile opens now, with its whole list (there a frame after its focus).
    if (select?.isConnected) {
      requestAnimationFrame(() =>
        setTimeout(() => {
          try {
            select.showPicker();
          } catch {
            // No user activation left (a slow network): the select is focused and whole; the next tap opens it.
          }
        }),
      );
    }
  };

  if (!document.documentElement.classList.contains('tool-early')) {
    void start();
    return;
  }
  listen(true);
  // Scripts run: the "needs JavaScript" note (tools.css) has no reason to show.
  el.setAttribute('data-on-use', '');
  // The reader was quicker than this script (a slow network): text already typed, perhaps in a field left since.
  for (const field of el.querySelectorAll('input')) {
    const box = field.type === 'checkbox' || field.type === 'radio';
    if (box ? field.checked !== field.defaultChecked : field.value !== field.defaultValue)
      edits.push({ target: field, type: box ? 'change' : 'input', value: field.value, checked: field.checked });
  }
  const active = document.activeElement;
  if (edits.length > 0 || (active instanceof HTMLElement && el.contains(active))) void start();
};

export default hydrateOnUse;
