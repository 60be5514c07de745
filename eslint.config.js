// @ts-check
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** DESIGN.md section 2: imports only point down (schemas ← engine ← ui ← app; server uses schemas and engine). */
const layers = [
  { target: './schemas', from: ['./engine', './ui', './app', './server', './funnels'], message: 'schemas/ imports nothing of ours.' },
  { target: './engine', from: ['./ui', './app', './server'], message: 'engine/ may import only schemas/.' },
  { target: './ui', from: ['./app', './server'], message: 'ui/ is presentational: it may import schemas/ and engine/, never app/ or server/.' },
  { target: './app', from: ['./server'], message: 'app/ talks to the server over HTTP, never by import.' },
  { target: './server', from: ['./ui', './app'], message: 'server/ may import schemas/ and engine/ only.' },
];

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', 'test-results', 'playwright-report', '.data', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js'] }, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', '@typescript-eslint/require-await': 'off', '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-unsafe-assignment': 'off', '@typescript-eslint/no-unsafe-member-access': 'off' },
  },
);
