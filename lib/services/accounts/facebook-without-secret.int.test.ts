import { describe, expect, it, vi } from 'vitest';

// FACEBOOK_CLIENT_ID set, FACEBOOK_CLIENT_SECRET not: CONTRACT §2 shows the button whenever the
// id is set, so the login flow must fail clearly rather than not at all. lib/env reads the
// environment when first imported.
vi.hoisted(() => {
  process.env.FACEBOOK_CLIENT_ID = 'app-without-secret';
  delete process.env.FACEBOOK_CLIENT_SECRET;
});

import { GET as startFacebookLoginRoute } from '@/app/api/login/facebook/route';
import { facebookAccount, facebookConfigured } from './log-in-with-facebook';
import { facebookOAuthConfigured, facebookSettingsWarning, nextAuthOptions } from '@/lib/auth/next-auth-options';
import { apiRequest, setCookie, withoutContext } from '@/lib/testing/api-test-helpers';

const startFacebookLogin = withoutContext(startFacebookLoginRoute);

describe('Facebook with an id but no secret', () => {
  it('counts as configured for the login button, not for the redirect flow', () => {
    expect(facebookConfigured()).toBe(true);
    expect(facebookOAuthConfigured()).toBe(false);
    expect(nextAuthOptions({ facebookAccount }).providers).toEqual([]);
  });

  it('GET /api/login/facebook answers a page that says so, with the way back, and starts nothing', async () => {
    const response = await startFacebookLogin(apiRequest('/api/login/facebook?redirect=%2Fedit_profile'));
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(
      'Facebook login is not working on this site right now. Please log in with your email and password.',
    );
    expect(html).toContain('href="/login?redirect=%2Fedit_profile"');
    expect(html).not.toContain('/api/auth/signin/facebook');
    expect(setCookie(response, 'next-auth.csrf-token')).toBeNull();
  });

  it('gives the warning the server logs once at start', () => {
    expect(facebookSettingsWarning()).toMatch(/FACEBOOK_CLIENT_ID is set but FACEBOOK_CLIENT_SECRET is not/);
  });
});
