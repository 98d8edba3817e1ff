// Server side only (Astro pages): the strings of one island, picked by key prefix from the UI tables.
import { ui, type Locale, type UiKey } from '../../src/i18n';

export function pickStrings<K extends UiKey>(lang: Locale, prefixes: readonly string[]): Record<K, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(ui[lang])) {
    if (prefixes.some((p) => key.startsWith(`${p}.`))) out[key] = text;
  }
  return out as Record<K, string>;
}
