import 'server-only';
import { db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { publicDonorName } from '@/lib/rules/public-name';
import { COUNTED_CENTS_SQL, COUNTED_GIFT_SQL } from './counted-gifts';

// Every raised figure of the product, read one way: sums, counts and latest gifts of a scope, built
// from the counting rule of ./counted-gifts.ts. One query per figure set: a page's total, count and
// latest gifts come from one statement; a list of cards or a leaderboard is one grouped statement.

/**
 * Whose gifts. A target covers everything under it: every donation carries its event's id, and a
 * gift to an individual campaign its team's id too, so one column selects the whole subtree
 * (event ⊇ its team campaigns ⊇ their individual campaigns). `userId`: a donor's own gifts.
 */
export type TotalsScope =
  { eventId: string } | { teamCampaignId: string } | { indieCampaignId: string } | { userId: string };

type ScopeKey = 'eventId' | 'teamCampaignId' | 'indieCampaignId' | 'userId';

const COLUMN: Record<ScopeKey, Prisma.Sql> = {
  eventId: Prisma.raw('d."eventId"'),
  teamCampaignId: Prisma.raw('d."teamCampaignId"'),
  indieCampaignId: Prisma.raw('d."indieCampaignId"'),
  userId: Prisma.raw('d."userId"'),
};

function scopeSql(scope: TotalsScope): Prisma.Sql {
  const keys = Object.keys(scope).filter((key): key is ScopeKey => key in COLUMN);
  if (keys.length !== 1) throw new Error(`A totals scope names exactly one of ${Object.keys(COLUMN).join(', ')}.`);
  const [key] = keys;
  return Prisma.sql`${COLUMN[key]} = ${(scope as Record<ScopeKey, string>)[key]}`;
}

/** A counted gift as a public list shows it: the donor's public name only, never contact details or a message. */
export type CountedGift = {
  id: string;
  /** publicDonorName: "Priya S." or "Anonymous". */
  name: string;
  anonymous: boolean;
  /** What the gift counts for (./counted-gifts.ts). */
  amountCents: number;
  /** ISO 8601. */
  date: string;
};

export type RaisedFigures = {
  raisedCents: number;
  /** Counted gifts (each gift once; guests have no account to count people by). */
  donationCount: number;
  /** The latest counted gifts, newest first. */
  latest: CountedGift[];
};

/** Cents raised by a scope (CONTRACT §1 amountRaised); for a donor, what they gave. */
export async function sumRaisedCents(scope: TotalsScope): Promise<number> {
  const [row] = await db.$queryRaw<Array<{ cents: bigint }>>`
    SELECT COALESCE(SUM(${COUNTED_CENTS_SQL}), 0)::bigint AS cents
    FROM "Donation" d
    WHERE ${scopeSql(scope)} AND ${COUNTED_GIFT_SQL}`;
  return Number(row.cents);
}

/** A scope's total, its number of gifts and its `latest` newest gifts, in one query. */
export async function readRaisedFigures(scope: TotalsScope, { latest }: { latest: number }): Promise<RaisedFigures> {
  const take = Math.max(0, Math.floor(latest));
  const rows = await db.$queryRaw<
    Array<{
      raisedCents: bigint;
      donationCount: bigint;
      id: string | null;
      anonymous: boolean;
      firstName: string;
      lastName: string;
      amountCents: number;
      transactionDate: Date;
    }>
  >`
    WITH counted AS (
      SELECT d.id, d.anonymous, d."firstName", d."lastName", (${COUNTED_CENTS_SQL})::int AS cents, d."transactionDate"
      FROM "Donation" d
      WHERE ${scopeSql(scope)} AND ${COUNTED_GIFT_SQL}
    )
    SELECT totals.cents AS "raisedCents", totals.gifts AS "donationCount", latest.id, latest.anonymous,
           latest."firstName", latest."lastName", latest.cents AS "amountCents", latest."transactionDate"
    FROM (SELECT COALESCE(SUM(cents), 0)::bigint AS cents, COUNT(*) AS gifts FROM counted) totals
    LEFT JOIN LATERAL (
      -- A gift refunded down to its fee raises nothing: it is no one's latest gift.
      SELECT * FROM counted WHERE cents > 0 ORDER BY "transactionDate" DESC, id DESC LIMIT ${take}
    ) latest ON true
    ORDER BY latest."transactionDate" DESC, latest.id DESC`;
  const [first] = rows;
  return {
    raisedCents: Number(first?.raisedCents ?? 0),
    donationCount: Number(first?.donationCount ?? 0),
    latest: rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: row.id!,
        name: publicDonorName(row),
        anonymous: row.anonymous,
        amountCents: row.amountCents,
        date: row.transactionDate.toISOString(),
      })),
  };
}

