import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'coverage/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The full Konva build costs a phone opening a shared deck a tenth of its start-up: shapes
      // come through client/src/render/konva.ts, which registers only the ones LightKit draws.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'konva', message: 'Import from client/src/render/konva.ts (Konva core with the shapes LightKit draws).', allowTypeImports: true },
            { name: 'react-konva', message: 'Import from client/src/render/konva.ts (Konva core with the shapes LightKit draws).', allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    // Storage is asynchronous (issue 12: one set of queries over SQLite and PostgreSQL): a repo
    // call that is not awaited is a write that may land after the answer, or a Promise read as
    // a row (always truthy). The type-aware rules catch both.
    files: ['sync-server/**/*.ts', 'test/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // Command-line tools talk to a terminal.
    files: ['scripts/**/*.ts', 'test/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
