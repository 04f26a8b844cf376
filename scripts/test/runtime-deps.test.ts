import { builtinModules } from 'node:module';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// A service image installs only its own workspace's dependencies (scripts/docker/service.Dockerfile), so a package that the
// code imports but that only another workspace declares works here (hoisted) and fails in the container.
const root = join(__dirname, '..', '..');
const runtimeWorkspaces = readdirSync(root)
  .filter((dir) => dir.startsWith('svc-'))
  .concat(['packages/service-kit', 'contracts']);

/** Module specifiers that stay in the emitted code: type-only imports and exports are erased. */
function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause && !clause.name && bindings && ts.isNamedImports(bindings) &&
          bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly));
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((s) => !s.startsWith('.') && !s.startsWith('/'));
}

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

const DEP_KEYS = ['dependencies', 'optionalDependencies', 'peerDependencies'];
const workspaceDirs = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
const manifestOf = (dir: string) =>
  JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as Record<string, unknown> & { name: string };
const workspaceByName = new Map(workspaceDirs.map((dir) => [manifestOf(dir).name, dir]));

/** What the image installs for a workspace: its dependencies and, through workspace packages, theirs. */
function installedFor(workspace: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(workspace)) return names;
  seen.add(workspace);
  const manifest = manifestOf(workspace);
  for (const key of DEP_KEYS) {
    for (const name of Object.keys((manifest[key] as Record<string, string> | undefined) ?? {})) {
      names.add(name);
      const dir = workspaceByName.get(name);
      if (dir) for (const inner of installedFor(dir, seen)) names.add(inner);
    }
  }
  return names;
}

function undeclaredImports(workspace: string): string[] {
  const declared = installedFor(workspace);
  const missing = new Set<string>();
  for (const file of sourceFiles(join(root, workspace, 'src'))) {
    for (const specifier of runtimeSpecifiers(file)) {
      const name = packageOf(specifier);
      if (name.startsWith('node:') || builtinModules.includes(name) || declared.has(name)) continue;
      missing.add(`${name} (${relative(root, file)})`);
    }
  }
  return [...missing].sort();
}

describe('runtime dependencies of the service images', () => {
  it.each(runtimeWorkspaces)('%s declares every package its code imports', (workspace) => {
    expect(undeclaredImports(workspace)).toEqual([]);
  });
});
