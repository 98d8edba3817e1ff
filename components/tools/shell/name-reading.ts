// What a name field's text reads as, parsed once per text: the handler of a keystroke reads the text to put the item on
// the form, and the render that follows shows the same reading without parsing it again (nor does any other render of
// the island while the text stays). The reader loads on the field's first focus (src/lib/name-reader-load.ts); what
// was typed before it arrived is read when it does.
import { useEffect, useRef, useState } from 'preact/hooks';
import { nameReader, onNameReader } from '../../../src/lib/name-reader-load';
import type { ItemNameReading } from '../../../src/rules/read-name';

type Reader = NonNullable<ReturnType<typeof nameReader>>;

export interface NameReading {
  /** the reading of the text the field holds (null: it shows the item's own name, or the reader is not in yet) */
  reading: ItemNameReading | null;
  /** the reading of `text`, the same object while the text stays (null until the reader is in) */
  read: (text: string) => ItemNameReading | null;
}

/** `typed` read once per text; `onArrival` hears what was typed before the reader arrived, read once it has. */
export function useNameReading(typed: string | null, onArrival: (text: string, reading: ItemNameReading) => void): NameReading {
  const last = useRef<{ text: string; reader: Reader; reading: ItemNameReading } | null>(null);
  const [, setVersion] = useState(0);
  const read = (text: string): ItemNameReading | null => {
    const reader = nameReader();
    if (!reader) return null;
    const kept = last.current;
    if (kept && kept.text === text && kept.reader === reader) return kept.reading;
    const reading = reader(text);
    last.current = { text, reader, reading };
    return reading;
  };
  // The text and handler of the latest render: the reader may arrive after other edits.
  const latest = useRef({ typed, onArrival });
  latest.current = { typed, onArrival };
  useEffect(
    () =>
      onNameReader(() => {
        setVersion((v) => v + 1);
        const { typed: text, onArrival: arrived } = latest.current;
        const reading = text === null ? null : read(text);
        if (text !== null && reading) arrived(text, reading);
      }),
    [],
  );
  return { reading: typed === null ? null : read(typed), read };
}
