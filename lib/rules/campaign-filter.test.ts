import { describe, it, expect } from 'vitest';
import { filterCampaigns, isCampaignOngoing } from './campaign-filter';

const now = new Date('2025-06-15T12:00:00Z');
const future = new Date('2025-07-01T00:00:00Z');
const past = new Date('2025-06-01T00:00:00Z');

const running = { id: 'running', expiration: future, amountRaisedCents: 100, targetFundCents: 1000 };
const noExpiry = { id: 'noExpiry', expiration: null, amountRaisedCents: 0, targetFundCents: 1000 };
const expired = { id: 'expired', expiration: past, amountRaisedCents: 100, targetFundCents: 1000 };
const funded = { id: 'funded', expiration: future, amountRaisedCents: 1000, targetFundCents: 1000 };
const overFunded = { id: 'overFunded', expiration: null, amountRaisedCents: 1500, targetFundCents: 1000 };

describe('isCampaignOngoing', () => {
  it('is ongoing before expiration while below target', () => {
    expect(isCampaignOngoing(running, now)).toBe(true);
    expect(isCampaignOngoing(noExpiry, now)).toBe(true);
  });

  it('is not ongoing once expired', () => {
    expect(isCampaignOngoing(expired, now)).toBe(false);
    expect(isCampaignOngoing({ ...running, expiration: now }, now)).toBe(false);
  });

  it('is not ongoing once the target is reached', () => {
    expect(isCampaignOngoing(funded, now)).toBe(false);
    expect(isCampaignOngoing(overFunded, now)).toBe(false);
  });

  it('a zero target is already reached', () => {
    expect(isCampaignOngoing({ ...running, amountRaisedCents: 0, targetFundCents: 0 }, now)).toBe(false);
  });
});

describe('filterCampaigns', () => {
  const list = [running, noExpiry, expired, funded, overFunded];
  const ids = (items: { id: string }[]): string[] => items.map((item) => item.id);

  it('all returns a copy of everything', () => {
    const all = filterCampaigns(list, 'all', now);
    expect(ids(all)).toEqual(['running', 'noExpiry', 'expired', 'funded', 'overFunded']);
    expect(all).not.toBe(list);
  });

  it('ongoing and completed split the list, keeping order', () => {
    expect(ids(filterCampaigns(list, 'ongoing', now))).toEqual(['running', 'noExpiry']);
    expect(ids(filterCampaigns(list, 'completed', now))).toEqual(['expired', 'funded', 'overFunded']);
  });

  it('handles an empty list', () => {
    expect(filterCampaigns([], 'ongoing', now)).toEqual([]);
  });
});
