import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The edge (app/server/) reaches the features only through app/web/. ESLint holds the static imports;
// this also reads what a lint rule can't: dynamic import() calls, and type-only imports the way the
// rule for this folder counts them.

const APP = path.resolve(import.meta.dirname, '../../app');
const SERVER = path.join(APP, 'server');

function edgeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return edgeFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every module specifier a file names: imports and re-exports (type-only too) and dynamic import() calls. */
function specifiersOf(file: string, text = fs.readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Whether a specifier written in `file` names a module under app/features/. */
function reachesFeatures(file: string, specifier: string): boolean {
  const target = specifier.startsWith('~/')
    ? path.join(APP, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(file), specifier)
      : null;
  return target !== null && target.startsWith(path.join(APP, 'features') + path.sep);
}

describe('the edge', () => {
  it('imports nothing from app/features/ directly, not even a type or a dynamic import', () => {
    const offending = edgeFiles(SERVER).flatMap((file) =>
      specifiersOf(file)
        .filter((specifier) => reachesFeatures(file, specifier))
        .map((specifier) => `${path.relative(APP, file)} → ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('would see each way of naming a feature module', () => {
    const file = path.join(SERVER, 'probe.ts');
    const probe = [
      "import type { PlanName } from '~/features/catalogue/plans';",
      "import { x } from '../features/orders/checkout.server';",
      "export { y } from '~/features/settings/settings.server';",
      "const z = await import('~/features/outbox/start.server');",
      "type W = import('~/features/orders/status').Status;",
      "import { ok } from '~/web/operations.server';",
    ].join('\n');
    expect(specifiersOf(file, probe).filter((specifier) => reachesFeatures(file, specifier))).toHaveLength(5);
  });
});
