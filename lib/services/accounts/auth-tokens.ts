import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db';
import type { AuthTokenKind, Prisma } from '@/lib/generated/prisma/client';

// Email verification and password reset tokens: 256 random bits, sent only in the email's
// link; the database keeps their SHA-256, so a leaked table cannot be used to take accounts.
// Each is single use: consuming it is one conditional UPDATE, which two clicks cannot both win.

type Client = Db | Prisma.TransactionClient;

const HOUR = 60 * 60 * 1000;
export const TOKEN_LIFETIME_MS: Record<AuthTokenKind, number> = {
  emailVerification: 24 * HOUR,
  passwordReset: 1 * HOUR,
};

export const hashAuthToken = (token: string) => createHash('sha256').update(token).digest('hex');

const newToken = () => randomBytes(32).toString('base64url');

/** Stores a new token for the user and answers the raw value, for the email's link only. */
export async function createAuthToken(client: Client, { userId, kind }: { userId: string; kind: AuthTokenKind }) {
  const token = newToken();
  await client.authToken.create({
    data: { userId, kind, tokenHash: hashAuthToken(token), expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[kind]) },
  });
  return token;
}

/**
 * Like createAuthToken, as one INSERT … SELECT that stores the token only when `userId` names a
 * user. For an address with no account (null) the very same statement runs and inserts nothing,
 * so the database work, and the time it takes, does not tell the two apart.
 */
export async function createAuthTokenIfUser(
  client: Client,
  { userId, kind }: { userId: string | null; kind: AuthTokenKind },
) {
  const token = newToken();
  const now = new Date();
  await client.$executeRaw`
    INSERT INTO "AuthToken" ("id", "kind", "tokenHash", "userId", "expiresAt", "createdAt")
    SELECT ${randomUUID()}, ${kind}::"AuthTokenKind", ${hashAuthToken(token)}, "id", ${new Date(now.getTime() + TOKEN_LIFETIME_MS[kind])}, ${now}
    FROM "User" WHERE "id" = ${userId ?? ''}`;
  return token;
}

const usable = (token: string, kind: AuthTokenKind, now: Date) => ({
  tokenHash: hashAuthToken(token),
  kind,
  usedAt: null,
  expiresAt: { gt: now },
});

/** The unused, unexpired token's row with its user, or null; does not use it up. */
export function findAuthToken(client: Client, { token, kind }: { token: string; kind: AuthTokenKind }) {
  return client.authToken.findFirst({ where: usable(token, kind, new Date()), include: { user: true } });
}

/** The row of a token that was used already, with its user, or null. */
export function findUsedAuthToken(client: Client, { token, kind }: { token: string; kind: AuthTokenKind }) {
  return client.authToken.findFirst({
    where: { tokenHash: hashAuthToken(token), kind, usedAt: { not: null } },
    include: { user: true },
  });
}

/** Uses the token up and answers its user id, or null when it is unknown, used or expired. */
export async function consumeAuthToken(client: Client, { token, kind }: { token: string; kind: AuthTokenKind }) {
  const now = new Date();
  const { count } = await client.authToken.updateMany({ where: usable(token, kind, now), data: { usedAt: now } });
  if (count !== 1) return null;
  const row = await client.authToken.findUnique({ where: { tokenHash: hashAuthToken(token) } });
  return row?.userId ?? null;
}

/** Ends every outstanding token of these kinds (after a reset, or when the email address changes). */
export function revokeAuthTokens(client: Client, { userId, kinds }: { userId: string; kinds: AuthTokenKind[] }) {
  return client.authToken.updateMany({
    where: { userId, kind: { in: kinds }, usedAt: null },
    data: { usedAt: new Date() },
  });
}
