import { describe, it, expect } from 'vitest';
import { activeUntil, activityWindow, isActive, isDonationOpen, isRegistrationOpen, isWindowOpen } from './activity';

const at = (iso: string): Date => new Date(iso);
const event = { dateTime: at('2025-06-15T18:00:00Z') };

describe('activeUntil', () => {
  it('donation: one calendar month after the event by default', () => {
    expect(activeUntil(event, 'donation')?.toISOString()).toBe('2025-07-15T18:00:00.000Z');
  });

  it('donation: clamps to the end of a shorter month', () => {
    expect(activeUntil({ dateTime: at('2025-01-31T10:00:00Z') }, 'donation')?.toISOString()).toBe(
      '2025-02-28T10:00:00.000Z',
    );
    expect(activeUntil({ dateTime: at('2024-01-31T10:00:00Z') }, 'donation')?.toISOString()).toBe(
      '2024-02-29T10:00:00.000Z',
    );
    expect(activeUntil({ dateTime: at('2025-03-31T10:00:00Z') }, 'donation')?.toISOString()).toBe(
      '2025-04-30T10:00:00.000Z',
    );
  });

  it('donation: crosses the year end', () => {
    expect(activeUntil({ dateTime: at('2025-12-20T00:00:00Z') }, 'donation')?.toISOString()).toBe(
      '2026-01-20T00:00:00.000Z',
    );
  });

  it('donation: activeUntilDate.donation overrides the default', () => {
    const override = at('2025-06-01T00:00:00Z');
    expect(activeUntil({ ...event, activeUntilDate: { donation: override } }, 'donation')).toBe(override);
  });

  it('donation: an override works without a dateTime', () => {
    const override = at('2025-06-01T00:00:00Z');
    expect(activeUntil({ dateTime: null, activeUntilDate: { donation: override } }, 'donation')).toBe(override);
  });

  it('donation: a null override falls back to the default', () => {
    expect(activeUntil({ ...event, activeUntilDate: { donation: null } }, 'donation')?.toISOString()).toBe(
      '2025-07-15T18:00:00.000Z',
    );
    expect(activeUntil({ ...event, activeUntilDate: null }, 'donation')?.toISOString()).toBe(
      '2025-07-15T18:00:00.000Z',
    );
  });

  it('does not change the event date', () => {
    const dateTime = at('2025-01-31T10:00:00Z');
    activeUntil({ dateTime }, 'donation');
    expect(dateTime.toISOString()).toBe('2025-01-31T10:00:00.000Z');
  });

  it('registration: the event date unless overridden', () => {
    expect(activeUntil(event, 'registration')).toBe(event.dateTime);
    const override = at('2025-06-10T00:00:00Z');
    expect(activeUntil({ ...event, activeUntilDate: { registration: override } }, 'registration')).toBe(override);
    expect(activeUntil({ ...event, activeUntilDate: { registration: null } }, 'registration')).toBe(event.dateTime);
  });

  it('registration ignores the donation override and vice versa', () => {
    const donation = at('2030-01-01T00:00:00Z');
    expect(activeUntil({ ...event, activeUntilDate: { donation } }, 'registration')).toBe(event.dateTime);
    const registration = at('2030-01-01T00:00:00Z');
    expect(activeUntil({ ...event, activeUntilDate: { registration } }, 'donation')?.toISOString()).toBe(
      '2025-07-15T18:00:00.000Z',
    );
  });

  it('any other kind: the event date, overrides ignored', () => {
    const override = at('2030-01-01T00:00:00Z');
    expect(activeUntil({ ...event, activeUntilDate: { donation: override, registration: override } }, 'page')).toBe(
      event.dateTime,
    );
  });

  it('is null for a missing event or a missing date without override', () => {
    expect(activeUntil(null, 'donation')).toBeNull();
    expect(activeUntil(undefined, 'registration')).toBeNull();
    expect(activeUntil({ dateTime: null }, 'donation')).toBeNull();
    expect(activeUntil({ dateTime: null }, 'registration')).toBeNull();
    expect(activeUntil({ dateTime: null }, 'other')).toBeNull();
  });
});

