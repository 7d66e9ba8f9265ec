import path from 'node:path';
import ts from 'typescript';
import { ErrorCodes, type ErrorCode } from '@shared/api/errors';

/**
 * What each route may answer, read from the code: starting at the route's entry in
 * functions/api/<group>/routes.ts, every function, method and value it names is followed
 * (through imports, across files, transitively), and every `ErrorCodes.x` met on the way is a
 * refusal the route may answer. It is an over-approximation by design (a function reached is
 * counted whole, whichever branch the route takes), so a route's `errors` list must cover it.
 */
const REPO = path.resolve(import.meta.dirname, '../..');
const FOLLOWED = [`${REPO}/functions/`, `${REPO}/shared/`];
/** The contract (shared/api) names codes without throwing them. */
const NOT_FOLLOWED = [`${REPO}/shared/api/`];

const codeByName = ErrorCodes as Record<string, ErrorCode>;

function program(): ts.Program {
  const configPath = path.join(REPO, 'functions/tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(configPath));
  // Only our own code is followed: packages and the standard library are left out (it is faster).
  const options = { ...parsed.options, noLib: true, types: [] };
  const host = ts.createCompilerHost(options);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => !file.includes('/node_modules/') && fileExists(file);
  const roots = parsed.fileNames.filter((f) => f.includes('/functions/api/') && f.endsWith('/routes.ts'));
  return ts.createProgram(roots, options, host);
}

const followed = (file: string) =>
  FOLLOWED.some((p) => file.startsWith(p)) &&
  !NOT_FOLLOWED.some((p) => file.startsWith(p)) &&
  !/\.test\.tsx?$/.test(file);

function isFollowedDeclaration(node: ts.Declaration): boolean {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isVariableDeclaration(node) ||
    ts.isPropertyAssignment(node) ||
    ts.isShorthandPropertyAssignment(node) ||
    ts.isClassDeclaration(node) ||
    ts.isPropertyDeclaration(node) ||
    ts.isGetAccessor(node)
  );
}

/** Each route key of each group, with the codes its code may answer. */
export function reachableRefusals(): Map<string, Set<ErrorCode>> {
  const prog = program();
  const checker = prog.getTypeChecker();
  const out = new Map<string, Set<ErrorCode>>();

  const reach = (root: ts.Node): Set<ErrorCode> => {
    const codes = new Set<ErrorCode>();
    const seen = new Set<ts.Node>();
    const todo: ts.Node[] = [root];
    const visit = (node: ts.Node): void => {
      if (
        ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'ErrorCodes'
      ) {
        const code = codeByName[node.name.text];
        if (code) codes.add(code);
        return;
      }
      if (ts.isIdentifier(node)) {
        let symbol = checker.getSymbolAtLocation(node);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        for (const decl of symbol?.declarations ?? [])
          if (!seen.has(decl) && isFollowedDeclaration(decl) && followed(decl.getSourceFile().fileName))
            todo.push(decl);
        return;
      }
      ts.forEachChild(node, visit);
    };
    while (todo.length) {
      const node = todo.pop()!;
      if (seen.has(node)) continue;
      seen.add(node);
      ts.forEachChild(node, visit);
    }
    return codes;
  };

  for (const file of prog.getRootFileNames()) {
    const source = prog.getSourceFile(file)!;
    const collect = (node: ts.Node): void => {
      if (ts.isObjectLiteralExpression(node)) {
        for (const prop of node.properties)
          if (
            ts.isPropertyAssignment(prop) &&
            ts.isStringLiteral(prop.name) &&
            /^(GET|POST|PUT|PATCH|DELETE) \//.test(prop.name.text)
          )
            out.set(prop.name.text, reach(prop.initializer));
      }
      ts.forEachChild(node, collect);
    };
    collect(source);
  }
  return out;
}
