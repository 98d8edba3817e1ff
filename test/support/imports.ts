// The static import graph of the project's own TypeScript, for the purity tests: follows `./`, `../` and
// `~/` imports (the alias of tsconfig.json: the repository's root) and records package imports as they are.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const ROOT = join(import.meta.dirname, '../..');

export interface ImportEdge {
  /** the importing file, relative to the root */
  from: string;
  specifier: string;
  /** the file it resolves to, relative to the root; undefined for a package (`preact`, `astro:content`, `node:fs`) */
  file?: string;
  /** `import type` / `export type`: erased, never bundled */
  typeOnly: boolean;
  /** `import('…')`: a chunk of its own, loaded when the code asks for it */
  dynamic?: boolean;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

export function resolveImport(fromFile: string, specifier: string): string | undefined {
  // a Vite suffix (`?url`, `?raw`) names the same file; `./x.js` may name the TypeScript file `./x.ts`
  specifier = specifier.replace(/\?.*$/, '');
  let base: string;
  if (specifier.startsWith('~/')) base = join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('./') || specifier.startsWith('../')) base = join(ROOT, dirname(fromFile), specifier);
  else return undefined;
  for (const candidate of [...EXTENSIONS.map((ext) => base + ext), base.replace(/\.js$/, '.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(ROOT, candidate);
  }
  throw new Error(`${fromFile}: cannot resolve "${specifier}"`);
}

/** Every static and dynamic import and re-export of one file (relative to the root). */
export function importsOf(file: string): ImportEdge[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  // In .astro files only the frontmatter imports (scripts are bundled on their own).
  const code = file.endsWith('.astro') ? (/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') : text;
  const edges: ImportEdge[] = [];
  const add = (specifier: string, typeOnly: boolean) =>
    edges.push({ from: file, specifier, file: resolveImport(file, specifier), typeOnly });
  for (const m of code.matchAll(/^\s*(import|export)\s+(type\s+)?[^'";]*?\s*from\s*'([^']+)'/gm)) add(m[3]!, Boolean(m[2]));
  for (const m of code.matchAll(/^\s*import\s*'([^']+)'/gm)) add(m[1]!, false);
  for (const m of code.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g))
    edges.push({ from: file, specifier: m[1]!, file: resolveImport(file, m[1]!), typeOnly: false, dynamic: true });
  return edges;
}

/** The files reached from `entries` (relative to the root), following value imports only or types too. */
export function importClosure(
  entries: readonly string[],
  {
    types,
    dynamic = true,
    skip = () => false,
  }: {
    types: boolean;
    dynamic?: boolean;
    /** edges not to follow (recorded, but the file they reach is not entered) */
    skip?: (edge: ImportEdge) => boolean;
  },
): { files: Set<string>; edges: ImportEdge[] } {
  const files = new Set<string>();
  const edges: ImportEdge[] = [];
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const edge of importsOf(file)) {
      if (edge.typeOnly && !types) continue;
      if (edge.dynamic && !dynamic) continue;
      edges.push(edge);
      if (edge.file && !files.has(edge.file) && !skip(edge)) queue.push(edge.file);
    }
  }
  return { files, edges };
}

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.(ts|tsx|astro)$/.test(e.name) && !e.name.endsWith('.d.ts')
        ? [relative(ROOT, join(ROOT, dir, e.name))]
        : [],
  );
}

/** The groups of nodes that reach each other (Tarjan's strongly connected components of more than one node, or a
 * node pointing at itself), each sorted. */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, low.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1 || graph.get(node)!.includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The import circles among the project's own sources (src/ and components/, .astro frontmatter included). */
export function importCircles(): string[][] {
  const files = ['src', 'components'].flatMap(sources);
  return circles(new Map(files.map((f) => [f, importsOf(f).flatMap((e) => (e.file ? [e.file] : []))])));
}
