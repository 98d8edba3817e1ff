import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../i18n/locale';
import { TOOLS } from '../tools/registry';

/**
 * Checks of the prose in content/ that the build runs before rendering anything, so that a mistake
 * is reported with the MDX file and line instead of the route that failed to render:
 * - every rune family has its MDX in both languages, and every rune MDX belongs to a family;
 * - every entry has its own id, and a chapter's `runes:` list names runes of src/rules;
 * - rune entries type no digits (the numbers come from src/rules);
 * - every component a chapter uses is one the templates pass in, and its slug or example is valid.
 */

const LANGS = LOCALES;

function mdxIn(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.mdx'))
        .map((f) => f.slice(0, -4))
    : [];
}

/**
 * content/runes/<lang>/<family>.mdx against the families of src/rules. `dir` is `content/runes`; `familyAt` names
 * where a family is defined (its first rune's data file and line), `dataFiles` where a new one would go.
 */
export function runeFamilyProblems(
  root: string,
  dir: string,
  families: readonly string[],
  familyAt: (family: string) => string,
  dataFiles: string,
): string[] {
  const known = new Set(families);
  const problems: string[] = [];
  const filesOf = Object.fromEntries(LANGS.map((lang) => [lang, mdxIn(join(root, dir, lang))]));
  for (const lang of LANGS) {
    const files = filesOf[lang]!;
    for (const id of files) {
      if (!known.has(id))
        problems.push(
          `${dir}/${lang}/${id}.mdx: no rune of family "${id}" in ${dataFiles}; this entry would never be published (rename it to a family's slug or add the rune)`,
        );
    }
    for (const family of families) {
      // With the entry in the other language, the fix is that entry's twin, which the twin check names (this
      // message would point at the data file instead).
      const twin = LANGS.some((other) => other !== lang && filesOf[other]!.includes(family));
      if (!files.includes(family) && !twin)
        problems.push(
          `${familyAt(family)}: rune family "${family}" has no ${dir}/${lang}/${family}.mdx; its rune pages would have no text`,
        );
    }
  }
  return problems;
}

/** The frontmatter's lines with their 1-based numbers (none when the text has no frontmatter). */
function frontmatterLines(text: string): { line: number; text: string }[] {
  const lines = text.split('\n');
  if (lines[0]?.trim() !== '---') return [];
  const end = lines.indexOf('---', 1);
  return lines.slice(1, end === -1 ? lines.length : end).map((line, index) => ({ line: index + 2, text: line }));
}

/**
 * A chapter's `runes:` frontmatter (the runes it points to) names rune families or grades of src/rules. Without
 * this check an unknown slug stops the build with only the route that failed to render.
 */
