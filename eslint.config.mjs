import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layers of STYLE.md as a lint rule: a wrong import fails `npm run lint`.
//   app → lib/services → lib/auth, lib/db, lib/integrations → lib/env
//   app, components → lib/contracts, lib/validation, lib/rules, lib/shared (and the browser's lib/client)
//   lib/rules imports only lib/rules; lib/validation only zod, lib/rules and itself;
//   lib/shared only lib/shared and lib/rules; server code never imports browser modules.
//   A service's shapes reach components and contracts only through its view files
//   (lib/services/<domain>/<name>-view.ts), which hold types and nothing else.
const SERVER_ONLY = [
  './lib/db.ts',
  './lib/generated',
  './lib/services',
  './lib/integrations',
  './lib/auth',
  './lib/http.ts',
  './lib/env.ts',
  './lib/cli',
  './lib/testing',
  './prisma',
];
const BROWSER = ['./lib/client', './components'];
const SERVER_ONLY_BUT_SERVICES = SERVER_ONLY.filter((path) => path !== './lib/services');
/** Every service file but its view files (types only), which components and contracts may read. */
const SERVICES_BUT_VIEWS = { from: './lib/services/**', except: ['**/*-view.ts'] };

const OUTSIDE_LIB = [
  './app',
  './components',
  './prisma',
  './e2e',
  './bench',
  './middleware.ts',
  './instrumentation.ts',
];

/** `target` may import from lib/ only the folders in `allowed` (relative to lib/), and nothing of the app outside lib/. */
function onlyFromLib(target, allowed, message) {
  return [
    { target, from: './lib', except: allowed, message },
    { target, from: OUTSIDE_LIB, message },
  ];
}

const layers = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  ignores: ['**/*.test.ts', '**/*.int.test.ts', 'e2e/**', 'bench/**'],
  rules: {
    'import/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: './components',
            from: SERVER_ONLY_BUT_SERVICES,
            message: 'Components never reach the database or services: a page loads the data and passes it in.',
          },
          {
            target: './components',
            ...SERVICES_BUT_VIEWS,
            message:
              "Components never reach the services: a page loads the data and passes it in, typed by the service's view file (lib/services/<domain>/<name>-view.ts).",
          },
          {
            target: './lib/contracts',
            from: './lib',
            except: ['./contracts', './validation', './rules', './shared', './services'],
            message:
              'lib/contracts is read by the browser: it imports lib/validation (types), lib/rules, lib/shared and the services’ view files only.',
          },
          {
            target: './lib/contracts',
            ...SERVICES_BUT_VIEWS,
            message:
              "lib/contracts is read by the browser: a service's answer type comes from its view file (lib/services/<domain>/<name>-view.ts), never the service.",
          },
          {
            target: './lib/contracts',
            from: OUTSIDE_LIB,
            message: 'lib/contracts is read by the browser: it imports nothing of the app outside lib/.',
          },
          {
            target: './app',
            from: ['./lib/db.ts', './lib/generated', './lib/integrations', './prisma'],
            message: 'Routes call lib/services; only services touch the database and the outside world.',
          },
          ...onlyFromLib('./lib/rules', ['./rules'], 'lib/rules holds pure rules: it imports only lib/rules.'),
          ...onlyFromLib(
            './lib/validation',
            ['./validation', './rules'],
            'lib/validation depends on zod and lib/rules only.',
          ),
          ...onlyFromLib(
            './lib/shared',
            ['./shared', './rules'],
            'lib/shared is shared by the server and the browser: it imports only lib/shared and lib/rules.',
          ),
          {
            target: ['./lib/services', './lib/integrations', './lib/db.ts', './lib/auth', './lib/http.ts'],
            from: BROWSER,
            message:
              'Server code never imports browser modules: move what both sides need into lib/shared or lib/rules.',
          },
          {
            target: [
              './lib/integrations',
              './lib/auth',
              './lib/http.ts',
              './lib/db.ts',
              './lib/env.ts',
              './lib/app-error.ts',
            ],
            from: ['./lib/services'],
            message:
              'Services sit above integrations, sessions, the HTTP wrapper, the database and the environment: they call them, never the other way round (hand a service in as a value, as the next-auth route does).',
          },
          {
            target: './lib/client',
            from: SERVER_ONLY,
            message: 'lib/client runs in the browser: it cannot import server modules.',
          },
        ],
      },
    ],
  },
};

// A view file names a service's shapes for the browser's side (components, contracts): types only,
// so importing it can never bring server code along.
const viewFiles = {
  files: ['lib/services/**/*-view.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "ImportDeclaration[importKind!='type']",
        message: 'A view file holds types only: `import type`.',
      },
      {
        selector: "ExportNamedDeclaration[exportKind!='type'], ExportAllDeclaration[exportKind!='type']",
        message: 'A view file holds types only: `export type`.',
      },
      {
        selector:
          'Program > :not(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, TSTypeAliasDeclaration, TSInterfaceDeclaration)',
        message: 'A view file holds types only.',
      },
    ],
  },
};

const config = [
  ...next,
  ...nextTs,
  layers,
  viewFiles,
  {
    ignores: ['.next/**', 'lib/generated/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**'],
  },
];

export default config;
