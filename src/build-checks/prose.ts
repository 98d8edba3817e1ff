import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOOLS } from '../tools/registry';

/**
 * Checks of the prose in content/ that the build runs before rendering anything, so that a mistake
 * is reported with the MDX file and line instead of the route that failed to render:
 * - every rune family has its MDX in both languages, and every rune MDX belongs to a family;
 * - rune entries type no digits (the numbers come from src/rules);
 * - every component a chapter uses is one the templates pass in, and its slug or example is valid.
 */

const LANGS = ['ja', 'en'] as const;

function mdxIn(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.mdx')).map((f) => f.slice(0, -4)) : [];
}

/** content/runes/<lang>/<family>.mdx against the families of src/rules. `dir` is `content/runes`. */
export function runeFamilyProblems(root: string, dir: string, families: readonly string[], dataFile: string): string[] {
  const known = new Set(families);
  const problems: string[] = [];
  for (const lang of LANGS) {
    const files = mdxIn(join(root, dir, lang));
    for (const id of files) {
      if (!known.has(id)) problems.push(`${dir}/${lang}/${id}.mdx: no rune of family "${id}" in ${dataFile}; this entry would never be published (rename it to a family's slug or add the rune)`);
    }
    for (const family of families) {
      if (!files.includes(family)) problems.push(`${dataFile}: rune family "${family}" has no ${dir}/${lang}/${family}.mdx; its rune pages would have no text`);
    }
  }
  return problems;
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
 * the Japanese prose may type it where the English says "one" (issue 19; ひとつ would break the seed's numerals).
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
      return [`${file}:${index + 1}: digit${digits.length > 1 ? 's' : ''} ${digits.map((d) => `"${d}"`).join(', ')} in rune prose ("${original.slice(0, 70)}"); numbers come from src/rules (stat block, grade table), write them in words or leave them out`];
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
  'RuneLink', 'ChapterLink', 'Fact', 'RuneFact', 'ItemExample', 'TransferExample', 'UpgradeExample', 'InBrief',
  'FundamentalRunesTable', 'DcTable', 'FormulaPriceTable', 'IncomeTable', ...TOOLS.map((tool) => tool.island),
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
        }
        else if (!catalog.hasRune(slug)) fail(`no rune "${slug}" in src/rules`);
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
export function proseProblems(root: string, catalog: ProseCatalog, families: readonly string[]): string[] {
  const problems = runeFamilyProblems(root, 'content/runes', families, 'src/rules/data/runes/');
  for (const collection of ['rules', 'runes', 'pages']) {
    for (const lang of LANGS) {
      const dir = `content/${collection}/${lang}`;
      for (const id of mdxIn(join(root, dir))) {
        const file = `${dir}/${id}.mdx`;
        const text = readFileSync(join(root, file), 'utf8');
        if (collection === 'runes') problems.push(...proseDigitProblems(file, text));
        problems.push(...componentProblems(file, lang, text, catalog));
      }
    }
  }
  return problems;
}