export function chapterRuneProblems(file: string, text: string, isRuneOrFamily: (slug: string) => boolean): string[] {
  const lines = frontmatterLines(text);
  const start = lines.findIndex((l) => /^runes\s*:/.test(l.text));
  if (start === -1) return [];
  const inline = /^runes\s*:\s*\[(.*)\]\s*$/.exec(lines[start]!.text);
  const entries = inline ? inline[1]!.split(',').map((slug) => ({ line: lines[start]!.line, slug })) : [];
  // or a block list, one `- slug` a line
  for (const l of inline ? [] : lines.slice(start + 1)) {
    if (!/^\s+-/.test(l.text)) break;
    entries.push({ line: l.line, slug: l.text.replace(/^\s+-/, '') });
  }
  return entries
    .map(({ line, slug }) => ({ line, slug: slug.trim().replace(/^(['"])(.*)\1$/, '$2') }))
    .filter(({ slug }) => slug !== '' && !isRuneOrFamily(slug))
    .map(
      ({ line, slug }) =>
        `${file}:${line}: runes: "${slug}" is no rune family or grade of src/rules; the chapter's rune list would not render`,
    );
}

/**
 * Every entry's id is `<lang>/<file name>`, which the pages look up. Astro's glob loader takes a `slug:` line of the
 * frontmatter as the entry's whole id instead (no language part), so the page of `<lang>/<file name>` would find
 * nothing, and two such entries (the same slug in both languages) collide, which Astro reports as a missing file.
 * Each slug line is reported at its line, saying what the id becomes.
 */
export function entryIdProblems(dir: string, files: readonly { name: string; text: string }[]): string[] {
  const lang = dir.split('/').pop() ?? '';
  return files.flatMap(({ name, text }) => {
    const slug = frontmatterLines(text).find((l) => /^slug\s*:/.test(l.text));
    if (!slug) return [];
    const id = slug.text
      .replace(/^slug\s*:\s*/, '')
      .trim()
      .replace(/^(['"])(.*)\1$/, '$2');
    return [
      `${dir}/${name}.mdx:${slug.line}: "slug: ${id}" would make this entry's id "${id}" instead of "${lang}/${name}" (the loader takes a slug line as the whole id), so its page would not find it: remove the slug line; the file name is the id`,
    ];
  });
}

/** Blanks out what is not prose: fenced code, inline code, JSX tags and {expressions}; keeps lines. */
function proseOnly(text: string): string {
  const keepLines = (s: string) => s.replace(/[^\n]/g, ' ');
  return text
    .replace(/^```[\s\S]*?^```/gm, keepLines)
    .replace(/`[^`\n]*`/g, keepLines)
    .replace(/<\/?[A-Za-z][^>]*>/g, keepLines)
    .replace(/\{[^}]*\}/g, keepLines);
}

/**
 * The count "one" as the seed writes it in Japanese (1つ, 1体, 1人): a word of the sentence, not a rules number, so
 * the Japanese prose may type it where the English says "one" (ひとつ would break the seed's Arabic numerals).
 */
const COUNT_ONE = /(?<![0-9０-９.])1(?=つ|体|人)/g;

/** Digits typed in a rune entry (frontmatter summary included): one message per line. */
export function proseDigitProblems(file: string, text: string): string[] {
  return proseOnly(text)
    .split('\n')
    .flatMap((line, index) => {
      const digits = line.replace(COUNT_ONE, ' ').match(/[0-9０-９]+/g);
      if (!digits) return [];
      const original = text.split('\n')[index]?.trim() ?? '';
      return [
        `${file}:${index + 1}: digit${digits.length > 1 ? 's' : ''} ${digits.map((d) => `"${d}"`).join(', ')} in rune prose ("${original.slice(0, 70)}"); numbers come from src/rules (stat block, grade table), write them in words or leave them out`,
      ];
    });
}

export type AttributeValue = string | number | boolean | string[];

export interface ComponentUse {
  name: string;
  line: number;
  source: string;
  attributes: Record<string, AttributeValue>;
  /** attributes whose value the check cannot read (an expression other than a number, boolean or list of strings) */
  unreadable: string[];
}

/** Reads a JS expression attribute value: a number, true/false, a string or an array of strings. */
function readExpression(expression: string): AttributeValue | undefined {
  const value = expression.trim();
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  const string = value.match(/^(['"])(.*)\1$/);
  if (string) return string[2];
  if (/^\[\s*((['"])[^'"]*\2\s*,?\s*)*\]$/.test(value)) return [...value.matchAll(/(['"])([^'"]*)\1/g)].map((m) => m[2] ?? '');
  return undefined;
}

/** Every capitalised JSX element in an MDX text (outside code), with its attributes and line. */
export function componentUses(text: string): ComponentUse[] {
  const code = text.replace(/^```[\s\S]*?^```/gm, (s) => s.replace(/[^\n]/g, ' ')).replace(/`[^`\n]*`/g, (s) => s.replace(/[^\n]/g, ' '));
  const uses: ComponentUse[] = [];
  for (const match of code.matchAll(/<([A-Z][A-Za-z0-9]*)((?:\s+[A-Za-z][\w-]*(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)*)\s*\/?>/g)) {
    const [source, name = '', attrs = ''] = match;
    const line = code.slice(0, match.index).split('\n').length;
    const attributes: Record<string, AttributeValue> = {};
    const unreadable: string[] = [];
    for (const attr of attrs.matchAll(/([A-Za-z][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}))?/g)) {
      const [, key = '', double, single, expression] = attr;
      if (double !== undefined || single !== undefined) attributes[key] = double ?? single ?? '';
      else if (expression !== undefined) {
        const value = readExpression(expression);
        if (value === undefined) unreadable.push(key);
        else attributes[key] = value;
      } else attributes[key] = true;
    }
    uses.push({ name, line, source, attributes, unreadable });
  }
  return uses;
}

/** What the component checks need to know; the build passes src/rules, tests pass what they like. */
export interface ProseCatalog {
  hasRune(slug: string): boolean;
  hasChapter(lang: string, chapter: string): boolean;
  isFact(name: string): boolean;
  /** error messages of an item example, empty when src/rules accepts it */
  itemProblems(spec: Record<string, AttributeValue>): string[];
  transferProblems(spec: Record<string, AttributeValue>): string[];
  upgradeProblems(from: string, to: string): string[];
}

/** The components content/ may use, with the attribute each needs (see content/README.md). */
export const PROSE_COMPONENTS = [
  'RuneLink',
  'ChapterLink',
  'Fact',
  'RuneFact',
  'ItemExample',
  'TransferExample',
  'UpgradeExample',
  'InBrief',
  'FundamentalRunesTable',
  'DcTable',
  'FormulaPriceTable',
  'IncomeTable',
  'MaterialTable',
  ...TOOLS.map((tool) => tool.island),
] as const;

/** Problems with the components of one MDX file in `lang`. */
export function componentProblems(file: string, lang: string, text: string, catalog: ProseCatalog): string[] {
  const problems: string[] = [];
  for (const use of componentUses(text)) {
    const where = `${file}:${use.line}: ${use.source.length > 90 ? `${use.source.slice(0, 90)}…` : use.source}`;
    const fail = (message: string) => problems.push(`${where}: ${message}`);
    const a = use.attributes;
    const text = (key: string) => (typeof a[key] === 'string' ? (a[key] as string) : undefined);
    if (!(PROSE_COMPONENTS as readonly string[]).includes(use.name)) {
      fail(`unknown component <${use.name}>; the templates pass in ${PROSE_COMPONENTS.join(', ')}`);
      continue;
    }
    if (use.unreadable.length > 0) {
      fail(`the value of ${use.unreadable.join(', ')} cannot be checked: write a string, a number, true/false or a list of strings`);
      continue;
    }
    switch (use.name) {
      case 'RuneLink':
      case 'RuneFact': {
        const slug = text('slug');
        // In a rune entry, <RuneFact> without a slug shows the number of the page's own grade.
        const ownGrade = use.name === 'RuneFact' && file.includes('content/runes/');
        if (!slug) {
          if (!ownGrade) fail('needs slug="…"');
        } else if (!catalog.hasRune(slug)) fail(`no rune "${slug}" in src/rules`);
        break;
      }
      case 'ChapterLink': {
        const chapter = text('chapter');
        if (!chapter) fail('needs chapter="…"');
        else if (!catalog.hasChapter(lang, chapter)) fail(`no chapter "${chapter}" in content/rules/${lang}/`);
        break;
      }
      case 'Fact': {
        const name = text('name');
        if (!name || !catalog.isFact(name)) fail(`"${name ?? ''}" is not a fact of RULE_FACTS in src/rules/facts.ts`);
        break;
      }
      case 'ItemExample': {
        const errors = catalog.itemProblems(a);
        if (errors.length > 0) fail(`src/rules rejects this item: ${errors.join('; ')}`);
        break;
      }
      case 'TransferExample': {
        const errors = catalog.transferProblems(a);
        if (errors.length > 0) fail(`src/rules rejects this transfer: ${errors.join('; ')}`);
        break;
      }
      case 'UpgradeExample': {
        const errors = catalog.upgradeProblems(text('from') ?? '', text('to') ?? '');
        if (errors.length > 0) fail(`src/rules rejects this upgrade: ${errors.join('; ')}`);
        break;
      }
      default: {
        // A calculator's tag shows the calculator of the chapter it is in (components/tools/ToolEmbed.astro).
        const tool = TOOLS.find((entry) => entry.island === use.name);
        if (tool && file !== `content/rules/${lang}/${tool.chapter}.mdx`) {
          fail(`<${use.name}> belongs in content/rules/${lang}/${tool.chapter}.mdx (src/tools/registry.ts)`);
        }
        break;
      }
    }
  }
  return problems;
}

/** Every check of content/ under `root`. */
export function proseProblems(
  root: string,
  catalog: ProseCatalog,
  families: readonly string[],
  familyAt: (family: string) => string,
): string[] {
  const problems = runeFamilyProblems(root, 'content/runes', families, familyAt, 'src/rules/data/runes/');
  const isRuneOrFamily = (slug: string) => catalog.hasRune(slug) || families.includes(slug);
  for (const collection of ['rules', 'runes', 'pages']) {
    for (const lang of LANGS) {
      const dir = `content/${collection}/${lang}`;
      const files = mdxIn(join(root, dir)).map((name) => ({ name, text: readFileSync(join(root, dir, `${name}.mdx`), 'utf8') }));
      problems.push(...entryIdProblems(dir, files));
      for (const { name, text } of files) {
        const file = `${dir}/${name}.mdx`;
        if (collection === 'runes') problems.push(...proseDigitProblems(file, text));
        if (collection === 'rules') problems.push(...chapterRuneProblems(file, text, isRuneOrFamily));
        problems.push(...componentProblems(file, lang, text, catalog));
      }
    }
  }
  return problems;
}
