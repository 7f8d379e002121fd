import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, isEmbedPath, securityHeaders, securitySettings } from './security-headers';

const base = { appUrl: 'http://localhost:3000', storageOrigins: [], stripe: false, facebook: false };
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part === name || part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('securitySettings and contentSecurityPolicy', () => {
  it('allows only the app itself, the video players and no inline script by default', () => {
    const policy = contentSecurityPolicy(securitySettings(base), { embed: false });
    expect(directive(policy, 'default-src')).toBe("'self'");
    expect(directive(policy, 'script-src')).toBe("'self'");
    expect(directive(policy, 'object-src')).toBe("'none'");
    expect(directive(policy, 'base-uri')).toBe("'self'");
    // The sandbox gateway's card form is on APP_URL, whichever loopback name the page is under.
    expect(directive(policy, 'form-action')).toBe("'self' http://localhost:3000");
    expect(directive(policy, 'frame-src')).toBe("'self' https://www.youtube-nocookie.com https://player.vimeo.com");
    expect(directive(policy, 'frame-ancestors')).toBe("'self'");
    // The payment challenge's workers (blob: addresses of the widget's own code), no other origin.
    expect(directive(policy, 'worker-src')).toBe("'self' blob:");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it("adds the page's inline script hashes, and lets any site frame an embed", () => {
    const policy = contentSecurityPolicy(securitySettings(base), { embed: true, scriptHashes: ['sha256-abc='] });
    expect(directive(policy, 'script-src')).toBe("'self' 'sha256-abc='");
    expect(directive(policy, 'frame-ancestors')).toBe('*');
  });

  it("names the gateway's form address, the storage, Stripe and Facebook only when they are configured", () => {
    const settings = securitySettings({
      appUrl: 'https://rally.example.org',
      gatewayUrl: 'https://secure.gateway.example/api/v2/three-step',
      storageOrigins: ['https://cdn.example.net'],
      stripe: true,
      facebook: true,
    });
    const policy = contentSecurityPolicy(settings, { embed: false });
    expect(directive(policy, 'form-action')).toBe(
      "'self' https://secure.gateway.example https://www.facebook.com https://m.facebook.com",
    );
    expect(directive(policy, 'img-src')).toContain('https://cdn.example.net');
    expect(directive(policy, 'img-src')).toContain('https://*.fbsbx.com');
    expect(directive(policy, 'script-src')).toBe("'self' https://js.stripe.com https://*.js.stripe.com");
    expect(directive(policy, 'connect-src')).toBe("'self' https://api.stripe.com");
    expect(directive(policy, 'frame-src')).toContain('https://hooks.stripe.com');
    expect(policy.endsWith('; upgrade-insecure-requests')).toBe(true);
  });
});

describe('securityHeaders', () => {
  it('refuses framing by other sites outside /embed/, and sends HSTS only for an https APP_URL', () => {
    const http = securitySettings(base);
    expect(securityHeaders(http, '/login')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'SAMEORIGIN',
    });
    expect(securityHeaders(http, '/embed/team_campaign/x')).not.toHaveProperty('X-Frame-Options');
    const https = securitySettings({ ...base, appUrl: 'https://rally.example.org' });
    expect(securityHeaders(https, '/')['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('knows the embed paths', () => {
    expect(isEmbedPath('/embed/fundraiser')).toBe(true);
    expect(isEmbedPath('/embed')).toBe(true);
    expect(isEmbedPath('/embedded')).toBe(false);
    expect(isEmbedPath('/event/embed/x')).toBe(false);
  });
});
