import type { DonationRecord } from '@/lib/validation/donation-record';

// The donation being paid, kept in this tab while the browser is away at the payment provider
// (the hosted gateway's card form, a card provider's bank page) and read back on /afterdonate,
// which completes or records it. sessionStorage: this tab only, gone when it closes; never the
// card, which goes straight to the provider.

const KEY = 'rally.donation';

export type SavedDonation = {
  provider: 'safesave' | 'stripe';
  record: DonationRecord & { totalAmount: number };
  /** Where "Try again" leads: the donation page as the donor opened it. */
  retryHref: string;
  target: { title: string; href: string };
  /** The page the gift went to (the person, the team, else the event) and its card: the thank-you names it and shares it (issue 21). */
  givenTo?: { title: string; href: string; embedHref: string };
  /** Set by /afterdonate when the card was declined: the donate page then opens at the card step, all kept (issue 21). */
  declined?: { message: string; issueNumber?: string | null; reason?: string | null };
};

/** Marks the saved donation as declined, so "Try another card" reopens it at the card step. */
export function markDonationDeclined(declined: NonNullable<SavedDonation['declined']>) {
  const saved = loadDonation();
  if (saved) saveDonation({ ...saved, declined });
}

// What the donor typed, kept per donate page while they are on it, so Back from the confirmation
// step, from the gateway or from /afterdonate finds the form filled (issue 21). Never the card.
const DRAFT_KEY = 'rally.donation.draft:';

export function saveDonationDraft(page: string, values: Record<string, unknown>) {
  try {
    sessionStorage.setItem(DRAFT_KEY + page, JSON.stringify(values));
  } catch {
    // not kept
  }
}

export function loadDonationDraft(page: string): Record<string, unknown> | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY + page);
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function clearDonationDraft(page: string) {
  try {
    sessionStorage.removeItem(DRAFT_KEY + page);
  } catch {
    // nothing kept
  }
}

export function saveDonation(donation: SavedDonation) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(donation));
  } catch {
    // Storage refused (private mode quotas): /afterdonate then says it cannot find the donation.
  }
}

export function loadDonation(): SavedDonation | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as SavedDonation) : null;
  } catch {
    return null;
  }
}

export function clearDonation() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
