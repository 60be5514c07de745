import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

// ESLint's import-x/no-cycle finds the cycles of imports that run; it skips type-only imports. This
// finds every cycle, type-only imports included (issue 27: no import circle at all), in every folder,
// tests and stories too, so a file's place in the layers reads the same from its types as from its code.

const roots = [
  'schemas',
  'engine',
  'ui',
  'app',
  'server',
  'scripts',
  'testing',
  'tests',
  '.storybook',
  'bench',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** Static imports and re-exports (`import type` included) and dynamic `import()` of a relative path. */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []);
}

it('no module imports itself through a chain of imports, type-only ones included', () => {
  const files = roots.flatMap((root) => sourceFiles(root)).map((file) => resolve(file));
  const graph = new Map(files.map((file) => [file, imports(file)]));
  const cycles: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'visiting') {
      cycles.push(
        [...stack.slice(stack.indexOf(file)), file]
          .map((f) => relative(process.cwd(), f))
          .join(' → '),
      );
      return;
    }
    state.set(file, 'visiting');
    stack.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) visit(file);
  expect(files.length).toBeGreaterThan(50);
  expect(cycles).toEqual([]);
});
