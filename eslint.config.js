// ESLint for every TypeScript file of the workspace: typescript-eslint's recommended rules,
// plus the house rules a reviewer would otherwise have to catch by eye.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['.dependency-cruiser.cjs', '**/dist/**', '**/node_modules/**', '**/temp/**', 'schemas/generated/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    rules: {
      // A hand-written barrel names every export: no `export *`.
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'Name each export in a barrel (no export *).' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // Scripts, benchmarks and examples print their results.
    files: ['**/scripts/**', 'benchmarks/**', 'examples/**', 'test/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // CommonJS examples and the bins' launchers run on Node as they are.
    files: ['**/*.cjs', '**/bin/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', process: 'readonly', console: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
  {
    // Tests feed control characters on purpose and read untyped JSON answers.
    files: ['**/*.test.ts', 'test/**'],
    rules: { 'no-control-regex': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
