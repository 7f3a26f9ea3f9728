import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { houseRules } from './eslint.house-rules.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'artifacts',
      // Scratch output of test and bench runs (browser bench harness build, e2e data).
      '.tmp',
      'src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // House rule: pure shared code never reaches into React, Fastify or the database.
    files: ['common/domain/**', 'common/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-*',
            'fastify*',
            '@electric-sql/*',
            'pg',
            '**/server/**',
            '**/src/**',
            '**/stores/**',
          ],
        },
      ],
    },
  },
  {
    // House rule: only src/streams writes the stores (docs/architecture.md §2).
    files: ['src/**'],
    ignores: ['src/streams/**', 'src/stores/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='setState']",
          message: 'Only src/streams writes stores.',
        },
      ],
    },
  },
  ...houseRules(),
);
