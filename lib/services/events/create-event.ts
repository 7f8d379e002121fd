import 'server-only';
import { forbidden, unauthorized } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { ORGANIZERS_ONLY } from '@/lib/rules/messages';
import { newEventSchema } from '@/lib/validation/event';
import { invalidateEvent } from './cache-tags';
import { eventColumns, replaceEventChildren } from './event-write-data';

/**
 * Creates an event or fundraiser with its categories, promo codes and sponsors (Organizers only).
 * The body is checked after the permission, so only an Organizer hears about its fields.
 */
export async function createEvent({ user, body }: { user: CurrentUser | null; body: unknown }) {
  if (!user) throw unauthorized();
  if (user.userType !== 'Organizer') throw forbidden(ORGANIZERS_ONLY);
  const event = newEventSchema.parse(body);

  const id = await db.$transaction(async (tx) => {
    const created = await tx.event.create({
      data: { ...eventColumns(event), eventType: event.eventType, creatorId: user.id },
      select: { id: true },
    });
    await replaceEventChildren(tx, created.id, event);
    return created.id;
  });

  invalidateEvent(id);
  return { id };
}
