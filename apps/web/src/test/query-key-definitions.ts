import path from 'node:path';
import ts from 'typescript';

/**
 * Finds every place that defines a fetcher (an object literal with both `queryKey` and `queryFn`) and
 * reports pairs whose keys can be equal at run time. TanStack Query keeps one cache entry per key, so
 * two fetchers on one key hand each other's answers around; when their shapes differ a page breaks
 * depending on which one filled the cache first (issue 25: a string in one, an object in the other).
 *
 * Keys are compared through their types: `as const` tuples, literal strings and numbers, objects by
 * their property names (TanStack hashes objects with sorted keys, dropping undefined values).
 */

export interface KeyDefinition {
  /** `file:line` of the object literal, relative to the root given to the finder. */
  where: string;
  /** The key's type as TypeScript prints it. */
  key: string;
  elements: Domain[] | null;
  rest: boolean;
}

export interface KeyClash {
  first: KeyDefinition;
  second: KeyDefinition;
}

type Domain =
  | { kind: 'any' }
  | { kind: 'literal'; value: string | number | boolean | null | undefined }
  | { kind: 'string' | 'number' | 'boolean' | 'bigint' | 'array' }
  | { kind: 'object'; props: Map<string, { optional: boolean; type: Domain[] }> }
  | { kind: 'union'; members: Domain[] };

const MAX_DEPTH = 4;

/** Every object literal with a `queryKey` in the program's files under `root`. */
function forEachKeyedObject(
  program: ts.Program,
  root: string,
  onObject: (file: ts.SourceFile, key: Named, node: ts.ObjectLiteralExpression) => void,
): void {
  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile || !path.resolve(file.fileName).startsWith(path.resolve(root))) continue;
    const visit = (node: ts.Node) => {
      const key = ts.isObjectLiteralExpression(node) ? property(node, 'queryKey') : undefined;
      if (key && ts.isObjectLiteralExpression(node)) onObject(file, key, node);
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
}

export function findKeyDefinitions(program: ts.Program, root: string): KeyDefinition[] {
  const checker = program.getTypeChecker();
  const found: KeyDefinition[] = [];
  forEachKeyedObject(program, root, (file, key, node) => {
    if (property(node, 'queryFn')) found.push(describe(checker, file, root, key));
  });
  return found;
}

/**
 * Filters (`invalidateQueries({ queryKey: ['collection-items'] })` and the like: an object with a
 * `queryKey` and no `queryFn`) whose key starts with a string typed in place instead of a key factory's
 * or `keyRoots`' name: renaming the fetcher's key would leave such a filter matching nothing.
 */
export function findHandTypedFilters(program: ts.Program, root: string): string[] {
  const found: string[] = [];
  forEachKeyedObject(program, root, (file, key, node) => {
    const first =
      ts.isPropertyAssignment(key) && ts.isArrayLiteralExpression(key.initializer)
        ? key.initializer.elements[0]
        : undefined;
    if (property(node, 'queryFn') || !first || !ts.isStringLiteralLike(first)) return;
    const { line } = file.getLineAndCharacterOfPosition(key.getStart(file));
    found.push(`${path.relative(root, file.fileName)}:${line + 1} ${key.getText(file)}`);
  });
  return found;
}

export function findKeyClashes(definitions: KeyDefinition[]): KeyClash[] {
  const clashes: KeyClash[] = [];
  definitions.forEach((first, index) => {
    for (const second of definitions.slice(index + 1)) {
      if (first.elements && second.elements && tuplesOverlap(first, second)) clashes.push({ first, second });
    }
  });
  return clashes;
}

