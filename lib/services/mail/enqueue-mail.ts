import 'server-only';
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
  return client.emailOutbox.create({ data: { ...mail, to: mail.to.trim().toLowerCase() } });
}
