import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';

// What a total counts, in one place (CONTRACT §1 "Money"): which donations count, and how much
// each one counts for. Every raised figure of the product (pages, leaderboards, lists, the
// dashboard and its chart, embeds, share images, the API's get_total calls, a donor's total
// given) is read through ./raised-totals.ts, which builds its SQL from the two fragments below;
// Prisma queries elsewhere that must pick the same donations use COUNTED_GIFT.
//
// Today: a donation counts when it succeeded, for its base amount (the gift itself: never the
// processing fee a donor covered, never a sign-up), offline gifts included.
// Refunds will change these lines and nothing else: count `succeeded` and `partially_refunded`
// but not disputed gifts, each for `baseAmountCents - LEAST(amountRefundedCents, baseAmountCents)`.

/** The donations a total counts, as a Prisma filter. */
export const COUNTED_GIFT = { status: 'succeeded' } as const satisfies Prisma.DonationWhereInput;

/** The donations a total counts, as SQL over the "Donation" table aliased `d`. */
export const COUNTED_GIFT_SQL = Prisma.sql`d.status = 'succeeded'`;

/** What one counted donation (`d`) adds to a total, in cents, as SQL. */
export const COUNTED_CENTS_SQL = Prisma.sql`d."baseAmountCents"`;
