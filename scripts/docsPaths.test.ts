import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

// The README and docs/ name files by path; a moved file leaves a guide pointing at nothing.
// Every backticked path under one of our folders must exist (globs and placeholders excepted).

const roots = [
  'schemas',
  'engine',
  'ui',
  'app',
  'server',
  'scripts',
  'tests',
  'campaigns',
  'funnels',
  '.storybook',
  'bench',
  'docs',
  'public',
  'testing',
];

function guides(): string[] {
  const docs = existsSync('docs')
    ? readdirSync('docs')
        .filter((name) => name.endsWith('.md'))
        .map((name) => `docs/${name}`)
    : [];
  return ['README.md', ...docs];
}

function namedPaths(markdown: string): string[] {
  const found = new Set<string>();
  for (const [, token] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const path = token!.replace(/[.,:;)]+$/, '').split('#')[0]!;
    if (!roots.some((root) => path.startsWith(`${root}/`))) continue;
    if (/[*{}<>[\]…]|\.\.\./.test(path)) continue;
    found.add(path);
  }
  return [...found];
}

it('names only paths that exist in README.md and docs/', () => {
  const missing = guides().flatMap((file) =>
    namedPaths(readFileSync(file, 'utf8'))
      .filter((path) => !existsSync(path))
      .map((path) => `${file}: ${path}`),
  );
  expect(missing).toEqual([]);
});

it('sees a path that does not exist', () => {
  expect(
    namedPaths('see `engine/nowhere.ts`, and `a/b` and `engine/*.ts`').filter(
      (path) => !existsSync(path),
    ),
  ).toEqual(['engine/nowhere.ts']);
});
