// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * DESIGN.md section 2: imports only point down (schemas ← engine ← ui ← app; server uses schemas and
 * engine). The tooling folders sit above all of them: they may import any layer, and no layer imports
 * them (a layer's tests and stories may use a tooling helper: the block for them below).
 */
const layerZones = [
  { target: 'schemas', from: ['engine', 'ui', 'app', 'server', 'funnels'], message: 'schemas/ imports nothing of ours.' },
  { target: 'engine', from: ['ui', 'app', 'server'], message: 'engine/ may import only schemas/.' },
  { target: 'ui', from: ['app', 'server'], message: 'ui/ is presentational: it may import schemas/ and engine/, never app/ or server/.' },
  { target: 'app', from: ['server'], message: 'app/ talks to the server over HTTP, never by import.' },
  { target: 'server', from: ['ui', 'app'], message: 'server/ may import schemas/ and engine/ only.' },
];
const layers = ['schemas', 'engine', 'ui', 'app', 'server'];
const tooling = ['scripts', 'tests', '.storybook', 'bench'];
const toolingZones = [
  { target: layers, from: tooling, message: 'scripts/, tests/, .storybook/ and bench/ sit above the layers: production code never imports them.' },
  { target: ['scripts', '.storybook', 'bench'], from: 'tests', message: 'tests/ holds end-to-end tests and their fixtures: nothing imports them.' },
];
/** @param {{ target: string | string[], from: string | string[], message: string }[]} zones */
const restrictedPaths = (zones) => ['error', { zones }];

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', 'test-results', 'playwright-report', '.data', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js'] }, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // One import graph for every folder: imports resolve as TypeScript resolves them (tsconfig.json).
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([...layerZones, ...toolingZones]),
      // Type-only imports are invisible to this rule; scripts/importCycles.test.ts counts them too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A layer's own tests and stories may use tooling helpers (fixtures, the campaign loader, story globals).
    // ui/storyPage.ts is a story helper waiting to move into .storybook/ (issue 27 step 4).
    files: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', 'ui/storyPage.ts'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(layerZones) },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', '@typescript-eslint/require-await': 'off', '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-unsafe-assignment': 'off', '@typescript-eslint/no-unsafe-member-access': 'off' },
  },
);
