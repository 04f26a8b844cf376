import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'coverage/**', '**/pacts/**', 'e2e/artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // One set of catalogues for the shell and every remote: front ends translate through web-kit (README "Languages").
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['packages/web-kit/src/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@lingui/core', '@lingui/react'].map((name) => ({
            name,
            message: "Import useTranslation, Trans, i18n and the rest from '@abialbum/web-kit' (web-kit's own files: from its i18n folder).",
          })),
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
