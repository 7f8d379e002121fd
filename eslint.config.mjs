import { readdirSync } from 'node:fs';
import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layers of the README ("Architecture") as a lint rule: a wrong import fails `npm run lint`.
// Each layer lists what it may import from the rest of the project; it may always import itself
// and packages, and nothing else of ours. The README's table is this list, row for row
// (lib/testing/layers.test.ts checks both, and plants a wrong import for each rule).
// Not layers: test files, lib/testing (their helpers and stand-ins; no layer may import it), e2e,
// bench, scale, and the generated Prisma client (lib/generated).
/** A service's shapes for the browser's side: its view files, types only (see viewFiles below). */
const VIEW_FILES = 'lib/services/*/*-view.ts';

export const LAYERS = [
  {
    layer: ['app'],
    mayImport: [
      'components',
      'lib/contracts',
      'lib/services',
      'lib/auth',
      'lib/http.ts',
      'lib/app-error.ts',
      'lib/env.ts',
      'lib/read-limited-body.ts',
      'lib/validation',
      'lib/rules',
      'lib/shared',
      'lib/client',
    ],
    why: 'Routes call lib/services; only services touch the database and the outside world.',
  },
  {
    layer: ['components'],
    mayImport: ['lib/contracts', VIEW_FILES, 'lib/validation', 'lib/rules', 'lib/shared', 'lib/client'],
    why: "Components never reach the server: a page loads the data and passes it in, typed by the service's view file.",
  },
  {
    layer: ['lib/client'],
    mayImport: ['lib/contracts', 'lib/validation', 'lib/rules', 'lib/shared'],
    why: 'lib/client runs in the browser.',
  },
  {
    layer: ['lib/contracts'],
    mayImport: [VIEW_FILES, 'lib/validation', 'lib/rules', 'lib/shared'],
    why: "The contracts are read by the browser: a service's answer type comes from its view file, never the service.",
  },
  {
    layer: ['lib/shared'],
    mayImport: ['lib/rules'],
    why: 'lib/shared is shared by the server and the browser.',
  },
  { layer: ['lib/validation'], mayImport: ['lib/rules'], why: 'Schemas depend on zod and the rules only.' },
  { layer: ['lib/rules'], mayImport: [], why: 'lib/rules holds pure rules.' },
  {
    layer: ['lib/services'],
    mayImport: [
      'lib/db.ts',
      'lib/db-errors.ts',
      'lib/generated',
      'lib/integrations',
      'lib/auth',
      'lib/env.ts',
      'lib/app-error.ts',
      'lib/read-limited-body.ts',
      'lib/validation',
      'lib/rules',
      'lib/shared',
    ],
    why: 'Services take values, not requests or routes: the handler answers over HTTP.',
  },
  {
    layer: ['lib/integrations'],
    mayImport: ['lib/env.ts', 'lib/rules'],
    why: 'Integrations sit under the services: they call the outside world, never a service.',
  },
  {
    layer: ['lib/auth'],
    mayImport: ['lib/db.ts', 'lib/env.ts', 'lib/app-error.ts', 'lib/rules', 'lib/shared'],
    why: 'Sessions sit under the services: hand a service in as a value, as the next-auth route does.',
  },
  {
    layer: ['lib/http.ts'],
    mayImport: [
      'lib/contracts',
      'lib/auth',
      'lib/app-error.ts',
      'lib/client-address.ts',
      'lib/read-limited-body.ts',
      'lib/validation',
      'lib/rules',
    ],
    why: 'The HTTP wrapper maps errors; it calls no service.',
  },
  {
    layer: ['lib/client-address.ts'],
    mayImport: ['lib/env.ts', 'lib/peer-address-mark.ts', 'lib/rules'],
    why: 'The client address reads the settings and the rule only.',
  },
  {
    layer: ['lib/db.ts', 'lib/db-errors.ts'],
    mayImport: ['lib/env.ts', 'lib/generated', 'prisma/client.ts'],
    why: 'The database client sits at the bottom.',
  },
  {
    layer: ['lib/app-error.ts', 'lib/env.ts', 'lib/read-limited-body.ts', 'lib/peer-address-mark.ts'],
    mayImport: ['lib/rules'],
    why: 'These sit at the bottom: everything on the server may use them.',
  },
  {
    layer: ['lib/server'],
    mayImport: ['lib/services', 'lib/integrations', 'lib/db.ts', 'lib/env.ts', 'lib/peer-address-mark.ts', 'lib/rules'],
    why: "The app's server plumbing (request hook, shutdown, route cache) starts and stops the rest.",
  },
  {
    layer: ['lib/cli'],
    mayImport: ['lib/env.ts', 'lib/rules', 'prisma'],
    why: 'The command line runs in plain Node: settings, migrations and the seed, not the app.',
  },
  {
    layer: ['prisma/*.ts'],
    mayImport: ['lib/generated', 'lib/cli/sandbox-database.ts'],
    why: 'prisma/ holds the client and the migrations; the seed and the factories (prisma/seed) may use services.',
  },
  {
    layer: ['prisma/seed'],
    mayImport: ['prisma/client.ts', 'lib/generated', 'lib/services', 'lib/rules'],
    why: 'The seed and the factories build data with the client and the services.',
  },
  { layer: ['middleware.ts'], mayImport: ['lib/shared', 'lib/rules'], why: 'middleware.ts only redirects.' },
  {
    layer: ['instrumentation.ts'],
    mayImport: ['lib/server', 'lib/services', 'lib/auth'],
    why: 'instrumentation.ts starts the server plumbing and the background loops.',
  },
];

/** Everything of ours an import can reach, by top folder or file. */
const ROOTS = ['app', 'components', 'lib', 'prisma', 'e2e', 'bench', 'scale', 'middleware.ts', 'instrumentation.ts'];

/**
 * The files a glob such as 'prisma/*.ts' or 'lib/services/*\/*-view.ts' stands for (a folder's
 * `*` is any folder of it; a name's `*` any start of the name; tests left out).
 */
function filesOf(glob) {
  if (!glob.includes('*')) return [glob];
  const [folder, pattern] = [glob.slice(0, glob.lastIndexOf('/')), glob.slice(glob.lastIndexOf('/') + 1)];
  const folders = folder.endsWith('/*')
    ? readdirSync(folder.slice(0, -2), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${folder.slice(0, -2)}/${entry.name}`)
    : [folder];
  const suffix = pattern.replace('*', '');
  return folders.flatMap((parent) =>
    readdirSync(parent)
      .filter((name) => name.endsWith(suffix) && !name.endsWith(`.test${suffix}`))
      .map((name) => `${parent}/${name}`),
  );
}

const within = (path, root) => path === root || path.startsWith(`${root}/`);

/** One zone a root: everything of `root` is refused to the layer but what it may import from there. */
function zones({ layer, mayImport, why }) {
  const allowed = [...layer.flatMap(filesOf), ...mayImport.flatMap(filesOf)];
  const message = `${layer.join(', ')} may import only ${mayImport.join(', ') || 'itself'} (README, "Architecture"). ${why}`;
  return ROOTS.filter((root) => !allowed.includes(root)).map((root) => ({
    target: layer.map((path) => `./${path}`),
    from: `./${root}`,
    except: allowed.filter((path) => within(path, root)).map((path) => `./${path.slice(root.length + 1)}`),
    message,
  }));
}

const layers = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  ignores: ['**/*.test.ts', '**/*.int.test.ts', 'e2e/**', 'bench/**', 'scale/**'],
  rules: {
    'import/no-restricted-paths': ['error', { zones: LAYERS.flatMap(zones) }],
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
