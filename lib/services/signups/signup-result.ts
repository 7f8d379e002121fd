import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { centsToDollars } from '@/lib/rules/money';
import { signupConfirmationPath } from '@/lib/shared/paths';

// What the browser gets back for a recorded signup. A repeat of the same transaction answers
// the same, and anyone who knows a transaction id could send it, so it carries no participant's
// name, email, phone, address or birth date: only the signup's own facts and figures.

/** A sign-up's sale: its category and purpose, the code, the figures and how it was paid. */
export const signupSaleSelect = {
  categoryName: true,
  purpose: true,
  promoCode: true,
  baseAmountCents: true,
  discountCents: true,
  totalAmountCents: true,
  payFees: true,
  feePercentage: true,
  method: true,
  transactionId: true,
} satisfies Prisma.SignupSelect;

export const recordedSignupSelect = {
  id: true,
  eventId: true,
  teamCampaignId: true,
  categoryId: true,
  ...signupSaleSelect,
  createdAt: true,
  event: { select: { title: true } },
  teamCampaign: { select: { title: true } },
  _count: { select: { participants: true } },
} satisfies Prisma.SignupSelect;

export type RecordedSignup = Prisma.SignupGetPayload<{ select: typeof recordedSignupSelect }>;

export type SignupSummary = {
  _id: string;
  eventId: string;
  event: string;
  teamCampaignId: string | null;
  teamCampaign: string | null;
  eventCategory: string | null;
  eventCategoryName: string;
  purpose: string | null;
  promoCode: string | null;
  /** Dollars: category price × participants. */
  baseAmount: number;
  /** Dollars off through the promo code. */
  discount: number;
  payFees: boolean;
  feePercentage: number;
  /** Dollars charged (0 for a free signup). */
  totalAmount: number;
  paymentMethod: string;
  transactionId: string;
  participantCount: number;
  createdAt: string;
};

export type SignupResult = {
  success: true;
  /** The registration's id: what its creator cancels it by (CONTRACT §5). */
  signupId: string;
  transactionId: string;
  /** Where the browser goes next: the confirmation page of this signup. */
  redirectLink: string;
  signup: SignupSummary;
};

export function signupSummary(signup: RecordedSignup): SignupSummary {
  return {
    _id: signup.id,
    eventId: signup.eventId,
    event: signup.event.title,
    teamCampaignId: signup.teamCampaignId,
    teamCampaign: signup.teamCampaign?.title ?? null,
    eventCategory: signup.categoryId,
    eventCategoryName: signup.categoryName,
    purpose: signup.purpose,
    promoCode: signup.promoCode,
    baseAmount: centsToDollars(signup.baseAmountCents),
    discount: centsToDollars(signup.discountCents),
    payFees: signup.payFees,
    feePercentage: signup.feePercentage,
    totalAmount: centsToDollars(signup.totalAmountCents),
    paymentMethod: signup.method,
    transactionId: signup.transactionId,
    participantCount: signup._count.participants,
    createdAt: signup.createdAt.toISOString(),
  };
}

export function signupResult(signup: RecordedSignup): SignupResult {
  return {
    success: true,
    signupId: signup.id,
    transactionId: signup.transactionId,
    redirectLink: signupConfirmationPath({ event: signup.eventId, transaction_id: signup.transactionId }),
    signup: signupSummary(signup),
  };
}
