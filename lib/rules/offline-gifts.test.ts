import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_CENTS, MAX_CAMPAIGN_CREATOR_OFFLINE_DONATION_CENTS } from './constants';
import { OFFLINE_AMOUNT_OVER_CAMPAIGN_LIMIT } from './messages';
import { formatWholeDollars } from './money';
import {
  offlineGiftConflict,
  offlineGiftPolicy,
  offlineGiftStatusAfter,
  type OfflineGiftAction,
  type OfflineGiftStatus,
} from './offline-gifts';
import { RATE_LIMITS } from './rate-limits';

describe('offlineGiftPolicy', () => {
  it("counts the organizer's gifts at once, up to the form's ceiling, whatever the event's setting", () => {
    for (const eventAllowsUnconfirmed of [true, false]) {
      expect(offlineGiftPolicy({ organizer: true, eventAllowsUnconfirmed })).toEqual({
        role: 'organizer',
        countsAtOnce: true,
        maxAmountCents: MAX_AMOUNT_CENTS,
        rateLimit: 'offline-gift:organizer',
      });
    }
  });

  it("counts a campaign creator's gift at once only where the event allows it, with a far lower ceiling", () => {
    expect(offlineGiftPolicy({ organizer: false, eventAllowsUnconfirmed: true })).toEqual({
      role: 'campaign-creator',
      countsAtOnce: true,
      maxAmountCents: MAX_CAMPAIGN_CREATOR_OFFLINE_DONATION_CENTS,
      rateLimit: 'offline-gift:campaign-creator',
    });
    expect(offlineGiftPolicy({ organizer: false, eventAllowsUnconfirmed: false }).countsAtOnce).toBe(false);
    expect(MAX_CAMPAIGN_CREATOR_OFFLINE_DONATION_CENTS * 100).toBeLessThanOrEqual(MAX_AMOUNT_CENTS);
  });

  it('names the ceiling in its message, and the limits exist with campaign creators far below organizers', () => {
    expect(OFFLINE_AMOUNT_OVER_CAMPAIGN_LIMIT).toContain(
      formatWholeDollars(MAX_CAMPAIGN_CREATOR_OFFLINE_DONATION_CENTS),
    );
    const campaign = RATE_LIMITS['offline-gift:campaign-creator'];
    const organizer = RATE_LIMITS['offline-gift:organizer'];
    expect(campaign.limit).toBeLessThan(organizer.limit / 10);
    // An organizer can save a full batch (500 gifts) several times an hour.
    expect(organizer.limit).toBeGreaterThanOrEqual(4 * 500);
  });
});

describe('what the event creator may do to an offline gift', () => {
  const statuses: OfflineGiftStatus[] = ['pending', 'succeeded', 'rejected', 'refunded'];
  const allowed = (action: OfflineGiftAction) => statuses.filter((status) => !offlineGiftConflict(action, status));

  it('confirms or rejects only an unconfirmed gift, voids only a counted one, edits either', () => {
    expect(allowed('confirm')).toEqual(['pending']);
    expect(allowed('reject')).toEqual(['pending']);
    expect(allowed('void')).toEqual(['succeeded']);
    expect(allowed('edit')).toEqual(['pending', 'succeeded']);
  });

  it('says why it cannot', () => {
    expect(offlineGiftConflict('confirm', 'succeeded')).toBe('This gift was already confirmed.');
    expect(offlineGiftConflict('reject', 'rejected')).toBe('This gift was already rejected.');
    expect(offlineGiftConflict('void', 'refunded')).toBe('This gift was already voided.');
    expect(offlineGiftConflict('edit', 'refunded')).toBe('This gift was already voided.');
    expect(offlineGiftConflict('void', 'pending')).toBe(
      'This gift awaits confirmation: reject it instead of voiding it.',
    );
  });

  it('leaves the gift counted, rejected or refunded', () => {
    expect(offlineGiftStatusAfter('confirm', 'pending')).toBe('succeeded');
    expect(offlineGiftStatusAfter('reject', 'pending')).toBe('rejected');
    expect(offlineGiftStatusAfter('void', 'succeeded')).toBe('refunded');
    expect(offlineGiftStatusAfter('edit', 'pending')).toBe('pending');
  });
});
