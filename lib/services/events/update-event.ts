import 'server-only';
import { z } from 'zod';
import { notFound } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { eventSchemaFor, mergeOverStored } from '@/lib/validation/event';
import { invalidateEvent } from './cache-tags';
import { eventColumns, replaceEventChildren } from './event-write-data';
import { findEditableEvent } from './get-event-for-editing';
import { requireEventCreator } from './require-event-creator';
import { EVENT_NOT_FOUND } from '@/lib/rules/messages';

/**
 * Updates an event or fundraiser with `event` (creator only). Fields the payload leaves out keep
 * their stored values: the payload is laid over the stored event in the edit form's shape
 * (mergeOverStored), then the whole is checked with the schema of the stored kind, which never
 * changes (an eventType in the input is ignored). Field errors name the payload's paths
 * (`event.title`). Removing a category that has sign-ups is refused (409, event-write-data).
 */
export async function updateEvent({
  user,
  id,
  event,
}: {
  user: CurrentUser | null;
  id: string;
  event: Record<string, unknown>;
}) {
  const stored = await requireEventCreator({ user, eventId: id });
  const current = await findEditableEvent(id);
  if (!current) throw notFound(EVENT_NOT_FOUND);
  // The stored id is not an event field: the schema drops it.
  const input = z
    .object({ event: eventSchemaFor(stored.eventType) })
    .parse({ event: { ...mergeOverStored(current, event), eventType: stored.eventType } }).event;

  await db.$transaction(async (tx) => {
    await tx.event.update({ where: { id }, data: eventColumns(input) });
    await replaceEventChildren(tx, id, input);
  });

  invalidateEvent(id);
  return { id };
}