describe('isActive', () => {
  const before = at('2025-06-15T17:59:59Z');
  const exactly = at('2025-06-15T18:00:00Z');

  it('is active strictly before the closing moment', () => {
    expect(isActive(event, 'registration', before)).toBe(true);
    expect(isActive(event, 'registration', exactly)).toBe(false);
    expect(isActive(event, 'other', before)).toBe(true);
    expect(isActive(event, 'other', exactly)).toBe(false);
  });

  it('a missing event or date is not active', () => {
    expect(isActive(null, 'donation', before)).toBe(false);
    expect(isActive(undefined, 'registration', before)).toBe(false);
    expect(isActive({ dateTime: null }, 'donation', before)).toBe(false);
  });
});

describe('isDonationOpen', () => {
  it('stays open for a month after the event', () => {
    expect(isDonationOpen(event, at('2025-06-20T00:00:00Z'))).toBe(true);
    expect(isDonationOpen(event, at('2025-07-15T17:59:59Z'))).toBe(true);
    expect(isDonationOpen(event, at('2025-07-15T18:00:00Z'))).toBe(false);
  });

  it('follows the override', () => {
    const closed = { ...event, activeUntilDate: { donation: at('2025-06-01T00:00:00Z') } };
    expect(isDonationOpen(closed, at('2025-06-02T00:00:00Z'))).toBe(false);
    expect(isDonationOpen(closed, at('2025-05-31T00:00:00Z'))).toBe(true);
  });
});

describe('isRegistrationOpen', () => {
  it('closes at the event date', () => {
    expect(isRegistrationOpen(event, at('2025-06-01T00:00:00Z'))).toBe(true);
    expect(isRegistrationOpen(event, at('2025-06-20T00:00:00Z'))).toBe(false);
  });

  it('follows the override', () => {
    const extended = { ...event, activeUntilDate: { registration: at('2025-06-30T00:00:00Z') } };
    expect(isRegistrationOpen(extended, at('2025-06-20T00:00:00Z'))).toBe(true);
    expect(isRegistrationOpen(null, at('2025-06-01T00:00:00Z'))).toBe(false);
  });
});

describe('a fundraiser or event without a date (the one rule the pages, islands and server share)', () => {
  const now = at('2031-01-01T00:00:00Z');
  const fundraiser = { eventType: 'fundraiserDriven', dateTime: null };
  const event = { eventType: 'eventDriven', dateTime: null };

  it('keeps a fundraiser without an end open for donations, for good', () => {
    expect(activityWindow(fundraiser, 'donation')).toEqual({ closesAt: null, openWithoutEnd: true });
    expect(isDonationOpen(fundraiser, now)).toBe(true);
    expect(isDonationOpen(fundraiser, at('2099-12-31T00:00:00Z'))).toBe(true);
  });

  it('closes a fundraiser once its organizer sets an end', () => {
    const ended = { ...fundraiser, activeUntilDate: { donation: at('2030-06-01T00:00:00Z') } };
    expect(isDonationOpen(ended, at('2030-05-31T23:59:59Z'))).toBe(true);
    expect(isDonationOpen(ended, at('2030-06-01T00:00:00Z'))).toBe(false);
    const dated = { ...fundraiser, dateTime: at('2030-06-01T00:00:00Z') };
    expect(isDonationOpen(dated, at('2030-07-01T00:00:00Z'))).toBe(false);
  });

  it('never opens registration without a date, not even for a fundraiser', () => {
    expect(isRegistrationOpen(fundraiser, now)).toBe(false);
    expect(activityWindow(fundraiser, 'registration').openWithoutEnd).toBe(false);
  });

  it('never opens anything for an event without a date, or an event of no stated type', () => {
    expect(isDonationOpen(event, now)).toBe(false);
    expect(isRegistrationOpen(event, now)).toBe(false);
    expect(isDonationOpen({ dateTime: null }, now)).toBe(false);
    expect(isDonationOpen(null, now)).toBe(false);
  });

  it('isWindowOpen takes milliseconds or a Date, open strictly before the closing moment', () => {
    const window = { closesAt: at('2030-01-01T00:00:00Z'), openWithoutEnd: false };
    expect(isWindowOpen(window, Date.parse('2029-12-31T23:59:59Z'))).toBe(true);
    expect(isWindowOpen(window, at('2030-01-01T00:00:00Z'))).toBe(false);
    expect(isWindowOpen({ closesAt: null, openWithoutEnd: true }, 0)).toBe(true);
    expect(isWindowOpen({ closesAt: null, openWithoutEnd: false }, 0)).toBe(false);
  });
});
