// Lint rules that catch what review keeps catching: `any`, promises left floating, console
// output outside entry points, React hook mistakes, and synced writes defined without the
// rebase guard (core/zero/concurrency.ts), and imports that cross the layers or climb past them.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Deep relative paths break when a file moves and hide which layer they reach into. */
const NO_CLIMBING = {
  regex: '^(\\.\\./){3,}',
  message: 'Import through an alias (@core/, @web/, @local/, @locales/) instead of climbing three folders.',
};

/** One spelling for the shared domain, whatever the importing file's depth. */
const CORE_BY_ALIAS = { regex: '^(\\.\\./)+core/', message: 'Import core/ as @core/….' };

const FEATURES_DIR = './web/src/features';
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature may import itself and bookings/ (the booking kit screens share), no other feature. */
const featureZones = features.map((feature) => ({
  target: `${FEATURES_DIR}/${feature}`,
  from: FEATURES_DIR,
  except: [...new Set([`./${feature}`, './bookings'])],
  message: 'A feature imports only itself, bookings/ and the shared folders.',
}));

const FUNCTIONS_DIR = './functions';
const routeFolders = readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'lib')
  .map((entry) => entry.name);

/**
 * functions/lib/'s rooms, and the rooms each may import besides the plumbing at lib/'s root (HTTP,
 * errors, auth, database, …), which imports no room. A new room is one line here.
 */
const LIB_ROOM_IMPORTS = {
  storage: [],
  mail: ['storage'],
  billing: ['mail'],
  // A gallery asked for at a studio's former address answers with its current one (site/public-studio.ts).
  gallery: ['site', 'storage'],
  site: ['storage'],
  booking: ['site', 'billing', 'invoicing', 'mail'],
  invoicing: ['mail', 'storage', 'verifactu', 'workflow-plans'],
  verifactu: [],
  'card-payments': ['invoicing', 'mail', 'workflow-plans'],
  // A gallery's shop: prices in the studio's currency, checkout on its Stripe account, an order
  // paid as an issued invoice, its client found or made as the public site's requests do, the
  // package's photos unlocked as finishing a selection does.
  shop: ['billing', 'card-payments', 'gallery', 'invoicing', 'mail', 'site'],
  'client-portal': ['mail', 'billing'],
  sealing: ['invoicing'],
  questionnaires: ['mail'],
  // A contract fills its `answers.<id>` fields from the session's questionnaires.
  contracts: ['invoicing', 'mail', 'questionnaires', 'sealing', 'storage', 'workflow-plans'],
  proposals: ['billing', 'booking', 'contracts', 'invoicing', 'mail', 'questionnaires', 'workflow-plans'],
  reviews: ['mail'],
  // A template's fields are a contract's and more: the invoice's link, the studio's contact.
  'mail-templates': ['contracts', 'invoicing', 'mail'],
  // Planning a session's steps, called in the transaction of whatever moves them: it imports no
  // room, so every room may call it; running them (workflows/) uses the rooms whose work it does.
  'workflow-plans': [],
  workflows: [
    'contracts',
    'invoicing',
    'mail',
    'mail-templates',
    'proposals',
    'questionnaires',
    'reviews',
    'workflow-plans',
  ],
  // A client's print order marked sent: the mail that tells them.
  'gallery-orders': ['mail'],
};
const LIB_DIR = `${FUNCTIONS_DIR}/lib`;
const libRooms = Object.keys(LIB_ROOM_IMPORTS);
for (const entry of readdirSync(LIB_DIR, { withFileTypes: true })) {
  if (entry.isDirectory() && !libRooms.includes(entry.name)) {
    throw new Error(`functions/lib/${entry.name}/ is not in LIB_ROOM_IMPORTS (eslint.config.js)`);
  }
}

