import 'server-only';
import { z } from 'zod';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { eventSchemaFor } from '@/lib/validation/event';
import { invalidateEvent } from './cache-tags';
import { eventColumns, replaceEventChildren } from './event-write-data';
import { requireEventCreator } from './require-event-creator';

/**
 * Replaces an event or fundraiser with `event` (creator only). The event is checked with the
 * schema of its stored kind, which never changes: an eventType in the input is ignored. Field
 * errors name the payload's paths (`event.title`).
 */
export async function updateEvent({ user, id, event }: { user: CurrentUser | null; id: string; event: unknown }) {
  const stored = await requireEventCreator({ user, eventId: id });
  const input = z
    .object({ event: eventSchemaFor(stored.eventType) })
    .parse({ event: { ...(event as object), eventType: stored.eventType } }).event;

  await db.$transaction(async (tx) => {
    await tx.event.update({ where: { id }, data: eventColumns(input) });
    await replaceEventChildren(tx, id, input);
  });

  invalidateEvent(id);
  return { id };
}
