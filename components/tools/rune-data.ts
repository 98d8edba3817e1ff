// The calculators' side of src/lib/rune-data.ts: the runes an island needs, loaded on demand, with a re-render
// when they arrive.
import { useEffect, useState } from 'preact/hooks';
import type { RuneTarget } from '../../src/rules';
import { loadRunes, onRunesAdded, runesReady, START_TARGETS } from '../../src/lib/rune-data';

// Every calculator starts on a weapon: its runes are in the catalogue before the island hydrates, so the first
// render in the browser is the one the server wrote (a failed fetch leaves them out; nothing throws).
await loadRunes(START_TARGETS);

/**
 * Loads the runes of these targets when they are missing and re-renders as they arrive. Returns a number that
 * changes with the catalogue (for memo keys) and whether every target asked for is there.
 */
export function useRunes(targets: readonly RuneTarget[]): { version: number; ready: boolean } {
  const [version, setVersion] = useState(0);
  useEffect(() => onRunesAdded(() => setVersion((v) => v + 1)), []);
  const key = [...new Set(targets)].sort().join(' ');
  const ready = runesReady(targets);
  useEffect(() => {
    if (!ready) void loadRunes(targets);
  }, [key, ready]);
  return { version, ready };
}
