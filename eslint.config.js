// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** DESIGN.md section 2: imports only point down (schemas ← engine ← ui ← app; server uses schemas and engine). */
const layers = [
  { folder: 'schemas', banned: ['engine', 'ui', 'app', 'server', 'funnels'], message: 'schemas/ imports nothing of ours.' },
  { folder: 'engine', banned: ['ui', 'app', 'server'], message: 'engine/ may import only schemas/.' },
  { folder: 'ui', banned: ['app', 'server'], message: 'ui/ is presentational: it may import schemas/ and engine/, never app/ or server/.' },
  { folder: 'app', banned: ['server'], message: 'app/ talks to the server over HTTP, never by import.' },
  { folder: 'server', banned: ['ui', 'app'], message: 'server/ may import schemas/ and engine/ only.' },
];

const layerRules = layers.map(({ folder, banned, message }) => ({
  files: [`${folder}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ regex: `^(\\.\\./)+(${banned.join('|')})(/|$)`, message }] }],
  },
}));

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
  ...layerRules,
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', '@typescript-eslint/require-await': 'off', '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-unsafe-assignment': 'off', '@typescript-eslint/no-unsafe-member-access': 'off' },
  },
);
