import 'server-only';
import { notFound, unauthorized } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { isPlausibleId } from '@/lib/rules/ids';
import { invalidateEvent } from '@/lib/services/events/cache-tags';

/** A create call as the handler passes it: who asks, the parent's id from the path, the body unread. */
export type CreateCampaignRequest = { user: CurrentUser | null; parentId: string; body: unknown };

/**
 * The create of a campaign under `parentId` (an event, or for an individual campaign a team):
 * 401 without a user, 404 (`notFoundMessage`) for an id that cannot be one, then `create` in one
 * transaction (it locks and checks the parent, reads the fields and writes the row), then the
 * event's pages are refreshed. Answers the new id as the spec has it (`id` and `_id`).
 */
export async function createCampaign({
  user,
  parentId,
  notFoundMessage,
  create,
}: {
  user: CurrentUser | null;
  parentId: string;
  notFoundMessage: string;
  create: (tx: Prisma.TransactionClient, creatorId: string) => Promise<{ id: string; eventId: string }>;
}) {
  if (!user) throw unauthorized();
  if (!isPlausibleId(parentId)) throw notFound(notFoundMessage);
  const { id, eventId } = await db.$transaction((tx) => create(tx, user.id));
  invalidateEvent(eventId);
  return { id, _id: id };
}
