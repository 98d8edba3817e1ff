import { readFileSync } from 'node:fs';

/**
 * Slugs must be unique in every data table: a duplicate slug silently hides one row (lookups go
 * through Maps) or makes two pages with one URL. The message names the source file and the line of
 * each repeat.
 *
 * `source` is the text of `file`; `key` the property that holds the slug in it (`slug`, `id`).
 */
export function duplicateSlugProblems(table: string, file: string, source: string, slugs: readonly string[], key = 'slug'): string[] {
  return duplicateSlugProblemsIn(table, [{ file, text: source }], slugs, key);
}

/**
 * The same for a table written in several files (the runes: one file per target and book). A repeat names
 * the file and line of its second place, and where the first is: "line N" in the same file, "file:N" in another.
 */
export function duplicateSlugProblemsIn(
  table: string,
  sources: readonly { file: string; text: string }[],
  slugs: readonly string[],
  key = 'slug',
): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const slug of slugs) (seen.has(slug) ? repeated : seen).add(slug);
  return [...repeated].map((slug) => {
    const places = sources.flatMap(({ file, text }) => linesOf(text, key, slug).map((line) => ({ file, line })));
    const [first, second] = places;
    const where = second ? `${second.file}:${second.line}` : sources.map((s) => s.file).join(', ');
    const firstAt = first ? ` (first at ${second && second.file !== first.file ? `${first.file}:` : 'line '}${first.line})` : '';
    return `${where}: duplicate ${key} "${slug}" in ${table}${firstAt}; each ${key} must be unique`;
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
  /** the source file (or files), relative to the project root */
  file: string | readonly string[];
  key: string;
  slugs: readonly string[];
}

/** Checks each table, reading its source file (under `root`) to find the lines. */
export function dataTableProblems(root: string, tables: readonly DataTable[]): string[] {
  return tables.flatMap(({ table, file, key, slugs }) => {
    const sources = (typeof file === 'string' ? [file] : file).map((f) => {
      try {
        return { file: f, text: readFileSync(`${root}/${f}`, 'utf8') };
      } catch {
        // the slugs are still checked; the message then names the file without a line
        return { file: f, text: '' };
      }
    });
    return duplicateSlugProblemsIn(table, sources, slugs, key);
  });
}
