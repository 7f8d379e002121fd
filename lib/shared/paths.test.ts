import { describe, expect, it } from 'vitest';
import {
  devMailboxPath,
  donatePath,
  eventPagePath,
  eventPath,
  facebookLoginStartPath,
  fundraiserPath,
  loginPath,
  resetPath,
} from './paths';

describe('route helpers', () => {
  it('encode ids, so a strange id cannot change the path', () => {
    expect(eventPath('abc')).toBe('/event/abc');
    expect(eventPath('a/b?c')).toBe('/event/a%2Fb%3Fc');
    expect(resetPath('tok_en-1')).toBe('/reset/tok_en-1');
  });

  it('put ids that travel in the query string there, and leave empty values out', () => {
    expect(fundraiserPath('f1')).toBe('/fundraiser?fundraiser-id=f1');
    expect(donatePath({ event: 'e1', team_campaign: null, indie_campaign: '' })).toBe('/donate?event=e1');
    expect(loginPath()).toBe('/login');
    expect(loginPath({ redirect: '/create_event?from=mail', notice: null })).toBe(
      '/login?redirect=%2Fcreate_event%3Ffrom%3Dmail',
    );
    expect(facebookLoginStartPath(null)).toBe('/api/login/facebook');
    expect(facebookLoginStartPath('/profile')).toBe('/api/login/facebook?redirect=%2Fprofile');
  });

  it('encode ids of the sandbox mailbox too', () => {
    expect(devMailboxPath()).toBe('/dev/mailbox');
    expect(devMailboxPath('m/1')).toBe('/dev/mailbox/m%2F1');
  });

  it('send an event or a fundraiser to its own page by its kind', () => {
    expect(eventPagePath({ id: 'x', eventType: 'eventDriven' })).toBe('/event/x');
    expect(eventPagePath({ id: 'x', eventType: 'fundraiserDriven' })).toBe('/fundraiser?fundraiser-id=x');
  });
});
