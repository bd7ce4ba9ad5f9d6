import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { walkOptions } from '../../scripts/lib/option-walk.mjs';

// The edge reads as a list (decision 024): createHttpListener names its steps in order, each a module
// with its own tests, and its options reach each module they are used in once or nearly so. The walk's
// figures are the ones docs/architecture.md states, so neither can drift from the code.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'app/server');
const STEPS = ['staticFiles', 'apiEdge', 'originGuard', 'uploadLimits', 'pageCache', 'personalPages', 'render'];

/** The factories called in createHttpListener's `steps` list, in order, with the module each is imported from. */
function listedSteps(): { name: string; module: string }[] {
  const file = path.join(SERVER, 'http-server.ts');
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const imported = new Map<string, string>();
  let list: ts.ArrayLiteralExpression | undefined;
  source.forEachChild(function visit(node) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      for (const element of node.importClause?.namedBindings && ts.isNamedImports(node.importClause.namedBindings)
        ? node.importClause.namedBindings.elements
        : []) {
        imported.set(element.name.text, node.moduleSpecifier.text);
      }
    }
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === 'steps' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      list = node.initializer;
    }
    node.forEachChild(visit);
  });
  return (list?.elements ?? []).map((element) => {
    const name = ts.isCallExpression(element) ? element.expression.getText() : element.getText();
    return { name, module: imported.get(name) ?? '?' };
  });
}

describe('the edge', () => {
  it('reads as its list of steps, each from a module of its own with its own tests', () => {
    const steps = listedSteps();
    expect(steps.map((step) => step.name)).toEqual(STEPS);
    expect(new Set(steps.map((step) => step.module)).size).toBe(STEPS.length);
    for (const { module } of steps) {
      expect(fs.existsSync(path.join(SERVER, `${module}.test.ts`)), `${module}.test.ts`).toBe(true);
    }
  });

  it('walks its options through at most 12 stays, coming back at most twice, as docs/architecture.md says', () => {
    const walk = walkOptions({ root: ROOT, file: 'app/server/http-server.ts', functionName: 'createHttpListener' });
    const broader = walkOptions({ root: ROOT, file: 'app/server/http-server.ts', functionName: 'createHttpListener', built: true });
    expect(walk.stays.length).toBeLessThanOrEqual(12);
    expect(walk.comesBack).toBeLessThanOrEqual(2);
    const architecture = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
    const stated = (reading: string) =>
      new RegExp(`${reading.replaceAll(' ', '\\s+')}:\\s+\\*\\*(\\d+) stays in (\\d+) rooms, back (\\d+) times?\\*\\*`)
        .exec(architecture)
        ?.slice(1);
    expect(stated('Now')).toEqual([walk.stays.length, walk.rooms.length, walk.comesBack].map(String));
    expect(stated('Now, broader')).toEqual([broader.stays.length, broader.rooms.length, broader.comesBack].map(String));
  }, 60_000);

  it('sees a module visited again in a listener that reads its options in each request', () => {
    // The walk counts what it should on code shaped as the edge was: one helper reached three times.
    const walk = walkOptions({ root: ROOT, file: 'tests/fixtures/edge-walk/scattered.ts', functionName: 'createListener' });
    // headers.ts passes the option on to address.ts; each return to the listener is not a stay.
    expect(walk.stays.map((stay) => path.basename(stay.module))).toEqual([
      'scattered.ts',
      'address.ts',
      'headers.ts',
      'address.ts',
      'address.ts',
    ]);
    expect(walk.rooms).toHaveLength(3);
    expect(walk.comesBack).toBe(2);
  }, 60_000);
});
