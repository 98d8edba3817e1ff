import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../i18n/locale';

const LOCALES_ON_DISK = LOCALES;

/** Files under <dir>/ja and <dir>/en that have no twin of the same name in the other language. */
export function findMissingTwins(dir: string): string[] {
  const list = (lang: string) => {
    const path = join(dir, lang);
    return existsSync(path) ? readdirSync(path).filter((f) => !f.startsWith('.')) : [];
  };
  const [ja, en] = LOCALES_ON_DISK.map(list) as [string[], string[]];
  return [
    ...ja.filter((f) => !en.includes(f)).map((f) => `${join(dir, 'ja', f)} has no twin ${join(dir, 'en', f)}`),
    ...en.filter((f) => !ja.includes(f)).map((f) => `${join(dir, 'en', f)} has no twin ${join(dir, 'ja', f)}`),
  ];
}

export function assertTwins(dir: string): void {
  const missing = findMissingTwins(dir);
  if (missing.length > 0) {
    throw new Error(`Every page must exist in Japanese and English:\n  ${missing.join('\n  ')}`);
  }
}
