// Copies a text (an item's name) to the clipboard and says so in a polite live region. The message shows as a small
// toast under the button, out of the flow, so nothing on the page moves (a message in the flow squeezed a Japanese
// name from 2 lines to 5 and pushed the result down 102 px); it clears itself after a few seconds.
import { useEffect, useState } from 'preact/hooks';

/** How long the confirmation stays (ms): long enough to read, short enough not to sit beside a later name. */
export const COPY_MESSAGE_MS = 3000;

interface Props {
  /** the text, or a function that gives it at the moment of copying (the page's address) */
  text: string | (() => string);
  label: string;
  /** short visible text of the button */
  children: string;
  copied: string;
  failed: string;
}

export function CopyButton({ text, label, children, copied, failed }: Props) {
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(''), COPY_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(typeof text === 'string' ? text : text());
      setStatus(copied);
    } catch {
      setStatus(failed);
    }
  };
  return (
    <span class="tool-copy">
      <button type="button" class="tool-button--quiet" aria-label={label} onClick={copy}>
        {children}
      </button>
      <span class="tool-copy__status" aria-live="polite">
        {status}
      </span>
    </span>
  );
}
