import 'server-only';
import { db } from '@/lib/db';
import type { AuthTokenKind } from '@/lib/generated/prisma/client';
import { kickMailDelivery } from '@/lib/services/mail/deliver-outbox';
import { enqueueMailIfUser, type Mail } from '@/lib/services/mail/enqueue-mail';
import { createAuthTokenIfUser } from './auth-tokens';

export type SendAccountLinkOptions = {
  /** Who gets the link, or null when nobody should (no account, or none that needs it). */
  user: { id: string; email: string; firstName: string } | null;
  /** The address that was asked for, when there is no user. */
  email: string;
  kind: AuthTokenKind;
  mail: (recipient: { to: string; firstName: string; token: string }) => Mail;
};

/**
 * /api/forgot and /api/signup_verify/resend answer the same whether the address has an account
 * or not, and must take as long too. So both cases do the same work before answering: the email
 * is rendered, and one transaction runs the same statements, which store the token and the email
 * for a user and match no row otherwise. The transaction first takes a transaction id, so its
 * commit waits for the same write-ahead-log flush whether or not it inserted anything.
 */
export async function sendAccountLink({ user, email, kind, mail }: SendAccountLinkOptions) {
  const userId = user?.id ?? null;
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_current_xact_id()`;
    const token = await createAuthTokenIfUser(tx, { userId, kind });
    await enqueueMailIfUser(tx, userId, mail({ to: user?.email ?? email, firstName: user?.firstName ?? '', token }));
  });
  kickMailDelivery();
}
