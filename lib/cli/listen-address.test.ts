import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { localAddress, sandboxExposureWarning } from './listen-address';

describe('the sandbox listening address', () => {
  it('is the loopback address by default, so the mailbox stays on this machine', () => {
    const { host, sandbox } = readEnv({});
    expect(sandbox).toBe(true);
    expect(host).toBe('127.0.0.1');
    expect(sandboxExposureWarning(host)).toBeNull();
    expect(localAddress(host)).toBe('127.0.0.1');
  });

  it('warns in the banner when HOST opens it to the network', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
      const { host: configured } = readEnv({ HOST: host });
      expect(sandboxExposureWarning(configured)?.join(' ')).toMatch(/password-reset links/);
    }
    expect(sandboxExposureWarning(undefined)?.[0]).toMatch(/every interface/);
    expect(sandboxExposureWarning('::1')).toBeNull();
    expect(localAddress('::')).toBe('127.0.0.1');
    expect(localAddress('::1')).toBe('[::1]');
  });
});
