import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

// Imports only point down the layers (ESLint checks that); this also keeps any folder free of
// import cycles. Type-only and dynamic imports do not count: they do not run at import time.

const roots = ['schemas', 'engine', 'ui', 'app', 'server', 'scripts', 'testing'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm)) {
    if (match[2]) continue; // import type / export type
    const target = resolveImport(file, match[3]!);
    if (target) found.push(target);
  }
  return found;
}

it('no module imports itself through a chain of runtime imports', () => {
  const files = roots.flatMap((root) => sourceFiles(root)).map((file) => resolve(file));
  const graph = new Map(files.map((file) => [file, runtimeImports(file)]));
  const cycles: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'visiting') {
      cycles.push([...stack.slice(stack.indexOf(file)), file].map((f) => relative(process.cwd(), f)).join(' → '));
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
