import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('trusts no proxy by default, and reads TRUSTED_PROXIES as addresses and CIDR ranges', () => {
    expect(readEnv({}).trustedProxies).toEqual([]);
    expect(readEnv({ TRUSTED_PROXIES: ' ' }).trustedProxies).toEqual([]);
    expect(readEnv({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' }).trustedProxies).toHaveLength(2);
    expect(() => readEnv({ TRUSTED_PROXIES: '10.0.0.0/8, proxy.internal' })).toThrow(/proxy\.internal/);
  });

  it('refuses the old TRUSTED_PROXY_HOPS rather than count every client behind a proxy as one', () => {
    expect(() => readEnv({ TRUSTED_PROXY_HOPS: '1' })).toThrow(/TRUSTED_PROXIES/);
    expect(readEnv({ TRUSTED_PROXY_HOPS: '' }).trustedProxies).toEqual([]);
  });

  it('names the organization on statements: ORGANIZATION_NAME, else SITE_NAME, else Rally', () => {
    expect(readEnv({})).toMatchObject({ organizationName: 'Rally', organizationTaxId: undefined });
    expect(readEnv({ SITE_NAME: 'River Run' }).organizationName).toBe('River Run');
    expect(readEnv({ SITE_NAME: 'River Run', ORGANIZATION_NAME: ' River Run Foundation ' }).organizationName).toBe(
      'River Run Foundation',
    );
    expect(readEnv({ ORGANIZATION_TAX_ID: '12-3456789' }).organizationTaxId).toBe('12-3456789');
  });

  it('listens on the loopback address in sandbox mode unless HOST says otherwise', () => {
    expect(readEnv({}).host).toBe('127.0.0.1');
    expect(readEnv({ HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0', hostSet: true });
    expect(readEnv({ DATABASE_URL: 'postgres://db/rally' }).host).toBeUndefined();
    expect(readEnv({ DATABASE_URL: 'postgres://db/rally', SANDBOX: '1' }).host).toBe('127.0.0.1');
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