/** Builds the program of a tsconfig (e.g. the web app's) for `findKeyDefinitions`. */
export function programOf(tsconfigPath: string): ts.Program {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    tsconfigPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${tsconfigPath}`);
  return ts.createProgram(parsed.fileNames, parsed.options);
}

type Named = ts.PropertyAssignment | ts.ShorthandPropertyAssignment | ts.MethodDeclaration;

function property(node: ts.ObjectLiteralExpression, name: string): Named | undefined {
  return node.properties.find(
    (p): p is Named =>
      (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p) || ts.isMethodDeclaration(p)) &&
      (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) &&
      p.name.text === name,
  );
}

function describe(checker: ts.TypeChecker, file: ts.SourceFile, root: string, key: Named): KeyDefinition {
  const { line } = file.getLineAndCharacterOfPosition(key.getStart(file));
  const where = `${path.relative(root, file.fileName)}:${line + 1}`;
  const type = checker.getTypeAtLocation(ts.isPropertyAssignment(key) ? key.initializer : key.name);
  const text = checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  if (!checker.isTupleType(type)) return { where, key: text, elements: null, rest: false };
  const target = (type as ts.TypeReference).target as ts.TupleType;
  const elements = checker.getTypeArguments(type as ts.TypeReference).map((t) => domainOf(checker, t, 0));
  return { where, key: text, elements, rest: target.hasRestElement };
}

function domainOf(checker: ts.TypeChecker, type: ts.Type, depth: number): Domain {
  if (depth > MAX_DEPTH) return { kind: 'any' };
  const flags = type.flags;
  if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.TypeParameter)) return { kind: 'any' };
  if (type.isUnion()) return { kind: 'union', members: type.types.map((t) => domainOf(checker, t, depth)) };
  if (type.isStringLiteral() || type.isNumberLiteral()) return { kind: 'literal', value: type.value };
  if (flags & ts.TypeFlags.BooleanLiteral) {
    return { kind: 'literal', value: checker.typeToString(type) === 'true' };
  }
  if (flags & ts.TypeFlags.Null) return { kind: 'literal', value: null };
  if (flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) return { kind: 'literal', value: undefined };
  if (flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.StringMapping)) {
    return { kind: 'string' };
  }
  if (flags & ts.TypeFlags.NumberLike) return { kind: 'number' };
  if (flags & ts.TypeFlags.BooleanLike) return { kind: 'boolean' };
  if (flags & ts.TypeFlags.BigIntLike) return { kind: 'bigint' };
  if (checker.isArrayLikeType(type)) return { kind: 'array' };
  if (flags & ts.TypeFlags.Object) {
    const props = new Map<string, { optional: boolean; type: Domain[] }>();
    for (const symbol of checker.getPropertiesOfType(type)) {
      const propType = checker.getTypeOfSymbol(symbol);
      const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
      props.set(symbol.name, { optional, type: [domainOf(checker, propType, depth + 1)] });
    }
    return { kind: 'object', props };
  }
  return { kind: 'any' };
}

function tuplesOverlap(a: KeyDefinition, b: KeyDefinition): boolean {
  const x = a.elements ?? [];
  const y = b.elements ?? [];
  // A tuple with a rest element may be as long as the other; without one, lengths must match.
  if (!a.rest && !b.rest && x.length !== y.length) return false;
  const shared = Math.min(x.length, y.length);
  for (let i = 0; i < shared; i += 1) {
    const left = x[i];
    const right = y[i];
    if (left && right && !overlap(left, right)) return false;
  }
  return true;
}

/** Whether some value of `a` hashes like some value of `b`. */
function overlap(a: Domain, b: Domain): boolean {
  if (a.kind === 'any' || b.kind === 'any') return true;
  if (a.kind === 'union') return a.members.some((m) => overlap(m, b));
  if (b.kind === 'union') return b.members.some((m) => overlap(a, m));
  if (a.kind === 'literal' && b.kind === 'literal') return a.value === b.value;
  if (a.kind === 'literal') return literalIn(a.value, b);
  if (b.kind === 'literal') return literalIn(b.value, a);
  if (a.kind === 'object' && b.kind === 'object') return objectsOverlap(a.props, b.props);
  return a.kind === b.kind;
}

function literalIn(value: string | number | boolean | null | undefined, domain: Domain): boolean {
  return value !== null && domain.kind === typeof value;
}

type Props = Map<string, { optional: boolean; type: Domain[] }>;

function objectsOverlap(a: Props, b: Props): boolean {
  // A property only one side has must be optional there (or possibly undefined): the hash drops it.
  for (const [name, prop] of a) {
    const other = b.get(name);
    if (!other) {
      if (!prop.optional && !mayBeUndefined(prop.type)) return false;
      continue;
    }
    if (!prop.type.some((t) => other.type.some((u) => overlap(t, u)))) return false;
  }
  for (const [name, prop] of b) {
    if (!a.has(name) && !prop.optional && !mayBeUndefined(prop.type)) return false;
  }
  return true;
}

function mayBeUndefined(types: Domain[]): boolean {
  return types.some((t) => overlap(t, { kind: 'literal', value: undefined }));
}
