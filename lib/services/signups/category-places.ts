import 'server-only';
import { conflict } from '@/lib/app-error';
import type { Db } from '@/lib/db';
import { Prisma, type PaymentStatus } from '@/lib/generated/prisma/client';
import { placesFit, placesLeft } from '@/lib/rules/capacity';
import { soldOut } from '@/lib/rules/messages';

// Places in a category with a capacity (CONTRACT §7). A place is taken by each participant of a
// registration that stands (paid or free, not cancelled) and held by each participant of a
// sign-up payment under way (its PaymentAttempt: pending or processing, its hold not expired).
// Whatever takes a place (a payment start, a hosted completion whose hold ran out, a free
// sign-up) first locks the category's row (SELECT … FOR UPDATE) inside the transaction that
// writes it, so concurrent registrations for the last place take turns: one wins, the others
// count it and are refused before any card is charged.

type Reader = Db | Prisma.TransactionClient;

/** Registrations in these states hold their places (a cancelled one frees them; a refund alone does not). */
export const PLACE_TAKING_STATUSES: PaymentStatus[] = ['succeeded', 'partially_refunded', 'refunded'];

export type CategoryPlaces = { registered: number; held: number };

/** Places taken in each of `categoryIds` (of `eventId`, or of any of `eventId`'s list) at `now`: registered participants and open holds. */
export async function countCategoryPlaces(
  reader: Reader,
  {
    eventId,
    categoryIds,
    now,
    exceptAttemptId = null,
  }: {
    eventId: string | string[];
    categoryIds: string[];
    now: Date;
    /** An attempt renewing its own hold is not counted against itself. */
    exceptAttemptId?: string | null;
  },
): Promise<Map<string, CategoryPlaces>> {
  const places = new Map<string, CategoryPlaces>(categoryIds.map((id) => [id, { registered: 0, held: 0 }]));
  if (categoryIds.length === 0) return places;
  const [registered, held] = await Promise.all([
    reader.$queryRaw<Array<{ categoryId: string; people: number }>>`
      SELECT s."categoryId", COUNT(p.id)::int AS people
      FROM "Signup" s JOIN "Participant" p ON p."signupId" = s.id
      WHERE s."eventId" IN (${Prisma.join(typeof eventId === 'string' ? [eventId] : eventId)})
        AND s."categoryId" IN (${Prisma.join(categoryIds)})
        AND s.status::text IN (${Prisma.join(PLACE_TAKING_STATUSES)})
      GROUP BY s."categoryId"`,
    reader.paymentAttempt.groupBy({
      by: ['placesCategoryId'],
      where: {
        placesCategoryId: { in: categoryIds },
        status: { in: ['pending', 'processing'] },
        placesHeldUntil: { gt: now },
        ...(exceptAttemptId ? { id: { not: exceptAttemptId } } : {}),
      },
      _sum: { placesHeld: true },
    }),
  ]);
  for (const row of registered) places.get(row.categoryId)!.registered = row.people;
  for (const row of held) {
    if (row.placesCategoryId) places.get(row.placesCategoryId)!.held = row._sum.placesHeld ?? 0;
  }
  return places;
}

const taken = (places: CategoryPlaces | undefined) => (places ? places.registered + places.held : 0);

/** 409 'Sorry, {category} is sold out.', on the category field. */
export const soldOutError = (name: string) =>
  conflict(soldOut(name), { fieldErrors: { eventCategory: [soldOut(name)] } });

/** The sold-out refusal of a category by its id (one deleted meanwhile is named generically). */
export async function soldOutOf(reader: Reader, categoryId: string) {
  const category = await reader.eventCategory.findUnique({ where: { id: categoryId }, select: { name: true } });
  return soldOutError(category?.name ?? 'this category');
}

/** Whether a category limits its places (has a capacity): a card payment for it is captured only once they are claimed. */
export async function hasCapacity(reader: Reader, categoryId: string): Promise<boolean> {
  const category = await reader.eventCategory.findUnique({ where: { id: categoryId }, select: { capacity: true } });
  return category?.capacity != null;
}

/**
 * Inside the caller's transaction: locks the category's row and checks that `count` more
 * participants fit, or throws 409 'Sorry, {category} is sold out.' (the transaction rolls back:
 * nothing is held, nothing is charged). With `attemptId`, an attempt renewing its hold: one
 * whose hold still runs keeps its places whatever the count says (they are counted already).
 * A category without a capacity is not locked; a category deleted meanwhile holds nothing.
 */
export async function holdPlaces(
  tx: Prisma.TransactionClient,
  {
    categoryId,
    count,
    now,
    attemptId = null,
  }: { categoryId: string; count: number; now: Date; attemptId?: string | null },
): Promise<void> {
  const plain = await tx.eventCategory.findUnique({ where: { id: categoryId }, select: { capacity: true } });
  if (!plain || plain.capacity === null) return;
  const [row] = await tx.$queryRaw<Array<{ name: string; eventId: string; capacity: number | null }>>`
    SELECT name, "eventId", capacity FROM "EventCategory" WHERE id = ${categoryId} FOR UPDATE`;
  if (!row || row.capacity === null) return;
  if (attemptId) {
    const attempt = await tx.paymentAttempt.findUnique({
      where: { id: attemptId },
      select: { placesHeldUntil: true, placesCategoryId: true, status: true },
    });
    const stillHeld =
      attempt?.placesCategoryId === categoryId &&
      (attempt.status === 'pending' || attempt.status === 'processing') &&
      attempt.placesHeldUntil !== null &&
      attempt.placesHeldUntil > now;
    if (stillHeld) return;
  }
  const places = await countCategoryPlaces(tx, {
    eventId: row.eventId,
    categoryIds: [categoryId],
    now,
    exceptAttemptId: attemptId,
  });
  if (!placesFit(row.capacity, taken(places.get(categoryId)), count)) throw soldOutError(row.name);
}

export type CategoryAvailability = {
  capacity: number | null;
  registered: number;
  /** Null without a capacity. */
  placesLeft: number | null;
};

/** Capacity, registered participants and places left (holds counted) of an event's categories, by id. */
export async function categoryAvailability(
  reader: Reader,
  { eventId, now }: { eventId: string; now: Date },
): Promise<Map<string, CategoryAvailability>> {
  const categories = await reader.eventCategory.findMany({ where: { eventId }, select: { id: true, capacity: true } });
  const places = await countCategoryPlaces(reader, { eventId, categoryIds: categories.map((c) => c.id), now });
  return new Map(
    categories.map((category) => {
      const counted = places.get(category.id);
      return [
        category.id,
        {
          capacity: category.capacity,
          registered: counted?.registered ?? 0,
          placesLeft: placesLeft(category.capacity, taken(counted)),
        },
      ];
    }),
  );
}
