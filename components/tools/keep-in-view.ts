// With a phone's keyboard up (a window some 400 px tall), the browser scrolls a focused field only just above the
// keyboard: its reading and notes (ItemNameField) stay under the keyboard and the answer bar. A name field taking
// focus in a short window is scrolled to the top instead, so the field, what was read and the notes are in view.
const SHORT_WINDOW = 560;

function lift(field: HTMLElement) {
  const height = window.visualViewport?.height ?? window.innerHeight;
  if (height >= SHORT_WINDOW || document.activeElement !== field) return;
  field.closest('.tool-field')?.scrollIntoView({ block: 'start', behavior: 'instant' });
}

/** Called on a name field's focus: now, and again when the keyboard has shrunk the window. */
export function keepInView(field: HTMLElement): void {
  lift(field);
  const viewport = window.visualViewport;
  if (!viewport) return;
  const resized = () => lift(field);
  viewport.addEventListener('resize', resized);
  field.addEventListener('blur', () => viewport.removeEventListener('resize', resized), { once: true });
}
