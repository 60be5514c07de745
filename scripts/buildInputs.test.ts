import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIsStale } from './buildInputs';
import { temporaryDirectory } from '../testing/temporaryDirectory';

const past = new Date('2026-01-01T00:00:00Z');
const built = new Date('2026-01-02T00:00:00Z');
const later = new Date('2026-01-03T00:00:00Z');

/** A project whose every input is older than its build. */
function project(): string {
  const root = temporaryDirectory('build-inputs');
  const files = [
    'campaigns/pages/get-yours-otc.md',
    'scripts/campaigns/loadCampaigns.ts',
    'funnels/otc.json',
    'app/main.tsx',
    'ui/Step.tsx',
    'engine/site/matchPage.ts',
    'schemas/brand.ts',
    'index.html',
    'vite.config.ts',
    'package-lock.json',
    'app/main.test.ts',
  ];
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), '');
    utimesSync(join(root, file), past, past);
  }
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'dist/index.html'), '');
  utimesSync(join(root, 'dist/index.html'), built, built);
  return root;
}

describe('npm start rebuilds when an input of the build changed', () => {
  it('not when every input is older than the build', () => {
    expect(buildIsStale(project())).toBe(false);
  });

  it('when there is no build', () => {
    expect(buildIsStale(temporaryDirectory('build-inputs'))).toBe(true);
  });

  it.each([
    'campaigns/pages/get-yours-otc.md',
    'scripts/campaigns/loadCampaigns.ts',
    'funnels/otc.json',
    'app/main.tsx',
    'ui/Step.tsx',
    'engine/site/matchPage.ts',
    'schemas/brand.ts',
    'index.html',
    'vite.config.ts',
    'package-lock.json',
  ])('after a change in %s', (file) => {
    const root = project();
    utimesSync(join(root, file), later, later);
    expect(buildIsStale(root)).toBe(true);
  });

  it('not after a change in a test file, which the build does not read', () => {
    const root = project();
    utimesSync(join(root, 'app/main.test.ts'), later, later);
    expect(buildIsStale(root)).toBe(false);
  });
});
