import { en, type UiKey } from './en';
import { ja } from './ja';

export type { UiKey };
export const LOCALES = ['ja', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const ui: Record<Locale, Record<UiKey, string>> = { ja, en };

export function isLocale(value: unknown): value is Locale {
  return value === 'ja' || value === 'en';
}

export function otherLocale(lang: Locale): Locale {
  return lang === 'ja' ? 'en' : 'ja';
}

/** A UI string in `lang`, with `{name}` placeholders filled from `params`. */
export function t(lang: Locale, key: UiKey, params: Record<string, string | number> = {}): string {
  return ui[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
