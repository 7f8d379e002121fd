import { MAX_AMOUNT_CENTS, MAX_CAMPAIGN_CREATOR_OFFLINE_DONATION_CENTS } from './constants';
import {
  OFFLINE_GIFT_ALREADY_CONFIRMED,
  OFFLINE_GIFT_ALREADY_REJECTED,
  OFFLINE_GIFT_PARTLY_REFUNDED,
  OFFLINE_GIFT_ALREADY_VOIDED,
  OFFLINE_GIFT_AWAITS_CONFIRMATION,
} from './messages';
import type { RateLimitName } from './rate-limits';

// Who an offline gift (cash, a check) is trusted from, and what the event's creator may do to one
// afterwards. An offline gift is money nobody can check, so it counts at once only when the
// event's creator (or an admin) enters it, or when the event lets its campaigns' creators'
// gifts count unconfirmed (allowUnconfirmedOfflineDonations). Otherwise it waits, counted
// nowhere, until the event's creator confirms or rejects it.

/** The event's creator or an admin ('organizer'), else the creator of the campaign the gift goes to. */
export type OfflineGiftRole = 'organizer' | 'campaign-creator';

export type OfflineGiftPolicy = {
  role: OfflineGiftRole;
  /** True: recorded as succeeded and counted at once; false: recorded as pending (unconfirmed). */
  countsAtOnce: boolean;
  /** The largest gift this person may enter, in cents. */
  maxAmountCents: number;
  /** The per-user limit their gifts count against (lib/rules/rate-limits.ts). */
  rateLimit: RateLimitName;
};

export function offlineGiftPolicy({
  organizer,
  eventAllowsUnconfirmed,
}: {
  /** The event's creator, or an admin. */
  organizer: boolean;
  /** The event's allowUnconfirmedOfflineDonations. */
  eventAllowsUnconfirmed: boolean;
}): OfflineGiftPolicy {
  if (organizer)
    return {
      role: 'organizer',
      countsAtOnce: true,
      maxAmountCents: MAX_AMOUNT_CENTS,
      rateLimit: 'offline-gift:organizer',
    };
  return {
    role: 'campaign-creator',
    countsAtOnce: eventAllowsUnconfirmed,
    maxAmountCents: MAX_CAMPAIGN_CREATOR_OFFLINE_DONATION_CENTS,
    rateLimit: 'offline-gift:campaign-creator',
  };
}

/** The donation statuses an offline gift goes through (Donation.status). */
export type OfflineGiftStatus =
  'pending' | 'succeeded' | 'failed' | 'refunded' | 'rejected' | 'partially_refunded' | 'cancelled';

/** What the event's creator (or an admin) can do to one offline gift. */
export type OfflineGiftAction = 'confirm' | 'reject' | 'void' | 'edit';

/**
 * Confirm and reject decide on an unconfirmed (pending) gift; void takes a counted (succeeded)
 * one back, as undoing a batch does (refunded: kept, never counted again); an edit fixes a gift
 * that counts or still waits. Every other pair is a conflict (409), with why.
 */
const FROM: Record<OfflineGiftAction, readonly OfflineGiftStatus[]> = {
  confirm: ['pending'],
  reject: ['pending'],
  void: ['succeeded', 'partially_refunded'],
  edit: ['pending', 'succeeded'],
};

/** The status an action leaves the gift in (an edit keeps it). */
export function offlineGiftStatusAfter(action: OfflineGiftAction, status: OfflineGiftStatus): OfflineGiftStatus {
  switch (action) {
    case 'confirm':
      return 'succeeded';
    case 'reject':
      return 'rejected';
    case 'void':
      return 'refunded';
    case 'edit':
      return status;
  }
}

/** Null when `action` applies to a gift in `status`; otherwise the message of the 409. */
export function offlineGiftConflict(action: OfflineGiftAction, status: OfflineGiftStatus): string | null {
  if (FROM[action].includes(status)) return null;
  if (status === 'pending') return OFFLINE_GIFT_AWAITS_CONFIRMATION; // only void refuses a pending gift
  if (status === 'succeeded') return OFFLINE_GIFT_ALREADY_CONFIRMED;
  if (status === 'rejected') return OFFLINE_GIFT_ALREADY_REJECTED;
  if (status === 'partially_refunded') return OFFLINE_GIFT_PARTLY_REFUNDED;
  return OFFLINE_GIFT_ALREADY_VOIDED; // refunded (voided, or its batch undone); failed never happens offline
}
