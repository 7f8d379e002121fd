import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';

// The audit trail of what organizers and admins do to an event's money records (AuditEntry):
// who, when, what and why. Written with the transaction of the change it records, so a change
// and its entry are committed together or not at all; rows are never updated or deleted.

/** The actions recorded so far; refunds and cancellations add theirs (CONTRACT §5). */
export type AuditAction =
  'offline.confirm' | 'offline.reject' | 'offline.void' | 'offline.edit' | 'offline.batch_undo' | (string & {});

export type AuditEntryInput = {
  eventId: string;
  /** Who did it; null only for the system itself. */
  actorId: string | null;
  action: AuditAction;
  donationId?: string | null;
  signupId?: string | null;
  /** What the entry needs to be read later: a reason, before and after, amounts (cents). */
  details?: Prisma.InputJsonObject;
  now?: Date;
};

export async function recordAuditEntry(tx: Prisma.TransactionClient, entry: AuditEntryInput) {
  return tx.auditEntry.create({
    data: {
      eventId: entry.eventId,
      actorId: entry.actorId,
      action: entry.action,
      donationId: entry.donationId ?? null,
      signupId: entry.signupId ?? null,
      details: entry.details ?? {},
      ...(entry.now ? { createdAt: entry.now } : {}),
    },
    select: { id: true },
  });
}