/** A route folder holds handlers and their private helpers; what two folders share lives in lib/. */
const functionZones = [
  ...routeFolders.map((folder) => ({
    target: `${FUNCTIONS_DIR}/${folder}`,
    from: FUNCTIONS_DIR,
    except: [`./${folder}`, './lib'],
    message: 'A route folder imports only itself and functions/lib/.',
  })),
  {
    target: LIB_DIR,
    from: FUNCTIONS_DIR,
    except: ['./lib'],
    message: 'functions/lib/ imports no route folder.',
  },
  {
    target: `${LIB_DIR}/*.ts`,
    from: libRooms.map((room) => `${LIB_DIR}/${room}`),
    message: "functions/lib/'s plumbing imports no room.",
  },
  ...Object.entries(LIB_ROOM_IMPORTS).map(([room, allowed]) => ({
    target: `${LIB_DIR}/${room}`,
    from: libRooms.filter((other) => other !== room && !allowed.includes(other)).map((other) => `${LIB_DIR}/${other}`),
    message: `functions/lib/${room}/ imports the plumbing${allowed.length ? ` and ${allowed.join(', ')}/` : ''} only (LIB_ROOM_IMPORTS).`,
  })),
];

export default tseslint.config(
  {
    ignores: ['node_modules', 'web/dist', '.local', '.scratch', '.sst', 'cdk.out', 'test-results', 'playwright-report'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
      'no-restricted-imports': ['error', { patterns: [NO_CLIMBING] }],
    },
  },
  {
    files: ['core/**/*.ts'],
    ignores: ['core/zero/concurrency.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@rocicorp/zero',
              importNames: ['defineMutator'],
              message: 'Define synced writes with defineGuardedMutator (core/zero/concurrency.ts).',
            },
          ],
          patterns: [NO_CLIMBING],
        },
      ],
    },
  },
  {
    files: ['functions/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_CLIMBING, CORE_BY_ALIAS] }] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@core/zero/mutators',
              allowTypeImports: true,
              message: 'Make synced writes from @core/zero/client-mutators, the registry Zero knows.',
            },
            {
              name: 'sonner',
              allowTypeImports: true,
              message: 'Show toasts with lib/toast.ts, which loads sonner with the first one.',
            },
          ],
          patterns: [NO_CLIMBING, CORE_BY_ALIAS],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Entry points and operator tools talk to the terminal.
    files: ['local/**/*.ts', 'tests/**/*.ts', 'functions/lib/handler.ts', '*.config.ts', 'web/src/entries/main.tsx'],
    rules: { 'no-console': 'off' },
  },
  {
    // Import boundaries, checked on resolved paths so aliases and relative paths count alike.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // no-cycle follows the imports of the files it reads, so it must be able to parse TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Each file it follows is parsed once per run, not again once the default 30 s have passed.
      'import-x/cache': { lifetime: '∞' },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // core/ is the domain both the browser and the Lambdas run: it depends on neither.
            {
              target: './core',
              from: ['./web', './functions', './local', './stacks', './tests'],
              message: 'core/ imports no app, handler, platform, stack or test code.',
            },
            // The browser and the Lambdas meet only through core/ and HTTP.
            {
              target: './web',
              from: ['./functions', './local'],
              message: 'web/ imports neither functions/ nor local/.',
            },
            {
              target: './functions',
              from: './local',
              message: 'functions/ imports no local/ code.',
            },
            {
              target: './functions',
              from: './web',
              except: ['./src/components/studio-site', './src/drawn'],
              message:
                "functions/ imports no web/ code; only site-html/ draws the studio site's and booking page's components.",
            },
            {
              target: [...routeFolders.filter((folder) => folder !== 'site-html'), 'lib'].map(
                (folder) => `${FUNCTIONS_DIR}/${folder}`,
              ),
              from: './web',
              message:
                "functions/ imports no web/ code; only site-html/ draws the studio site's and booking page's components.",
            },
            // Shared folders serve every feature, so they cannot depend on one; app/ composes features.
            {
              target: [
                './web/src/components',
                './web/src/hooks',
                './web/src/lib',
                './web/src/boot',
                './web/src/config',
              ],
              from: FEATURES_DIR,
              message: 'Shared folders import no feature.',
            },
            // app/ puts the features together; what a feature needs from it belongs in a shared folder.
            {
              target: FEATURES_DIR,
              from: './web/src/app',
              message: 'A feature imports nothing from app/; move what it needs to a shared folder.',
            },
            ...featureZones,
            ...functionZones,
          ],
        },
      ],
      // A cycle makes what a module sees at load depend on which file loads first. Type-only
      // imports vanish from the build, so the rule does not follow them.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // core/ also runs in the browser, so no Node built-ins.
    files: ['core/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
