import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layers of STYLE.md as a lint rule: a wrong import fails `npm run lint`.
//   app → lib/services → lib/auth, lib/db, lib/integrations → lib/env
//   app, components → lib/validation, lib/rules, lib/shared (and the browser's lib/client)
//   lib/rules imports only lib/rules; lib/validation only zod, lib/rules and itself;
//   lib/shared only lib/shared and lib/rules; server code never imports browser modules.
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
            from: SERVER_ONLY,
            message: 'Components never reach the database or services: a page loads the data and passes it in.',
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

const config = [
  ...next,
  ...nextTs,
  layers,
  {
    ignores: ['.next/**', 'lib/generated/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**'],
  },
];

export default config;
