import 'server-only';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { MailDeliveryError, sendWithResend } from '@/lib/integrations/mail/resend-mailer';

// Delivers what the outbox holds, when RESEND_API_KEY is set (and never in sandbox mode,
// where mail stays for /dev/mailbox). Every app instance runs this loop: a round claims its rows
// in one statement (FOR UPDATE SKIP LOCKED: rows another instance is claiming at that moment are
// passed over, not waited for) by moving their nextAttemptAt a lease ahead, so no other round
// sees them as due while this one sends. An instance that dies mid-round leaves its rows to be
// claimed again when the lease ends; Resend's idempotency key (the row's id) then keeps a mail
// the dead instance did send from going out twice. A failure
// the provider may get over (5xx, 408, 429, no answer at all) is retried with exponential
// backoff, at least hourly, until the email is MAX_MAIL_AGE_MS old: a provider outage of a
// day loses nothing. A refusal (any other 4xx: a bad address, a bad key) is final at once.
// Either way the row is marked failed, never deleted.

/** How long an email keeps being retried, counted from when it was written. */
export const MAX_MAIL_AGE_MS = 48 * 60 * 60 * 1000;
/** How long a claimed row is left to the round that claimed it before another may take it. */
export const MAIL_LEASE_MS = 5 * 60 * 1000;
const CLAIM_BATCH = 10;

/** 30 s, 1 min, 2 min, … capped at 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/** True for an answer that will not change on a retry: a 4xx other than 408 (timeout) and 429 (slow down). */
export function isPermanentFailure(statusCode: number | null): boolean {
  return statusCode !== null && statusCode >= 400 && statusCode < 500 && statusCode !== 408 && statusCode !== 429;
}

/**
 * Claims up to `limit` due rows for this round, atomically: the rows come back with their lease
 * set, and a concurrent claim (another instance, another round) skips them.
 */
async function claimDueMail(limit: number) {
  const now = new Date();
  const leaseEnd = new Date(now.getTime() + MAIL_LEASE_MS);
  const claimed = await db.$queryRaw<Array<{ id: string }>>`
    UPDATE "EmailOutbox" SET "nextAttemptAt" = ${leaseEnd}
    WHERE id IN (
      SELECT id FROM "EmailOutbox"
      WHERE status = 'pending' AND "nextAttemptAt" <= ${now}
      ORDER BY "nextAttemptAt"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`;
  if (!claimed.length) return [];
  return db.emailOutbox.findMany({
    where: { id: { in: claimed.map((row) => row.id) } },
    orderBy: { createdAt: 'asc' },
  });
}

export const mailDeliveryEnabled = () => Boolean(env.resendApiKey) && !env.sandbox;

export async function deliverPendingMail({ limit = 20 }: { limit?: number } = {}) {
  const apiKey = env.resendApiKey;
  if (!apiKey || env.sandbox) return { sent: 0, failed: 0, retried: 0 };
  const result = { sent: 0, failed: 0, retried: 0 };
  // Claimed a few at a time: rows wait under this round's lease only while it is about to send
  // them, and instances polling at once share the work.
  for (let handled = 0; handled < limit;) {
    const due = await claimDueMail(Math.min(CLAIM_BATCH, limit - handled));
    if (!due.length) break;
    handled += due.length;
    await sendClaimedMail(due, apiKey, result);
  }
  return result;
}

async function sendClaimedMail(
  due: Awaited<ReturnType<typeof claimDueMail>>,
  apiKey: string,
  result: { sent: number; failed: number; retried: number },
) {
  for (const row of due) {
    const attempts = row.attempts + 1;
    try {
      const { providerMessageId } = await sendWithResend(
        { from: env.mailFrom, to: row.to, subject: row.subject, html: row.html, text: row.text },
        { apiKey, baseUrl: env.resendBaseUrl, idempotencyKey: `outbox-${row.id}` },
      );
      await db.emailOutbox.update({
        where: { id: row.id },
        data: { status: 'sent', attempts, sentAt: new Date(), providerMessageId, lastError: null },
      });
      result.sent++;
    } catch (error) {
      const failedAt = Date.now();
      const deadline = row.createdAt.getTime() + MAX_MAIL_AGE_MS;
      const statusCode = error instanceof MailDeliveryError ? error.statusCode : null;
      const gaveUp = isPermanentFailure(statusCode) || failedAt >= deadline;
      await db.emailOutbox.update({
        where: { id: row.id },
        data: {
          status: gaveUp ? 'failed' : 'pending',
          attempts,
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
          // The last retry falls on the deadline itself.
          nextAttemptAt: new Date(Math.min(failedAt + retryDelayMs(attempts), Math.max(deadline, failedAt))),
        },
      });
      if (gaveUp) result.failed++;
      else result.retried++;
    }
  }
}

/**
 * Called after a commit that wrote mail: starts delivery without making the request wait
 * for the provider. Whatever fails here is picked up by the background loop (instrumentation.ts).
 */
export function kickMailDelivery() {
  if (!mailDeliveryEnabled()) return;
  void deliverPendingMail().catch((error) => console.error('[mail] delivery failed', error));
}
