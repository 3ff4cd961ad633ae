import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Imports are fenced by layer (docs/decisions/007): schemas, content and lib sit below the UI;
 * components below features; a feature never reaches into another feature (what two features
 * share moves down into components, lib or shared); the outbox keeps its storage and locks to
 * itself (docs/decisions/160); and what the app and the server share lives in src/shared, which
 * imports nothing else, and is all the server takes from src/ (docs/decisions/240). Each file gets every fence that applies to it, since
 * a later rule of the same name would replace an earlier one.
 */
const fence = (message, regex) => ({ regex, message });

const NO_FEATURES_OR_ROUTES = fence('Shared code must not depend on a feature or a route.', '(^|/)(features|routes)/');
const NO_COMPONENTS = fence('lib, content and schemas sit below the UI.', '(^|/)components/');
const OUTBOX_PRIVATE = fence(
  'The outbox keeps its storage and locks to itself: use submit, useSubmission, the runtime or the view store (src/lib/outbox/README.md).',
  '(^|/)outbox/store$',
);
/** From a file `depth` folders below src/shared, a relative path out of it. */
const outOfShared = (depth) =>
  fence('src/shared imports only itself and packages: the app and the server build on it, never the other way.', `^(\\.\\./){${depth + 1}}`);
const SERVER_TAKES_SHARED = fence(
  'The server takes from the app only what src/shared holds (contracts, the product, the content both render).',
  '(^|/)src/(?!shared/)',
);
const FEATURE_APART = 'A feature must not import another feature (nor a route): move what they share into components, lib or schemas.';
const NO_ROUTES_OR_FEATURES_BY_NAME = fence(FEATURE_APART, '(^|/)(features|routes)/');
/** From a file `depth` folders below a feature's own folder, a relative path into a sibling feature. */
const otherFeature = (depth) => fence(FEATURE_APART, `^(\\.\\./){${depth + 1}}[^./]`);

const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': ['error', { patterns }],
    // Lazy imports too: import('../other-feature/x') is a dependency all the same.
    'no-restricted-syntax': [
      'error',
      // A slash cannot stand in a selector's regular expression: written as \x2F instead.
      ...patterns.map(({ regex, message }) => ({ selector: `ImportExpression > Literal[value=/${regex.replaceAll('/', '\\x2F')}/]`, message })),
    ],
  },
});

const outbox = 'src/lib/outbox/**';

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', 'test-results', 'playwright-report', 'src/routeTree.gen.ts', 'data', '.tmp'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  restrict(['**/*.{ts,tsx}'], [OUTBOX_PRIVATE], [outbox, 'src/lib/**', 'src/components/**', 'src/content/**', 'src/shared/**', 'server/**', 'sw/**', 'src/features/**']),
  restrict(['src/lib/**/*.{ts,tsx}', 'src/content/**/*.ts'], [NO_FEATURES_OR_ROUTES, NO_COMPONENTS, OUTBOX_PRIVATE], [outbox]),
  restrict(['src/shared/*.ts'], [outOfShared(0)]),
  restrict(['src/shared/*/*.ts'], [outOfShared(1)]),
  restrict(['src/shared/*/*/*.ts'], [outOfShared(2)]),
  restrict(['server/**/*.ts'], [SERVER_TAKES_SHARED]),
  restrict([`${outbox}/*.{ts,tsx}`], [NO_FEATURES_OR_ROUTES, NO_COMPONENTS]),
  restrict(['src/components/**/*.{ts,tsx}', 'sw/**/*.ts'], [NO_FEATURES_OR_ROUTES, OUTBOX_PRIVATE], ['sw/**/*.test.ts']),
  // The worker's tests fill the outbox's storage the way a page would have left it.
  restrict(['sw/**/*.test.ts'], [NO_FEATURES_OR_ROUTES]),
  restrict(['src/features/*/*.{ts,tsx}'], [otherFeature(0), NO_ROUTES_OR_FEATURES_BY_NAME, OUTBOX_PRIVATE]),
  restrict(['src/features/*/*/*.{ts,tsx}'], [otherFeature(1), NO_ROUTES_OR_FEATURES_BY_NAME, OUTBOX_PRIVATE]),
  restrict(['src/features/*/*/*/*.{ts,tsx}'], [otherFeature(2), NO_ROUTES_OR_FEATURES_BY_NAME, OUTBOX_PRIVATE]),
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
  },
);
