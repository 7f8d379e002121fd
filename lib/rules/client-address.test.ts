import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  parseIp,
  parseProxyRange,
  parseTrustedProxies,
  formatIp,
  UNKNOWN_CLIENT,
} from './client-address';

const trust = (list: string) => parseTrustedProxies(list);
const address = (peer: string | null, forwardedFor: string | null, trusted = '') =>
  clientAddress({ peer, forwardedFor, trustedProxies: trust(trusted) });

describe('clientAddress with nothing trusted (the default: no proxy in front of the app)', () => {
  it('is the peer, whatever X-Forwarded-For says, so a client cannot pick a new address per request', () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(address('203.0.113.7', `198.51.100.${attempt}`)).toBe('203.0.113.7');
    }
    expect(address('203.0.113.7', null)).toBe('203.0.113.7');
  });

  it('reads IPv4-mapped IPv6 peers (a dual-stack socket) as IPv4', () => {
    expect(address('::ffff:127.0.0.1', '10.9.9.9')).toBe('127.0.0.1');
  });

  it("answers 'local' when there is no peer (the app runs without its server)", () => {
    expect(address(null, '198.51.100.1')).toBe(UNKNOWN_CLIENT);
    expect(address('', '198.51.100.1')).toBe(UNKNOWN_CLIENT);
    expect(address('not an address', '198.51.100.1')).toBe(UNKNOWN_CLIENT);
  });
});

describe('clientAddress behind trusted proxies', () => {
  it('takes the address our proxy appended, not what the client wrote before it', () => {
    expect(address('10.0.0.2', '203.0.113.5', '10.0.0.2')).toBe('203.0.113.5');
    expect(address('10.0.0.2', '1.2.3.4, 203.0.113.5', '10.0.0.2')).toBe('203.0.113.5');
    expect(address('10.0.0.2', ' 9.9.9.9 ,1.2.3.4 , 203.0.113.5 ', '10.0.0.0/8')).toBe('203.0.113.5');
  });

  it('skips every trusted proxy from the right (a load balancer behind a CDN)', () => {
    const trusted = '10.0.0.0/8, 192.0.2.0/24';
    expect(address('10.0.0.2', '1.2.3.4, 203.0.113.5, 192.0.2.10', trusted)).toBe('203.0.113.5');
    // A client claiming to be a trusted proxy on the left is only ever reached when all are trusted.
    expect(address('10.0.0.2', '192.0.2.99, 203.0.113.5, 192.0.2.10', trusted)).toBe('203.0.113.5');
  });

  it('ignores the header of a peer that is not trusted, even with proxies configured', () => {
    expect(address('198.51.100.20', '203.0.113.5', '10.0.0.0/8')).toBe('198.51.100.20');
  });

  it('counts a trusted peer itself when it sends no header, and the left-most entry when all are trusted', () => {
    expect(address('10.0.0.2', null, '10.0.0.0/8')).toBe('10.0.0.2');
    expect(address('10.0.0.2', '10.1.1.1, 10.0.0.3', '10.0.0.0/8')).toBe('10.1.1.1');
  });

  it('stops at an entry that is not an address, counting the proxy that passed it on', () => {
    expect(address('10.0.0.2', '203.0.113.5, garbage', '10.0.0.0/8')).toBe('10.0.0.2');
    expect(address('10.0.0.2', 'garbage, 10.0.0.3', '10.0.0.0/8')).toBe('10.0.0.3');
  });

  it('reads ports, brackets and IPv6 entries, and matches IPv6 ranges', () => {
    expect(address('10.0.0.2', '203.0.113.5:52114', '10.0.0.2')).toBe('203.0.113.5');
    expect(address('::1', '[2001:db8::7]:443', '::1')).toBe(formatIp(parseIp('2001:db8::7')!));
    expect(address('2001:db8:aa::1', '2001:db9::1', '2001:db8::/32')).toBe(formatIp(parseIp('2001:db9::1')!));
    expect(address('2001:db9::1', '203.0.113.5', '2001:db8::/32')).toBe(formatIp(parseIp('2001:db9::1')!));
  });
});

describe('parseIp', () => {
  it('reads IPv4, IPv6 and their variants, and refuses the rest', () => {
    expect(parseIp('192.0.2.1')).toEqual({ family: 4, value: 0xc0000201n });
    expect(parseIp('::ffff:192.0.2.1')).toEqual({ family: 4, value: 0xc0000201n });
    expect(parseIp('::1')).toEqual({ family: 6, value: 1n });
    expect(parseIp('fe80::1%eth0')?.family).toBe(6);
    expect(formatIp(parseIp('2001:DB8::1')!)).toBe('2001:db8:0:0:0:0:0:1');
    expect(formatIp(parseIp('1:2:3:4:5:6:7:8')!)).toBe('1:2:3:4:5:6:7:8');
    expect(formatIp(parseIp('64:ff9b::192.0.2.33')!)).toBe('64:ff9b:0:0:0:0:c000:221');
    for (const bad of ['', '256.1.1.1', '1.2.3', '01.2.3.4', '1:2:3:4:5:6:7:8:9', '1::2::3', 'g::1', 'x'.repeat(80)])
      expect(parseIp(bad)).toBeNull();
  });
});

describe('parseTrustedProxies (TRUSTED_PROXIES)', () => {
  it('reads addresses and CIDR ranges, comma-separated; blank is none', () => {
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(parseTrustedProxies(' ')).toEqual([]);
    expect(parseTrustedProxies('127.0.0.1, ::1,10.0.0.0/8')).toEqual([
      { family: 4, network: 0x7f000001n, prefix: 32 },
      { family: 6, network: 1n, prefix: 128 },
      { family: 4, network: 0x0a000000n, prefix: 8 },
    ]);
    expect(parseProxyRange('10.1.2.3/8')).toEqual({ family: 4, network: 0x0a000000n, prefix: 8 });
    expect(parseProxyRange('::ffff:10.0.0.0/104')).toEqual({ family: 4, network: 0x0a000000n, prefix: 8 });
  });

  it('refuses anything else, loudly', () => {
    for (const bad of ['10.0.0.0/33', 'localhost', '10.0.0.1:80', '::1/129', '10.0.0.0/8/1', '10.0.0.0/x']) {
      expect(() => parseTrustedProxies(bad)).toThrow(/TRUSTED_PROXIES/);
    }
  });
});
