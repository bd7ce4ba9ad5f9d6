// Lint rules: the recommended sets of ESLint, typescript-eslint, React hooks and jsx-a11y.
// Formatting is Prettier's job (npm run format:check), so no stylistic rules here.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The layers of app/ (docs/architecture.md): each folder may import only from the layers beneath it.
// Patterns match the import as written, relative or through ~/, because the folder names are unique.
// Type-only imports may cross (they vanish from the build); tests may import anything.
const PACKAGES = {
  react: { group: ['react', 'react-dom', 'react-dom/*', 'react-hot-toast'], message: 'React belongs in components and routes.' },
  router: { group: ['react-router', '@react-router/*'], message: 'React Router belongs in routes and app/web.' },
};
const LAYER = {
  features: { group: ['**/features/**'], message: 'lib/ is beneath the features: move the code, or pass the value in.' },
  content: {
    group: ['**/content/**'],
    message: 'Page copy belongs to routes and components: return a typed outcome and let the route word it.',
  },
  components: { group: ['**/components/**'], message: 'Components are used by routes, not by this layer.' },
  routes: { group: ['**/routes/**', '**/root', '**/root.tsx'], message: 'Nothing imports a route module but the route table.' },
  web: {
    group: ['**/web/**'],
    message: 'app/web holds the routes’ HTTP adapters (cookies, flash, guards); only routes and the edge use it.',
  },
  dashboard: {
    group: ['**/features/dashboard/**', '../dashboard/**'],
    message: "features/dashboard holds the administrator's screens' reads: shared helpers live in lib/, so no feature depends on it.",
  },
  server: { group: ['**/server/**'], message: 'app/server is the HTTP edge: it imports the app, never the other way round.' },
  serverModules: {
    group: ['**/*.server', '**/*.server.ts'],
    message: 'Server modules never reach the browser: import their types only, or pass data through a loader.',
  },
};
const layer = (files, ...patterns) => ({
  files,
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  rules: {
    '@typescript-eslint/no-restricted-imports': ['error', { patterns: patterns.map((p) => ({ ...p, allowTypeImports: true })) }],
  },
});

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      'dist/',
      '.react-router/',
      'test-results/',
      'playwright-report/',
      'data/',
      'backups/',
      'bench/results/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Unused names prefixed with _ are deliberate (destructuring a field away).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Rules that read the types: a promise nobody awaits or catches, an async function where a
    // callback's result is ignored (an event handler, a Node callback), awaiting a non-promise.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-duplicate-imports': ['error', { includeExports: true }] },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Kysely's documented migration signature takes Kysely<any>: migrations are frozen and must not import app types.
    // Tests call loaders and actions with loosely typed arguments, as React Router does.
    files: ['migrations/**/*.ts', 'tests/**/*.ts', 'app/**/*.test.ts', 'app/**/*.test.tsx', 'app/lib/db/migrate.server.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright's fixtures must destructure their arguments, even when they use none.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  layer(
    ['app/lib/**'],
    LAYER.features,
    LAYER.content,
    LAYER.components,
    LAYER.routes,
    LAYER.web,
    LAYER.server,
    PACKAGES.react,
    PACKAGES.router,
  ),
  layer(
    ['app/features/dashboard/**'],
    LAYER.content,
    LAYER.components,
    LAYER.routes,
    LAYER.web,
    LAYER.server,
    PACKAGES.react,
    PACKAGES.router,
  ),
  {
    ...layer(
      ['app/features/**'],
      LAYER.content,
      LAYER.components,
      LAYER.routes,
      LAYER.web,
      LAYER.server,
      LAYER.dashboard,
      PACKAGES.react,
      PACKAGES.router,
    ),
    ignores: ['app/features/dashboard/**', '**/*.test.ts', '**/*.test.tsx'],
  },
  layer(['app/content/**'], LAYER.components, LAYER.routes, LAYER.web, LAYER.server, LAYER.serverModules, PACKAGES.react, PACKAGES.router),
  layer(['app/components/**'], LAYER.routes, LAYER.web, LAYER.server, LAYER.serverModules),
  layer(['app/web/**'], LAYER.components, LAYER.routes, LAYER.server, PACKAGES.react),
  layer(['app/routes/**', 'app/root.tsx', 'app/entry.server.tsx'], LAYER.server),
  {
    // The edge reaches the features only through app/web, type imports included: it knows a page by
    // the interfaces app/web gives it (a page's per-visitor part), never by a feature's own modules.
    files: ['app/server/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { ...LAYER.components, allowTypeImports: true },
            { ...LAYER.routes, allowTypeImports: true },
            { group: ['**/features/**'], message: 'app/server reaches the features through app/web only (types too): import from there.' },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
