import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('takes the entry appended by the one trusted proxy, not what the client wrote before it', () => {
    expect(clientAddress('203.0.113.5', 1)).toBe('203.0.113.5');
    expect(clientAddress('1.2.3.4, 203.0.113.5', 1)).toBe('203.0.113.5');
    expect(clientAddress(' 9.9.9.9 ,1.2.3.4 , 203.0.113.5 ', 1)).toBe('203.0.113.5');
  });

  it('counts further from the right for more proxies', () => {
    expect(clientAddress('1.2.3.4, 203.0.113.5, 10.0.0.2', 2)).toBe('203.0.113.5');
    expect(clientAddress('203.0.113.5, 10.0.0.2', 2)).toBe('203.0.113.5');
    // Fewer entries than proxies: the left-most is the best there is.
    expect(clientAddress('203.0.113.5', 3)).toBe('203.0.113.5');
  });

  it("answers 'local' without a header, and ignores the header when no proxy is trusted", () => {
    expect(clientAddress(null, 1)).toBe('local');
    expect(clientAddress('', 1)).toBe('local');
    expect(clientAddress(' , ', 1)).toBe('local');
    expect(clientAddress('1.2.3.4', 0)).toBe('local');
  });
});
