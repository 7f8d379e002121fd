import 'server-only';
import { conflict } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { EVENT_HAS_MONEY } from '@/lib/rules/messages';
import { invalidateEvent } from './cache-tags';
import { MONEY_RECORD_STATUSES } from './money-records';
import { requireEventCreator } from './require-event-creator';

/**
 * Deletes an event or fundraiser with its categories, promo codes, sponsors and campaigns
 * (creator only). An event that has taken money (a succeeded or refunded donation or sign-up)
 * is never deleted, so no record of money is lost: the organizer hides it instead (409).
 * Pending and failed ones took no money and go with the event.
 */
export async function deleteEvent({ user, id }: { user: CurrentUser | null; id: string }) {
  await requireEventCreator({ user, eventId: id });

  await db.$transaction(async (tx) => {
    // Locking the row first makes a donation or signup being recorded right now wait for this
    // transaction (its foreign key check needs the row), so it is either counted here or refused.
    await tx.$queryRaw`SELECT id FROM "Event" WHERE id = ${id} FOR UPDATE`;
    const paid = { eventId: id, status: { in: MONEY_RECORD_STATUSES } };
    const [donations, signups] = await Promise.all([
      tx.donation.count({ where: paid }),
      tx.signup.count({ where: paid }),
    ]);
    if (donations + signups > 0) throw conflict(EVENT_HAS_MONEY);
    await tx.event.delete({ where: { id } });
  });

  invalidateEvent(id);
  return { success: true as const };
}
