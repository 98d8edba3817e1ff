// Copies a text (an item's name) to the clipboard and says so in a polite live region.
import { useState } from 'preact/hooks';

interface Props {
  text: string;
  label: string;
  /** short visible text of the button */
  children: string;
  copied: string;
  failed: string;
}

export function CopyButton({ text, label, children, copied, failed }: Props) {
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
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
