import 'server-only';
import { forbidden, unauthorized } from '@/lib/app-error';
import { issueSessionToken } from '@/lib/auth';
import { API_ERROR_CODES } from '@/lib/rules/api-error-codes';
import { db } from '@/lib/db';
import { CANT_AUTHENTICATE, EMAIL_NOT_VERIFIED } from '@/lib/rules/messages';
import type { LoginInput } from '@/lib/validation/account';
import { hashPassword, verifyPassword } from './password';
import { accountActionHits } from '@/lib/rules/rate-limits';
import { enforceRateLimits, releaseRateLimits } from '@/lib/services/rate-limit/consume';
import { serializeSelf } from './serialize-user';

// An unknown email costs as much time as a wrong password, so timing does not tell them apart.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword('timing-dummy-Password1'));

/**
 * Email and password login. Wrong email or password: 401 "can't authenticate". A correct
 * password on an account whose email is not confirmed yet: 403 with a message saying so.
 * Counts towards the login rate limits unless it succeeds: per address, per email from that
 * address, and (much higher) per email, so failures from elsewhere never lock the owner out.
 */
export async function logIn({ input, ip }: { input: LoginInput; ip: string }) {
  const hits = accountActionHits('login', input.email, ip);
  await enforceRateLimits(hits);
  const user = await db.user.findUnique({ where: { email: input.email }, omit: { passwordHash: false } });
  const valid = await verifyPassword(user?.passwordHash ?? (await timingDummy()), input.password);
  if (!user?.passwordHash || !valid) throw unauthorized(CANT_AUTHENTICATE);
  await releaseRateLimits(hits);
  if (!user.emailVerifiedAt) throw forbidden(EMAIL_NOT_VERIFIED, { code: API_ERROR_CODES.emailNotVerified });
  const token = await issueSessionToken(user);
  return { user: serializeSelf(user), token };
}
