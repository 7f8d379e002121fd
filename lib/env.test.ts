import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('trusts one proxy by default, and takes 0 to 10', () => {
    expect(readEnv({}).trustedProxyHops).toBe(1);
    expect(readEnv({ TRUSTED_PROXY_HOPS: ' ' }).trustedProxyHops).toBe(1);
    expect(readEnv({ TRUSTED_PROXY_HOPS: '0' }).trustedProxyHops).toBe(0);
    expect(readEnv({ TRUSTED_PROXY_HOPS: '2' }).trustedProxyHops).toBe(2);
    for (const value of ['-1', '1.5', 'two', '11']) expect(() => readEnv({ TRUSTED_PROXY_HOPS: value })).toThrow();
  });

  it('sends Secure cookies in production unless the site is plain http on this machine', () => {
    const production = { NODE_ENV: 'production' };
    expect(readEnv({ ...production, APP_URL: 'https://rally.example.org' }).secureCookies).toBe(true);
    // A production server whose APP_URL was left out or says http: still Secure.
    expect(readEnv({ ...production, APP_URL: 'http://rally.example.org' }).secureCookies).toBe(true);
    expect(readEnv({ ...production, APP_URL: 'http://10.0.0.5:3000' }).secureCookies).toBe(true);
    expect(readEnv(production).secureCookies).toBe(true);
    // The sandbox and the end-to-end server: production builds on an explicit local plain-http address.
    expect(readEnv({ ...production, APP_URL: 'http://localhost:3000' }).secureCookies).toBe(false);
    expect(readEnv({ ...production, APP_URL: 'http://127.0.0.1:3210' }).secureCookies).toBe(false);
    expect(readEnv({ ...production, APP_URL: 'http://[::1]:3000' }).secureCookies).toBe(false);
    // Never outside production.
    expect(readEnv({ NODE_ENV: 'development', APP_URL: 'https://rally.example.org' }).secureCookies).toBe(false);
  });
});
