// The shape of the project's own TypeScript, read from its syntax trees (the TypeScript compiler's parser, no type
// checking): each function's length in lines and each cast. Shared by test/lib/code-shape.test.ts, which holds the
// limits a newcomer can read a calculator within, and `npm run shape`, which prints the counts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { ROOT } from './imports.ts';

export interface FunctionShape {
  /** the file, relative to the repository's root */
  file: string;
  /** the declared name, or the name of what it is assigned to or passed as (`<anonymous>` when none) */
  name: string;
  line: number;
  /** its lines, from the first of its declaration to its closing brace, nested functions included */
  lines: number;
}

export interface FileShape {
  functions: FunctionShape[];
  /** `x as T` and `<T>x`; `as const` is no cast (it narrows, it does not overrule the checker) */
  casts: number;
}

/** The project's TypeScript under the given folders (relative to the root), declaration files left out. */
export function sourceFiles(...dirs: string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? walk(join(dir, e.name))
        : /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')
          ? [relative(ROOT, join(ROOT, dir, e.name))]
          : [],
    );
  return dirs.flatMap(walk).sort();
}

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const own = (node as ts.FunctionLikeDeclaration).name;
  if (own) return own.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `${parent.expression.getText(source)}(…)`;
  if (ts.isExportAssignment(parent)) return 'default';
  return '<anonymous>';
}

/** The functions and casts of a source text. */
export function shapeOf(text: string, file = 'input.tsx'): FileShape {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const functions: FunctionShape[] = [];
  let casts = 0;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const line = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
      const first = line(node.getStart(source));
      functions.push({ file, name: nameOf(node, source), line: first, lines: line(node.getEnd()) - first + 1 });
    }
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && node.type.getText(source) !== 'const') casts++;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { functions, casts };
}

/** The shapes of files relative to the root. */
export function shapesOf(files: readonly string[]): Map<string, FileShape> {
  return new Map(files.map((file) => [file, shapeOf(readFileSync(join(ROOT, file), 'utf8'), file)]));
}
