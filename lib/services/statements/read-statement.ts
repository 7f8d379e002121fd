import 'server-only';
import { db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { env } from '@/lib/env';
import { yearBounds } from '@/lib/rules/statements';
import { COUNTED_CENTS_SQL, COUNTED_GIFT_SQL } from '@/lib/services/totals/counted-gifts';
import type { StatementData } from './statement-view';

// What a donor's statement for a year lists (CONTRACT §6 "Statements"), read from the database.
//
// Whose gift: a gift's donor is the account it was given from (that account's email), else the
// email typed on the gift; both lower-cased. So a donor who gave once logged in and once as a
// guest with the same address gets one statement with both gifts.
// Which gifts: the counted-gift rule of the totals (lib/services/totals/counted-gifts.ts): a gift
// refunded in full, or under a dispute open or lost, is left out; one refunded in part shows
// what it still counts for. Its year is the UTC year of its transaction date.
// Registration fees: sign-ups whose main participant has that email, paid (not free), less what
// was refunded, listed apart as not deductible.

/** A gift's donor address, as SQL over "Donation" `d` left-joined to its "User" `u`. */
export const GIFT_DONOR_EMAIL_SQL = Prisma.sql`COALESCE(u.email, lower(btrim(d.email)))`;

const normalizeEmail = (email: string) => email.trim().toLowerCase();

type GiftRow = {
  id: string;
  date: Date;
  cents: number;
  eventTitle: string;
  teamTitle: string | null;
  indieTitle: string | null;
  firstName: string;
  lastName: string;
};
type FeeRow = { id: string; date: Date; cents: number; eventTitle: string; categoryName: string };

/** Whose statement (by email), of which year; the clock is there for tests. */
export type StatementRequest = { donorEmail: string; year: number; now?: Date };

export async function readStatement({ donorEmail, year, now = new Date() }: StatementRequest): Promise<StatementData> {
  const email = normalizeEmail(donorEmail);
  const { start, end } = yearBounds(year);
  const [giftRows, feeRows, account] = await Promise.all([
    db.$queryRaw<GiftRow[]>`
      SELECT d.id, d."transactionDate" AS date, (${COUNTED_CENTS_SQL})::int AS cents,
             e.title AS "eventTitle", tc.title AS "teamTitle", ic.title AS "indieTitle",
             d."firstName", d."lastName"
      FROM "Donation" d
      JOIN "Event" e ON e.id = d."eventId"
      LEFT JOIN "User" u ON u.id = d."userId"
      LEFT JOIN "TeamCampaign" tc ON tc.id = d."teamCampaignId"
      LEFT JOIN "IndieCampaign" ic ON ic.id = d."indieCampaignId"
      WHERE ${GIFT_DONOR_EMAIL_SQL} = ${email}
        AND d."transactionDate" >= ${start} AND d."transactionDate" < ${end}
        AND ${COUNTED_GIFT_SQL} AND ${COUNTED_CENTS_SQL} > 0
      ORDER BY d."transactionDate", d.id`,
    db.$queryRaw<FeeRow[]>`
      SELECT s.id, s."createdAt" AS date, (s."totalAmountCents" - s."amountRefundedCents")::int AS cents,
             e.title AS "eventTitle", s."categoryName"
      FROM "Signup" s
      JOIN "Event" e ON e.id = s."eventId"
      WHERE s.status IN ('succeeded', 'partially_refunded', 'cancelled') AND s.method <> 'free'
        AND s."createdAt" >= ${start} AND s."createdAt" < ${end}
        AND s."totalAmountCents" - s."amountRefundedCents" > 0
        AND EXISTS (
          SELECT 1 FROM "Participant" p
          WHERE p."signupId" = s.id AND p."parentParticipantId" IS NULL AND lower(btrim(p.email)) = ${email}
        )
      ORDER BY s."createdAt", s.id`,
    db.user.findUnique({ where: { email }, select: { name: true, firstName: true, lastName: true } }),
  ]);

  const gifts = giftRows.map((row) => ({
    id: row.id,
    date: row.date,
    cents: row.cents,
    target: row.indieTitle
      ? `${row.indieTitle} — ${row.eventTitle}`
      : row.teamTitle
        ? `${row.teamTitle} — ${row.eventTitle}`
        : row.eventTitle,
  }));
  const fees = feeRows.map((row) => ({
    id: row.id,
    date: row.date,
    cents: row.cents,
    target: row.categoryName ? `${row.eventTitle} (${row.categoryName})` : row.eventTitle,
  }));
  const latestGift = giftRows.at(-1);
  const donorName =
    account?.name.trim() ||
    [account?.firstName, account?.lastName].filter(Boolean).join(' ').trim() ||
    (latestGift ? `${latestGift.firstName} ${latestGift.lastName}`.trim() : '') ||
    email;

  return {
    year,
    organizationName: env.organizationName,
    organizationTaxId: env.organizationTaxId ?? null,
    donorName,
    donorEmail: email,
    gifts,
    fees,
    giftsCents: gifts.reduce((sum, gift) => sum + gift.cents, 0),
    feesCents: fees.reduce((sum, fee) => sum + fee.cents, 0),
    issuedAt: now,
  };
}

/** The years in which the donor has a gift that counts, newest first (the profile's list). */
export async function listStatementYears({ donorEmail }: { donorEmail: string }): Promise<number[]> {
  const rows = await db.$queryRaw<Array<{ year: number }>>`
    SELECT DISTINCT EXTRACT(YEAR FROM d."transactionDate")::int AS year
    FROM "Donation" d
    LEFT JOIN "User" u ON u.id = d."userId"
    WHERE ${GIFT_DONOR_EMAIL_SQL} = ${normalizeEmail(donorEmail)}
      AND ${COUNTED_GIFT_SQL} AND ${COUNTED_CENTS_SQL} > 0
    ORDER BY year DESC`;
  return rows.map((row) => row.year);
}
