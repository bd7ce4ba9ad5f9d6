// The walk of a function's options (docs/architecture.md, "The edge as a list"): every use of one
// parameter followed through the modules it reaches, the way a reader finds out what a setting does.
// The fewer modules the walk stays in, and the fewer times it comes back to one, the easier that is.
//
// The rules, applied to the source with TypeScript's own type checker:
// - A name carries the options when it is the parameter walked, a parameter given a carrying
//   argument, or a name whose value holds them. An expression holds them when it is a carrying name,
//   a property of one (`options.https`), a choice between such (`options.x ?? fallback`, `a ? b : c`),
//   an object or array literal with one inside, or a closure that mentions one (whoever calls it uses
//   them). A value computed from them (a call's result, a sum) is a new value: it does not hold them.
//   With `built: true` (the broader reading) what a call builds from them holds them too (the headers
//   made from options.https), but not what a function the options hold answers (options.handler's
//   response: that is the caller's).
// - A step is a call given an argument that holds the options, or made on an object that does, when
//   the function called has a body in the project (reached through imports, methods and closures alike).
//   A call through a value the code does not name (a parameter, an interface's member such as
//   `options.handler`) and a call into a package or Node are not followed: there is nothing of ours to read.
// - Following a step walks the called function's body once (a function reached again is not walked
//   again), in source order, a call after its arguments; a function declared inside the one walked is
//   part of it.
// - A stay is each time the walk enters a module other than the one it is in, the start included;
//   returning to the caller after a step is not a stay. The rooms are the modules stayed in; the walk
//   comes back once for each stay in a room it had stayed in before (stays − rooms).
import path from 'node:path';
import ts from 'typescript';

const programs = new Map();

/** The project's program rooted at `entry`, with the tsconfig of `root` (made once: a walk only reads it). */
function programFor(root, entry) {
  const key = `${root}\n${entry}`;
  if (!programs.has(key)) programs.set(key, makeProgram(root, entry));
  return programs.get(key);
}

function makeProgram(root, entry) {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  return ts.createProgram([entry], { ...parsed.options, noEmit: true });
}

function isFunctionLike(node) {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node) ||
    ts.isGetAccessorDeclaration(node)
  );
}

const contains = (outer, inner) => inner.getSourceFile() === outer.getSourceFile() && inner.pos >= outer.pos && inner.end <= outer.end;

const CHOICES = new Set([ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken]);

const isAssignment = (node) =>
  ts.isBinaryExpression(node) &&
  node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
  node.operatorToken.kind <= ts.SyntaxKind.LastAssignment &&
  ts.isIdentifier(node.left);

/**
 * Walks `parameter` of the function `functionName` declared in `file` (a path below `root`). Returns
 * the stays in order (each its module and the call that led there), the rooms and how often the walk
 * came back.
 */
