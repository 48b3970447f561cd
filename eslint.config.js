// ESLint flat config: typescript-eslint's recommended rules over the whole tree, three type-aware promise rules in
// src-server and src-main, React hooks' rules in the renderer.
// Formatting is Prettier's (eslint-config-prettier turns off the rules it owns); import cycles are dpdm's
// (`npm run lint:cycles`), which reads the two tsconfig projects as the compilers do.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // The generated data modules ("Do not edit"; 2.7 MB of string tables) are checked through their generators in
  // scripts/, not themselves: parsing them was a third of the run.
  {
    ignores: [
      'out/',
      'dist/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.scratch/',
      'resources/',
      'src-server/geocode/data/',
      'src-server/hazards/earthquake/data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_name` marks an intentionally unused binding, as tsc's noUnusedLocals/noUnusedParameters allow.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  // Type-aware rules where the server and the Electron shell run: a promise nobody awaits or catches (its rejection
  // unhandled, its work racing the caller), a promise where a boolean or a void callback is expected, an await of
  // something that is not a promise. Scoped to these folders because type information costs a TypeScript program.
  {
    files: ['src-server/**/*.ts', 'src-main/**/*.ts'],
    languageOptions: { parserOptions: { project: './tsconfig.node.json', tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  prettier,
);
