// Where the server listens, as `npm start` reports it (lib/env.ts picks the address: HOST, or
// the loopback address in sandbox mode).

/** True for an address only this machine can reach. */
export function isLoopbackHost(host: string | undefined): boolean {
  return host !== undefined && (host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host));
}

/** Where this machine reaches a server listening on `host` (every interface: the loopback address). */
export function localAddress(host: string | undefined): string {
  if (!host || host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * The banner's warning when sandbox mode listens beyond this machine: its mailbox shows every
 * email, password-reset links included, to whoever can reach it. Null on the loopback address.
 */
export function sandboxExposureWarning(host: string | undefined): string[] | null {
  if (isLoopbackHost(host)) return null;
  return [
    `WARNING: listening on ${host ?? 'every interface'} (HOST): anyone who can reach this machine can`,
    'read the mailbox at /dev/mailbox, password-reset links included. Unset HOST to listen on 127.0.0.1 only.',
  ];
}
