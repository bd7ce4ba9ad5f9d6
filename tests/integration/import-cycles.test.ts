import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The layers of app/ are enforced by ESLint (eslint.config.js); this checks what a per-file rule
// can't: that no module reaches itself again through its runtime imports. Type-only imports vanish
// from the build, so they are no edge.

const APP = path.resolve(import.meta.dirname, '../../app');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '+types' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('~/')
    ? path.join(APP, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext)]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return /\.tsx?$/.test(candidate) ? candidate : null;
  }
  return null;
}

/** The modules a file imports at run time. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found.map((specifier) => resolve(file, specifier)).filter((target): target is string => target !== null);
}

/** Strongly connected components of more than one module, or of one that imports itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indices.get(next)!));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.map((f) => path.relative(APP, f)).sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

describe('the modules of app/', () => {
  it('import each other without cycles', () => {
    const graph = new Map(sourceFiles(APP).map((file) => [file, runtimeImports(file)]));
    expect(graph.size).toBeGreaterThan(100);
    expect(cycles(graph)).toEqual([]);
  });

  it('would report a cycle if there were one', () => {
    const [a, b, c, d] = ['a.ts', 'b.ts', 'c.ts', 'd.ts'].map((name) => path.join(APP, name));
    const graph = new Map([
      [a!, [b!]],
      [b!, [c!]],
      [c!, [a!]],
      [d!, [a!]],
    ]);
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});

/** Runtime imports from modules under `from` (not under `except`) into modules under `into`, as 'importer → imported'. */
function crossings(graph: Map<string, string[]>, from: string, into: string, except = into): string[] {
  const under = (file: string, folder: string) => path.relative(APP, file).startsWith(`${folder}/`);
  return [...graph]
    .filter(([file]) => under(file, from) && !under(file, except))
    .flatMap(([file, imports]) =>
      imports.filter((target) => under(target, into)).map((t) => `${path.relative(APP, file)} → ${path.relative(APP, t)}`),
    );
}

describe('the layers of app/', () => {
  const graph = new Map(sourceFiles(APP).map((file) => [file, runtimeImports(file)]));

  it("no feature depends on the administrator's screens' reads (features/dashboard)", () => {
    expect(crossings(graph, 'features', 'features/dashboard')).toEqual([]);
  });

  it('would report such an import if there were one', () => {
    const [orders, dashboard] = ['features/orders/a.ts', 'features/dashboard/b.ts'].map((name) => path.join(APP, name));
    expect(crossings(new Map([[orders!, [dashboard!]]]), 'features', 'features/dashboard')).toEqual([
      'features/orders/a.ts → features/dashboard/b.ts',
    ]);
  });
});