export type GroupFigures = { cents: number; count: number };
type GroupKey = Exclude<ScopeKey, 'userId'>;

/** Cents raised and gifts counted for each of `ids` (events, team or individual campaigns), in one grouped query. */
export async function raisedBy(key: GroupKey, ids: string[]): Promise<Map<string, GroupFigures>> {
  if (ids.length === 0) return new Map();
  const rows = await db.$queryRaw<Array<{ id: string; cents: bigint; count: bigint }>>`
    SELECT ${COLUMN[key]} AS id, COALESCE(SUM(${COUNTED_CENTS_SQL}), 0)::bigint AS cents, COUNT(*) AS count
    FROM "Donation" d
    WHERE ${COLUMN[key]} IN (${Prisma.join(ids)}) AND ${COUNTED_GIFT_SQL}
    GROUP BY 1`;
  return new Map(rows.map((row) => [row.id, { cents: Number(row.cents), count: Number(row.count) }]));
}

/** Cents raised by each of `ids`: raisedBy without the counts. */
export async function raisedCentsBy(key: GroupKey, ids: string[]): Promise<Map<string, number>> {
  const figures = await raisedBy(key, ids);
  return new Map([...figures].map(([id, { cents }]) => [id, cents]));
}

/**
 * Cents raised per day by each of `eventIds`, days in each event's own time zone (transactionDate
 * is stored as UTC), oldest first: the running total of the dashboard's chart.
 */
export async function raisedByDay(eventIds: string[]): Promise<Array<{ eventId: string; day: string; cents: number }>> {
  if (eventIds.length === 0) return [];
  const rows = await db.$queryRaw<Array<{ eventId: string; day: string; cents: bigint }>>`
    SELECT d."eventId", to_char(d."transactionDate" AT TIME ZONE 'UTC' AT TIME ZONE e."timeZone", 'YYYY-MM-DD') AS day,
           SUM(${COUNTED_CENTS_SQL})::bigint AS cents
    FROM "Donation" d JOIN "Event" e ON e.id = d."eventId"
    WHERE d."eventId" IN (${Prisma.join(eventIds)}) AND ${COUNTED_GIFT_SQL}
    GROUP BY 1, 2
    ORDER BY 1, 2`;
  return rows.map((row) => ({ eventId: row.eventId, day: row.day, cents: Number(row.cents) }));
}

/**
 * What each batch of offline gifts entered (dashboard batch entry): every gift of the batch at
 * its base amount, whatever became of it since. Not a raised figure: an undone batch keeps the
 * figures it was entered with, while the totals above stop counting its gifts.
 */
export async function enteredByBatch(batchIds: string[]): Promise<Map<string, GroupFigures>> {
  if (batchIds.length === 0) return new Map();
  const rows = await db.$queryRaw<Array<{ batchId: string; cents: bigint; count: bigint }>>`
    SELECT d."batchId", COALESCE(SUM(d."baseAmountCents"), 0)::bigint AS cents, COUNT(*) AS count
    FROM "Donation" d
    WHERE d."batchId" IN (${Prisma.join(batchIds)})
    GROUP BY 1`;
  return new Map(rows.map((row) => [row.batchId, { cents: Number(row.cents), count: Number(row.count) }]));
}

/** What came back out of an event's gifts: given back (the gifts' part) and held by card disputes. */
export type MoneyBackFigures = { refundedCents: number; disputedCents: number };

/**
 * For each of `eventIds`, in one grouped query: `refundedCents`, the part of what was refunded
 * that came off the gifts (the fee a donor covered is never part of a total, so neither is its
 * refund); `disputedCents`, what gifts under an open or lost dispute would count without it. Both
 * are what the raised total leaves out beside what it counts (./counted-gifts.ts).
 */
export async function moneyBackBy(eventIds: string[]): Promise<Map<string, MoneyBackFigures>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db.$queryRaw<Array<{ id: string; refunded: bigint; disputed: bigint }>>`
    SELECT d."eventId" AS id,
           COALESCE(SUM(LEAST(d."amountRefundedCents", d."baseAmountCents")), 0)::bigint AS refunded,
           COALESCE(SUM(${COUNTED_CENTS_SQL}) FILTER (
             WHERE d.status IN ('succeeded', 'partially_refunded') AND d."disputeStatus" IN ('open', 'lost')
           ), 0)::bigint AS disputed
    FROM "Donation" d
    WHERE d."eventId" IN (${Prisma.join(eventIds)})
      AND (d."amountRefundedCents" > 0 OR d."disputeStatus" IN ('open', 'lost'))
    GROUP BY 1`;
  return new Map(
    rows.map((row) => [row.id, { refundedCents: Number(row.refunded), disputedCents: Number(row.disputed) }]),
  );
}
