import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { LAYERS } from '../../eslint.config.mjs';

// The layer rule of eslint.config.mjs, tried on planted imports: each wrong one must fail lint,
// and a right one must pass. The README's layer table is the rule's list, checked here too.

const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string, ruleId = 'import/no-restricted-paths'): Promise<string[]> {
  // An import that resolves to nothing is never checked: each planted one must name a real module.
  const source = code.match(/from '([^']+)'/)?.[1];
  if (source) {
    const base = source.startsWith('@/') ? source.slice(2) : path.join(path.dirname(filePath), source);
    expect(
      ['.ts', '.tsx', '/index.ts'].some((ending) => existsSync(base + ending)),
      source,
    ).toBe(true);
  }
  const [result] = await eslint.lintText(`${code}\nexport const planted = value;\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

describe('the layers are a lint rule', () => {
  it.each([
    ['components/planted.ts', "import { db as value } from '@/lib/db';"],
    ['components/planted.ts', "import { getEventPage as value } from '@/lib/services/events/get-event-page';"],
    ['components/planted.ts', "import { getCurrentUser as value } from '@/lib/auth';"],
    // Server-only modules, the loose files of lib/ and lib/server, out of the browser's reach
    ['components/planted.ts', "import { clientAddressOf as value } from '@/lib/client-address';"],
    ['components/planted.ts', "import { readLimitedBody as value } from '@/lib/read-limited-body';"],
    ['components/planted.ts', "import { createRequestHook as value } from '@/lib/server/request-hook';"],
    ['components/planted.ts', "import { env as value } from '@/lib/env';"],
    ['components/planted.ts', "import { AppError as value } from '@/lib/app-error';"],
    ['components/planted.ts', "import { route as value } from '@/lib/http';"],
    ['components/planted.ts', "import { isUniqueViolation as value } from '@/lib/db-errors';"],
    ['components/planted.ts', "import { isPeerAddressTrusted as value } from '@/lib/peer-address-mark';"],
    ['lib/client/planted.ts', "import { db as value } from '@/lib/db';"],
    ['lib/client/planted.ts', "import { clientAddressOf as value } from '@/lib/client-address';"],
    ['lib/client/planted.ts', "import { readLimitedBody as value } from '@/lib/read-limited-body';"],
    ['lib/client/planted.ts', "import { inlineScriptHashes as value } from '@/lib/server/inline-script-hashes';"],
    ['app/planted/page.tsx', "import { db as value } from '@/lib/db';"],
    ['app/planted/page.tsx', "import { registerShutdown as value } from '@/lib/server/register-shutdown';"],
    ['lib/rules/planted.ts', "import { eventSchema as value } from '../validation/event';"],
    ['lib/validation/planted.ts', "import { env as value } from '../env';"],
    ['lib/shared/planted.ts', "import { env as value } from '@/lib/env';"],
    ['lib/services/planted.ts', "import { apiFetch as value } from '@/lib/client/api';"],
    // Services never reach up into the routes, the HTTP wrapper or the test helpers
    ['lib/services/planted.ts', "import { POST as value } from '@/app/api/login/route';"],
    ['lib/services/planted.ts', "import { json as value } from '@/lib/http';"],
    ['lib/services/planted.ts', "import { apiRequest as value } from '@/lib/testing/api-test-helpers';"],
    ['lib/auth/planted.ts', "import { apiFetch as value } from '@/lib/client/api';"],
    ['lib/auth/planted.ts', "import { facebookAccount as value } from '@/lib/services/accounts/log-in-with-facebook';"],
    ['lib/integrations/planted.ts', "import { db as value } from '@/lib/services/rate-limit/consume';"],
    // prisma/ holds the client and the migrations: no services, no seed
    ['prisma/planted.ts', "import { hashPassword as value } from '@/lib/services/accounts/password';"],
    ['prisma/planted.ts', "import { createUser as value } from './seed/factories';"],
    ['lib/db.ts', "import { hashPassword as value } from '@/lib/services/accounts/password';"],
    ['lib/cli/planted.ts', "import { db as value } from '@/lib/db';"],
    ['lib/server/planted.ts', "import { LinkButton as value } from '@/components/ui/link-button';"],
    ['middleware.ts', "import { getCurrentUser as value } from '@/lib/auth';"],
    // A service's shapes reach components and contracts through its view file only, even as types.
    ['components/planted.ts', "import type { DonatePage as value } from '@/lib/services/donations/get-donate-page';"],
    ['lib/contracts/planted.ts', "import type { getEvent as value } from '@/lib/services/events/get-event';"],
    ['lib/contracts/planted.ts', "import { db as value } from '@/lib/db';"],
    ['lib/contracts/planted.ts', "import { apiFetch as value } from '@/lib/client/api';"],
    ['lib/contracts/planted.ts', "import { json as value } from '@/lib/http';"],
    ['lib/contracts/planted.ts', "import { EventForm as value } from '@/components/events/forms/event-form';"],
  ])(
    '%s may not %s',
    async (file, code) => {
      expect(await layerErrors(file, code)).toHaveLength(1);
    },
    30_000,
  );

  it.each([
    ['components/planted.ts', "import { REQUIRED as value } from '@/lib/rules/messages';"],
    ['app/planted/page.tsx', "import { getEventPage as value } from '@/lib/services/events/get-event-page';"],
    ['app/planted/route.ts', "import { readLimitedBody as value } from '@/lib/read-limited-body';"],
    ['lib/validation/planted.ts', "import { REQUIRED as value } from '../rules/messages';"],
    ['lib/services/planted.ts', "import { safeRedirectPath as value } from '@/lib/shared/redirect-path';"],
    ['lib/services/planted.ts', "import { getCurrentUser as value } from '@/lib/auth';"],
    ['lib/services/planted.ts', "import { isUniqueViolation as value } from '@/lib/db-errors';"],
    ['app/planted/route.ts', "import { nextAuthOptions as value } from '@/lib/auth/next-auth-options';"],
    ['prisma/planted.ts', "import { createPrismaClient as value } from './client';"],
    ['prisma/seed/planted.ts', "import { hashPassword as value } from '@/lib/services/accounts/password';"],
    [
      'lib/server/planted.ts',
      "import { stopMaintenanceLoop as value } from '@/lib/services/maintenance/maintenance-loop';",
    ],
    ['components/planted.ts', "import type { DonatePage as value } from '@/lib/services/donations/donation-view';"],
    ['components/planted.ts', "import { checkPromoCodeCall as value } from '@/lib/contracts/events';"],
    ['lib/contracts/planted.ts', "import type { PublicEvent as value } from '@/lib/services/events/event-view';"],
    ['lib/contracts/planted.ts', "import type { loginSchema as value } from '@/lib/validation/account';"],
    ['lib/contracts/planted.ts', "import { centsToDollars as value } from '@/lib/rules/money';"],
    ['lib/client/planted.ts', "import { addressOf as value } from '@/lib/contracts/contract';"],
  ])(
    '%s may %s',
    async (file, code) => {
      expect(await layerErrors(file, code)).toEqual([]);
    },
    30_000,
  );

  it('covers every part of lib/: each folder and loose file is a layer, but the test helpers and the generated client', () => {
    const layered = LAYERS.flatMap(({ layer }) => layer);
    const parts = readdirSync('lib', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || !/\.test\.ts$/.test(entry.name))
      .map((entry) => `lib/${entry.name}`);
    expect(parts.filter((part) => !layered.includes(part))).toEqual(['lib/generated', 'lib/testing']);
  });

  it("is the README's layer table, row for row", () => {
    const readme = readFileSync('README.md', 'utf8');
    const table = readme.slice(readme.indexOf('| layer | what lives there | may import |'));
    const rows = table
      .slice(0, table.indexOf('\n\n'))
      .split('\n')
      .slice(2)
      .map((row) => row.split(' | '));
    const paths = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map(([, path]) => path.replace(/\/$/, ''));
    expect(rows.map(([layer, , mayImport]) => ({ layer: paths(layer), mayImport: paths(mayImport) }))).toEqual(
      LAYERS.map(({ layer, mayImport }) => ({ layer, mayImport })),
    );
  });
});

describe('view files hold types only', () => {
  const viewFile = 'lib/services/events/planted-view.ts';

  it.each([
    "import { getEvent as value } from './get-event';",
    "export { getEvent } from './get-event';\nconst value = 1;",
    'const value = 1;\nexport const shape = value;',
    'export function value() {}',
  ])(
    'refuses %s',
    async (code) => {
      expect((await layerErrors(viewFile, code, 'no-restricted-syntax')).length).toBeGreaterThan(0);
    },
    30_000,
  );

  it('takes type imports and type exports', async () => {
    const [result] = await eslint.lintText(
      "import type { getEvent } from './get-event';\nexport type { PublicEvent } from './serialize-event';\nexport type Answer = Awaited<ReturnType<typeof getEvent>>;\n",
      { filePath: viewFile },
    );
    expect(result.messages.filter((m) => m.ruleId === 'no-restricted-syntax')).toEqual([]);
  }, 30_000);
});

describe('services take values, not requests', () => {
  const takesARequest = /:\s*(Next)?Request\b/;

  it('finds a planted Request parameter', () => {
    expect(takesARequest.test('export async function logOut(request: Request) {')).toBe(true);
    expect(takesARequest.test('export async function logOut({ userId }: { userId: string }) {')).toBe(false);
  });

  it('no service is handed the raw request: handlers resolve the user, address and body and pass them in', () => {
    const services = readdirSync('lib/services', { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/test/.test(path.basename(file)), // tests and their helpers build requests
    );
    const offenders = services.filter((file) =>
      readFileSync(path.join('lib/services', file), 'utf8')
        .split('\n')
        .some((line) => takesARequest.test(line)),
    );
    expect(offenders).toEqual([]);
  });
});
