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
};

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
