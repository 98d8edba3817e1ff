// Both languages move together: every message of the catalogue exists in Japanese and in English, not empty, with
// the same {placeholders}. The tables are typed so (a key missing on one side does not compile), but the build does
// not type-check, and a missing message renders as its raw key (「tools.noticeValue」 on a Japanese page). This
// stops the build at the message, naming the file and line of the side that has it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ui } from '../i18n';
import { MESSAGES as PROBLEMS_EN } from '../rules/messages/en';
import { MESSAGES as PROBLEMS_JA } from '../rules/messages/ja';
import { MESSAGES as TRANSFER_EN } from '../rules/messages/transfer-en';
import { MESSAGES as TRANSFER_JA } from '../rules/messages/transfer-ja';
import type { Source } from './records';

/** One table in both languages, with the files each side is written in (for the line). */
export interface MessageTable {
  en: Readonly<Record<string, unknown>>;
  ja: Readonly<Record<string, unknown>>;
  files: { en: readonly Source[]; ja: readonly Source[] };
  /** strings with {placeholders} (the UI), or functions of their params (the problem messages) */
  kind: 'string' | 'function';
}

const LANGUAGE = { en: 'English', ja: 'Japanese' } as const;

/** `file:line` of the key's entry (`'tools.notice': …`), or the files when it is not written out there. */
function keyPlace(sources: readonly Source[], key: string): string {
  const pattern = new RegExp(`(['"\`])${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1\\s*:`);
  for (const { file, text } of sources) {
    const line = text.split('\n').findIndex((l) => pattern.test(l));
    if (line !== -1) return `${file}:${line + 1}`;
  }
  return sources.map((s) => s.file).join(' or ');
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort().join(', ');

/** Every message missing, empty or of another shape on one side, and every placeholder the two sides disagree on. */
export function messageTableProblems(table: MessageTable): string[] {
  const problems: string[] = [];
  const keys = [...new Set([...Object.keys(table.en), ...Object.keys(table.ja)])];
  for (const key of keys) {
    for (const [lang, other] of [
      ['en', 'ja'],
      ['ja', 'en'],
    ] as const) {
      const value = Object.hasOwn(table[lang], key) ? table[lang][key] : undefined;
      const has = Object.hasOwn(table[other], key);
      if (value === undefined) {
        if (has)
          problems.push(
            `${keyPlace(table.files[other], key)}: message "${key}" has no ${LANGUAGE[lang]} in ${table.files[lang].map((s) => s.file).join(' or ')}; a page in ${LANGUAGE[lang]} would show the key`,
          );
        continue;
      }
      const fine = table.kind === 'string' ? typeof value === 'string' && value.trim() !== '' : typeof value === 'function';
      if (!fine)
        problems.push(
          `${keyPlace(table.files[lang], key)}: message "${key}" in ${LANGUAGE[lang]} is ${table.kind === 'string' ? 'empty or not a string' : 'not a function of its params'}`,
        );
    }
    const en = table.en[key];
    const ja = table.ja[key];
    if (table.kind === 'string' && typeof en === 'string' && typeof ja === 'string' && placeholders(en) !== placeholders(ja))
      problems.push(
        `${keyPlace(table.files.ja, key)}: message "${key}" fills {${placeholders(ja)}} in Japanese but {${placeholders(en)}} in English (${keyPlace(table.files.en, key)}); each language must name the same values`,
      );
  }
  return problems;
}

const sources = (root: string, files: readonly string[]): Source[] =>
  files.map((file) => {
    try {
      return { file, text: readFileSync(join(root, file), 'utf8') };
    } catch {
      return { file, text: '' };
    }
  });

/** The catalogue's tables: the UI strings (with the field labels) and the problem messages. */
export function messageProblems(root: string): string[] {
  return [
    messageTableProblems({
      en: ui.en,
      ja: ui.ja,
      files: {
        en: sources(root, ['src/i18n/en.ts', 'src/rules/messages/fields-en.ts']),
        ja: sources(root, ['src/i18n/ja.ts', 'src/rules/messages/fields-ja.ts']),
      },
      kind: 'string',
    }),
    messageTableProblems({
      en: PROBLEMS_EN,
      ja: PROBLEMS_JA,
      files: { en: sources(root, ['src/rules/messages/en.ts']), ja: sources(root, ['src/rules/messages/ja.ts']) },
      kind: 'function',
    }),
    messageTableProblems({
      en: TRANSFER_EN,
      ja: TRANSFER_JA,
      files: { en: sources(root, ['src/rules/messages/transfer-en.ts']), ja: sources(root, ['src/rules/messages/transfer-ja.ts']) },
      kind: 'function',
    }),
  ].flat();
}
