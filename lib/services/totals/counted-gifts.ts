import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';

// What a total counts, in one place (CONTRACT §1 "Money"): which donations count, and how much
// each one counts for. Every raised figure of the product (pages, leaderboards, lists, the
// dashboard and its chart, embeds, share images, the API's get_total calls, a donor's total
// given) is read through ./raised-totals.ts, which builds its SQL from the two fragments below;
// Prisma queries elsewhere that must pick the same donations use COUNTED_GIFT.
//
// A donation counts once it took money and still holds some of it (`succeeded`, or
// `partially_refunded`), unless a card dispute of it is open or was lost (CONTRACT §5); a
// dispute won counts it again. It counts for its base amount (the gift itself: never the
// processing fee a donor covered, never a sign-up), less the part of what was refunded that came
// off the gift: a partial refund comes off the base first, the fee goes back with the last part
// (lib/rules/refunds.ts says the same in TypeScript). Offline gifts count alike; an unconfirmed
// (`pending`) or `rejected` one never does.

/** The donations a total counts, as a Prisma filter. */
export const COUNTED_GIFT = {
  status: { in: ['succeeded', 'partially_refunded'] },
  // Under AND, so a filter spread beside it may still have an OR of its own.
  AND: [{ OR: [{ disputeStatus: null }, { disputeStatus: 'won' }] }],
} as const satisfies Prisma.DonationWhereInput;

/** The donations a total counts, as SQL over the "Donation" table aliased `d`. */
export const COUNTED_GIFT_SQL = Prisma.sql`d.status IN ('succeeded', 'partially_refunded') AND (d."disputeStatus" IS NULL OR d."disputeStatus" = 'won')`;

/** What one counted donation (`d`) adds to a total, in cents, as SQL. */
export const COUNTED_CENTS_SQL = Prisma.sql`(d."baseAmountCents" - LEAST(d."amountRefundedCents", d."baseAmountCents"))`;
