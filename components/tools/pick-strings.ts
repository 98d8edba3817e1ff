// Server side only (Astro pages): the strings of one island, picked by key prefix from the UI tables.
import { ui, type Locale, type UiKey } from '../../src/i18n';

export function pickStrings<K extends UiKey>(lang: Locale, prefixes: readonly string[]): Record<K, string> {
  const picked = Object.entries(ui[lang]).filter(([key]) => prefixes.some((p) => key.startsWith(`${p}.`)));
  return Object.fromEntries(picked) as Record<K, string>;
}
