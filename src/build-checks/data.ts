import { readFileSync } from 'node:fs';

/**
 * Slugs must be unique in every data table: a duplicate slug silently hides one row (lookups go
 * through Maps) or makes two pages with one URL. The message names the source file and the line of
 * each repeat.
 *
 * `source` is the text of `file`; `key` the property that holds the slug in it (`slug`, `id`).
 */
export function duplicateSlugProblems(table: string, file: string, source: string, slugs: readonly string[], key = 'slug'): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const slug of slugs) (seen.has(slug) ? repeated : seen).add(slug);
  return [...repeated].map((slug) => {
    const lines = linesOf(source, key, slug);
    const where = lines.length > 1 ? `${file}:${lines[1]}` : file;
    const first = lines.length > 0 ? ` (first at line ${lines[0]})` : '';
    return `${where}: duplicate ${key} "${slug}" in ${table}${first}; each ${key} must be unique`;
  });
}

/** 1-based line numbers where `key: 'value'` (or "value") appears in `source`. */
export function linesOf(source: string, key: string, value: string): number[] {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`\\b${key}\\s*:\\s*(['"\`])${escaped}\\1`);
  return source.split('\n').flatMap((line, index) => (pattern.test(line) ? [index + 1] : []));
}

export interface DataTable {
  /** what the table holds, for the message ("runes") */
  table: string;
  /** the source file, relative to the project root */
  file: string;
  key: string;
  slugs: readonly string[];
}

/** Checks each table, reading its source file (under `root`) to find the lines. */
export function dataTableProblems(root: string, tables: readonly DataTable[]): string[] {
  return tables.flatMap(({ table, file, key, slugs }) => {
    let source = '';
    try {
      source = readFileSync(`${root}/${file}`, 'utf8');
    } catch {
      // the slugs are still checked; the message then names the file without a line
    }
    return duplicateSlugProblems(table, file, source, slugs, key);
  });
}
