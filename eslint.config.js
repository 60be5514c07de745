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
  {
    target: 'schemas',
    from: ['engine', 'ui', 'app', 'server', 'funnels'],
    message: 'schemas/ imports nothing of ours.',
  },
  { target: 'engine', from: ['ui', 'app', 'server'], message: 'engine/ may import only schemas/.' },
  {
    target: 'ui',
    from: ['app', 'server'],
    message: 'ui/ is presentational: it may import schemas/ and engine/, never app/ or server/.',
  },
  {
    target: 'app',
    from: ['server'],
    message: 'app/ talks to the server over HTTP, never by import.',
  },
  {
    target: 'server',
    from: ['ui', 'app'],
    message: 'server/ may import schemas/ and engine/ only.',
  },
];
const layers = ['schemas', 'engine', 'ui', 'app', 'server'];
const tooling = ['scripts', 'tests', 'testing', '.storybook', 'bench'];
const toolingZones = [
  {
    target: layers,
    from: tooling,
    message:
      'scripts/, tests/, testing/, .storybook/ and bench/ sit above the layers: production code never imports them.',
  },
  {
    target: 'engine/funnel/compiler',
    from: ['engine/funnel/verifier', 'engine/funnel/chat', 'engine/funnel/map'],
    message:
      'The compiler room stands alone: the verifier, the chat and the map read it, never the other way.',
  },
  {
    target: ['scripts', '.storybook', 'bench'],
    from: 'tests',
    message: 'tests/ holds end-to-end tests and their fixtures: nothing imports them.',
  },
];
/** @param {{ target: string | string[], from: string | string[], message: string }[]} zones */
const restrictedPaths = (zones) => ['error', { zones }];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'node_modules',
      'test-results',
      'playwright-report',
      '.data',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
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
    files: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(layerZones) },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  // Last: the platform room's bans (issue 27), defined below.
  ...platformRules(),
);

/**
 * Issue 27, one platform room: the browser's storage, its idle and frame callbacks and requests are
 * used through app/platform only (as excalidraw bans going around its modules), so a refused
 * storage, a deferral's timing and the HTTP rules are decided in one place.
 */
function platformRules() {
  const storage =
    'Use app/platform/storage.ts (safeStorage, browserStorage, writeItem) or storedJson.ts: they survive a refused or full storage. Engine code takes a storage as a parameter.';
  const schedule =
    "Use schedule() or scheduled() from app/platform/schedule ('frame', 'afterPaint', 'idleAfterPaint', 'idle', 'interactive'): one scheduler, named priorities.";
  const http =
    'Use api (ky) or postText from app/platform/http.ts: one HTTP client with the site’s retry and timeout rules.';
  const globals = [
    ...['localStorage', 'sessionStorage'].map((name) => ({ name, message: storage })),
    ...[
      'requestIdleCallback',
      'cancelIdleCallback',
      'requestAnimationFrame',
      'cancelAnimationFrame',
    ].map((name) => ({ name, message: schedule })),
  ];
  const appGlobals = [...globals, { name: 'fetch', message: http }];
  const kyImport = { selector: "ImportDeclaration[source.value='ky']", message: http };
  // Issue 27: one module syncs URL and machine, and only it moves the machine to another step.
  const gotoEvent = {
    selector: "Property[key.name='type'][value.value='GOTO']",
    message:
      'Navigate to the step’s URL instead (app/funnel/urlSync/: useGoToStepUrl); the machine follows the URL there, with goToStep.',
  };
  /**
   * The same names read off `window`, `globalThis` or `self`.
   * @param {{ name: string, message: string }[]} names
   */
  const properties = (names) =>
    ['window', 'globalThis', 'self'].flatMap((object) =>
      names.map(({ name, message }) => ({ object, property: name, message })),
    );
  const ignores = [
    'app/platform/**',
    '**/*.test.{ts,tsx}',
    '**/*.stories.tsx',
    // The prerender's inline scripts (engine/site/early*.ts) are strings serialized into each page's
    // HTML that run before any module: they must stand alone and use the browser's APIs directly.
    'engine/site/early*.ts',
  ];
  return [
    {
      files: ['ui/**/*.{ts,tsx}', 'engine/**/*.{ts,tsx}'],
      ignores,
      rules: {
        'no-restricted-globals': ['error', ...globals],
        'no-restricted-properties': ['error', ...properties(globals)],
      },
    },
    {
      files: ['app/**/*.{ts,tsx}'],
      ignores,
      rules: {
        'no-restricted-globals': ['error', ...appGlobals],
        'no-restricted-properties': ['error', ...properties(appGlobals)],
        'no-restricted-syntax': ['error', kyImport, gotoEvent],
      },
    },
    {
      // The one sender of GOTO.
      files: ['app/funnel/urlSync/**/*.{ts,tsx}'],
      ignores,
      rules: { 'no-restricted-syntax': ['error', kyImport] },
    },
  ];
}
