import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chapterHeadings, type ChapterTitle } from '../../src/search/names';

/** The rules chapters as the names endpoint reads them (src/pages/[lang]/search-names.json.ts): title and headings
 * from content/rules/{ja,en}/<id>.mdx, in their order. */
export function readChapters(root = join(process.cwd(), 'content', 'rules')): ChapterTitle[] {
  const read = (lang: string, id: string) => {
    const text = readFileSync(join(root, lang, `${id}.mdx`), 'utf8');
    const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
    const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(front)?.[1]?.trim() ?? '';
    return { title: field('title'), order: Number(field('order')), body };
  };
  return readdirSync(join(root, 'ja'))
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => file.replace(/\.mdx$/, ''))
    .map((id) => ({ id, ja: read('ja', id), en: read('en', id) }))
    .sort((a, b) => a.ja.order - b.ja.order)
    .map(({ id, ja, en }) => ({
      id,
      title: { ja: ja.title, en: en.title },
      headings: { ja: chapterHeadings(ja.body), en: chapterHeadings(en.body) },
    }));
}
