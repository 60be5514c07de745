import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

/** Every component file of ui/ (stories and tests aside). */
function componentFiles(dir = 'ui'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return /\.tsx$/.test(entry.name) && !/\.(stories|test)\.tsx$/.test(entry.name) ? [path] : [];
  });
}

// A prop's default in a component's parameter list: `label = 'Progress'` or `label = (n) => \`Source ${n}\``.
const wordDefault = /\b(\w+) = (?:\([^)]*\) => )?(['"`])([^'"`]*[A-Za-z]{2}[^'"`]*)\2/g;

it("no ui/ component defaults a prop to words: the caller passes them in the page's language", () => {
  const found: string[] = [];
  for (const file of componentFiles()) {
    const text = readFileSync(file, 'utf8');
    for (const signature of text.matchAll(/export function \w+\(\{([^}]*)\}/g)) {
      for (const [, name, , value] of signature[1]!.matchAll(wordDefault)) {
        // Codes are not words: `language = 'english'`, `as = 'main'`, `variant = 'primary'`.
        if (/^[a-z-]+$/.test(value!)) continue;
        found.push(`${file}: ${name} = ${value}`);
      }
    }
  }
  expect(found).toEqual([]);
});

// A value import of the copy (copyFor, en, es), not a type: `import { copyFor } from '../engine/copy/copyFor'`.
const copyImport = /^import (?!type )[^;]*from '[./]*engine\/copy\/(?!uiCopy')[^']+';/m;

it("no ui/ component picks its words itself: they come from the page's copy (engine/copy/) as props", () => {
  const found = componentFiles().filter((file) => copyImport.test(readFileSync(file, 'utf8')));
  expect(found).toEqual([]);
  // The rule sees such an import (and lets a type import through).
  expect(copyImport.test("import { copyFor } from '../engine/copy/copyFor';")).toBe(true);
  expect(copyImport.test("import type { UiCopy } from '../engine/copy/uiCopy';")).toBe(false);
});