export function walkOptions({ root, file, functionName, parameter = 'options', built = false }) {
  const entry = path.resolve(root, file);
  const program = programFor(root, entry);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  if (!source) throw new Error(`${file} is not part of the program`);
  const ours = (sourceFile) =>
    !sourceFile.isDeclarationFile && !sourceFile.fileName.includes('/node_modules/') && sourceFile.fileName.startsWith(root + path.sep);
  const relative = (node) => path.relative(root, node.getSourceFile().fileName);

  let start = null;
  source.forEachChild(function find(node) {
    if (ts.isFunctionDeclaration(node) && node.name?.text === functionName) start ??= node;
    else if (!start) node.forEachChild(find);
  });
  if (!start) throw new Error(`${functionName} is not declared in ${file}`);
  const startParameter = start.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === parameter);
  if (!startParameter) throw new Error(`${functionName} has no parameter ${parameter}`);

  const symbolOf = (node) => {
    const symbol = checker.getSymbolAtLocation(node);
    return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  };
  const bindingSymbols = (name) =>
    ts.isIdentifier(name)
      ? [checker.getSymbolAtLocation(name)].filter(Boolean)
      : name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : bindingSymbols(element.name)));

  /** The function a call reaches, when it has a body in the project. */
  function calleeOf(call) {
    const callee = ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression;
    const symbol = symbolOf(callee);
    const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    if (!declaration || !ours(declaration.getSourceFile())) return null;
    if (isFunctionLike(declaration)) return declaration.body ? declaration : null;
    const value = (ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)) && declaration.initializer;
    return value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) ? value : null;
  }

  /** The parameters of `fn` that `call` gives a value holding the options. */
  function parametersGiven(call, fn, holds) {
    return call.arguments.flatMap((argument, index) => {
      const parameterNode = fn.parameters[Math.min(index, fn.parameters.length - 1)];
      return parameterNode && holds(argument) ? bindingSymbols(parameterNode.name) : [];
    });
  }

  const stays = [];
  const walked = new Set();
  let room = null;

  function walk(fn, carryingParameters) {
    walked.add(fn);
    const carrying = new Set(carryingParameters);
    const carries = (node) => {
      if (!ts.isIdentifier(node)) return false;
      const shorthand = ts.isShorthandPropertyAssignment(node.parent) ? checker.getShorthandAssignmentValueSymbol(node.parent) : undefined;
      return carrying.has(shorthand ?? checker.getSymbolAtLocation(node));
    };
    const mentions = (node) => {
      let found = false;
      node.forEachChild(function look(n) {
        if (!found && carries(n)) found = true;
        if (!found) n.forEachChild(look);
      });
      return found || carries(node);
    };
    const holds = (node) => {
      if (carries(node)) return true;
      if (
        ts.isParenthesizedExpression(node) ||
        ts.isAwaitExpression(node) ||
        ts.isAsExpression(node) ||
        ts.isNonNullExpression(node) ||
        ts.isSatisfiesExpression(node) ||
        ts.isPropertyAccessExpression(node) ||
        ts.isElementAccessExpression(node)
      )
        return holds(node.expression);
      if (ts.isConditionalExpression(node)) return holds(node.whenTrue) || holds(node.whenFalse);
      if (ts.isBinaryExpression(node) && CHOICES.has(node.operatorToken.kind)) return holds(node.left) || holds(node.right);
      if (ts.isObjectLiteralExpression(node)) {
        return node.properties.some((p) =>
          ts.isShorthandPropertyAssignment(p)
            ? carries(p.name)
            : ts.isPropertyAssignment(p)
              ? holds(p.initializer)
              : ts.isSpreadAssignment(p)
                ? holds(p.expression)
                : mentions(p),
        );
      }
      if (ts.isArrayLiteralExpression(node)) return node.elements.some((e) => holds(ts.isSpreadElement(e) ? e.expression : e));
      if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return mentions(node.body);
      if (built && (ts.isCallExpression(node) || ts.isNewExpression(node))) {
        if (ts.isCallExpression(node) && holds(node.expression)) return false;
        const receiver = ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) ? node.expression.expression : null;
        return (node.arguments ?? []).some(holds) || (receiver !== null && holds(receiver));
      }
      return false;
    };
    // Which names carry: to a fixed point, since a closure may mention a name declared after it.
    for (let grew = true; grew;) {
      const before = carrying.size;
      fn.body.forEachChild(function mark(node) {
        if (ts.isVariableDeclaration(node) && node.initializer && holds(node.initializer)) {
          for (const symbol of bindingSymbols(node.name)) carrying.add(symbol);
        } else if (isAssignment(node) && holds(node.right)) {
          carrying.add(checker.getSymbolAtLocation(node.left));
        } else if (ts.isFunctionDeclaration(node) && node.name && node.body && mentions(node.body)) {
          carrying.add(checker.getSymbolAtLocation(node.name));
        } else if (ts.isCallExpression(node)) {
          const callee = calleeOf(node);
          if (callee && contains(fn, callee)) for (const symbol of parametersGiven(node, callee, holds)) carrying.add(symbol);
        }
        node.forEachChild(mark);
      });
      grew = carrying.size > before;
    }
    // The steps, in source order, a call after its arguments.
    fn.body.forEachChild(function step(node) {
      node.forEachChild(step);
      if (isFunctionLike(node)) walked.add(node);
      if (!ts.isCallExpression(node)) return;
      const receiver = ts.isPropertyAccessExpression(node.expression) ? node.expression.expression : null;
      if (!node.arguments.some(holds) && !(receiver && holds(receiver))) return;
      const callee = calleeOf(node);
      if (!callee || contains(fn, callee)) return;
      const from = room;
      const line = ts.getLineAndCharacterOfPosition(node.getSourceFile(), node.getStart()).line + 1;
      enter(callee, `${relative(node)}:${line} ${node.expression.getText()}`);
      if (!walked.has(callee)) walk(callee, parametersGiven(node, callee, holds));
      room = from;
    });
  }

  function enter(node, via) {
    const module = relative(node);
    if (room === module) return;
    room = module;
    stays.push({ module, via });
  }

  enter(start, `${functionName}(${parameter})`);
  walk(start, bindingSymbols(startParameter.name));
  const rooms = [...new Set(stays.map((stay) => stay.module))];
  return { stays, rooms, comesBack: stays.length - rooms.length };
}
