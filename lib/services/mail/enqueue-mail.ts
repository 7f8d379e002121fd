import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { Db } from '@/lib/db';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Writes an email to the outbox. Pass the transaction client of the change that causes
 * the email, so the email exists if and only if the change was committed; delivery
 * happens after commit (lib/integrations/mail).
 */
export function enqueueMail(client: Db | Prisma.TransactionClient, mail: Mail) {
  return client.emailOutbox.create({ data: { ...mail, to: normalizeRecipient(mail.to) } });
}

const normalizeRecipient = (to: string) => to.trim().toLowerCase();

/**
 * Like enqueueMail, as one INSERT … SELECT that writes the email only when `userId` names a
 * user: for an address with no account (null) the very same statement runs and writes nothing,
 * so answering an unknown address costs the database what answering a known one does
 * (/api/forgot, /api/signup_verify/resend).
 */
export function enqueueMailIfUser(client: Db | Prisma.TransactionClient, userId: string | null, mail: Mail) {
  const now = new Date();
  return client.$executeRaw`
    INSERT INTO "EmailOutbox" ("id", "to", "subject", "html", "text", "status", "attempts", "nextAttemptAt", "createdAt")
    SELECT ${randomUUID()}, ${normalizeRecipient(mail.to)}, ${mail.subject}, ${mail.html}, ${mail.text}, 'pending'::"OutboxStatus", 0, ${now}, ${now}
    FROM "User" WHERE "id" = ${userId ?? ''}`;
}
