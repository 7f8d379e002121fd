import { describe, expect, it } from 'vitest';
import { actionWindow, isRedirected, isWindowOpen, signupRedirect, type WindowedEvent } from './action-window';

const base: WindowedEvent = {
  eventType: 'eventDriven',
  dateTime: '2027-05-10T12:00:00.000Z',
  activeUntilDate: { donation: null, registration: null },
  signupRedirectDate: null,
  signupRedirectLink: null,
};
const at = (iso: string) => Date.parse(iso);

describe('actionWindow', () => {
  it('keeps donations open one month after the event and registration until it starts', () => {
    const donation = actionWindow(base, 'donation');
    const registration = actionWindow(base, 'registration');
    expect(donation.closesAt).toBe('2027-06-10T12:00:00.000Z');
    expect(registration.closesAt).toBe('2027-05-10T12:00:00.000Z');
    expect(isWindowOpen(registration, at('2027-05-10T11:59:59.000Z'))).toBe(true);
    expect(isWindowOpen(registration, at('2027-05-10T12:00:00.000Z'))).toBe(false);
    expect(isWindowOpen(donation, at('2027-06-01T00:00:00.000Z'))).toBe(true);
  });

  it('honours activeUntilDate', () => {
    const event = {
      ...base,
      activeUntilDate: { donation: '2027-12-31T00:00:00.000Z', registration: '2027-05-01T00:00:00.000Z' },
    };
    expect(actionWindow(event, 'donation').closesAt).toBe('2027-12-31T00:00:00.000Z');
    expect(actionWindow(event, 'registration').closesAt).toBe('2027-05-01T00:00:00.000Z');
  });

  it('closes an event with no date, but keeps a fundraiser with no end open', () => {
    const undated = { ...base, dateTime: null };
    expect(isWindowOpen(actionWindow(undated, 'donation'), at('2027-01-01T00:00:00.000Z'))).toBe(false);
    expect(
      isWindowOpen(
        actionWindow({ ...undated, eventType: 'fundraiserDriven' }, 'donation'),
        at('2030-01-01T00:00:00.000Z'),
      ),
    ).toBe(true);
  });
});

describe('signupRedirect', () => {
  it('is null without a link, and the link and its date with one', () => {
    expect(signupRedirect(base)).toBeNull();
    const redirect = signupRedirect({
      ...base,
      signupRedirectLink: 'https://elsewhere.example/run',
      signupRedirectDate: '2027-04-01T00:00:00.000Z',
    });
    expect(redirect).toEqual({
      href: 'https://elsewhere.example/run',
      from: '2027-04-01T00:00:00.000Z',
    });
  });
});

describe('isRedirected', () => {
  it('sends Register elsewhere from the redirect date on, or at once without a date', () => {
    const dated = signupRedirect({
      ...base,
      signupRedirectLink: 'https://elsewhere.example/run',
      signupRedirectDate: '2027-04-01T00:00:00.000Z',
    });
    expect(isRedirected(dated, at('2027-03-31T23:59:59.000Z'))).toBe(false);
    expect(isRedirected(dated, at('2027-04-01T00:00:00.000Z'))).toBe(true);
    expect(isRedirected(signupRedirect({ ...base, signupRedirectLink: 'https://elsewhere.example/run' }), 0)).toBe(
      true,
    );
    expect(isRedirected(null, at('2030-01-01T00:00:00.000Z'))).toBe(false);
  });
});
